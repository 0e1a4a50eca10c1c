import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseDbName } from '../../src/domain/db-names.ts';
import { t } from '../../src/i18n/core.ts';
import { canRead } from '../access/databases.ts';
import type { TPrincipal } from '../access/principal.ts';
import { readSession, SESSION_COOKIE, sessionsEnded } from '../auth/sessions.ts';
import { AppError } from '../http/errors.ts';
import { clearSessionCookie, endingCount, principalOf, readCookie } from '../http/principal-hook.ts';
import { rawHeaders } from '../http/security.ts';
import type { TStorage } from '../storage/storage.ts';
import type { TUpdates } from './updates.ts';

/** A comment line this often keeps proxies from cutting an idle stream, and finds dead sockets. */
const HEARTBEAT_MS = 25_000;
/** A client that stops reading is cut past this much unsent data; it resumes from its position. */
const MAX_BUFFERED_BYTES = 64 * 1024;

type TStream = { accountId: string | null; end(): void; recheck(): void };

/**
 * `GET /api/changes`: one server-sent event stream per device, telling it which of the databases
 * it may read changed. Events are `change` ({db}) and `ready` ({resumed}); every event carries the
 * update log's position as its id. A client that comes back with `Last-Event-ID` (or `?since=`)
 * gets the changes it missed, then `ready` with resumed true; otherwise `ready` with resumed false
 * means "catch up on everything you keep". A stream only names databases its principal may read.
 */
export function changeStreamRoutes(
  app: FastifyInstance,
  storage: TStorage,
  updates: TUpdates,
  limits: { max: number; lifetimeMs: number },
) {
  const open = new Set<TStream>();

  const onSessionsEnded = (accountId: string) => {
    for (const stream of open) if (stream.accountId === accountId) stream.recheck();
  };
  sessionsEnded.on('ended', onSessionsEnded);

  app.get<{ Querystring: { since?: string } }>('/api/changes', async (req, reply) => {
    const endingsBefore = endingCount();
    const principal = await principalOf(req, storage);
    if (principal.kind === 'expired') {
      // The signed-out cue; the cookie goes, so the device reconnects as a visitor.
      clearSessionCookie(req, reply);
      throw new AppError(401, 'session_expired', t('server.yourSessionHasExpiredPlease'));
    }
    if (open.size >= limits.max) {
      throw new AppError(503, 'busy', t('server.theServerIsBusyPlease'));
    }
    const header = req.headers['last-event-id'];
    const from = typeof header === 'string' ? header : req.query.since;
    const stream = serve(req, reply, principal, from ?? null);
    // A session that ended while this one was looked up was not in `open` to be told: ask again.
    if (endingCount() !== endingsBefore) stream.recheck();
  });

  function serve(
    req: FastifyRequest,
    reply: FastifyReply,
    principal: TPrincipal,
    from: string | null,
  ): TStream {
    const isReadable = (db: string) => {
      const ref = parseDbName(db);
      return ref !== null && canRead(principal, ref);
    };
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx would otherwise hold events back in its buffer.
      'x-accel-buffering': 'no',
      ...rawHeaders(req),
    });
    const write = (text: string) => {
      if (res.destroyed || res.writableEnded) return;
      res.write(text);
      if (res.writableLength > MAX_BUFFERED_BYTES) res.destroy();
    };
    const send = (event: string, position: string, data: object) =>
      write(`id: ${position}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

    const missed = from ? updates.since(from) : null;
    const position = updates.position();
    for (const db of missed ?? []) if (isReadable(db)) send('change', position, { db });
    send('ready', position, { resumed: missed !== null });

    const onUpdate = (db: string, at: string) => {
      if (isReadable(db)) send('change', at, { db });
    };
    updates.events.on('update', onUpdate);
    const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);
    // Streams end now and then, so a revoked or expired session is noticed on any instance.
    const lifetime = setTimeout(() => stream.end(), limits.lifetimeMs);
    const cookie = readCookie(req, SESSION_COOKIE);
    const stream: TStream = {
      accountId: principal.kind === 'user' ? principal.account.id : null,
      end: () => res.end(),
      recheck: () => {
        if (!cookie) return;
        void readSession(storage.internal, cookie)
          .then((id) => id === null && stream.end())
          .catch(() => stream.end());
      },
    };
    open.add(stream);
    res.once('close', () => {
      open.delete(stream);
      updates.events.off('update', onUpdate);
      clearInterval(heartbeat);
      clearTimeout(lifetime);
    });
    return stream;
  }

  return {
    count: () => open.size,
    closeAll() {
      sessionsEnded.off('ended', onSessionsEnded);
      for (const stream of open) stream.end();
    },
  };
}
