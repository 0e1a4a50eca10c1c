import { LINEUP_POSITIONS } from './limits.ts';
import type { TLineupPlayer } from './schemas/lineup.ts';

// ADR 070: the captain's line-up, read back for the dashboard, the dialog and a player's page.

export type TPosition = (typeof LINEUP_POSITIONS)[number];
/** One choice per player in the captain's form: not picked, starting (with a position or none), bench. */
export const LINEUP_PICKS = ['', 'starter', ...LINEUP_POSITIONS, 'bench'] as const;
export type TLineupPick = (typeof LINEUP_PICKS)[number];

const ORDER = new Map<string | null, number>([...LINEUP_POSITIONS, null].map((p, i) => [p, i]));

/** The starters (goalkeeper first, then defenders, midfielders, forwards, the rest) and the bench. */
export function lineupParts<T extends TLineupPlayer>(players: readonly T[]) {
  const starters = players
    .filter((p) => p.role === 'starter')
    .sort((a, b) => ORDER.get(a.position)! - ORDER.get(b.position)!);
  return { starters, bench: players.filter((p) => p.role === 'bench') };
}

/** One player's place in a line-up, with the counts a player's page shows. */
export function lineupPlace(players: readonly TLineupPlayer[], playerId: string) {
  const line = players.find((p) => p.playerId === playerId);
  const { starters, bench } = lineupParts(players);
  return {
    place: line ? line.role : ('out' as const),
    position: line?.position ?? null,
    starters: starters.length,
    bench: bench.length,
  };
}

/** The form's choice for a stored line. */
export const pickOf = (line: TLineupPlayer | undefined): TLineupPick =>
  !line ? '' : line.role === 'bench' ? 'bench' : (line.position ?? 'starter');

/** The stored line for a form's choice; null when not picked. */
export function lineOf(playerId: string, pick: TLineupPick): TLineupPlayer | null {
  if (pick === '') return null;
  if (pick === 'bench') return { playerId, role: 'bench', position: null };
  return { playerId, role: 'starter', position: pick === 'starter' ? null : pick };
}
