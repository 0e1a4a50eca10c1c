import { docId, parseDbName, type TDbRef } from '../../src/domain/databases.ts';
import { canRead, canWrite, denial } from '../access/databases.ts';
import type { TPrincipal } from '../access/principal.ts';
import { findAccountById } from '../auth/accounts.ts';
import { getOrNull } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { readTeamIndex } from '../teams/team-index.ts';
import { CouchError } from './couch-error.ts';

/**
 * Databases known to exist, briefly: every replication request checks, and a push of 10,000
 * documents asks 200 times. Only a found database is remembered (a guessed name costs a read each
 * time, as before), for EXISTS_TTL_MS, so a league deleted or a referee removed is forgotten soon.
 */
const EXISTS_TTL_MS = 5000;
const MAX_REMEMBERED = 10_000;
const knownToExist = new WeakMap<TStorage, Map<string, number>>();

async function exists(storage: TStorage, ref: TDbRef): Promise<boolean> {
  let known = knownToExist.get(storage);
  if (!known) {
    known = new Map();
    knownToExist.set(storage, known);
  }
  const name = `${ref.kind}:${ref.id ?? ''}`;
  const now = Date.now();
  if ((known.get(name) ?? 0) > now) return true;
  const found = await lookUpExistence(storage, ref);
  if (found) {
    if (known.size >= MAX_REMEMBERED) known.clear();
    known.set(name, now + EXISTS_TTL_MS);
  }
  return found;
}

async function lookUpExistence(storage: TStorage, ref: TDbRef): Promise<boolean> {
  switch (ref.kind) {
    case 'leagues':
    case 'highlights':
    case 'admin':
      return true;
    case 'league':
    case 'pool':
      // Both are made with the league (createLeagueDatabases) and repaired at start-up.
      return (await getOrNull(storage.db('leagues'), docId('league', ref.id!))) !== null;
    case 'team':
      return (await readTeamIndex(storage, ref.id!)) !== null;
    case 'referee':
      return (await findAccountById(storage.internal, ref.id!))?.role === 'referee';
  }
}

/**
 * Resolves a database name from a URL and checks the principal may use it; throws otherwise.
 * Access is checked before existence, so a refusal never reveals whether a database exists.
 */
export async function requireDatabase(
  storage: TStorage,
  principal: TPrincipal,
  name: string,
  action: 'read' | 'write',
): Promise<TDbRef> {
  const ref = parseDbName(name);
  if (!ref) throw new CouchError(404, 'not_found', 'Database does not exist.');
  const allowed = action === 'read' ? canRead(principal, ref) : canWrite(principal, ref);
  if (!allowed) {
    const { status, error, reason } = denial(principal, action);
    throw new CouchError(status, error, reason);
  }
  if (!(await exists(storage, ref))) throw new CouchError(404, 'not_found', 'Database does not exist.');
  return ref;
}
