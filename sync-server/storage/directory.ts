import { docId, leagueDbName, parseDbName, poolDbName, stripMeta } from '../../src/domain/databases.ts';
import { type TLeague, ZLeague } from '../../src/domain/schemas/league.ts';
import { getOrNull, type TPouchDb } from './pouch.ts';
import type { TStorage } from './storage.ts';

/**
 * A league's database, or null when the directory has no such league. Every path where a client
 * names a league goes through here, so a made-up id never opens (or creates) anything.
 */
export async function leagueDbIfListed(storage: TStorage, leagueId: unknown): Promise<TPouchDb | null> {
  if (typeof leagueId !== 'string' || parseDbName(leagueDbName(leagueId))?.kind !== 'league') return null;
  const listed = await getOrNull(storage.db('leagues'), docId('league', leagueId));
  return listed ? storage.db(leagueDbName(leagueId)) : null;
}

/** A listed league as its schema reads it, or null (none, or not a league any more). */
export async function readLeague(storage: TStorage, leagueId: string): Promise<TLeague | null> {
  const doc = await getOrNull(storage.db('leagues'), docId('league', leagueId));
  const league = ZLeague.safeParse(stripMeta(doc));
  return doc && league.success ? league.data : null;
}

/** A league's databases: its public one and its free-agent pool. Only the server's own creations call this. */
export async function createLeagueDatabases(storage: TStorage, leagueId: string): Promise<void> {
  await storage.create(leagueDbName(leagueId));
  await storage.create(poolDbName(leagueId));
}
