import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TPrincipal } from '../access/principal.ts';
import { findAccountById } from '../auth/accounts.ts';
import { readSession, SESSION_COOKIE, SESSION_TTL_MS, sessionsEnded } from '../auth/sessions.ts';
import type { TStorage } from '../storage/storage.ts';
import { isActive, readTeamIndex } from '../teams/team-index.ts';

const resolved = new WeakMap<FastifyRequest, Promise<TPrincipal>>();

/**
 * Signed-in principals, briefly. A replication asks twice per batch (_revs_diff, _bulk_docs) and
 * each lookup is two reads of internal storage; for 10,000 documents that was 400 reads. An ended
 * session (sign-out, deactivation, password reset) leaves at once on this instance; another
 * instance's cache forgets it within PRINCIPAL_TTL_MS. Only valid sessions are kept, so a caller
 * cannot fill it with made-up cookies, and it is bounded anyway.
 */
const PRINCIPAL_TTL_MS = 5000;
const MAX_CACHED_PRINCIPALS = 10_000;
type TCached = { principal: TPrincipal & { kind: 'user' }; until: number };
/** One cache per open storage (tests run several servers in one process). */
const cachedPrincipals = new Map<TStorage, Map<string, TCached>>();

/** Counts ended sessions, so a lookup that raced an ending does not cache what it read before it. */
let endings = 0;
sessionsEnded.on('ended', forgetAccount);

/** How many times sessions have ended so far: a caller compares two readings to see if one raced it. */
export const endingCount = () => endings;

/**
 * Drops what is cached of an account's sessions: they ended, or what the account may read changed
 * (its team withdrawn). Rare; a scan of at most MAX_CACHED_PRINCIPALS per storage is cheap enough.
 */
export function forgetAccount(accountId: string): void {
  endings += 1;
  for (const cache of cachedPrincipals.values()) {
    for (const [cookie, entry] of cache) if (entry.principal.account.id === accountId) cache.delete(cookie);
  }
}

function cacheOf(storage: TStorage): Map<string, TCached> {
  let cache = cachedPrincipals.get(storage);
  if (!cache) {
    cache = new Map();
    cachedPrincipals.set(storage, cache);
  }
  return cache;
}

/** Forgets a storage's cached principals (the server closes). */
export function forgetPrincipals(storage: TStorage): void {
  cachedPrincipals.delete(storage);
}

export function readCookie(req: FastifyRequest, name: string): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      // A malformed value (`%`) is no session at all: the request is simply signed out.
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Who sent the request, looked up once per request from the session cookie. */
export function principalOf(req: FastifyRequest, storage: TStorage): Promise<TPrincipal> {
  let found = resolved.get(req);
  if (!found) {
    found = lookUp(req, storage);
    resolved.set(req, found);
  }
  return found;
}

async function lookUp(req: FastifyRequest, storage: TStorage): Promise<TPrincipal> {
  const value = readCookie(req, SESSION_COOKIE);
  if (!value) return { kind: 'anonymous' };
  const cache = cacheOf(storage);
  const now = Date.now();
  const hit = cache.get(value);
  if (hit && hit.until > now) return hit.principal;
  const endingsBefore = endings;
  const accountId = await readSession(storage.internal, value);
  const account = accountId ? await findAccountById(storage.internal, accountId) : null;
  // A deactivated account's sessions are revoked; one racing that is treated as ended too.
  if (!account || account.deactivatedAt) {
    cache.delete(value);
    return { kind: 'expired' };
  }
  // A captain reads their league's free-agent pool; the league comes from the team index.
  const team = account.teamId ? await readTeamIndex(storage, account.teamId) : null;
  const principal = { kind: 'user', account, teamLeagueId: isActive(team) ? team!.leagueId : null } as const;
  if (endings !== endingsBefore) return principal;
  if (cache.size >= MAX_CACHED_PRINCIPALS) cache.clear();
  cache.set(value, { principal, until: now + PRINCIPAL_TTL_MS });
  return principal;
}

const isHttps = (req: FastifyRequest) => req.protocol === 'https';

export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, value: string) {
  const secure = isHttps(req) ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${SESSION_COOKIE}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_TTL_MS / 1000}${secure}`,
  );
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply) {
  const secure = isHttps(req) ? '; Secure' : '';
  reply.header('set-cookie', `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure}`);
}
