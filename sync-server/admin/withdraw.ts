import { docId, leagueDbName, teamDbName } from '../../src/domain/databases.ts';
import { MSG } from '../../src/domain/messages.ts';
import { t } from '../../src/i18n/core.ts';
import { AppError } from '../http/errors.ts';
import { forgetAccount } from '../http/principal-hook.ts';
import { getOrNull } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { mirrorTeam, refreshLeagueStats } from '../teams/mirror.ts';
import { releaseSeats } from '../teams/seats.ts';
import { readTeamIndex, teamIndexId } from '../teams/team-index.ts';

type TBody = Record<string, unknown>;

/**
 * Takes a team out of its league. The index entry is marked first: it is what every check reads,
 * and start-up finishes the rest (seat, mirror) if a crash cuts this short. Played matches stay on
 * record; the table counts only listed teams, so they are expunged from it, as when a club folds
 * mid-season. Unplayed fixtures are cancelled, and the team's name is free again.
 */
export async function withdrawTeam(storage: TStorage, teamId: string) {
  const index = await readTeamIndex(storage, teamId);
  if (!index || index.status === 'pending') throw new AppError(404, 'not_found', MSG.teamNotFound);
  if (index.status === 'withdrawn') throw new AppError(409, 'conflict', t('server.thisTeamHasAlreadyBeen'));
  const now = new Date().toISOString();
  await storage.internal.put({ ...index, _id: teamIndexId(teamId), status: 'withdrawn' });
  // Its captain's cached access (the league's free-agent pool) ends now, not in a few seconds.
  if (index.accountId) forgetAccount(index.accountId);
  const teamDb = storage.db(teamDbName(teamId));
  const record = await getOrNull(teamDb, docId('team', teamId));
  if (record) await teamDb.put({ ...record, withdrawnAt: now });
  await releaseSeats(storage.internal, index.leagueId, teamId);
  const nameClaim = await getOrNull(storage.internal, `slug:${index.leagueId}:${index.slug}`);
  if (nameClaim?.owner === teamId) await storage.internal.remove(nameClaim).catch(() => {});
  await mirrorTeam(storage, teamId);
  const cancelled = await cancelFixtures(storage, index.leagueId, teamId, now);
  await refreshLeagueStats(storage, index.leagueId);
  return { name: String(record?.name ?? teamId), cancelled };
}

async function cancelFixtures(storage: TStorage, leagueId: string, teamId: string, now: string) {
  const league = storage.db(leagueDbName(leagueId));
  const { rows } = await league.allDocs({ startkey: 'match:', endkey: 'match:\uffff', include_docs: true });
  const writes = rows
    .map((row) => row.doc as TBody | undefined)
    .filter(
      (match): match is TBody =>
        match?.status === 'scheduled' && (match.homeTeamId === teamId || match.awayTeamId === teamId),
    )
    .map((match) => ({ ...match, status: 'cancelled', updatedAt: now }));
  if (writes.length) await league.bulkDocs(writes);
  return writes.length;
}
