import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  checkProfileStep,
  contactOf,
  shortName,
  type TFreeAgentProfileForm,
  ZFreeAgentProfileInput,
  ZFreeAgentSubmission,
} from '../../src/domain/free-agent.ts';
import {
  EMAIL_MAX,
  FREE_AGENT_COOLDOWN_SECONDS,
  PHONE_INPUT_MAX,
  PLAYER_LEVELS,
  POSITIONS,
} from '../../src/domain/limits.ts';
import { MSG } from '../../src/domain/messages.ts';
import { ZEntityId } from '../../src/domain/schemas/fields.ts';
import { t } from '../../src/i18n/core.ts';
import { releaseAttempt, reserveAttempt, type TLimit, throttleId } from '../auth/throttle.ts';
import type { TConfig } from '../config.ts';
import { AppError } from '../http/errors.ts';
import { principalOf } from '../http/principal-hook.ts';
import { leagueDbIfListed } from '../storage/directory.ts';
import type { TStorage } from '../storage/storage.ts';
import {
  applicationsOf,
  applyAgain,
  recruitingTeams,
  refreshIfOpen,
  withdrawIfOpen,
  writeApplication,
} from './applications.ts';
import { answerFillIn, askToFillIn, fillInsOf, withdrawFillIn } from './fill-ins.ts';
import { answer, invitationsOf, invite } from './invitations.ts';
import { publishCard } from './pool.ts';
import {
  createProfile,
  findDuplicate,
  freeAgentIdOf,
  holdsKey,
  profileBody,
  readProfile,
  type TStoredFreeAgent,
  updateProfile,
} from './profiles.ts';

/** The header that carries a free agent's private key (from the fragment of their link). */
export const FREE_AGENT_KEY_HEADER = 'x-free-agent-key';
const COOLDOWN_MS = FREE_AGENT_COOLDOWN_SECONDS * 1000;
/** The window of FREE_AGENTS_PER_IP: a sign-up evening at one Wi-Fi, not one person a minute. */
const ADDRESS_WINDOW_MS = 3_600_000;
/** Duplicate checks an address may make per minute: enough for a person, too few to harvest names. */
const CHECKS_PER_MINUTE = 20;
const badLink = () => t('server.thisPrivateLinkIsNot');

const ZCheck = z.object({ email: z.string().max(EMAIL_MAX), phone: z.string().max(PHONE_INPUT_MAX) });

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AppError(400, 'invalid', t('server.pleaseCheckTheFormAnd'));
  return parsed.data;
}

/** The spec's step-1 rules, then the leagues: each must exist. */
async function checkProfile(storage: TStorage, form: TFreeAgentProfileForm) {
  const problem =
    checkProfileStep(form) ??
    (form.leagues.length === 0 ? MSG.leagueRequired : null) ??
    (!(POSITIONS as readonly string[]).includes(form.position) ? MSG.positionRequired : null) ??
    (!(PLAYER_LEVELS as readonly string[]).includes(form.level) ? MSG.levelRequired : null);
  if (problem) throw new AppError(400, 'invalid', problem);
  for (const leagueId of new Set(form.leagues)) {
    if (!(await leagueDbIfListed(storage, leagueId)))
      throw new AppError(400, 'invalid', t('server.oneOfTheChosenLeagues'));
  }
}

/** The profile named in the URL, if the request carries its private key. */
async function profileWithKey(req: FastifyRequest<{ Params: { id: string } }>, storage: TStorage) {
  const profile = await readProfile(storage, req.params.id);
  if (!profile || !(await holdsKey(storage, req.params.id, req.headers[FREE_AGENT_KEY_HEADER])))
    throw new AppError(404, 'not_found', badLink());
  return profile;
}

async function ownView(storage: TStorage, profile: TStoredFreeAgent) {
  const { _id, _rev, ...fields } = profile;
  return {
    id: freeAgentIdOf(profile),
    ...fields,
    applications: await applicationsOf(storage, profile),
    invitations: await invitationsOf(storage, profile),
    fillIns: await fillInsOf(storage, profile),
  };
}

