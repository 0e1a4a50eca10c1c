import { docId, parseDbName, type TDbRef } from '../../src/domain/databases.ts';
import { canRead, canWrite, denial } from '../access/databases.ts';
import type { TPrincipal } from '../access/principal.ts';
import { findAccountById } from '../auth/accounts.ts';
import { getOrNull } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { readTeamIndex } from '../teams/team-index.ts';
import { CouchError } from './couch-error.ts';

async function exists(storage: TStorage, ref: TDbRef): Promise<boolean> {
  switch (ref.kind) {
    case 'leagues':
    case 'admin':
      return true;
    case 'league':
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
