import { readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { auditRoutes, createAuditPruner, moveAuditOutOfAdmin } from './admin/audit-history.ts';
import { adminRoutes } from './admin/routes.ts';
import { smtpRoutes } from './admin/smtp.ts';
import { emailChangeRoutes } from './auth/email-change.ts';
import { passkeyRoutes } from './auth/passkey-routes.ts';
import { accountRoutes } from './auth/routes.ts';
import { twoFactorRoutes } from './auth/two-factor-routes.ts';
import { availabilityRoutes } from './availability/routes.ts';
import { backupRoutes } from './backup/routes.ts';
import type { TConfig } from './config.ts';
import { embedRoutes } from './embed/routes.ts';
import { freeAgentRoutes } from './free-agents/routes.ts';
import { createHighlightsFollower } from './highlights/follower.ts';
import { thumbnailRoutes } from './highlights/thumbnails.ts';
import { requestDeadline } from './http/deadline.ts';
import { errorHandler, frameworkErrorHandler } from './http/error-handler.ts';
import { createReadiness, healthRoutes, type TReadiness } from './http/health.ts';
import { jsonBodyParser } from './http/json-body.ts';
import { callerLocale } from './http/locale.ts';
import { metricsRoutes } from './http/metrics.ts';
import { forgetPrincipals } from './http/principal-hook.ts';
import { contentSecurityPolicy, originCheck, readInlineHashes, securityHeaders } from './http/security.ts';
import { serveApp } from './http/static.ts';
import { changeStreamRoutes } from './live/stream.ts';
import { createUpdates, type TUpdates } from './live/updates.ts';
import { outboxRoutes } from './mail/routes.ts';
import { createMailer, type TMailer } from './mail/sender.ts';
import { createNoticeRepair, finishPendingNotices } from './notices/write-notes.ts';
import { playoffRoutes } from './playoffs/routes.ts';
import { pushRoutes } from './push/routes.ts';
import { createPushSender, type TPushSender } from './push/sender.ts';
import { refereePayRoutes } from './referee-pay/routes.ts';
import { batchPullRoutes } from './replication/batch-pull.ts';
import { flushCheckpoints } from './replication/checkpoint-cache.ts';
import { replicationRoutes } from './replication/routes.ts';
import { repairConfirmations } from './resolver/confirmation.ts';
import { repairRatingSummaries } from './resolver/referee-ratings.ts';
import { createResolver, type TResolver } from './resolver/resolver.ts';
import { ensureGlobalChanges } from './storage/couch-setup.ts';
import { openStorage, type TStorage } from './storage/storage.ts';
import { createWatcher } from './storage/watch.ts';
import { handoverRoutes } from './teams/handover.ts';
import { joinRoutes } from './teams/join-routes.ts';
import { reconcileMirrors } from './teams/reconcile.ts';
import { teamRoutes } from './teams/routes.ts';
import { waitlistRoutes } from './waitlist/routes.ts';

/** package.json's version, written into backups' manifests. */
const APP_VERSION = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

export type TServer = {
  app: FastifyInstance;
  storage: TStorage;
  updates: TUpdates;
  /** Open device change streams (for tests and the benchmark). */
  streamCount(): number;
  /** Every route the server answers (for tests). */
  routes: readonly TRoute[];
  resolver: TResolver;
  mailer: TMailer;
  pushSender: TPushSender;
  /** Derives the `highlights` database from the leagues (ADR 017). */
  highlights: { start(): Promise<void>; settle(): Promise<void>; stop(): Promise<void> };
  /** /api/health/ready answers 503 with the step until ready (issue #34). */
  readiness: TReadiness;
  url: string;
  close(): Promise<void>;
};

export type TRoute = { method: string; url: string };

/** Builds the server on its storage; `start` also listens. Tests build one per data folder. */
export type TObserver = (request: { method: string; route: string; status: number }) => void;

export async function buildServer(
  config: TConfig,
  storage: TStorage = openStorage(config),
  observe?: TObserver,
  readiness: TReadiness = createReadiness(),
) {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // One line per request buries the start-up banner: requests are logged only at debug.
    logController: new LogController({
      disableRequestLogging: !['debug', 'trace'].includes(config.logLevel),
    }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    forceCloseConnections: true,
    // Router-level failures (a malformed URL, a bad header) get the same headers and a plain
    // message that never echoes the request back.
    frameworkErrors: frameworkErrorHandler,
  });
  // Every route as registered, for the test that sends generated requests to each one.
  const routes: TRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  const updates = createUpdates(storage, app.log, config.clockSkewMs);
  const watcher = createWatcher(updates);
  if (observe) {
    app.addHook('onResponse', async (req, reply) => {
      observe({ method: req.method, route: req.routeOptions.url ?? '(none)', status: reply.statusCode });
    });
  }
  await callerLocale(app);
  errorHandler(app);
  // The shell's inline script and stylesheet are allowed by the hashes its build wrote (ADR 029).
  securityHeaders(app, contentSecurityPolicy(readInlineHashes(config.distDir)));
  requestDeadline(app, config.requestTimeoutMs);
  jsonBodyParser(app);
  originCheck(app, config.allowedOrigins);
  healthRoutes(app, storage, readiness);
  const metrics = metricsRoutes(app, storage, readiness, config.metricsToken);
  accountRoutes(app, storage, config);
  twoFactorRoutes(app, storage, config);
  passkeyRoutes(app, storage, config);
  teamRoutes(app, storage);
  embedRoutes(app, storage);
  freeAgentRoutes(app, storage, config);
  waitlistRoutes(app, storage);
  refereePayRoutes(app, storage);
  playoffRoutes(app, storage);
  handoverRoutes(app, storage);
  emailChangeRoutes(app, storage, config);
  availabilityRoutes(app, storage);
  joinRoutes(app, storage);
  adminRoutes(app, storage);
  auditRoutes(app, storage);
  backupRoutes(app, storage, config.dataDir, APP_VERSION);
  smtpRoutes(app, storage);
  outboxRoutes(app, storage);
  pushRoutes(app, storage, config.push);
  thumbnailRoutes(app, storage, config.thumbnails);
  replicationRoutes(app, storage, watcher, config, metrics.countWritten);
  batchPullRoutes(app, storage);
  const streams = changeStreamRoutes(app, storage, updates, config.streams);
  metrics.streams = () => streams.count();
  await serveApp(app, config.distDir);
  app.addHook('onClose', async () => {
    forgetPrincipals(storage);
    streams.closeAll();
    watcher.closeAll();
    await updates.close();
    // Checkpoints written behind (replication/checkpoint-cache.ts) reach storage before it closes.
    await flushCheckpoints(storage);
  });
  return { app, storage, watcher, updates, streams, metrics, routes };
}

