import { join, resolve } from 'node:path';
import { READER_LOCAL_WRITES_PER_MINUTE } from '../src/domain/limits.ts';
import type { TThrottleConfig } from './auth/throttle.ts';
import type { TThumbnailConfig } from './highlights/thumbnails.ts';
import { PUSH_SERVICE_HOSTS, type TPushConfig } from './push/config.ts';

export type TConfig = {
  port: number;
  host: string;
  dataDir: string;
  couchUrl: string | null;
  /** Put before every database name in CouchDB, so several deployments (or test runs) share one. */
  couchPrefix: string;
  adminEmail: string | null;
  adminPassword: string | null;
  logLevel: string;
  seed: 'demo' | 'none';
  demoPassword: string | null;
  distDir: string;
  /** Extra origins allowed to make state-changing requests (the server's own is always allowed). */
  allowedOrigins: string[];
  bodyLimitBytes: number;
  throttle: TThrottleConfig;
  /** Team sign-ups per address per window. */
  signup: { windowMs: number; maxPerIp: number };
  /** Free-agent submissions an address may send per cooldown (the spec: one a minute). */
  freeAgentsPerIp: number;
  /** Fastify's trustProxy: a hop count or a list of proxy addresses, never "everyone". */
  trustProxy: number | string[] | false;
  /** A request with no answer after this long gets 503 (long-polls set their own limit). */
  requestTimeoutMs: number;
  maxOpenDatabases: number;
  /** The resolver's first retry of a failed change waits this long, doubling each time. */
  resolverRetryMs: number;
  /** Longest a `_changes?feed=longpoll` request waits for a change (and a continuous feed lives). */
  longpollMaxMs: number;
  /** Checkpoint writes per minute a reader may make from one address. */
  readerCheckpointsPerMinute: number;
  /** How long the versions read for a writer's `_revs_diff` may serve its `_bulk_docs` (ADR 031). */
  readAheadMs: number;
  /** The e-mail outbox: a claim's lease, the first retry's wait (doubling), the reminder sweep. */
  mail: { leaseMs: number; retryBaseMs: number; reminderSweepMs: number };
  /** How far instances' clocks may differ: a resuming device hears of this much more (issue #34). */
  clockSkewMs: number;
  /** Turns on GET /metrics for a scraper bearing this token (ADR 038); null: off. */
  metricsToken: string | null;
  /** How often old audit entries are pruned (issue #35). */
  auditPruneMs: number;
  /** Highlights' thumbnails, served from our origin (issue #35). */
  thumbnails: TThumbnailConfig;
  /** Web push (issue #33): the VAPID contact, allowed push services, pacing. */
  push: TPushConfig;
  /** Device change streams: how many one instance holds, and how long one lives before reconnecting. */
  streams: { max: number; lifetimeMs: number };
};

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
};

/**
 * TRUST_PROXY is the number of proxies in front of the server (1 for one nginx), or a
 * comma-separated list of their addresses or CIDR ranges. Trusting every hop would let any client
 * pick its own address with X-Forwarded-For and dodge the per-address throttles.
 */
export function parseTrustProxy(value: string | undefined): number | string[] | false {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text === 'false') return false;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const list = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.some((s) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(s))) {
    throw new Error(`TRUST_PROXY must be a number of proxies or a list of their addresses, not "${text}"`);
  }
  return list;
}

