import { resolve } from 'node:path';
import type { TThrottleConfig } from './auth/throttle.ts';

export type TConfig = {
  port: number;
  host: string;
  dataDir: string;
  couchUrl: string | null;
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
  /** Longest a `_changes?feed=longpoll` request waits for a change. */
  longpollMaxMs: number;
};

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  return {
    port: int(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    couchUrl: env.COUCHDB_URL || null,
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
  };
}
