import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TPrincipal } from '../access/principal.ts';
import { findAccountById } from '../auth/accounts.ts';
import { readSession, SESSION_COOKIE, SESSION_TTL_MS } from '../auth/sessions.ts';
import type { TStorage } from '../storage/storage.ts';

const resolved = new WeakMap<FastifyRequest, Promise<TPrincipal>>();

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
  const accountId = await readSession(storage.internal, value);
  const account = accountId ? await findAccountById(storage.internal, accountId) : null;
  // A deactivated account's sessions are revoked; one racing that is treated as ended too.
  return account && !account.deactivatedAt ? { kind: 'user', account } : { kind: 'expired' };
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
