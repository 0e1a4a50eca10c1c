import { docId, leagueDbName, teamDbName } from '../../src/domain/databases.ts';
import { newId } from '../../src/domain/ids.ts';
import { availabilityKey } from '../../src/domain/schemas/availability.ts';
import { issueLink } from '../availability/links.ts';
import type { TStorage } from '../storage/storage.ts';

const ANSWERS = ['in', 'in', 'in', 'in', 'in', 'out', 'maybe', 'in', 'out'] as const;

/**
 * Issue #32 on first start: every player of the demo captain's team has a link, and about half
 * have answered for the next match (a mix of In, Out and Maybe), and the captain has written to
 * them once, and collects the season's shares. Returns one player's link, for
 * demo-accounts.json (never printed: a link is a credential).
 */
export async function stageAvailability(storage: TStorage, leagueId: string, teamId: string) {
  const teamDb = storage.db(teamDbName(teamId));
  const players = (
    await teamDb.allDocs({ startkey: 'player:', endkey: 'player:\uffff', include_docs: true })
  ).rows
    .map((row) => row.doc!)
    .sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)) || a._id.localeCompare(b._id));
  const { rows } = await storage
    .db(leagueDbName(leagueId))
    .allDocs({ startkey: 'match:', endkey: 'match:\uffff', include_docs: true });
  const next = rows
    .map((row) => row.doc!)
    .filter((m) => (m.homeTeamId === teamId || m.awayTeamId === teamId) && m.status === 'scheduled')
    .filter((m) => Date.parse(String(m.date)) > Date.now())
    .sort((a, b) => String(a.date).localeCompare(String(b.date)))[0];
  let first: { name: string; token: string } | null = null;
  for (const [i, player] of players.entries()) {
    const playerId = player._id.slice('player:'.length);
    const token = await issueLink(storage, teamId, playerId);
    first ??= { name: String(player.firstName), token };
    const answer = ANSWERS[i];
    if (!next || !answer) continue;
    const matchId = next._id.slice('match:'.length);
    await teamDb.put({
      _id: docId('availability', availabilityKey(matchId, playerId)),
      type: 'availability',
      teamId,
      matchId,
      playerId,
      answer,
      by: 'player',
      answeredAt: new Date().toISOString(),
    });
  }
  // ADR 049: the captain has written to the players once, so the dashboard and the player's page
  // show what a message looks like.
  await teamDb.put({
    _id: docId('teamMessage', newId()),
    type: 'teamMessage',
    teamId,
    text: 'Sunday: white shirts, and be at the field 30 minutes before kick-off. Tap In or Out below so we know who is coming.',
    createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
  });
  await stageDues(
    teamDb,
    teamId,
    players.map((p) => p._id.slice('player:'.length)),
  );
  return first;
}

/**
 * ADR 065: the captain collects the season's shares; most have paid, the first player (whose link
 * the demo hands out) has not, so both the dashboard and the player's page show a balance.
 */
async function stageDues(teamDb: ReturnType<TStorage['db']>, teamId: string, playerIds: string[]) {
  const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
  await teamDb.put({
    _id: docId('teamDue', newId()),
    type: 'teamDue',
    teamId,
    title: 'Season share of the league fee',
    amountCents: 4500,
    dueDate: null,
    players: playerIds.map((playerId, i) => ({ playerId, paidAt: i > 0 && i % 3 !== 0 ? weekAgo : null })),
    remindedAt: null,
    createdAt: weekAgo,
    updatedAt: weekAgo,
  });
}
