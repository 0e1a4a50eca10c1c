import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { docId, teamDbName } from '../../src/domain/databases.ts';
import { MSG } from '../../src/domain/messages.ts';
import { isInternationalPhone, normalisePhone } from '../../src/domain/phone.ts';
import { checkLogin, checkPasswordChange, checkRefereeCreation } from '../../src/domain/rules.ts';
import { currentLocale, LOCALES, t } from '../../src/i18n/core.ts';
import { accountOf, isAdmin } from '../access/principal.ts';
import { recordAudit } from '../admin/audit.ts';
import type { TConfig } from '../config.ts';
import { AppError } from '../http/errors.ts';
import { clearSessionCookie, principalOf, readCookie, setSessionCookie } from '../http/principal-hook.ts';
import { getOrNull } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { signUpTeam } from '../teams/sign-up-team.ts';
import { forgetJoined } from '../waitlist/entries.ts';
import {
  createAccount,
  EmailTakenError,
  findAccountByEmail,
  publicAccount,
  setAccountLocale,
  setPassword,
  type TAccount,
} from './accounts.ts';
import { DUMMY_HASH, PASSWORD_MAX_LENGTH, verifyPassword } from './passwords.ts';
import { createSession, revokeAllSessions, revokeSession, SESSION_COOKIE } from './sessions.ts';
import {
  clearCounter,
  loginLimits,
  releaseAttempt,
  reserveAttempt,
  type TLimit,
  throttleId,
} from './throttle.ts';
import { acceptCode, saveSignInSettings } from './two-factor.ts';

const str = (max: number) => z.string().max(max);
const ZLocaleChoice = z.strictObject({ locale: z.enum(LOCALES) });

const ZLogin = z.object({
  email: str(320),
  password: str(PASSWORD_MAX_LENGTH),
  portal: z.enum(['team', 'referee']).optional(),
  /** The account's two-factor code or recovery code (ADR 037). */
  code: str(40).optional(),
});
const ZPasswordChange = z.object({
  currentPassword: str(PASSWORD_MAX_LENGTH),
  newPassword: str(PASSWORD_MAX_LENGTH),
  confirmPassword: str(PASSWORD_MAX_LENGTH),
});
const ZTeamSignUp = z.object({
  kind: z.literal('team'),
  teamName: str(100),
  leagueId: str(64),
  captainName: str(100),
  captainPhone: str(40),
  email: str(320),
  password: str(PASSWORD_MAX_LENGTH),
  confirmPassword: str(PASSWORD_MAX_LENGTH),
});
const ZRefereeSignUp = z.object({
  kind: z.literal('referee'),
  email: str(320),
  password: str(PASSWORD_MAX_LENGTH),
  displayName: str(100),
  phone: str(40).optional(),
  licenseNumber: str(50).optional(),
  experience: z.number().int().min(0).max(80).optional(),
  assignedLeagues: z.array(str(64)).max(50).optional(),
});
const ZSignUp = z.discriminatedUnion('kind', [ZTeamSignUp, ZRefereeSignUp]);

export function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AppError(400, 'invalid', MSG.fillAllFields);
  return parsed.data;
}

/** The signed-in account as the client sees it, with its team's name and onboarding status. */
async function accountView(storage: TStorage, account: TAccount) {
  let team: { name: string; onboardingStatus: string; leagueId: string; withdrawn: boolean } | null = null;
  if (account.teamId) {
    const record = await getOrNull(storage.db(teamDbName(account.teamId)), docId('team', account.teamId));
    const onboarding = record?.onboarding as { status?: string } | undefined;
    if (record)
      team = {
        name: String(record.name),
        onboardingStatus: onboarding?.status ?? 'roster',
        leagueId: String(record.leagueId),
        // Its captain keeps the team's own pages but no longer reads the league's free agents.
        withdrawn: Boolean(record.withdrawnAt),
      };
  }
  return { ...publicAccount(account), team };
}

