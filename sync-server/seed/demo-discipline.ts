import { deriveDiscipline } from '../../src/domain/discipline.ts';
import type { TCardEvent, TMatch } from '../../src/domain/schemas/match.ts';

type TSide = { id: string; players: { id: string; name: string }[] };
type TPlayed = Map<string, { result: Partial<TMatch>; home: TSide; away: TSide }>;

const card = (team: TSide, playerId: string, minute: number, reason: string): TCardEvent => ({
  playerId,
  playerName: team.players.find((p) => p.id === playerId)!.name,
  teamId: team.id,
  minute,
  reason,
});

/**
 * So that a newcomer sees discipline on first start (issue #30): in the demo captain's last
 * recorded match one of their players is sent off (suspended for the next match), and another
 * has four yellows this season, one short of a ban. `recorded` are the matches that are
 * completed on first start, in kick-off order.
 */
export function stageDiscipline(
  recorded: (TMatch & { _id: string })[],
  played: TPlayed,
  team: TSide | null,
): void {
  if (team) stageCards(recorded, played, team);
  benchSuspended(recorded, played);
}

function stageCards(recorded: (TMatch & { _id: string })[], played: TPlayed, team: TSide): void {
  const mine = recorded.filter((m) => m.homeTeamId === team.id || m.awayTeamId === team.id);
  const present = (m: TMatch & { _id: string }) => {
    const attendance = played.get(m._id)!.result.events!.attendance!;
    return m.homeTeamId === team.id ? attendance.home : attendance.away;
  };
  const last = mine.at(-1);
  if (!last) return;
  const [sentOff, booked] = [...present(last)].sort();
  if (!sentOff || !booked) return;
  // Every card of these two is replaced, so what they show is exactly what is staged here.
  for (const m of recorded) {
    const events = played.get(m._id)?.result.events;
    if (!events) continue;
    const others = (cards: TCardEvent[]) =>
      cards.filter((c) => c.playerId !== sentOff && c.playerId !== booked);
    events.yellowCards = others(events.yellowCards);
    events.redCards = others(events.redCards);
  }
  played.get(last._id)!.result.events!.redCards.push(card(team, sentOff, 63, 'Violent conduct'));
  const bookedIn = mine.filter((m) => present(m).includes(booked)).slice(-4);
  for (const [i, m] of bookedIn.entries()) {
    played.get(m._id)!.result.events!.yellowCards.push(card(team, booked, 20 + i * 15, 'Dissent'));
  }
}

/**
 * The random results would field suspended players (the demo would open with a list of
 * ineligible appearances): each sits out instead, their goals going to a teammate who played.
 * Dropping a card can end a ban, so this runs until nothing changes.
 */
function benchSuspended(recorded: (TMatch & { _id: string })[], played: TPlayed): void {
  for (let round = 0; round < 20; round++) {
    const { ineligible } = deriveDiscipline({
      teams: [],
      matches: recorded.map((m) => ({
        ...m,
        id: m._id,
        status: 'completed',
        events: played.get(m._id)!.result.events!,
      })),
    });
    if (ineligible.length === 0) return;
    for (const { matchId, playerId } of ineligible) bench(played.get(matchId)!, playerId);
  }
}

function bench(entry: { result: Partial<TMatch>; home: TSide; away: TSide }, playerId: string): void {
  const events = entry.result.events!;
  const attendance = events.attendance!;
  attendance.home = attendance.home.filter((id) => id !== playerId);
  attendance.away = attendance.away.filter((id) => id !== playerId);
  events.yellowCards = events.yellowCards.filter((c) => c.playerId !== playerId);
  events.redCards = events.redCards.filter((c) => c.playerId !== playerId);
  for (const goal of events.goals) {
    if (goal.assistPlayerId === playerId)
      Object.assign(goal, { assistPlayerId: null, assistPlayerName: null });
    if (goal.playerId !== playerId) continue;
    const side = goal.teamId === entry.home.id ? entry.home : entry.away;
    const present = side === entry.home ? attendance.home : attendance.away;
    const mate = side.players.find((p) => present.includes(p.id) && p.id !== goal.assistPlayerId);
    if (mate) Object.assign(goal, { playerId: mate.id, playerName: mate.name });
  }
}
