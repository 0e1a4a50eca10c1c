import type { TAccount } from '../auth/accounts.ts';

/** Who is making a request. `expired` carried a session cookie that is no longer valid. */
export type TPrincipal =
  | { kind: 'anonymous' }
  | { kind: 'expired' }
  /** `teamLeagueId`: the league a team account's (active) team plays in, for its league's free-agent pool. */
  | { kind: 'user'; account: TAccount; teamLeagueId?: string | null };

export const isAdmin = (p: TPrincipal) => p.kind === 'user' && p.account.role === 'admin';
export const accountOf = (p: TPrincipal) => (p.kind === 'user' ? p.account : null);