export function tooMany(
  reply: FastifyReply,
  wait: number,
  what: 'signIn' | 'password' | 'code' | 'signUp',
): never {
  reply.header('retry-after', String(wait));
  throw new AppError(429, 'too_many_attempts', t('server.tooManyTryAgainIn', { what, wait }));
}

export async function requireAccount(req: FastifyRequest, storage: TStorage): Promise<TAccount> {
  const principal = await principalOf(req, storage);
  if (principal.kind === 'user') return principal.account;
  if (principal.kind === 'expired')
    throw new AppError(401, 'session_expired', t('server.yourSessionHasExpiredPlease'));
  throw new AppError(401, 'unauthorized', MSG.notAuthenticated);
}

/**
 * Verifies a password whose attempt is reserved; a hash the server was too busy to run gives the
 * attempt back, as it is no failure.
 */
export async function verifyReserved(
  storage: TStorage,
  windowMs: number,
  password: string,
  hash: string,
  limits: TLimit[],
): Promise<boolean> {
  try {
    return await verifyPassword(password, hash);
  } catch (error) {
    await releaseAttempt(storage.internal, windowMs, limits);
    throw error;
  }
}

/** Opens a session for an account whose password (or passkey) was right: the sign-in's last steps. */
export async function signIn(
  req: FastifyRequest,
  reply: FastifyReply,
  storage: TStorage,
  account: TAccount,
  portal?: string,
) {
  if (account.deactivatedAt) throw new AppError(403, 'deactivated', MSG.accountDeactivated);
  if (portal === 'referee' && account.role !== 'referee') {
    throw new AppError(403, 'not_referee', MSG.notReferee);
  }
  // E-mails follow the language of the device the person signs in on (issue #29).
  await setAccountLocale(storage.internal, account, currentLocale());
  setSessionCookie(req, reply, await createSession(storage.internal, account.id));
  return { user: await accountView(storage, account) };
}

