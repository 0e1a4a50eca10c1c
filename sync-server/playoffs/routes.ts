import type { FastifyInstance } from 'fastify';
import { docId, leagueDbName } from '../../src/domain/databases.ts';
import { ZPlayoffRequest } from '../../src/domain/forms/playoff-form.ts';
import { ZEntityId } from '../../src/domain/schemas/fields.ts';
import { t } from '../../src/i18n/core.ts';
import { recordAudit } from '../admin/audit.ts';
import { requireAdmin } from '../admin/routes.ts';
import { AppError } from '../http/errors.ts';
import { leagueDbIfListed } from '../storage/directory.ts';
import { isConflict, readDocs } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { advancePlayoff, readBracketMatches, readPlayoff } from './advance.ts';

// ADR 062: the admin draws a league's playoffs, or takes them back while none of their matches has
// been played. Online calls: the server checks the seeds against the league's teams, writes the
// bracket and its first round, and tells each captain.

async function leagueOf(storage: TStorage, leagueId: string) {
  if (!ZEntityId.safeParse(leagueId).success)
    throw new AppError(404, 'not_found', t('server.playoff.noLeague'));
  const db = await leagueDbIfListed(storage, leagueId);
  if (!db) throw new AppError(404, 'not_found', t('server.playoff.noLeague'));
  return db;
}

export function playoffRoutes(app: FastifyInstance, storage: TStorage) {
  app.post<{ Params: { leagueId: string } }>('/api/admin/leagues/:leagueId/playoffs', async (req, reply) => {
    const admin = await requireAdmin(req, storage);
    const { leagueId } = req.params;
    const db = await leagueOf(storage, leagueId);
    const parsed = ZPlayoffRequest.safeParse(req.body);
    if (!parsed.success) throw new AppError(400, 'invalid', parsed.error.issues[0]!.message);
    const { size, seeds, rounds } = parsed.data;
    // A seed is a team listed in this league now (its public record exists while it plays here).
    const teams = await readDocs(
      db,
      seeds.map((id) => docId('teamPublic', id)),
    );
    if ([...teams.values()].some((team) => !team))
      throw new AppError(400, 'invalid', t('server.playoff.notATeam'));
    const now = new Date().toISOString();
    const playoff = { type: 'playoff', leagueId, size, seeds, rounds, createdAt: now, updatedAt: now };
    try {
      await db.put({ ...playoff, _id: docId('playoff', leagueId) });
    } catch (error) {
      if (isConflict(error)) throw new AppError(409, 'conflict', t('server.playoff.alreadyDrawn'));
      throw error;
    }
    const matches = await advancePlayoff(storage, leagueId);
    await recordAudit(storage, admin, [
      {
        action: 'playoff.created',
        target: `${leagueDbName(leagueId)}/playoff:${leagueId}`,
        words: { key: 'admin.audit.playoffDrawn', params: { size } },
        after: playoff,
      },
    ]);
    return reply.code(201).send({ matches });
  });

  app.delete<{ Params: { leagueId: string } }>('/api/admin/leagues/:leagueId/playoffs', async (req) => {
    const admin = await requireAdmin(req, storage);
    const { leagueId } = req.params;
    const db = await leagueOf(storage, leagueId);
    const playoff = await readPlayoff(db, leagueId);
    if (!playoff) throw new AppError(404, 'not_found', t('server.playoff.none'));
    const matches = await readBracketMatches(db, playoff);
    if (matches.some((m) => m.status === 'completed' || m.refereeReportId))
      throw new AppError(409, 'conflict', t('server.playoff.alreadyPlayed'));
    const gone = [
      ...matches.map((m) => ({ _id: m._id, _rev: m._rev, _deleted: true })),
      { _id: docId('playoff', leagueId), _rev: playoff._rev, _deleted: true },
    ];
    const results = await db.bulkDocs(gone);
    if (results.some((r) => 'error' in r && r.error))
      throw new AppError(409, 'conflict', t('server.playoff.changedMeanwhile'));
    const { _rev, ...before } = playoff;
    await recordAudit(storage, admin, [
      {
        action: 'playoff.deleted',
        target: `${leagueDbName(leagueId)}/playoff:${leagueId}`,
        words: { key: 'admin.audit.playoffRemoved', params: { size: playoff.size } },
        before,
      },
    ]);
    return { ok: true, matches: matches.length };
  });
}
