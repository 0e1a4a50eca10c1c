import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { docId } from '../../src/domain/databases.ts';
import { contactOf, type TContact, type TFreeAgentProfileForm } from '../../src/domain/free-agent.ts';
import { describeIssue } from '../../src/domain/human-error.ts';
import { newId } from '../../src/domain/ids.ts';
import { type TFreeAgent, ZFreeAgent } from '../../src/domain/schemas/free-agent.ts';
import { currentLocale, isLocale, type TLocale } from '../../src/i18n/core.ts';
import { AppError } from '../http/errors.ts';
import { getOrNull, isConflict, type TPouchDb } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';

// A free agent has no account. Their profile (with contact details) is in the `admin` database,
// which only admins read. What proves a person may change it is a private key, given once on the
// success screen; only its hash is kept, in internal storage, which no endpoint serves.

export type TStoredFreeAgent = TFreeAgent & { _id: string; _rev?: string };

const keyDocId = (id: string) => `freeAgentKey:${id}`;
/** Internal: the newest profile for an e-mail or a phone, so the duplicate check reads one document. */
const contactDocId = (kind: 'email' | 'phone', value: string) => `freeAgentContact:${kind}:${value}`;

export const freeAgentIdOf = (profile: { _id: string }) => profile._id.slice('freeAgent:'.length);

const hashOf = (key: string) => createHash('sha256').update(key).digest();

export function profileBody(form: TFreeAgentProfileForm, contact: TContact) {
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    phone: contact.phone,
    email: contact.email,
    position: form.position,
    level: form.level,
    bio: form.bio,
    leagues: [...new Set(form.leagues)],
  };
}

/** The stored shape, or a 400 in words for people (an e-mail the schema finds odd, say). */
function valid(body: Record<string, unknown>): TFreeAgent {
  const parsed = ZFreeAgent.safeParse(body);
  if (!parsed.success) throw new AppError(400, 'invalid', describeIssue(parsed.error.issues[0]!));
  return parsed.data;
}

export async function readProfile(storage: TStorage, id: string): Promise<TStoredFreeAgent | null> {
  if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(id)) return null;
  return (await getOrNull(storage.db('admin'), docId('freeAgent', id))) as TStoredFreeAgent | null;
}

/** Creates a profile and its key; returns the key, which is never stored or shown again. */
export async function createProfile(
  storage: TStorage,
  body: ReturnType<typeof profileBody>,
): Promise<{ profile: TStoredFreeAgent; key: string }> {
  const id = newId();
  const now = new Date().toISOString();
  const doc = ZFreeAgent.parse({
    type: 'freeAgent',
    ...body,
    status: 'active',
    appliedTo: [],
    createdAt: now,
  });
  const key = randomBytes(32).toString('base64url');
  // The key first: a profile is never left without one.
  // With the language they signed up in: a team's invitation is e-mailed in it (issue #33).
  await storage.internal.put({
    _id: keyDocId(id),
    hash: hashOf(key).toString('hex'),
    locale: currentLocale(),
  });
  const stored = { ...doc, _id: docId('freeAgent', id) };
  const { rev } = await storage.db('admin').put(stored);
  await indexContacts(storage.internal, id, doc);
  return { profile: { ...stored, _rev: rev }, key };
}

/** The language a free agent signed up in (English for profiles older than it). */
export async function profileLocale(storage: TStorage, id: string): Promise<TLocale> {
  const found = await getOrNull(storage.internal, keyDocId(id));
  return isLocale(found?.locale) ? found.locale : 'en';
}

/** Whether `key` is this profile's private key (compared in constant time). */
export async function holdsKey(storage: TStorage, id: string, key: unknown): Promise<boolean> {
  if (typeof key !== 'string' || key.length === 0 || key.length > 100) return false;
  const found = (await getOrNull(storage.internal, keyDocId(id))) as { hash?: string } | null;
  if (!found?.hash) return false;
  const expected = Buffer.from(found.hash, 'hex');
  const given = hashOf(key);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Rewrites a profile with `change` applied, retrying on a concurrent write. */
export async function updateProfile(
  storage: TStorage,
  id: string,
  change: (current: TStoredFreeAgent) => Record<string, unknown>,
): Promise<TStoredFreeAgent> {
  const admin = storage.db('admin');
  for (let attempt = 0; ; attempt++) {
    const current = (await admin.get(docId('freeAgent', id))) as TStoredFreeAgent;
    const { _id, _rev, ...fields } = current;
    const next = valid({ ...fields, ...change(current), updatedAt: new Date().toISOString() });
    try {
      const { rev } = await admin.put({ ...next, _id, _rev });
      if (next.status === 'active') await indexContacts(storage.internal, id, next);
      return { ...next, _id, _rev: rev };
    } catch (error) {
      if (!isConflict(error) || attempt >= 3) throw error;
    }
  }
}

async function indexContacts(internal: TPouchDb, id: string, profile: TFreeAgent) {
  const entries = [
    profile.email ? contactDocId('email', profile.email) : null,
    profile.phone ? contactDocId('phone', profile.phone) : null,
  ].filter((entry): entry is string => entry !== null);
  for (const entryId of entries) {
    for (let attempt = 0; attempt < 4; attempt++) {
      const current = await getOrNull(internal, entryId);
      if (current?.freeAgentId === id) break;
      try {
        await internal.put({ _id: entryId, _rev: current?._rev, freeAgentId: id });
        break;
      } catch (error) {
        if (!isConflict(error)) throw error;
      }
    }
  }
}

/** The spec's duplicate check: an active profile with the same e-mail or the same phone digits. */
export async function findDuplicate(storage: TStorage, contact: TContact): Promise<TStoredFreeAgent | null> {
  const lookups = [
    contact.email ? contactDocId('email', contact.email) : null,
    contact.phone ? contactDocId('phone', contact.phone) : null,
  ];
  for (const entryId of lookups) {
    if (!entryId) continue;
    const entry = await getOrNull(storage.internal, entryId);
    const profile = entry ? await readProfile(storage, String(entry.freeAgentId)) : null;
    if (profile?.status !== 'active') continue;
    // The index may lag a change of contact: the profile must still carry this contact.
    const now = contactOf(profile);
    if ((contact.email && now.email === contact.email) || (contact.phone && now.phone === contact.phone))
      return profile;
  }
  return null;
}
