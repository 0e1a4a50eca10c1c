import { docId, leagueDbName, teamDbName } from '../../src/domain/databases.ts';
import { stripMeta } from '../../src/domain/db-names.ts';
import { playerDues } from '../../src/domain/dues.ts';
import { kitPlan } from '../../src/domain/kits.ts';
import { splitAdjustments } from '../../src/domain/league-table.ts';
import { isAwayAt } from '../../src/domain/player-away.ts';
import { playerSeason } from '../../src/domain/player-season.ts';
import type { TPlayerAdjustment } from '../../src/domain/player-stats.ts';
import type { TAdjustment } from '../../src/domain/schemas/adjustment.ts';
import { availabilityKey, type TAvailabilityAnswer } from '../../src/domain/schemas/availability.ts';
import { ZTeamDue } from '../../src/domain/schemas/dues.ts';
import { TEAM_MESSAGES_SHOWN } from '../../src/domain/schemas/team-message.ts';
import { placeOf, type TVenue } from '../../src/domain/venues.ts';
import { t } from '../../src/i18n/core.ts';
import { retryOnConflict } from '../storage/derived.ts';
import { readLeagueFacts } from '../storage/league-facts.ts';
import { getOrNull, type TPouchDoc } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { readTeamIndex } from '../teams/team-index.ts';
import { awayOf } from './away.ts';
import { lineupsFor } from './lineups.ts';
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
  const match = await teamMatch(storage, teamId, matchId);
  if (!match) return t('server.notYourTeamsMatch');
  return isOpen(match) ? null : t('server.answersAreClosed');
}

/** The team's match by id, from its league's database; null when it is not the team's. */
export async function teamMatch(storage: TStorage, teamId: string, matchId: unknown) {
  const team = await readTeamIndex(storage, teamId);
  const match =
    team && typeof matchId === 'string' && /^[a-z0-9][a-z0-9-]{0,62}$/.test(matchId)
      ? await getOrNull(storage.db(leagueDbName(team.leagueId)), docId('match', matchId))
      : null;
  return match && (match.homeTeamId === teamId || match.awayTeamId === teamId) ? match : null;
}

/** Still scheduled and not kicked off, by the server's clock. */
export const isOpen = (match: TPouchDoc) =>
  match.status === 'scheduled' && Date.now() < Date.parse(String(match.date));

/** What the player's page shows: their first name, the team, its next matches and their answers. */
export async function playerView(storage: TStorage, link: TLink) {
  const team = await readTeamIndex(storage, link.teamId);
  const teamDb = storage.db(teamDbName(link.teamId));
  const [record, player] = await Promise.all([
    getOrNull(teamDb, docId('team', link.teamId)),
    getOrNull(teamDb, docId('player', link.playerId)),
  ]);
  if (!team || !record || !player) return null;
  // The league as its public database says it: fixtures, names, the draw, the discipline.
  const facts = await readLeagueFacts(storage, team.leagueId);
  const venues = (facts.league?.venues as TVenue[] | undefined) ?? [];
  const names = new Map(facts.teams.map((t) => [t.teamId, t.name]));
  const kits = new Map(facts.teams.map((t) => [t.teamId, t.kit]));
  const rounds = facts.playoff?.rounds.length ?? 0;
  const season = playerSeason({
    playerId: link.playerId,
    teamId: link.teamId,
    matches: facts.matches,
    // The league's own split of its adjustments; a player's field is one of the statistics'.
    adjustments: splitAdjustments(facts.adjustments as unknown as TAdjustment[])
      .playerAdjustments as TPlayerAdjustment[],
    suspended: facts.discipline.suspended,
  });
  const now = Date.now();
  const next = facts.matches
    .filter((m) => (m.homeTeamId === link.teamId || m.awayTeamId === link.teamId) && m.status === 'scheduled')
    .filter((m) => Date.parse(m.date) > now)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, NEXT_MATCHES);
  const away = await awayOf(teamDb, link.playerId);
  const lineups = await lineupsFor(
    teamDb,
    next.map((m) => m.id),
    link.playerId,
  );
  const matches = [];
  for (const [i, m] of next.entries()) {
    const isHome = m.homeTeamId === link.teamId;
    const answer = await getOrNull(teamDb, docId('availability', availabilityKey(m.id, link.playerId)));
    matches.push({
      id: m.id,
      date: m.date,
      venue: m.venue,
      // Where the field is, when the league gave its address (a newer field: older pages ignore it).
      address: placeOf(m.venue, venues)?.address ?? null,
      isHome,
      opponent: names.get(isHome ? m.awayTeamId : m.homeTeamId) ?? '',
      answer: (answer?.answer as TAvailabilityAnswer | undefined) ?? null,
      playoff: m.playoff && rounds ? { round: m.playoff.round, rounds } : null,
      // A ban is served by the team's next matches, in order (ADR 067; older pages ignore it).
      suspended: i < (season.suspension?.remaining ?? 0),
      // The captain's shared line-up: this player's place in it (ADR 070; older pages ignore it).
      lineup: lineups.get(m.id) ?? null,
      // On one of the player's away dates: counted out unless they answer (ADR 071).
      away: isAwayAt(away, m.date),
      // What each team wears, once both said (ADR 073; older pages ignore it).
      kits: kitPlan(kits.get(m.homeTeamId), kits.get(m.awayTeamId)),
    });
  }
  // No other player's name or contact: only this player's first name and the team's, and what
  // the captain wrote to every player (ADR 049).
  return {
    // The team's calendar feed is public (`/api/teams/:id/calendar.ics`): the page offers it.
    teamId: link.teamId,
    teamName: String(record.name),
    firstName: String(player.firstName),
    matches,
    messages: await latestMessages(teamDb),
    // The league's waiver and whether this player signed it (ADR 053; older pages ignore it).
    waiver: await waiverView(storage, link, teamDb),
    // What the captain collects that lists this player, their own line only (ADR 065).
    dues: await duesOf(teamDb, link.playerId),
    // Their own season and whether they may play (ADR 067; older pages ignore it).
    season,
    // The dates they said they are away (ADR 071; older pages ignore it).
    away,
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
  await retryOnConflict(async () => {
    const current = await getOrNull(db, id);
    if (current?.answer === answer && current.by === 'player') return;
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
  });
}
