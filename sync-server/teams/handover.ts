import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ZCaptainHandover } from '../../src/domain/forms/handover-form.ts';
import { hashKey } from '../../src/domain/ids.ts';
import { MSG } from '../../src/domain/messages.ts';
import { t } from '../../src/i18n/core.ts';
import { recordAudit } from '../admin/audit.ts';
import { requireAdmin } from '../admin/routes.ts';
import { readSettings } from '../admin/smtp.ts';
import { EmailTakenError, findAccountById, moveAccountEmail } from '../auth/accounts.ts';
import { hashPassword } from '../auth/passwords.ts';
import { revokeAllSessions } from '../auth/sessions.ts';
import { AppError } from '../http/errors.ts';
import { forgetAccount } from '../http/principal-hook.ts';
import { dispatch } from '../notices/dispatch.ts';
import { mailOnly } from '../notices/recipients.ts';
import type { TStorage } from '../storage/storage.ts';
import { recordAccountMove } from './account-records.ts';
import { mirrorTeam } from './mirror.ts';
import { isActive, readTeamIndex } from './team-index.ts';

// ADR 060: a team changes captain. The admin gives the team's account to the new captain: their
// e-mail, name and phone, and a password the admin reads out once. The old captain is signed out
// everywhere, loses the old password, passkeys and two-factor with it, and is told by e-mail.
// Asked again after an error, it finishes the same change.

const isEntityId = (value: string) => /^[a-z0-9][a-z0-9-]{0,62}$/.test(value);
const WEEK_MS = 7 * 24 * 3600 * 1000;

export function handoverRoutes(app: FastifyInstance, storage: TStorage) {
  app.post<{ Params: { teamId: string } }>('/api/admin/teams/:teamId/captain', async (req) => {
    const admin = await requireAdmin(req, storage);
    const parsed = ZCaptainHandover.safeParse(req.body);
    if (!parsed.success) throw new AppError(400, 'invalid', parsed.error.issues[0]!.message);
    const index = isEntityId(req.params.teamId) ? await readTeamIndex(storage, req.params.teamId) : null;
    const account = index?.accountId ? await findAccountById(storage.internal, index.accountId) : null;
    if (!index || !isActive(index) || account?.role !== 'captain')
      throw new AppError(404, 'not_found', MSG.teamNotFound);
    const next = parsed.data;
    const password = randomBytes(9).toString('base64url');
    const was = { email: account.email, name: account.displayName, locale: account.locale ?? 'en' };
    try {
      await moveAccountEmail(storage.internal, account, next.email, {
        displayName: next.captainName,
        passwordHash: await hashPassword(password),
        passwordChangedAt: new Date().toISOString(),
        twoFactor: null,
        twoFactorSetup: null,
        passkeys: [],
        passkeySetup: null,
        locale: undefined,
      });
    } catch (error) {
      if (error instanceof EmailTakenError) throw new AppError(409, 'email_taken', error.message);
      throw error;
    }
    await revokeAllSessions(storage.internal, account.id);
    forgetAccount(account.id);
    const captain = { name: next.captainName, phone: next.phone };
    const recorded = await recordAccountMove(
      storage,
      { id: account.id, teamId: index.teamId },
      next.email,
      captain,
    );
    await mirrorTeam(storage, index.teamId);
    const teamName = recorded ?? '';
    await recordAudit(storage, admin, [
      {
        action: 'team.captainChanged',
        target: `team-${index.teamId}`,
        words: {
          key: 'admin.audit.captainChanged',
          params: { team: teamName, from: was.email, to: next.email },
        },
      },
    ]);
    if (was.email !== next.email)
      await tellOldCaptain(storage, index.teamId, teamName, was, next.captainName);
    return { password, email: next.email };
  });
}

async function tellOldCaptain(
  storage: TStorage,
  teamId: string,
  team: string,
  was: { email: string; name: string; locale: 'en' | 'es' | 'fr' },
  captain: string,
) {
  const values = { name: was.name, team, captain };
  await dispatch(storage, await readSettings(storage), {
    // One e-mail per change, however often the admin asks again after an error.
    key: `captainChanged-${teamId}-${hashKey(`${was.email} ${captain}`)}`,
    kind: 'captainChanged',
    to: mailOnly(was.email, was.locale),
    expiresAt: new Date(Date.now() + WEEK_MS).toISOString(),
    url: '/',
    mail: () => {
      const subject = t('server.mail.captainChangedSubject', values);
      return {
        subject,
        about: subject,
        text: `${t('server.mail.captainChangedBody', values)}\n\n— Pitchside`,
      };
    },
    push: null,
  });
}
