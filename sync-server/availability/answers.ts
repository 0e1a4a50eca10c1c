import { docId, leagueDbName, teamDbName } from '../../src/domain/databases.ts';
import { stripMeta } from '../../src/domain/db-names.ts';
import { playerDues } from '../../src/domain/dues.ts';
import { availabilityKey, type TAvailabilityAnswer } from '../../src/domain/schemas/availability.ts';
import { ZTeamDue } from '../../src/domain/schemas/dues.ts';
import { TEAM_MESSAGES_SHOWN } from '../../src/domain/schemas/team-message.ts';
import { placeOf, type TVenue } from '../../src/domain/venues.ts';
import { t } from '../../src/i18n/core.ts';
import { getOrNull, isConflict, type TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { readTeamIndex } from '../teams/team-index.ts';
import type { TLink } from './links.ts';
import { waiverView } from './waiver.ts';

/** How many of the team's next matches a player's page lists. */
const NEXT_MATCHES = 5;

/**
 * Why an answer for this match is not taken, or null: the match is the team's, in its league,
 * still scheduled, and has not kicked off (the server's clock decides).
 */
export async function matchRefusal(
  storage: TStorage,
  teamId: string,
  matchId: string,
): Promise<string | null> {
  const team = await readTeamIndex(storage, teamId);
  const match =
    team && /^[a-z0-9][a-z0-9-]{0,62}$/.test(matchId)
      ? await getOrNull(storage.db(leagueDbName(team.leagueId)), docId('match', matchId))
      : null;
  if (!match || (match.homeTeamId !== teamId && match.awayTeamId !== teamId))
    return t('server.notYourTeamsMatch');
  if (match.status !== 'scheduled' || Date.now() >= Date.parse(String(match.date)))
    return t('server.answersAreClosed');
  return null;
}

/** What the player's page shows: their first name, the team, its next matches and their answers. */
export async function playerView(storage: TStorage, link: TLink) {
  const team = await readTeamIndex(storage, link.teamId);
  const teamDb = storage.db(teamDbName(link.teamId));
  const [record, player] = await Promise.all([
    getOrNull(teamDb, docId('team', link.teamId)),
    getOrNull(teamDb, docId('player', link.playerId)),
  ]);
  if (!team || !record || !player) return null;
  const league = storage.db(leagueDbName(team.leagueId));
  const [{ rows }, leagueRecord] = await Promise.all([
    league.allDocs({ startkey: 'match:', endkey: 'match:\uffff', include_docs: true }),
    getOrNull(storage.db('leagues'), docId('league', team.leagueId)),
  ]);
  const venues = (leagueRecord?.venues as TVenue[] | undefined) ?? [];
  const now = Date.now();
  const next = rows
    .map((row) => row.doc as TPouchDoc)
    .filter((m) => (m.homeTeamId === link.teamId || m.awayTeamId === link.teamId) && m.status === 'scheduled')
    .filter((m) => Date.parse(String(m.date)) > now)
    .sort((a, b) => String(a.date).localeCompare(String(b.date)))
    .slice(0, NEXT_MATCHES);
  // A playoff match says its round (ADR 062): the draw is read only when one is coming.
  const draw = next.some((m) => m.playoff) ? await getOrNull(league, docId('playoff', team.leagueId)) : null;
  const rounds = Array.isArray(draw?.rounds) ? draw.rounds.length : 0;
  const matches = [];
  for (const m of next) {
    const matchId = m._id.slice('match:'.length);
    const isHome = m.homeTeamId === link.teamId;
    const opponent = await getOrNull(
      league,
      docId('teamPublic', String(isHome ? m.awayTeamId : m.homeTeamId)),
    );
    const answer = await getOrNull(teamDb, docId('availability', availabilityKey(matchId, link.playerId)));
    matches.push({
      id: matchId,
      date: String(m.date),
      venue: String(m.venue ?? ''),
      // Where the field is, when the league gave its address (a newer field: older pages ignore it).
      address: placeOf(String(m.venue ?? ''), venues)?.address ?? null,
      isHome,
      opponent: String(opponent?.name ?? ''),
      answer: (answer?.answer as TAvailabilityAnswer | undefined) ?? null,
      playoff: m.playoff && rounds ? { round: (m.playoff as { round: number }).round, rounds } : null,
    });
  }
  // No other player's name or contact: only this player's first name and the team's, and what
  // the captain wrote to every player (ADR 049).
  return {
    teamName: String(record.name),
    firstName: String(player.firstName),
    matches,
    messages: await latestMessages(teamDb),
    // The league's waiver and whether this player signed it (ADR 053; older pages ignore it).
    waiver: await waiverView(storage, link, teamDb),
    // What the captain collects that lists this player, their own line only (ADR 065).
    dues: await duesOf(teamDb, link.playerId),
  };
}

/** The team's collections that list this player, as the player's page shows them. */
async function duesOf(teamDb: ReturnType<TStorage['db']>, playerId: string) {
  const { rows } = await teamDb.allDocs({
    startkey: 'teamDue:',
    endkey: 'teamDue:\uffff',
    include_docs: true,
  });
  const dues = rows.flatMap((row) => {
    const parsed = ZTeamDue.safeParse(stripMeta(row.doc));
    return parsed.success ? [{ ...parsed.data, id: row.id.slice('teamDue:'.length) }] : [];
  });
  return playerDues(dues, playerId);
}

/** The captain's latest messages to the players, newest first. */
async function latestMessages(teamDb: ReturnType<TStorage['db']>) {
  const { rows } = await teamDb.allDocs({
    startkey: 'teamMessage:',
    endkey: 'teamMessage:\uffff',
    include_docs: true,
  });
  return rows
    .map((row) => row.doc as TPouchDoc)
    .map((doc) => ({
      id: doc._id.slice('teamMessage:'.length),
      text: String(doc.text),
      at: String(doc.createdAt),
    }))
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, TEAM_MESSAGES_SHOWN);
}

/** The player's answer, as the server writes it into the team's database (a repeat changes nothing). */
export async function writeAnswer(
  storage: TStorage,
  link: TLink,
  matchId: string,
  answer: TAvailabilityAnswer,
) {
  const db = storage.db(teamDbName(link.teamId));
  const id = docId('availability', availabilityKey(matchId, link.playerId));
  for (let attempt = 0; ; attempt++) {
    const current = await getOrNull(db, id);
    if (current?.answer === answer && current.by === 'player') return;
    try {
      await db.put({
        _id: id,
        _rev: current?._rev,
        type: 'availability',
        teamId: link.teamId,
        matchId,
        playerId: link.playerId,
        answer,
        by: 'player',
        answeredAt: new Date().toISOString(),
      });
      return;
    } catch (error) {
      if (!isConflict(error) || attempt >= 3) throw error;
    }
  }
}