/** A captain's (or an admin's) call: signed in, or 401. */
async function signedIn(req: FastifyRequest, storage: TStorage) {
  const principal = await principalOf(req, storage);
  if (principal.kind !== 'user') throw new AppError(401, 'unauthorized', MSG.notAuthenticated);
  return principal;
}

/** ADR 076: which free agent, for which match. */
const ZFillInTarget = z.strictObject({ matchId: ZEntityId, freeAgentId: ZEntityId });

function refuseWithin(reply: FastifyReply, wait: number): never {
  reply.header('retry-after', String(wait));
  throw new AppError(429, 'cooldown', MSG.waitBeforeSubmitting(wait));
}

/**
 * The free agent's calls. They need the whole world (the duplicate check, other teams' databases),
 * so they are online-only; the wizard keeps its draft on the device meanwhile.
 */
export function freeAgentRoutes(
  app: FastifyInstance,
  storage: TStorage,
  config: Pick<TConfig, 'freeAgentsPerIp'>,
) {
  app.post('/api/free-agents/check', async (req, reply) => {
    const body = parse(ZCheck, req.body);
    const limit = [{ id: throttleId('free-agent-check', req.ip), max: CHECKS_PER_MINUTE }];
    const wait = await reserveAttempt(storage.internal, 60_000, limit);
    if (wait > 0) refuseWithin(reply, wait);
    const found = await findDuplicate(storage, contactOf(body));
    // Never the contact details: only what the spec's screen shows, the surname as an initial.
    return {
      match: found && {
        id: freeAgentIdOf(found),
        name: shortName(found.firstName, found.lastName),
        position: found.position,
        status: found.status,
      },
    };
  });

  app.post('/api/free-agents', async (req, reply) => {
    const body = parse(ZFreeAgentSubmission, req.body);
    await checkProfile(storage, body);
    const contact = contactOf(body);
    // One submission a minute per contact, and FREE_AGENTS_PER_IP an hour per address (a college
    // or a church hall shares one: issue #35), reserved before any work.
    const limits: TLimit[] = [];
    if (contact.email) limits.push({ id: throttleId('free-agent-email', contact.email), max: 1 });
    if (contact.phone) limits.push({ id: throttleId('free-agent-phone', contact.phone), max: 1 });
    const existing = body.profileId ? await readProfile(storage, body.profileId) : null;
    if (
      body.profileId &&
      (!existing || !(await holdsKey(storage, body.profileId, req.headers[FREE_AGENT_KEY_HEADER])))
    )
      throw new AppError(403, 'forbidden', badLink());
    const teams = await recruitingTeams(storage, body.teams, body.leagues);
    if (typeof teams === 'string') throw new AppError(409, 'not_recruiting', teams);
    const address = [{ id: throttleId('free-agent-ip-hour', req.ip), max: config.freeAgentsPerIp }];
    const waitForAddress = await reserveAttempt(storage.internal, ADDRESS_WINDOW_MS, address);
    if (waitForAddress > 0) {
      reply.header('retry-after', String(waitForAddress));
      throw new AppError(
        429,
        'cooldown',
        t('server.tooManyFromThisNetwork', { minutes: Math.ceil(waitForAddress / 60) }),
      );
    }
    const wait = await reserveAttempt(storage.internal, COOLDOWN_MS, limits);
    if (wait > 0) {
      await releaseAttempt(storage.internal, ADDRESS_WINDOW_MS, address);
      refuseWithin(reply, wait);
    }
    const fields = profileBody(body, contact);
    const teamIds = teams.map((team) => team.teamId);
    let profile: TStoredFreeAgent;
    let key: string | null = null;
    if (existing) {
      profile = await updateProfile(storage, freeAgentIdOf(existing), (current) => ({
        ...fields,
        status: 'active',
        appliedTo: [...new Set([...current.appliedTo, ...teamIds])],
      }));
    } else {
      ({ profile, key } = await createProfile(storage, fields));
      if (teamIds.length)
        profile = await updateProfile(storage, freeAgentIdOf(profile), () => ({ appliedTo: teamIds }));
    }
    await publishCard(storage, profile, existing?.leagues ?? []);
    for (const teamId of teamIds) await writeApplication(storage, profile, teamId, applyAgain);
    return reply.code(201).send({
      id: freeAgentIdOf(profile),
      key,
      teams: teams.map(({ teamId, name }) => ({ teamId, name })),
    });
  });

  app.get<{ Params: { id: string } }>('/api/free-agents/:id', async (req) =>
    ownView(storage, await profileWithKey(req, storage)),
  );

  app.put<{ Params: { id: string } }>('/api/free-agents/:id', async (req) => {
    const profile = await profileWithKey(req, storage);
    const body = parse(ZFreeAgentProfileInput, req.body);
    await checkProfile(storage, body);
    const updated = await updateProfile(storage, req.params.id, () => profileBody(body, contactOf(body)));
    await publishCard(storage, updated, profile.leagues);
    for (const teamId of updated.appliedTo) await writeApplication(storage, updated, teamId, refreshIfOpen);
    return ownView(storage, updated);
  });

  app.post<{ Params: { id: string } }>('/api/free-agents/:id/withdraw', async (req) => {
    await profileWithKey(req, storage);
    const updated = await updateProfile(storage, req.params.id, () => ({ status: 'inactive' }));
    await publishCard(storage, updated);
    for (const teamId of updated.appliedTo) await writeApplication(storage, updated, teamId, withdrawIfOpen);
    return ownView(storage, updated);
  });

  app.post<{ Params: { teamId: string } }>('/api/teams/:teamId/invitations', async (req, reply) => {
    const body = parse(z.object({ freeAgentId: z.string().max(64) }), req.body);
    const principal = await signedIn(req, storage);
    return reply.code(201).send(await invite(storage, principal, req.params.teamId, body.freeAgentId));
  });

  // ADR 076: a captain asks a free agent to play one match; the free agent answers from their link.
  app.post<{ Params: { teamId: string } }>('/api/teams/:teamId/fill-ins', async (req, reply) => {
    const body = parse(ZFillInTarget, req.body);
    const principal = await signedIn(req, storage);
    const fillIn = await askToFillIn(storage, principal, req.params.teamId, body.matchId, body.freeAgentId);
    return reply.code(201).send(fillIn);
  });

  app.post<{ Params: { teamId: string } }>('/api/teams/:teamId/fill-ins/withdraw', async (req) => {
    const body = parse(ZFillInTarget, req.body);
    const principal = await signedIn(req, storage);
    return withdrawFillIn(storage, principal, req.params.teamId, body.matchId, body.freeAgentId);
  });

  app.post<{ Params: { id: string } }>('/api/free-agents/:id/fill-ins', async (req) => {
    const profile = await profileWithKey(req, storage);
    const body = parse(
      z.strictObject({
        teamId: ZEntityId,
        matchId: ZEntityId,
        answer: z.enum(['coming', 'notComing']),
      }),
      req.body,
    );
    await answerFillIn(storage, profile, body.teamId, body.matchId, body.answer === 'coming');
    return ownView(storage, (await readProfile(storage, req.params.id)) ?? profile);
  });

  app.post<{ Params: { id: string; teamId: string } }>(
    '/api/free-agents/:id/invitations/:teamId',
    async (req) => {
      const profile = await profileWithKey(req, storage);
      const body = parse(z.object({ answer: z.enum(['accept', 'decline']) }), req.body);
      return ownView(storage, await answer(storage, profile, req.params.teamId, body.answer === 'accept'));
    },
  );
}
