import type { FastifyInstance } from 'fastify';
import type { TStorage } from '../storage/storage.ts';

// Issue #34: a load balancer's two questions. Live: is the process up (restart it if not)? Ready:
// may it take traffic (storage reachable, start-up work and bootstrap done)? `/api/health` keeps
// meaning "ready". Before ready, 503 with the reason, in plain words.

const STORAGE_TIMEOUT_MS = 2000;

export type TReadiness = {
  /** What start-up is doing now: the reason a readiness check gives until `ready()`. */
  starting(step: string): void;
  ready(): void;
  /** Null once ready. */
  pending(): string | null;
  /** What works but not fully (said on every readiness answer, e.g. CouchDB's missing feed). */
  warn(text: string): void;
  warnings(): string[];
};

export function createReadiness(): TReadiness {
  let step: string | null = 'starting';
  const warnings: string[] = [];
  return {
    warn: (text) => {
      if (!warnings.includes(text)) warnings.push(text);
    },
    warnings: () => [...warnings],
    starting: (next) => {
      step = next;
    },
    ready: () => {
      step = null;
    },
    pending: () => step,
  };
}

async function storageProblem(storage: TStorage): Promise<string | null> {
  const reached = storage.db('leagues').info();
  const timeout = new Promise<'slow'>((resolve) =>
    setTimeout(() => resolve('slow'), STORAGE_TIMEOUT_MS).unref(),
  );
  try {
    return (await Promise.race([reached, timeout])) === 'slow' ? 'storage does not answer' : null;
  } catch {
    return 'storage unreachable';
  }
}

export function healthRoutes(app: FastifyInstance, storage: TStorage, readiness: TReadiness) {
  app.get('/api/health/live', async () => ({ ok: true }));
  const ready = async (_req: unknown, reply: { code(n: number): unknown }) => {
    const problem = readiness.pending() ?? (await storageProblem(storage));
    const warnings = readiness.warnings();
    if (problem) {
      reply.code(503);
      return { ok: false, reason: problem, storage: storage.mode, ...(warnings.length ? { warnings } : {}) };
    }
    return { ok: true, storage: storage.mode, ...(warnings.length ? { warnings } : {}) };
  };
  app.get('/api/health', ready);
  app.get('/api/health/ready', ready);
}
