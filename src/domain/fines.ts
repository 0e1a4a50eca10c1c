import type { TCardFines } from './schemas/fines.ts';

// ADR 063: a league's card fines. What a team owes is a pure function of the cards its players got
// (the results' events), the league's fine per card and the payments the league recorded: nothing
// is counted, so a corrected report moves the fines with it.

type TCard = { playerId: string; playerName: string; teamId: string };
type TFineMatch = {
  id: string;
  date: string;
  status: string;
  homeTeamId: string;
  awayTeamId: string;
  events: { yellowCards: TCard[]; redCards: TCard[] } | null;
};

export type TFinedCard = {
  matchId: string;
  date: string;
  opponentId: string;
  playerName: string;
  kind: 'yellow' | 'red';
  amountCents: number;
};

export type TTeamFines = {
  cards: TFinedCard[];
  owedCents: number;
  paidCents: number;
  /** Owed less paid; below zero when the team paid ahead. */
  balanceCents: number;
};

/** A team's card fines, newest first, and what it has paid of them. */
export function teamFines(
  teamId: string,
  matches: readonly TFineMatch[],
  fines: TCardFines | null | undefined,
  credits: readonly { teamId: string; amountCents: number }[],
): TTeamFines {
  const cards: TFinedCard[] = [];
  for (const match of matches) {
    if (!fines || match.status !== 'completed' || !match.events) continue;
    const opponentId = match.homeTeamId === teamId ? match.awayTeamId : match.homeTeamId;
    for (const [kind, list, amountCents] of [
      ['yellow', match.events.yellowCards, fines.yellowCents],
      ['red', match.events.redCards, fines.redCents],
    ] as const) {
      for (const card of list) {
        if (card.teamId !== teamId || amountCents === 0) continue;
        cards.push({
          matchId: match.id,
          date: match.date,
          opponentId,
          playerName: card.playerName,
          kind,
          amountCents,
        });
      }
    }
  }
  cards.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  const owedCents = cards.reduce((sum, card) => sum + card.amountCents, 0);
  const paidCents = credits.filter((c) => c.teamId === teamId).reduce((sum, c) => sum + c.amountCents, 0);
  return { cards, owedCents, paidCents, balanceCents: owedCents - paidCents };
}

/** Whether a league charges for cards at all. */
export const hasFines = (fines: TCardFines | null | undefined): fines is TCardFines =>
  Boolean(fines && (fines.yellowCents > 0 || fines.redCents > 0));