/** A token guessed is every figure read: at least 16 characters, none of them spaces. */
export function parseMetricsToken(value: string | undefined): string | null {
  if (!value) return null;
  if (value.length < 16 || /\s/.test(value)) {
    throw new Error(
      'METRICS_TOKEN must be at least 16 characters, with no spaces (try: openssl rand -hex 24)',
    );
  }
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  return {
    port: int(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    couchUrl: env.COUCHDB_URL || null,
    couchPrefix: parseCouchPrefix(env.COUCHDB_PREFIX),
    adminEmail: env.ADMIN_EMAIL || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    logLevel: env.LOG_LEVEL ?? 'info',
    seed: env.SEED === 'none' ? 'none' : 'demo',
    demoPassword: env.DEMO_PASSWORD || null,
    distDir: resolve(env.DIST_DIR ?? './dist'),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    bodyLimitBytes: int(env.BODY_LIMIT_BYTES, 4 * 1024 * 1024),
    throttle: {
      windowMs: int(env.LOGIN_WINDOW_SECONDS, 900) * 1000,
      maxPerIp: int(env.LOGIN_MAX_FAILURES_PER_IP, 30),
      maxPerAccount: int(env.LOGIN_MAX_FAILURES_PER_ACCOUNT, 5),
    },
    longpollMaxMs: int(env.LONGPOLL_MAX_MS, 60_000),
    readerCheckpointsPerMinute: int(env.READER_CHECKPOINTS_PER_MINUTE, READER_LOCAL_WRITES_PER_MINUTE),
    readAheadMs: int(env.READ_AHEAD_MS, 500),
    signup: {
      windowMs: int(env.SIGNUP_WINDOW_SECONDS, 3600) * 1000,
      maxPerIp: int(env.SIGNUP_MAX_PER_IP, 20),
    },
    freeAgentsPerIp: int(env.FREE_AGENTS_PER_IP, 20),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    requestTimeoutMs: int(env.REQUEST_TIMEOUT_MS, 30_000),
    maxOpenDatabases: int(env.MAX_OPEN_DATABASES, 500),
    resolverRetryMs: int(env.RESOLVER_RETRY_MS, 1000),
    auditPruneMs: int(env.AUDIT_PRUNE_HOURS, 6) * 3600_000,
    clockSkewMs: int(env.CLOCK_SKEW_MS, 5000),
    metricsToken: parseMetricsToken(env.METRICS_TOKEN),
    thumbnails: {
      origin: env.THUMBNAIL_ORIGIN || 'https://i.ytimg.com',
      folder: join(resolve(env.DATA_DIR ?? './data'), 'thumbnails'),
      maxBytes: int(env.THUMBNAIL_MAX_KB, 256) * 1024,
      maxFiles: int(env.THUMBNAIL_MAX_FILES, 5000),
      timeoutMs: int(env.THUMBNAIL_TIMEOUT_MS, 5000),
    },
    mail: {
      leaseMs: int(env.MAIL_LEASE_MS, 120_000),
      retryBaseMs: int(env.MAIL_RETRY_MS, 60_000),
      reminderSweepMs: int(env.REMINDER_SWEEP_MS, 900_000),
    },
    push: {
      subject: env.VAPID_SUBJECT || 'mailto:admin@pitchside.invalid',
      // Subscriptions name the push service's URL; only these are ever requested (no SSRF).
      services: [
        ...PUSH_SERVICE_HOSTS,
        ...(env.PUSH_SERVICE_ORIGINS ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ],
      concurrency: int(env.PUSH_CONCURRENCY, 64),
      timeoutMs: int(env.PUSH_TIMEOUT_MS, 10_000),
      leaseMs: int(env.PUSH_LEASE_MS, 60_000),
      retryBaseMs: int(env.PUSH_RETRY_MS, 30_000),
    },
    streams: {
      max: int(env.MAX_STREAMS, 5000),
      lifetimeMs: int(env.STREAM_LIFETIME_SECONDS, 600) * 1000,
    },
  };
}

/** CouchDB database names start with a letter; ours follow with the prefix's own characters. */
function parseCouchPrefix(value: string | undefined): string {
  if (!value) return '';
  if (!/^[a-z][a-z0-9_-]{0,40}$/.test(value))
    throw new Error(
      'COUCHDB_PREFIX must start with a-z and use only a-z, 0-9, _ and - (at most 41 characters)',
    );
  return value;
}