/** Accounts: the online-only calls (sign-up, login, password) under /api/. */
export function accountRoutes(app: FastifyInstance, storage: TStorage, config: TConfig) {
  const verifyOrGiveBack = (password: string, hash: string, limits: TLimit[]) =>
    verifyReserved(storage, config.throttle.windowMs, password, hash, limits);

  /**
   * The code after a right password. Asking for it is no failed attempt; a wrong one is, so codes
   * are throttled with the passwords (ADR 037).
   */
  async function secondFactor(account: TAccount, code: string | undefined, limits: TLimit[]) {
    if (!code?.trim()) {
      await releaseAttempt(storage.internal, config.throttle.windowMs, limits);
      throw new AppError(401, 'code_required', t('server.codeRequired'));
    }
    const accepted = account.twoFactor && acceptCode(account.twoFactor, code);
    if (!accepted) throw new AppError(401, 'incorrect_code', t('server.incorrectCode'));
    return saveSignInSettings(storage.internal, account, { twoFactor: accepted });
  }

  app.get('/api/me', async (req) => ({
    user: await accountView(storage, await requireAccount(req, storage)),
  }));

  app.post('/api/login', async (req, reply) => {
    const body = parse(ZLogin, req.body);
    const problem = checkLogin(body.email, body.password);
    if (problem) throw new AppError(400, 'invalid', problem);
    const email = body.email.trim().toLowerCase();
    const { windowMs } = config.throttle;
    const limits = loginLimits(config.throttle, req.ip, email);
    // Counted before hashing: parallel attempts cannot slip past the limit while hashes run.
    const wait = await reserveAttempt(storage.internal, windowMs, limits);
    if (wait > 0) tooMany(reply, wait, 'signIn');
    const found = await findAccountByEmail(storage.internal, email);
    // An unknown e-mail costs the same hash as a known one, so timing does not tell them apart.
    const isValid = await verifyOrGiveBack(body.password, found?.passwordHash ?? DUMMY_HASH, limits);
    if (!found || !isValid) throw new AppError(401, 'incorrect_credentials', MSG.incorrectCredentials);
    const account = found.twoFactor ? await secondFactor(found, body.code, limits) : found;
    await clearCounter(storage.internal, limits[1]!.id);
    await releaseAttempt(storage.internal, windowMs, [limits[0]!]);
    return signIn(req, reply, storage, account, body.portal);
  });

  /** The language was changed on a signed-in device: e-mails follow it. */
  app.post('/api/locale', async (req) => {
    const account = await requireAccount(req, storage);
    const { locale } = parse(ZLocaleChoice, req.body);
    await setAccountLocale(storage.internal, account, locale);
    return { ok: true, locale };
  });

  app.post('/api/logout', async (req, reply) => {
    const value = readCookie(req, SESSION_COOKIE);
    if (value) await revokeSession(storage.internal, value);
    clearSessionCookie(req, reply);
    return { ok: true };
  });

  app.post('/api/password', async (req, reply) => {
    const account = await requireAccount(req, storage);
    const body = parse(ZPasswordChange, req.body);
    const problem = checkPasswordChange(body);
    if (problem) throw new AppError(400, 'invalid', problem);
    const limits: TLimit[] = [
      { id: throttleId('ip', req.ip), max: config.throttle.maxPerIp },
      { id: throttleId('password', account.id), max: config.throttle.maxPerAccount },
    ];
    const wait = await reserveAttempt(storage.internal, config.throttle.windowMs, limits);
    if (wait > 0) tooMany(reply, wait, 'password');
    if (!(await verifyOrGiveBack(body.currentPassword, account.passwordHash, limits))) {
      throw new AppError(400, 'wrong_password', MSG.currentPasswordIncorrect);
    }
    await clearCounter(storage.internal, limits[1]!.id);
    await releaseAttempt(storage.internal, config.throttle.windowMs, [limits[0]!]);
    await setPassword(storage.internal, account, body.newPassword);
    // Every other device is signed out; this one gets a fresh session.
    await revokeAllSessions(storage.internal, account.id);
    setSessionCookie(req, reply, await createSession(storage.internal, account.id));
    return { ok: true };
  });

  app.post('/api/signup', async (req, reply) => {
    const body = parse(ZSignUp, req.body);
    try {
      if (body.kind === 'team') {
        // Every sign-up from an address counts, whatever its outcome: accounts are not free.
        const signupLimit = [{ id: throttleId('signup', req.ip), max: config.signup.maxPerIp }];
        const wait = await reserveAttempt(storage.internal, config.signup.windowMs, signupLimit);
        if (wait > 0) tooMany(reply, wait, 'signUp');
        const { account, teamId } = await signUpTeam(storage, body);
        // A team that waited for its place has it now (ADR 057).
        await forgetJoined(storage, body.leagueId, body.email);
        setSessionCookie(req, reply, await createSession(storage.internal, account.id));
        return reply.code(201).send({ user: await accountView(storage, account), teamId });
      }
      // Referee accounts are made by an admin (admin-referee.md, Referees tab).
      if (!isAdmin(await principalOf(req, storage))) {
        throw new AppError(403, 'forbidden', t('server.onlyAnAdminCanCreate'));
      }
      const problem = checkRefereeCreation(body);
      if (problem) throw new AppError(400, 'invalid', problem);
      const phone = body.phone?.trim() ? normalisePhone(body.phone) : null;
      if (phone && !isInternationalPhone(phone)) throw new AppError(400, 'invalid', MSG.invalidPhone);
      const account = await createAccount(storage, {
        email: body.email,
        password: body.password,
        role: 'referee',
        displayName: body.displayName,
        phone,
        refereeData: {
          licenseNumber: body.licenseNumber?.trim() || null,
          experience: body.experience ?? 0,
          assignedLeagues: body.assignedLeagues ?? [],
        },
      });
      const admin = accountOf(await principalOf(req, storage))!;
      await recordAudit(storage, admin, [
        {
          action: 'referee.created',
          target: `account/${account.id}`,
          words: { key: 'admin.audit.refereeCreated', params: { email: account.email } },
        },
      ]);
      return reply.code(201).send({ user: publicAccount(account) });
    } catch (error) {
      if (error instanceof EmailTakenError) throw new AppError(409, 'email_taken', error.message);
      throw error;
    }
  });
}
