import { createHash, randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { getOrNull, type TPouchDb } from '../storage/pouch.ts';

// Sessions are stored, so they survive a restart and every instance sees them. The cookie holds
// `<accountId>.<token>`; only the token's hash is stored, so a copy of the store signs nobody in.
export const SESSION_COOKIE = 'ps_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;

/**
 * Announces, with the account id, that sessions of an account were revoked on this instance, so
 * its open change streams re-check theirs at once. (Other instances' streams find out when they
 * next reconnect: streams end after a few minutes and re-authenticate.)
 */
export const sessionsEnded = new EventEmitter<{ ended: [accountId: string] }>();
sessionsEnded.setMaxListeners(0);

type TSession = { _id: string; _rev?: string; accountId: string; createdAt: string; expiresAt: string };

const sessionId = (accountId: string, token: string) =>
  `session:${accountId}:${createHash('sha256').update(token).digest('hex')}`;

export async function createSession(internal: TPouchDb, accountId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await internal.put({
    _id: sessionId(accountId, token),
    accountId,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + SESSION_TTL_MS).toISOString(),
  } satisfies TSession);
  return `${accountId}.${token}`;
}

function parseCookieValue(value: string): { accountId: string; token: string } | null {
  const m = /^([a-z0-9]{1,64})\.([A-Za-z0-9_-]{20,100})$/.exec(value);
  return m ? { accountId: m[1]!, token: m[2]! } : null;
}

/** The account id of a live session, or null when the value is unknown, malformed or expired. */
export async function readSession(internal: TPouchDb, cookieValue: string): Promise<string | null> {
  const parsed = parseCookieValue(cookieValue);
  if (!parsed) return null;
  const session = (await getOrNull(internal, sessionId(parsed.accountId, parsed.token))) as TSession | null;
  if (!session || Date.parse(session.expiresAt) <= Date.now()) return null;
  return session.accountId;
}

export async function revokeSession(internal: TPouchDb, cookieValue: string): Promise<void> {
  const parsed = parseCookieValue(cookieValue);
  if (!parsed) return;
  const session = await getOrNull(internal, sessionId(parsed.accountId, parsed.token));
  if (session) await internal.remove(session).catch(() => {});
  sessionsEnded.emit('ended', parsed.accountId);
}

export async function revokeAllSessions(internal: TPouchDb, accountId: string): Promise<void> {
  const prefix = `session:${accountId}:`;
  const { rows } = await internal.allDocs({ startkey: prefix, endkey: `${prefix}\uffff` });
  if (rows.length === 0) return;
  await internal.bulkDocs(rows.map((row) => ({ _id: row.id, _rev: row.value.rev, _deleted: true })));
  sessionsEnded.emit('ended', accountId);
}
