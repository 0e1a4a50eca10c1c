import { docId, leagueDbName, refereeDbName, stripMeta, teamDbName } from '../../src/domain/db-names.ts';
import { averageRating, isRatable } from '../../src/domain/referee-rating.ts';
import type { TMatch } from '../../src/domain/schemas/match.ts';
import type { TRatingSummary } from '../../src/domain/schemas/referee-rating.ts';
import { t } from '../../src/i18n/core.ts';
import { getOrNull, isConflict, isNotFound, type TPouchDb } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { listTeamIndex, readTeamIndex, type TTeamIndex } from '../teams/team-index.ts';

// Captains rate the referee of a played match in their own team's database; the server alone
// turns the ratings into each referee's `ratingSummary`. Every step recomputes from what is
// stored: a league's ratings are read again from its teams' databases into one internal part
// per referee and league, and a referee's summary is the average of their parts. Repeating a
// step, or crashing half-way, is harmless, and start-up finishes what a crash left.

/** Internal: the ratings one league's captains gave one referee (`ratingPart:<referee>:<league>`). */
type TRatingPart = { _id: string; _rev?: string; refereeId: string; leagueId: string; ratings: number[] };

const partId = (refereeId: string, leagueId: string) => `ratingPart:${refereeId}:${leagueId}`;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Why a captain may not give this rating, or null (the key and body were shaped by the schema). */
export async function ratingRefusal(
  storage: TStorage,
  teamId: string,
  body: Record<string, unknown>,
  key: string,
): Promise<string | null> {
  if (body.teamId !== teamId || body.matchId !== key) return t('server.aRatingIsFiledUnder');
  const team = await readTeamIndex(storage, teamId);
  if (!team || team.leagueId !== body.leagueId) return t('server.yourTeamDidNotPlay');
  const match = (await getOrNull(
    storage.db(leagueDbName(team.leagueId)),
    docId('match', key),
  )) as unknown as TMatch | null;
  if (!match || (match.homeTeamId !== teamId && match.awayTeamId !== teamId))
    return t('server.yourTeamDidNotPlay');
  if (!isRatable(match, Date.now())) return t('server.thisRefereeCannotBeRated');
  if (match.refereeId !== body.refereeId) return t('server.anotherRefereeHadThisMatch');
  return null;
}

/** Writes `body` under `id` unless it is stored already; `null` removes the document. */
async function putIfChanged(db: TPouchDb, id: string, body: Record<string, unknown> | null) {
  for (let attempt = 0; ; attempt++) {
    const current = await getOrNull(db, id);
    if (body === null ? !current : current && same(stripMeta(current), body)) return;
    try {
      if (body === null) await db.remove(current!);
      else await db.put({ ...body, _id: id, _rev: current?._rev });
      return;
    } catch (error) {
      if (!isConflict(error) || attempt >= 3) throw error;
    }
  }
}

/**
 * Reads a league's ratings from its teams' databases into its parts; returns the referees whose
 * part changed (or went), whose summaries are then out of date.
 */
