import type { FastifyInstance } from 'fastify';
import { MSG } from '../../src/domain/messages.ts';
import { t } from '../../src/i18n/core.ts';
import { refereeCalendar } from '../calendar/referee-calendar.ts';
import { AppError } from '../http/errors.ts';
import type { TStorage } from '../storage/storage.ts';
import { teamCalendar } from './calendar.ts';
import { isActive, readTeamIndex } from './team-index.ts';

/** A team's or an account's id as the server makes them: nothing else opens storage. */
const isTeamId = (value: string) => /^[a-z0-9-]{1,63}$/.test(value);

/** Public endpoints that are not replication: the fixtures calendars, a team's league. */
export function teamRoutes(app: FastifyInstance, storage: TStorage) {
  // Which league a team plays in (public: the league's database lists it). A device that does not
  // keep every league finds a team from a shared link with this, then opens that league.
  app.get<{ Params: { teamId: string } }>('/api/teams/:teamId/league', async (req) => {
    const index = isTeamId(req.params.teamId) ? await readTeamIndex(storage, req.params.teamId) : null;
    if (!index || !isActive(index)) throw new AppError(404, 'not_found', MSG.teamNotFound);
    return { leagueId: index.leagueId };
  });

  // Anyone may subscribe to a team's fixtures; the feed holds no private data.
  app.get<{ Params: { teamId: string } }>('/api/teams/:teamId/calendar.ics', async (req, reply) => {
    const calendar = isTeamId(req.params.teamId) ? await teamCalendar(storage, req.params.teamId) : null;
    if (!calendar) throw new AppError(404, 'not_found', MSG.teamNotFound);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(calendar);
  });

  // A referee's own matches (ADR 052): as public as the leagues' databases that name them.
  app.get<{ Params: { refereeId: string } }>('/api/referees/:refereeId/calendar.ics', async (req, reply) => {
    const id = req.params.refereeId;
    const calendar = isTeamId(id) ? await refereeCalendar(storage, id) : null;
    if (!calendar) throw new AppError(404, 'not_found', t('server.refereeNotFound'));
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(calendar);
  });
}
