import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { useShallow } from 'zustand/react/shallow';
import { leagueDbName } from '../domain/db-names.ts';
import { MAX_KEPT_LEAGUES } from '../domain/limits.ts';
import { forgetDatabase } from './bridge.ts';
import { store } from './local-store.ts';
import { destroyLocal } from './pouch-loader.ts';
import { startSync, stopSync } from './sync.ts';
import { useSyncStatus } from './sync-status.ts';

/** Kept leagues are read-only here: an admin's device keeps every league another way. */
const READ_ONLY = { canWrite: false };

/** When each league was last opened on this device, kept across reloads. */
const useKept = create<{ openedAt: Record<string, number> }>()(
  persist(() => ({ openedAt: {} as Record<string, number> }), { name: 'pitchside-kept-leagues' }),
);

/** The user's own leagues (their team's, a referee's assigned ones) are never dropped. */
async function ownLeagues(): Promise<Set<string>> {
  const [teams, profiles] = await Promise.all([store.teamRecords.toArray(), store.refereeProfiles.toArray()]);
  const own = new Set<string>(teams.map((t) => t.leagueId));
  for (const p of profiles) for (const id of (p.assignedLeagues as string[] | undefined) ?? []) own.add(id);
  return own;
}

/** Drops the least recently opened leagues past the bound, never one with unsent writes. */
async function dropBeyondBound(): Promise<void> {
  const own = await ownLeagues();
  const openedAt = useKept.getState().openedAt;
  const others = Object.keys(openedAt).filter((id) => !own.has(id));
  if (others.length <= MAX_KEPT_LEAGUES) return;
  const oldestFirst = others.sort((a, b) => openedAt[a]! - openedAt[b]!);
  let excess = others.length - MAX_KEPT_LEAGUES;
  for (const id of oldestFirst) {
    if (excess === 0) break;
    const db = leagueDbName(id);
    if ((await store.outbox.where('db').equals(db).count()) > 0) continue;
    excess -= 1;
    useKept.setState((s) => {
      const { [id]: _dropped, ...rest } = s.openedAt;
      return { openedAt: rest };
    });
    stopSync(db, { keepProjection: false });
    useSyncStatus.getState().dropDb(db);
    await forgetDatabase(db);
    await destroyLocal(db);
  }
}

let dropping: Promise<void> = Promise.resolve();

/** Opens a league on this device: kept in sync, and the most recently used. */
export function keepLeague(leagueId: string): void {
  useKept.setState((s) => ({ openedAt: { ...s.openedAt, [leagueId]: Date.now() } }));
  startSync(leagueDbName(leagueId), READ_ONLY);
  dropping = dropping.then(dropBeyondBound).catch(() => {});
}

/**
 * For screens across leagues (highlights, the league picker): keeps leagues while there is room,
 * and never drops one the user opened for another.
 */
export function keepLeaguesWhileRoom(leagueIds: string[]): void {
  const openedAt = useKept.getState().openedAt;
  let room = MAX_KEPT_LEAGUES - Object.keys(openedAt).length;
  for (const id of leagueIds) {
    if (openedAt[id] !== undefined) startSync(leagueDbName(id), READ_ONLY);
    else if (room > 0) {
      room -= 1;
      useKept.setState((s) => ({ openedAt: { ...s.openedAt, [id]: 0 } }));
      startSync(leagueDbName(id), READ_ONLY);
    }
  }
}

/** The leagues this device keeps now (for screens that say what is shown). */
export function useKeptLeagueIds(): string[] {
  return useKept(useShallow((s) => Object.keys(s.openedAt)));
}

/** Every kept league, synced again after a reload. */
export function resumeKeptLeagues(): void {
  for (const id of Object.keys(useKept.getState().openedAt)) startSync(leagueDbName(id), READ_ONLY);
}
