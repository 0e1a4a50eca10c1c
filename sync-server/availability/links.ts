import { createHash, randomBytes } from 'node:crypto';
import { docId, teamDbName } from '../../src/domain/databases.ts';
import { forgetDevicesOf, playerOwner } from '../push/devices.ts';
import { getOrNull, isConflict, type TPouchDb } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';

// Issue #32: a player's personal link carries a random token (256 bits) that allows one thing,
// answering for that player. Only its hash is kept, in internal storage, which no endpoint
// serves; the team's database only learns that a link exists (`playerLink:<playerId>`), so the
// captain's phones can show it without ever holding another device's token.

export type TLink = { teamId: string; playerId: string };

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const byHash = (hash: string) => `playerLink:${hash}`;
const byPlayer = (teamId: string, playerId: string) => `playerLinkOf:${teamId}:${playerId}`;

async function remove(db: TPouchDb, id: string) {
  const found = await getOrNull(db, id);
  // A conflict means someone else changed or removed it meanwhile: gone or re-issued, either way done.
  if (found) await db.remove(found).catch((error) => (isConflict(error) ? null : Promise.reject(error)));
}

async function put(db: TPouchDb, doc: Record<string, unknown> & { _id: string }) {
  for (let attempt = 0; ; attempt++) {
    const current = await getOrNull(db, doc._id);
    try {
      return await db.put({ ...doc, _rev: current?._rev });
    } catch (error) {
      if (!isConflict(error) || attempt >= 3) throw error;
    }
  }
}

/** A new link for a player, replacing (and so stopping) any earlier one. Returns the token, once. */
export async function issueLink(storage: TStorage, teamId: string, playerId: string): Promise<string> {
  await revokeLink(storage, teamId, playerId);
  const token = randomBytes(32).toString('base64url');
  const hash = hashOf(token);
  const createdAt = new Date().toISOString();
  await put(storage.internal, { _id: byHash(hash), teamId, playerId, createdAt });
  await put(storage.internal, { _id: byPlayer(teamId, playerId), hash });
  await put(storage.db(teamDbName(teamId)), {
    _id: docId('playerLink', playerId),
    type: 'playerLink',
    playerId,
    issuedAt: createdAt,
  });
  return token;
}

/** Stops a player's link (the captain's choice, or the player left the roster). */
export async function revokeLink(storage: TStorage, teamId: string, playerId: string): Promise<void> {
  const index = await getOrNull(storage.internal, byPlayer(teamId, playerId));
  if (index) await remove(storage.internal, byHash(String(index.hash)));
  await remove(storage.internal, byPlayer(teamId, playerId));
  await remove(storage.db(teamDbName(teamId)), docId('playerLink', playerId));
}

/**
 * The captain stops a player's link, or the player leaves the roster: the link stops, and the
 * phones that turned notices on through it are forgotten (a link may have been forwarded). A link
 * issued anew keeps the player's phones: the same player, a fresh token.
 */
export async function stopLink(storage: TStorage, teamId: string, playerId: string): Promise<void> {
  await revokeLink(storage, teamId, playerId);
  await forgetDevicesOf(storage, playerOwner(teamId, playerId));
}

/** Whose link this is, or null for a malformed, unknown or revoked token. */
export async function linkOf(storage: TStorage, token: unknown): Promise<TLink | null> {
  if (typeof token !== 'string' || !TOKEN.test(token)) return null;
  const found = await getOrNull(storage.internal, byHash(hashOf(token)));
  return found ? { teamId: String(found.teamId), playerId: String(found.playerId) } : null;
}

/** The throttle key of a token: its hash, so the token itself is never stored, even there. */
export const tokenKey = (token: string) => hashOf(token).slice(0, 32);
