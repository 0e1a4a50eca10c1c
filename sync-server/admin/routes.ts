import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { docId } from '../../src/domain/databases.ts';
import { ZNextSeason } from '../../src/domain/forms/next-season-form.ts';
import { ZWithdrawal } from '../../src/domain/forms/withdraw-form.ts';
import { MSG } from '../../src/domain/messages.ts';
import { t } from '../../src/i18n/core.ts';
import { isAdmin } from '../access/principal.ts';
import { findAccountById, setPassword, type TAccount } from '../auth/accounts.ts';
import { revokeAllSessions } from '../auth/sessions.ts';
import { AppError } from '../http/errors.ts';
import { principalOf } from '../http/principal-hook.ts';
import { getOrNull } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { recordAudit } from './audit.ts';
import { startNextSeason } from './next-season.ts';
import { unassignReferee } from './unassign.ts';
import { withdrawTeam } from './withdraw.ts';

const isEntityId = (value: string) => /^[a-z0-9][a-z0-9-]{0,62}$/.test(value);

/** The signed-in admin, or 401/403: every route here is the admin's alone. */
export async function requireAdmin(req: FastifyRequest, storage: TStorage): Promise<TAccount> {
  const principal = await principalOf(req, storage);
  if (principal.kind === 'expired')
    throw new AppError(401, 'session_expired', t('server.yourSessionHasExpiredPlease'));
  if (principal.kind !== 'user') throw new AppError(401, 'unauthorized', MSG.notAuthenticated);
  if (!isAdmin(principal)) throw new AppError(403, 'forbidden', t('server.onlyAnAdminCanDo'));
  return principal.account;
}

/** A captain's or referee's account (admins manage each other with `npm run admin`). */
async function managedAccount(storage: TStorage, id: string): Promise<TAccount> {
  const account = isEntityId(id) ? await findAccountById(storage.internal, id) : null;
  if (!account) throw new AppError(404, 'not_found', t('server.accountNotFound'));
  if (account.role === 'admin') throw new AppError(403, 'forbidden', t('server.adminAccountsAreManagedWith'));
  return account;
}

/** Writes the account's deactivation into its users-directory profile, which admins read. */
async function mirrorDeactivation(storage: TStorage, account: TAccount) {
  const admin = storage.db('admin');
  const profile = await getOrNull(admin, docId('user', account.id));
  if (profile) await admin.put({ ...profile, deactivatedAt: account.deactivatedAt ?? null });
}

/**
 * The admin's online-only actions: the ones that touch credentials or several databases at once.
 * Everything else an admin does is a replicated write, checked in access/documents.ts.
 */
export function adminRoutes(app: FastifyInstance, storage: TStorage) {
  app.post<{ Params: { accountId: string } }>('/api/admin/accounts/:accountId/deactivate', async (req) => {
    const admin = await requireAdmin(req, storage);
    const account = await managedAccount(storage, req.params.accountId);
    const updated = { ...account, deactivatedAt: account.deactivatedAt ?? new Date().toISOString() };
    await storage.internal.put(updated);
    await revokeAllSessions(storage.internal, account.id);
    await mirrorDeactivation(storage, updated);
    await recordAudit(storage, admin, [
      {
        action: 'account.deactivated',
        target: `account/${account.id}`,
        words: { key: 'admin.audit.accountDeactivated', params: { email: account.email } },
      },
    ]);
    // A referee who leaves gives back the matches not played yet (issue #35).
    const unassigned = account.role === 'referee' ? await unassignReferee(storage, admin, updated) : [];
    return { ok: true, unassigned: unassigned.length };
  });

  app.post<{ Params: { accountId: string } }>('/api/admin/accounts/:accountId/reactivate', async (req) => {
    const admin = await requireAdmin(req, storage);
    const account = await managedAccount(storage, req.params.accountId);
    const updated = { ...account, deactivatedAt: null };
    await storage.internal.put(updated);
    await mirrorDeactivation(storage, updated);
    await recordAudit(storage, admin, [
      {
        action: 'account.reactivated',
        target: `account/${account.id}`,
        words: { key: 'admin.audit.accountReactivated', params: { email: account.email } },
      },
    ]);
    return { ok: true };
  });

  // A locked-out captain or referee gets a password the admin reads out once; every device of
  // theirs is signed out. The password itself is never stored or audited. Locked out may mean a
  // lost phone: two-factor sign-in, if on, goes with the old password (they can set it up again).
  app.post<{ Params: { accountId: string } }>(
    '/api/admin/accounts/:accountId/one-time-password',
    async (req) => {
      const admin = await requireAdmin(req, storage);
      const account = await managedAccount(storage, req.params.accountId);
      const password = randomBytes(9).toString('base64url');
      const hadTwoFactor = Boolean(account.twoFactor);
      await setPassword(storage.internal, { ...account, twoFactor: null, twoFactorSetup: null }, password);
      await revokeAllSessions(storage.internal, account.id);
      await recordAudit(storage, admin, [
        {
          action: 'account.password_issued',
          target: `account/${account.id}`,
          words: {
            key: hadTwoFactor ? 'admin.audit.passwordIssuedTwoFactorOff' : 'admin.audit.passwordIssued',
            params: { email: account.email },
          },
        },
      ]);
      return { password };
    },
  );

  app.post<{ Params: { teamId: string } }>('/api/admin/teams/:teamId/withdraw', async (req) => {
    const admin = await requireAdmin(req, storage);
    const parsed = ZWithdrawal.safeParse(req.body);
    if (!parsed.success) throw new AppError(400, 'invalid', parsed.error.issues[0]!.message);
    if (!isEntityId(req.params.teamId)) throw new AppError(404, 'not_found', MSG.teamNotFound);
    const outcome = await withdrawTeam(storage, req.params.teamId);
    await recordAudit(storage, admin, [
      {
        action: 'team.withdrawn',
        target: `team-${req.params.teamId}`,
        words: {
          key: 'admin.audit.teamWithdrawn',
          params: { name: outcome.name, count: outcome.cancelled, reason: parsed.data.reason },
        },
      },
    ]);
    return outcome;
  });

  // ADR 055: a league's next season, its returning teams carried over. Asked again after an error,
  // it finishes what the first request began.
  app.post<{ Params: { leagueId: string } }>('/api/admin/leagues/:leagueId/next-season', async (req) => {
    const admin = await requireAdmin(req, storage);
    const parsed = ZNextSeason.safeParse(req.body);
    if (!parsed.success) throw new AppError(400, 'invalid', parsed.error.issues[0]!.message);
    if (!isEntityId(req.params.leagueId))
      throw new AppError(404, 'not_found', t('server.thisLeagueDoesNotExist'));
    const outcome = await startNextSeason(storage, req.params.leagueId, parsed.data);
    if (!outcome.isNew && outcome.teams === 0) return outcome;
    const params = { season: outcome.season, name: outcome.previousName, count: outcome.teams };
    await recordAudit(storage, admin, [
      {
        action: outcome.isNew ? 'league.next_season' : 'league.teams_carried_over',
        target: `league-${outcome.leagueId}`,
        words: {
          key: outcome.isNew ? 'admin.audit.nextSeasonStarted' : 'admin.audit.teamsCarriedOver',
          params,
        },
      },
    ]);
    return outcome;
  });
}
