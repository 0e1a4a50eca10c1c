import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZJoinForm } from '../../src/domain/forms/join-form.ts';
import { ZEntityId } from '../../src/domain/schemas/fields.ts';
import { t } from '../../src/i18n/core.ts';
import { reserveAttempt, throttleId } from '../auth/throttle.ts';
import { parse, requireCaptainOf } from '../availability/routes.ts';
import { AppError } from '../http/errors.ts';
import type { TStorage } from '../storage/storage.ts';
import { currentJoinToken, startJoinLink, stopJoinLink, teamOfJoinToken } from './join-link.ts';
import { askToJoin, joinView } from './join-requests.ts';

/** The header the join page sends its token in: never in a URL, so never in a log. */
export const JOIN_LINK_HEADER = 'x-pitchside-join';
const WINDOW_MS = 10 * 60_000;
/** Reads of the page and requests, per token and per address: a team's group chat, not a crowd. */
const PER_TOKEN = 60;
const PER_ADDRESS = 120;

/** The team a request's join token opens, after its attempt is counted; a wrong one learns nothing. */
async function requireJoinLink(req: FastifyRequest, reply: FastifyReply, storage: TStorage) {
  const token = req.headers[JOIN_LINK_HEADER];
  const key = typeof token === 'string' ? token.slice(-22) : 'none';
  const wait = await reserveAttempt(storage.internal, WINDOW_MS, [
    { id: throttleId('join-link', key), max: PER_TOKEN },
    { id: throttleId('join-link-ip', req.ip), max: PER_ADDRESS },
  ]);
  if (wait > 0) {
    reply.header('retry-after', String(wait));
    throw new AppError(429, 'too_many', t('server.join.tooMany'));
  }
  const teamId = await teamOfJoinToken(storage, token);
  const view = teamId ? await joinView(storage, teamId) : null;
  if (!teamId || !view) throw new AppError(404, 'link_not_valid', t('server.join.notValid'));
  return { teamId, view };
}

export function joinRoutes(app: FastifyInstance, storage: TStorage) {
  // The captain's side: the link itself (the same one again while it is on), and stopping it.
  app.get<{ Params: { teamId: string } }>('/api/teams/:teamId/join-link', async (req) => {
    const teamId = parse(ZEntityId, req.params.teamId);
    await requireCaptainOf(req, storage, teamId);
    return { token: await currentJoinToken(storage, teamId) };
  });
  app.post<{ Params: { teamId: string } }>('/api/teams/:teamId/join-link', async (req) => {
    const teamId = parse(ZEntityId, req.params.teamId);
    await requireCaptainOf(req, storage, teamId);
    return { token: await startJoinLink(storage, teamId) };
  });
  app.delete<{ Params: { teamId: string } }>('/api/teams/:teamId/join-link', async (req) => {
    const teamId = parse(ZEntityId, req.params.teamId);
    await requireCaptainOf(req, storage, teamId);
    await stopJoinLink(storage, teamId);
    return { ok: true };
  });

  // The player's side: the page names the team; the request goes to its captain.
  app.get('/api/join', async (req, reply) => (await requireJoinLink(req, reply, storage)).view);
  app.post('/api/join', async (req, reply) => {
    const { teamId } = await requireJoinLink(req, reply, storage);
    const form = parse(ZJoinForm, req.body);
    const refusal = await askToJoin(storage, teamId, form);
    if (refusal) throw new AppError(409, 'conflict', refusal);
    return { ok: true };
  });
}
