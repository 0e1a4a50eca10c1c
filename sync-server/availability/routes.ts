import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { docId, teamDbName } from '../../src/domain/databases.ts';
import { describeIssue } from '../../src/domain/human-error.ts';
import { MAX_ROSTER } from '../../src/domain/limits.ts';
import { MSG } from '../../src/domain/messages.ts';
import { AVAILABILITY_ANSWERS } from '../../src/domain/schemas/availability.ts';
import { ZEntityId } from '../../src/domain/schemas/fields.ts';
import { ZAwayRanges } from '../../src/domain/schemas/player-away.ts';
import { ZSignatureName } from '../../src/domain/schemas/waiver.ts';
import { t } from '../../src/i18n/core.ts';
import { isAdmin } from '../access/principal.ts';
import { reserveAttempt, throttleId } from '../auth/throttle.ts';
import { AppError } from '../http/errors.ts';
import { principalOf } from '../http/principal-hook.ts';
import { getOrNull } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { matchRefusal, playerView, writeAnswer } from './answers.ts';
import { writeAway } from './away.ts';
import { issueLink, linkOf, stopLink, tokenKey } from './links.ts';
import { signWaiver } from './waiver.ts';

/** The header a player's page sends its token in: never in a URL, so never in a log. */
export const PLAYER_LINK_HEADER = 'x-pitchside-link';
const WINDOW_MS = 10 * 60_000;
const PER_TOKEN = 60;
const PER_ADDRESS = 300;

const ZIssue = z.strictObject({ playerIds: z.array(ZEntityId).min(1).max(MAX_ROSTER) });
const ZAnswer = z.strictObject({ answer: z.enum(AVAILABILITY_ANSWERS) });
const ZSignature = z.strictObject({ name: ZSignatureName, version: z.string().max(20) });
const ZAway = z.strictObject({ ranges: ZAwayRanges });

export function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AppError(400, 'invalid', describeIssue(parsed.error.issues[0]!));
  return parsed.data;
}

/** The team's own captain (or an admin): only they hand out their players' links. */
export async function requireCaptainOf(req: FastifyRequest, storage: TStorage, teamId: string) {
  const principal = await principalOf(req, storage);
  if (principal.kind !== 'user') throw new AppError(401, 'unauthorized', MSG.notAuthenticated);
  if (!isAdmin(principal) && principal.account.teamId !== teamId)
    throw new AppError(403, 'forbidden', t('server.onlyThisTeamsCaptain'));
}

async function requirePlayer(storage: TStorage, teamId: string, playerId: string) {
  const player = await getOrNull(storage.db(teamDbName(teamId)), docId('player', playerId));
  if (!player) throw new AppError(404, 'not_found', t('server.noSuchPlayerOnTheTeam'));
}

/** The link a request carries, after its attempt is counted; a wrong one learns nothing more. */
export async function requireLink(req: FastifyRequest, reply: FastifyReply, storage: TStorage) {
  const token = req.headers[PLAYER_LINK_HEADER];
  const key = typeof token === 'string' ? tokenKey(token) : 'none';
  const wait = await reserveAttempt(storage.internal, WINDOW_MS, [
    { id: throttleId('player-link', key), max: PER_TOKEN },
    { id: throttleId('player-link-ip', req.ip), max: PER_ADDRESS },
  ]);
  if (wait > 0) {
    reply.header('retry-after', String(wait));
    throw new AppError(429, 'too_many', t('server.tooManyAnswers'));
  }
  const link = await linkOf(storage, token);
  if (!link) throw new AppError(404, 'link_not_valid', t('server.thisLinkIsNoLonger'));
  return link;
}

export function availabilityRoutes(app: FastifyInstance, storage: TStorage) {
  app.post<{ Params: { teamId: string } }>('/api/teams/:teamId/links', async (req) => {
    const { teamId } = req.params;
    await requireCaptainOf(req, storage, teamId);
    const { playerIds } = parse(ZIssue, req.body);
    const links: Record<string, string> = {};
    for (const playerId of new Set(playerIds)) {
      await requirePlayer(storage, teamId, playerId);
      links[playerId] = await issueLink(storage, teamId, playerId);
    }
    return { links };
  });

  app.delete<{ Params: { teamId: string; playerId: string } }>(
    '/api/teams/:teamId/links/:playerId',
    async (req) => {
      const { teamId, playerId } = req.params;
      await requireCaptainOf(req, storage, teamId);
      await stopLink(storage, teamId, parse(ZEntityId, playerId));
      return { ok: true };
    },
  );

  app.get('/api/availability', async (req, reply) => {
    const link = await requireLink(req, reply, storage);
    const view = await playerView(storage, link);
    if (!view) throw new AppError(404, 'link_not_valid', t('server.thisLinkIsNoLonger'));
    return view;
  });

  // ADR 053: the player signs the league's waiver, typing their name.
  app.post('/api/availability/waiver', async (req, reply) => {
    const link = await requireLink(req, reply, storage);
    const signature = parse(ZSignature, req.body);
    const refusal = await signWaiver(storage, link, signature);
    if (refusal) throw new AppError(409, 'conflict', refusal);
    return { ok: true };
  });

  // ADR 071: the dates the player is away, the whole list as the page has it; the page gets its
  // view back, each match's "away" worked out.
  app.put('/api/availability/away', async (req, reply) => {
    const link = await requireLink(req, reply, storage);
    const { ranges } = parse(ZAway, req.body);
    await writeAway(storage, link, ranges);
    const view = await playerView(storage, link);
    if (!view) throw new AppError(404, 'link_not_valid', t('server.thisLinkIsNoLonger'));
    return view;
  });

  app.put<{ Params: { matchId: string } }>('/api/availability/:matchId', async (req, reply) => {
    const link = await requireLink(req, reply, storage);
    const { answer } = parse(ZAnswer, req.body);
    const refusal = await matchRefusal(storage, link.teamId, req.params.matchId);
    if (refusal) throw new AppError(409, 'closed', refusal);
    await writeAnswer(storage, link, req.params.matchId, answer);
    return { ok: true, answer };
  });
}
