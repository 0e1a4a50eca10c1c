import { createHash } from 'node:crypto';
import { docId, teamDbName } from '../../src/domain/databases.ts';
import type { TPushSubscriptionInput } from '../../src/domain/schemas/push.ts';
import { LOCALES, type TLocale } from '../../src/i18n/core.ts';
import { retryOnConflict } from '../storage/derived.ts';
import { getOrNull, isConflict, type TPouchDoc } from '../storage/pouch.ts';
import { PUSH_DB, type TStorage } from '../storage/storage.ts';
import { readTeamIndex } from '../teams/team-index.ts';

// The devices people asked to be notified on (issue #33). A subscription is a capability (anyone
// holding it can notify that phone), so it lives in server-only storage. Two documents a device:
// `device:<id>` (the subscription and whose it is) and `owned:<owner>:<id>` (to list a person's
// devices with one range read). The device is the owner's last signed-in person on that browser.

/** `account:<id>` for a signed-in person, `player:<teamId>:<playerId>` for a player's link. */
export type TOwner = string;
export const accountOwner = (accountId: string): TOwner => `account:${accountId}`;
export const playerOwner = (teamId: string, playerId: string): TOwner => `player:${teamId}:${playerId}`;

export type TDevice = TPushSubscriptionInput & {
  id: string;
  owner: TOwner;
  /** The app's language on that device when it subscribed (a player has no account to keep one). */
  locale: TLocale;
  createdAt: string;
};

/** A person keeps at most this many devices; a new one beyond it replaces their oldest. */
export const MAX_DEVICES = 10;

export const deviceIdOf = (endpoint: string) =>
  createHash('sha256').update(endpoint).digest('hex').slice(0, 32);
const deviceDocId = (id: string) => `device:${id}`;
const ownedDocId = (owner: TOwner, id: string) => `owned:${owner}:${id}`;
const pushDb = (storage: TStorage) => storage.db(PUSH_DB);

async function putOver(storage: TStorage, doc: TPouchDoc) {
  for (;;) {
    const stored = await getOrNull(pushDb(storage), doc._id);
    try {
      return await pushDb(storage).put({ ...doc, _rev: stored?._rev });
    } catch (error) {
      if (!isConflict(error)) throw error;
    }
  }
}

async function removeDoc(storage: TStorage, id: string) {
  const stored = await getOrNull(pushDb(storage), id);
  if (!stored) return;
  await pushDb(storage)
    .remove(stored)
    .catch((error: unknown) => {
      if (!isConflict(error)) throw error;
    });
}

/** Keeps a subscription for its owner (moving it from whoever had that browser before). */
export async function addDevice(
  storage: TStorage,
  owner: TOwner,
  subscription: TPushSubscriptionInput,
  locale: TLocale,
) {
  const id = deviceIdOf(subscription.endpoint);
  const before = await getOrNull(pushDb(storage), deviceDocId(id));
  if (before && before.owner !== owner) await removeDoc(storage, ownedDocId(String(before.owner), id));
  await putOver(storage, {
    _id: deviceDocId(id),
    type: 'device',
    owner,
    endpoint: subscription.endpoint,
    keys: { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
    locale,
    createdAt: new Date().toISOString(),
  });
  await putOver(storage, { _id: ownedDocId(owner, id), type: 'owned' });
  const devices = await devicesOf(storage, owner);
  const extra = devices.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(MAX_DEVICES);
  for (const device of extra) await removeDevice(storage, device.id);
  await mirrorPlayerPhones(storage, owner);
  if (before && before.owner !== owner) await mirrorPlayerPhones(storage, String(before.owner));
  return id;
}

/** Forgets a device: turned off on it, or its push service said it is gone (404/410). */
export async function removeDevice(storage: TStorage, id: string, onlyOwner?: TOwner) {
  const device = await getOrNull(pushDb(storage), deviceDocId(id));
  if (!device || (onlyOwner && device.owner !== onlyOwner)) return false;
  await removeDoc(storage, ownedDocId(String(device.owner), id));
  await removeDoc(storage, deviceDocId(id));
  await mirrorPlayerPhones(storage, String(device.owner));
  return true;
}

/**
 * Forgets every device of a person: a player's link was stopped or they left the roster, so
 * nothing of the team reaches that phone any more, and the captain's count drops to none.
 */
export async function forgetDevicesOf(storage: TStorage, owner: TOwner) {
  for (const device of await devicesOf(storage, owner)) await removeDevice(storage, device.id, owner);
}

/**
 * ADR 072: how many phones hear from a player's link, in the team's database for the captain
 * (`playerNotices:<playerId>`, removed at none). Counted afresh each time, so a replay converges.
 */
async function mirrorPlayerPhones(storage: TStorage, owner: TOwner) {
  const [kind, teamId, playerId] = owner.split(':');
  // A team deleted since has no database to write in (and none is made for it).
  if (kind !== 'player' || !teamId || !playerId || !(await readTeamIndex(storage, teamId))) return;
  const phones = (await devicesOf(storage, owner)).length;
  const db = storage.db(teamDbName(teamId));
  const id = docId('playerNotices', playerId);
  await retryOnConflict(async () => {
    const current = await getOrNull(db, id);
    if (phones === 0) {
      if (current) await db.put({ ...current, _deleted: true });
      return;
    }
    if (current?.phones === phones) return;
    await db.put({
      _id: id,
      _rev: current?._rev,
      type: 'playerNotices',
      playerId,
      phones,
      updatedAt: new Date().toISOString(),
    });
  });
}

/** A person's devices, as they are now. */
export async function devicesOf(storage: TStorage, owner: TOwner): Promise<TDevice[]> {
  const prefix = ownedDocId(owner, '');
  const { rows } = await pushDb(storage).allDocs({ startkey: prefix, endkey: `${prefix}\uffff` });
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id.slice(prefix.length));
  const found = await pushDb(storage).allDocs({ keys: ids.map(deviceDocId), include_docs: true });
  return (found.rows as { doc?: TPouchDoc | null }[])
    .map((row) => row.doc)
    .filter((doc): doc is TPouchDoc => Boolean(doc) && doc?.owner === owner)
    .map(asDevice);
}

export async function deviceById(storage: TStorage, id: string): Promise<TDevice | null> {
  const doc = await getOrNull(pushDb(storage), deviceDocId(id));
  return doc ? asDevice(doc) : null;
}

const asDevice = (doc: TPouchDoc): TDevice => ({
  id: doc._id.slice('device:'.length),
  owner: String(doc.owner),
  endpoint: String(doc.endpoint),
  keys: doc.keys as TDevice['keys'],
  locale: LOCALES.includes(doc.locale as TLocale) ? (doc.locale as TLocale) : 'en',
  createdAt: String(doc.createdAt),
});
