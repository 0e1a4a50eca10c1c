import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MSG } from '../../src/domain/messages.ts';
import { t } from '../../src/i18n/core.ts';
import { recordAudit } from '../admin/audit.ts';
import type { TConfig } from '../config.ts';
import { AppError } from '../http/errors.ts';
import type { TStorage } from '../storage/storage.ts';
import { findAccountById, type TAccount } from './accounts.ts';
import { requireHolder, settingAttempts } from './holder.ts';
import { CHALLENGE_MS, challengeExpiry, createChallenges, MAX_PASSKEYS, type TPasskey } from './passkeys.ts';
import { PASSWORD_MAX_LENGTH } from './passwords.ts';
import { parse, signIn, tooMany, verifyReserved } from './routes.ts';
import { releaseAttempt, reserveAttempt, throttleId } from './throttle.ts';
import { saveSignInSettings } from './two-factor.ts';

// Passkeys (ADR 039): added from the account's settings with the password, listed, removed; a
// sign-in with one needs no password and no code, since the phone checked its owner (user
// verification) and only it holds the private key.

/** A browser's answer, as @simplewebauthn/browser sends it: checked in depth by the library. */
const ZCredential = z.looseObject({
  id: z.string().max(1400),
  rawId: z.string().max(1400),
  type: z.literal('public-key'),
  // Bounded before the library parses any of it (CBOR, signatures).
  response: z.looseObject({
    clientDataJSON: z.string().max(4000),
    attestationObject: z.string().max(16_000).optional(),
    authenticatorData: z.string().max(4000).optional(),
    signature: z.string().max(2000).optional(),
    userHandle: z.string().max(200).optional(),
  }),
});
const ZAdd = z.strictObject({ name: z.string().trim().max(60), credential: ZCredential });
const ZOptions = z.strictObject({ password: z.string().max(PASSWORD_MAX_LENGTH) });
const ZSignIn = z.strictObject({ credential: ZCredential, portal: z.enum(['team', 'referee']).optional() });

/** Passkey sign-ins of one account within a challenge's 5 minutes. */
const MAX_RECENT_SIGN_INS = 30;

/** The challenge the browser signed, from its client data (already verified when this is read). */
const challengeOf = (credential: z.infer<typeof ZCredential>): string =>
  String(JSON.parse(Buffer.from(credential.response.clientDataJSON, 'base64url').toString('utf8')).challenge);

const listed = (passkeys: TPasskey[] = []) =>
  passkeys.map(({ id, name, createdAt, lastUsedAt }) => ({ id, name, createdAt, lastUsedAt }));