async function refreshLeague(
  storage: TStorage,
  leagueId: string,
  allTeams?: TTeamIndex[],
): Promise<Set<string>> {
  const teams = (allTeams ?? (await listTeamIndex(storage))).filter((team) => team.leagueId === leagueId);
  // A rating counts while its match stands as played: one the admin deleted, or put back to
  // scheduled, drops out (and counts again if it is played after all).
  const { rows: matches } = await storage
    .db(leagueDbName(leagueId))
    .allDocs({ startkey: 'match:', endkey: 'match:\uffff', include_docs: true });
  const played = new Set(
    matches.filter((row) => row.doc?.status === 'completed').map((row) => row.id.slice('match:'.length)),
  );
  const byReferee = new Map<string, number[]>();
  for (const team of teams) {
    // A team whose database is not made yet (a sign-up in progress) has rated nothing.
    const { rows } = await storage
      .db(teamDbName(team.teamId))
      .allDocs({ startkey: 'refereeRating:', endkey: 'refereeRating:\uffff', include_docs: true })
      .catch((error: unknown) => {
        if (isNotFound(error)) return { rows: [] };
        throw error;
      });
    for (const row of rows) {
      const doc = row.doc as Record<string, unknown> | undefined;
      if (doc?.leagueId !== leagueId || typeof doc.rating !== 'number') continue;
      if (!played.has(String(doc.matchId))) continue;
      const refereeId = String(doc.refereeId);
      byReferee.set(refereeId, [...(byReferee.get(refereeId) ?? []), doc.rating]);
    }
  }
  const { rows: stored } = await storage.internal.allDocs({
    startkey: 'ratingPart:',
    endkey: 'ratingPart:\uffff',
    include_docs: true,
  });
  const before = stored
    .map((row) => row.doc as unknown as TRatingPart)
    .filter((part) => part.leagueId === leagueId);
  const changed = new Set<string>();
  for (const part of before) {
    if (byReferee.has(part.refereeId)) continue;
    await putIfChanged(storage.internal, part._id, null);
    changed.add(part.refereeId);
  }
  for (const [refereeId, ratings] of byReferee) {
    const body = { refereeId, leagueId, ratings: ratings.sort((a, b) => a - b) };
    const old = before.find((part) => part.refereeId === refereeId);
    if (old && same(old.ratings, body.ratings)) continue;
    await putIfChanged(storage.internal, partId(refereeId, leagueId), body);
    changed.add(refereeId);
  }
  return changed;
}

/** A referee's summary from their parts, in their own database (if they have one). */
async function refreshSummary(storage: TStorage, refereeId: string): Promise<void> {
  const db = storage.db(refereeDbName(refereeId));
  if (!(await getOrNull(db, docId('refereeProfile', refereeId)))) return;
  const { rows } = await storage.internal.allDocs({
    startkey: `ratingPart:${refereeId}:`,
    endkey: `ratingPart:${refereeId}:\uffff`,
    include_docs: true,
  });
  const ratings = rows.flatMap((row) => (row.doc as unknown as TRatingPart).ratings);
  const body: TRatingSummary = {
    type: 'ratingSummary',
    refereeId,
    average: averageRating(ratings),
    count: ratings.length,
  };
  await putIfChanged(db, docId('ratingSummary', refereeId), body);
}

/**
 * One recount at a time in this process: two captains' ratings landing together each read the
 * league, and the one that read first could write its older count last.
 */
let recounting: Promise<unknown> = Promise.resolve();
function serially<T>(work: () => Promise<T>): Promise<T> {
  const turn = recounting.then(work, work);
  recounting = turn.catch(() => undefined);
  return turn;
}

/** After a team's ratings are stored: their leagues' parts, then the summaries they change. */
export function afterRatings(storage: TStorage, ratings: Record<string, unknown>[]): Promise<void> {
  return serially(async () => {
    const referees = new Set(ratings.map((rating) => String(rating.refereeId)));
    for (const leagueId of new Set(ratings.map((rating) => String(rating.leagueId))))
      for (const refereeId of await refreshLeague(storage, leagueId)) referees.add(refereeId);
    for (const refereeId of referees) await refreshSummary(storage, refereeId);
  });
}

/** After the admin deleted a played match, or changed whether one was played. */
export function afterPlayedChanged(storage: TStorage, leagueId: string): Promise<void> {
  return serially(async () => {
    for (const refereeId of await refreshLeague(storage, leagueId)) await refreshSummary(storage, refereeId);
  });
}

/**
 * Start-up repair: a crash between a rating and its part, or a part and its summary, is finished
 * here. Every league's parts are read again, then every referee's summary (the users directory
 * names them), so a summary left behind by a crash after its part is caught too.
 */
export async function repairRatingSummaries(storage: TStorage): Promise<void> {
  const leagues = await storage.db('leagues').allDocs({ startkey: 'league:', endkey: 'league:\uffff' });
  const teams = await listTeamIndex(storage);
  for (const row of leagues.rows) await refreshLeague(storage, row.id.slice('league:'.length), teams);
  const { rows } = await storage
    .db('admin')
    .allDocs({ startkey: 'user:', endkey: 'user:\uffff', include_docs: true });
  for (const row of rows)
    if (row.doc?.role === 'referee') await refreshSummary(storage, row.id.slice('user:'.length));
}
