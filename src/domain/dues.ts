import { DUE_REMIND_EVERY_HOURS, DUES_SHOWN } from './limits.ts';
import type { TTeamDue } from './schemas/dues.ts';

// ADR 065: what a captain collects from the players. Totals are derived from who is marked paid;
// nothing is counted up.

const HOUR_MS = 3600 * 1000;

export type TDueSummary = {
  owed: number;
  paid: number;
  collectedCents: number;
  outstandingCents: number;
  /** The players who have not paid, in the collection's order. */
  unpaidIds: string[];
};

export function dueSummary(due: Pick<TTeamDue, 'amountCents' | 'players'>): TDueSummary {
  const unpaidIds = due.players.filter((p) => !p.paidAt).map((p) => p.playerId);
  const paid = due.players.length - unpaidIds.length;
  return {
    owed: due.players.length,
    paid,
    collectedCents: paid * due.amountCents,
    outstandingCents: unpaidIds.length * due.amountCents,
    unpaidIds,
  };
}

/** The collection with one player marked paid (now) or not; the rest as they were. */
export function withPaid(due: Pick<TTeamDue, 'players'>, playerId: string, isPaid: boolean, at: string) {
  return due.players.map((p) =>
    p.playerId !== playerId ? p : { playerId, paidAt: isPaid ? (p.paidAt ?? at) : null },
  );
}

/** Whether the captain may remind the players who owe: some do, and the last reminder is old enough. */
export function canRemind(due: Pick<TTeamDue, 'players' | 'remindedAt'>, nowMs: number): boolean {
  if (due.players.every((p) => p.paidAt)) return false;
  return !due.remindedAt || nowMs - Date.parse(due.remindedAt) >= DUE_REMIND_EVERY_HOURS * HOUR_MS;
}

/** One player's share of a fee in cents, rounded up to a whole dollar so the fee is covered. */
export function feeShareCents(feeCents: number, players: number): number {
  if (players <= 0 || feeCents <= 0) return 0;
  return Math.ceil(feeCents / players / 100) * 100;
}

export type TPlayerDue = {
  id: string;
  title: string;
  amountCents: number;
  dueDate: string | null;
  paid: boolean;
  /** Where to pay the captain, while unpaid; null when in person. */
  payLink: string | null;
};

/**
 * What one player's page shows: only the collections that list them, and only their own line; those
 * still to pay first (soonest date first), then the newest paid.
 */
export function playerDues(dues: readonly (TTeamDue & { id: string })[], playerId: string): TPlayerDue[] {
  const mine: (TPlayerDue & { createdAt: string })[] = [];
  for (const due of dues) {
    const line = due.players.find((p) => p.playerId === playerId);
    if (!line) continue;
    mine.push({
      id: due.id,
      title: due.title,
      amountCents: due.amountCents,
      dueDate: due.dueDate,
      paid: Boolean(line.paidAt),
      payLink: line.paidAt ? null : (due.payLink ?? null),
      createdAt: due.createdAt,
    });
  }
  const byDate = (a: { dueDate: string | null }, b: { dueDate: string | null }) =>
    (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999');
  return mine
    .sort(
      (a, b) =>
        Number(a.paid) - Number(b.paid) || (a.paid ? b.createdAt.localeCompare(a.createdAt) : byDate(a, b)),
    )
    .slice(0, DUES_SHOWN)
    .map(({ createdAt: _, ...due }) => due);
}