export function passkeyRoutes(app: FastifyInstance, storage: TStorage, config: TConfig) {
  const challenges = createChallenges(storage);
  const { attempt, succeeded } = settingAttempts(storage, config);

  /** The page's origin and its host (the passkey's "relying party"): ours, or one the operator allowed. */
  function site(req: FastifyRequest) {
    const own = `${req.protocol}://${req.host}`;
    const origin = typeof req.headers.origin === 'string' ? req.headers.origin : own;
    const page = origin === own || config.allowedOrigins.includes(origin) ? origin : own;
    return { origin: page, rpID: new URL(page).hostname };
  }

  const save = (
    account: TAccount,
    fields: Pick<TAccount, 'passkeys' | 'passkeySetup' | 'passkeyChallengesUsed'>,
  ) => saveSignInSettings(storage.internal, account, fields);

  app.get('/api/passkeys', async (req) => ({
    passkeys: listed((await requireHolder(req, storage)).passkeys),
  }));

  // Adding one asks for the password: a session left open on a shared phone must not be enough.
  app.post('/api/passkeys/options', async (req, reply) => {
    const account = await requireHolder(req, storage);
    const { password } = parse(ZOptions, req.body);
    if ((account.passkeys?.length ?? 0) >= MAX_PASSKEYS)
      throw new AppError(409, 'too_many', t('server.passkeysFull', { count: MAX_PASSKEYS }));
    const limits = await attempt(req, reply, account);
    if (!(await verifyReserved(storage, config.throttle.windowMs, password, account.passwordHash, limits)))
      throw new AppError(400, 'wrong_password', MSG.currentPasswordIncorrect);
    await succeeded(limits);
    const options = await generateRegistrationOptions({
      rpName: 'Pitchside',
      rpID: site(req).rpID,
      userName: account.email,
      userDisplayName: account.displayName,
      userID: new TextEncoder().encode(account.id),
      attestationType: 'none',
      excludeCredentials: (account.passkeys ?? []).map(({ id, transports }) => ({
        id,
        transports: transports as [],
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    // One registration under way per account, replaced by the next: nothing grows with the calls.
    const expiresAt = new Date(Date.now() + CHALLENGE_MS).toISOString();
    await save(account, { passkeySetup: { challenge: options.challenge, expiresAt } });
    return options;
  });

  app.post('/api/passkeys', async (req) => {
    const account = await requireHolder(req, storage);
    const body = parse(ZAdd, req.body);
    const setup = account.passkeySetup;
    if (!setup || Date.parse(setup.expiresAt) <= Date.now())
      throw new AppError(400, 'setup_expired', t('server.passkeySetupExpired'));
    const { origin, rpID } = site(req);
    const verified = await verifyRegistrationResponse({
      response: body.credential as never,
      expectedChallenge: setup.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    }).catch(() => null);
    if (!verified?.verified || !verified.registrationInfo)
      throw new AppError(400, 'passkey_refused', t('server.passkeyRefused'));
    const { credential } = verified.registrationInfo;
    const passkeys = account.passkeys ?? [];
    if (passkeys.some((p) => p.id === credential.id) || passkeys.length >= MAX_PASSKEYS)
      throw new AppError(409, 'too_many', t('server.passkeysFull', { count: MAX_PASSKEYS }));
    const added: TPasskey = {
      id: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: (credential.transports ?? []).slice(0, 8),
      name: body.name || t('server.passkeyDefaultName'),
      createdAt: new Date().toISOString(),
      lastUsedAt: null,
    };
    await save(account, { passkeys: [...passkeys, added], passkeySetup: null });
    await recordAudit(storage, account, [
      {
        action: 'account.passkey-added',
        target: `account/${account.id}`,
        words: { key: 'admin.audit.passkeyAdded', params: { name: added.name } },
      },
    ]);
    return { passkeys: listed([...passkeys, added]) };
  });

  app.delete<{ Params: { id: string } }>('/api/passkeys/:id', async (req) => {
    const account = await requireHolder(req, storage);
    const passkeys = account.passkeys ?? [];
    const gone = passkeys.find((p) => p.id === req.params.id);
    if (!gone) throw new AppError(404, 'not_found', t('server.passkeyNotFound'));
    const kept = passkeys.filter((p) => p !== gone);
    await save(account, { passkeys: kept });
    await recordAudit(storage, account, [
      {
        action: 'account.passkey-removed',
        target: `account/${account.id}`,
        words: { key: 'admin.audit.passkeyRemoved', params: { name: gone.name } },
      },
    ]);
    return { passkeys: listed(kept) };
  });

  // Signing in: any passkey of this site, chosen on the phone (no e-mail typed first).
  app.post('/api/passkeys/sign-in/options', async (req) =>
    generateAuthenticationOptions({
      rpID: site(req).rpID,
      userVerification: 'required',
      challenge: await challenges.make(),
    }),
  );

  app.post('/api/passkeys/sign-in', async (req, reply) => {
    const body = parse(ZSignIn, req.body);
    const { windowMs } = config.throttle;
    const limits = [{ id: throttleId('ip', req.ip), max: config.throttle.maxPerIp }];
    // Reserved before any work, as a password's attempt is.
    const wait = await reserveAttempt(storage.internal, windowMs, limits);
    if (wait > 0) tooMany(reply, wait, 'signIn');
    const handle = (body.credential.response as { userHandle?: unknown }).userHandle;
    const accountId = typeof handle === 'string' ? Buffer.from(handle, 'base64url').toString('utf8') : '';
    const account = accountId ? await findAccountById(storage.internal, accountId.slice(0, 100)) : null;
    const passkey = account?.passkeys?.find((p) => p.id === body.credential.id);
    const { origin, rpID } = site(req);
    const verified =
      account && passkey
        ? await verifyAuthenticationResponse({
            response: body.credential as never,
            expectedChallenge: (challenge) => challenges.isFresh(challenge),
            expectedOrigin: origin,
            expectedRPID: rpID,
            credential: {
              id: passkey.id,
              publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
              counter: passkey.counter,
              transports: passkey.transports as [],
            },
            requireUserVerification: true,
          }).catch(() => null)
        : null;
    // Taken at once after the check (no await between): of two sign-ins with one answer at this
    // instance, one wins. At another, the account remembers it: the one saved first wins, the
    // other's save meets a newer revision (409) or finds it taken.
    // Read only once verified: before, the client's data may not even be JSON.
    const challenge = verified?.verified ? challengeOf(body.credential) : '';
    if (
      !account ||
      !passkey ||
      !verified?.verified ||
      !challenges.take(challenge) ||
      account.passkeyChallengesUsed?.includes(challenge)
    )
      throw new AppError(401, 'passkey_refused', t('server.passkeySignInRefused'));
    const now = Date.now();
    const unexpired = (account.passkeyChallengesUsed ?? []).filter((c) => challengeExpiry(c) > now);
    // The account's record stays small: no person signs in this often (a script might).
    if (unexpired.length >= MAX_RECENT_SIGN_INS)
      tooMany(reply, Math.ceil((Math.min(...unexpired.map(challengeExpiry)) - now) / 1000), 'signIn');
    await releaseAttempt(storage.internal, windowMs, limits);
    const used = {
      ...passkey,
      counter: verified.authenticationInfo.newCounter,
      lastUsedAt: new Date().toISOString(),
    };
    const saved = await save(account, {
      passkeys: (account.passkeys ?? []).map((p) => (p === passkey ? used : p)),
      passkeyChallengesUsed: [...unexpired, challenge],
    });
    // The saved revision: signing in may store the device's language on the account too.
    return signIn(req, reply, storage, saved, body.portal);
  });
}