export async function startServer(
  config: TConfig,
  storage?: TStorage,
  observe?: TObserver,
  options: { holdReady?: boolean } = {},
): Promise<TServer> {
  // Ready only when start-up is done (and, for main.ts, the first admin and the demo exist).
  const readiness = createReadiness();
  const built = await buildServer(config, storage, observe, readiness);
  // Before listening: devices reconnecting after a restart resume from the stored log (issue #34).
  await built.updates.start();
  // The port first: if it is taken (EADDRINUSE) the process stops before it has written anything,
  // so no first-admin password is created that nobody saw (issue #12).
  const address = await built.app.listen({ port: config.port, host: config.host });
  // Listening before the repair below, so a league written meanwhile is derived after it.
  const highlights = createHighlightsFollower(built.storage, built.updates, built.app.log);
  if (built.storage.mode === 'couchdb') {
    readiness.starting('checking CouchDB');
    const missing = await ensureGlobalChanges(built.storage.couchUrl!);
    if (missing) {
      built.app.log.warn(missing);
      readiness.warn(missing);
    }
  }
  // A crash between a team write and its mirror is healed here.
  readiness.starting('repairing team mirrors');
  await reconcileMirrors(built.storage);
  readiness.starting('repairing result confirmations');
  await repairConfirmations(built.storage);
  readiness.starting('repairing referee ratings');
  await repairRatingSummaries(built.storage);
  // An admin's write that crashed before telling anyone is told now (ADR 041); then every minute.
  readiness.starting('sending the notices of interrupted writes');
  // A note that cannot be finished now is retried by the sweep; it never stops the start.
  await finishPendingNotices(built.storage, '\uffff').catch((error: unknown) =>
    built.app.log.error({ err: error }, 'finishing interrupted notices failed; retried every minute'),
  );
  const noticeRepair = createNoticeRepair(built.storage, built.app.log, 60_000);
  noticeRepair.start();
  // The history left the replicated admin database (issue #35): older entries move once.
  readiness.starting('moving the change history');
  await moveAuditOutOfAdmin(built.storage);
  const pruner = createAuditPruner(built.storage, built.app.log, config.auditPruneMs);
  pruner.start();
  readiness.starting('deriving highlights');
  await highlights.start();
  const resolver = createResolver(built.storage, built.updates, built.app.log, {
    retryBaseMs: config.resolverRetryMs,
  });
  await resolver.start();
  const mailer = createMailer(built.storage, built.updates, built.app.log, config.mail);
  await mailer.start();
  const pushSender = createPushSender(built.storage, built.updates, config.push, built.app.log);
  await pushSender.start();
  built.metrics.mailUnfinished = () => mailer.pendingCount();
  built.metrics.pushUnfinished = () => pushSender.pendingCount();
  if (options.holdReady) readiness.starting('creating the first admin and the demo');
  else readiness.ready();
  const url = address.replace('[::1]', '127.0.0.1').replace('0.0.0.0', '127.0.0.1');
  let closing: Promise<void> | null = null;
  return {
    app: built.app,
    storage: built.storage,
    updates: built.updates,
    streamCount: () => built.streams.count(),
    routes: built.routes,
    resolver,
    mailer,
    pushSender,
    highlights,
    readiness,
    url,
    close() {
      closing ??= (async () => {
        await built.app.close();
        await pruner.stop();
        await noticeRepair.stop();
        await resolver.stop();
        await mailer.stop();
        await pushSender.stop();
        await highlights.stop();
        await built.storage.close();
      })();
      return closing;
    },
  };
}
