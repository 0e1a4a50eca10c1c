import type { FastifyInstance } from 'fastify';
import { MSG } from '../../src/domain/messages.ts';
import { AppError } from '../http/errors.ts';
import type { TStorage } from '../storage/storage.ts';
import { teamCalendar } from './calendar.ts';

/** Public team endpoints that are not replication: the fixtures calendar. */
export function teamRoutes(app: FastifyInstance, storage: TStorage) {
  // Anyone may subscribe to a team's fixtures; the feed holds no private data.
  app.get<{ Params: { teamId: string } }>('/api/teams/:teamId/calendar.ics', async (req, reply) => {
    const isId = /^[a-z0-9-]{1,63}$/.test(req.params.teamId);
    const calendar = isId ? await teamCalendar(storage, req.params.teamId) : null;
    if (!calendar) throw new AppError(404, 'not_found', MSG.teamNotFound);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(calendar);
  });
}
