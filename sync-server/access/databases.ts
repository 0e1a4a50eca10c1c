import type { TDbRef } from '../../src/domain/databases.ts';
import { t } from '../../src/i18n/core.ts';
import { accountOf, isAdmin, type TPrincipal } from './principal.ts';

// The access table of docs/architecture.md, in code. Deny by default: a kind not listed here
// reads and writes nothing.

export function canRead(p: TPrincipal, db: TDbRef): boolean {
  const account = accountOf(p);
  switch (db.kind) {
    case 'leagues':
    case 'highlights':
    case 'league':
      return true;
    case 'team':
      return isAdmin(p) || (account !== null && account.teamId === db.id);
    case 'referee':
      return isAdmin(p) || (account?.role === 'referee' && account.id === db.id);
    case 'admin':
      return isAdmin(p);
    case 'pool':
      // A league's captains, to find and invite players; nobody else (a visitor would learn names).
      return isAdmin(p) || (p.kind === 'user' && Boolean(p.teamLeagueId) && p.teamLeagueId === db.id);
    default:
      return false;
  }
}

/** Writing through the replication endpoints; the server's own writes do not come this way. */
export function canWrite(p: TPrincipal, db: TDbRef): boolean {
  switch (db.kind) {
    case 'leagues':
    case 'league':
    case 'admin':
      return isAdmin(p);
    case 'team':
    case 'referee':
      return canRead(p, db);
    default:
      return false;
  }
}

export type TAccessDenial = { status: 401 | 403; error: 'unauthorized' | 'forbidden'; reason: string };

/** 401 tells a client it is signed out; 403 that signing in as this user will not help. */
export function denial(p: TPrincipal, action: 'read' | 'write'): TAccessDenial {
  if (p.kind === 'expired') {
    return { status: 401, error: 'unauthorized', reason: t('server.yourSessionHasExpiredPlease') };
  }
  if (p.kind === 'anonymous') {
    return { status: 401, error: 'unauthorized', reason: t('server.pleaseSignIn') };
  }
  return { status: 403, error: 'forbidden', reason: t('server.youMayNotThisDatabase', { action }) };
}
