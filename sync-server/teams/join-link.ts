import { createHmac, timingSafeEqual } from 'node:crypto';
import { getOrNull, isConflict } from '../storage/pouch.ts';
import { sharedKey } from '../storage/shared-key.ts';
import type { TStorage } from '../storage/storage.ts';

// ADR 075: a team's join link, one per team, shared in the group chat. Its token is the team's id,
// the link's generation and a signature by a key in internal storage: nothing of it is stored, the
// captain can have the same link again on any device, and stopping it (a new generation) stops
// every copy. The token travels in a header, never in a URL a server logs.

const KEY_ID = 'joinLinkKey';
const stateId = (teamId: string) => `joinLinkState:${teamId}`;
const TOKEN = /^([a-z0-9]{20})\.(\d{1,9})\.([A-Za-z0-9_-]{22})$/;

type TState = { _id: string; _rev?: string; generation: number; isOn: boolean; updatedAt: string };

const signingKey = (storage: TStorage) => sharedKey(storage, KEY_ID);

const signature = (key: Buffer, teamId: string, generation: number) =>
  createHmac('sha256', key).update(`join|${teamId}|${generation}`).digest().subarray(0, 16);

async function stateOf(storage: TStorage, teamId: string): Promise<TState | null> {
  return (await getOrNull(storage.internal, stateId(teamId))) as TState | null;
}

async function writeState(storage: TStorage, teamId: string, change: (s: TState) => TState): Promise<TState> {
  for (let attempt = 0; ; attempt++) {
    const current = (await stateOf(storage, teamId)) ?? {
      _id: stateId(teamId),
      generation: 1,
      isOn: false,
      updatedAt: '',
    };
    const next = { ...change(current), updatedAt: new Date().toISOString() };
    try {
      await storage.internal.put(next);
      return next;
    } catch (error) {
      if (!isConflict(error) || attempt >= 3) throw error;
    }
  }
}

const tokenOf = async (storage: TStorage, teamId: string, generation: number) =>
  `${teamId}.${generation}.${signature(await signingKey(storage), teamId, generation).toString('base64url')}`;

/** The team's live join link's token, or null while it has none. */
export async function currentJoinToken(storage: TStorage, teamId: string): Promise<string | null> {
  const state = await stateOf(storage, teamId);
  return state?.isOn ? tokenOf(storage, teamId, state.generation) : null;
}

/** Turns the team's join link on (the same one again if it is on already) and returns its token. */
export async function startJoinLink(storage: TStorage, teamId: string): Promise<string> {
  const state = await writeState(storage, teamId, (s) => ({ ...s, isOn: true }));
  return tokenOf(storage, teamId, state.generation);
}

/** Stops the team's join link: every copy of it, wherever it was forwarded. */
export async function stopJoinLink(storage: TStorage, teamId: string): Promise<void> {
  await writeState(storage, teamId, (s) => ({ ...s, isOn: false, generation: s.generation + 1 }));
}

/** The team a join token opens, or null for a malformed, forged or stopped one. */
export async function teamOfJoinToken(storage: TStorage, token: unknown): Promise<string | null> {
  const parts = typeof token === 'string' ? TOKEN.exec(token) : null;
  if (!parts) return null;
  const [, teamId, generation, mac] = parts as unknown as [string, string, string, string];
  const expected = signature(await signingKey(storage), teamId, Number(generation));
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const state = await stateOf(storage, teamId);
  return state?.isOn && state.generation === Number(generation) ? teamId : null;
}
