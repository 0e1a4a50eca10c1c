import { leagueDayOf } from './days-away.ts';

// ADR 068: a match day on one page, field by field, for whoever runs the fields that day.

type TSheetMatch = { id: string; date: string; venue: string; status: string };

/** The first New York day from today with a scheduled match; null when none is left. */
export function nextMatchDay(matches: readonly TSheetMatch[], nowMs: number): string | null {
  const today = leagueDayOf(new Date(nowMs).toISOString());
  const days = matches
    .filter((m) => m.status === 'scheduled')
    .map((m) => leagueDayOf(m.date))
    .filter((day) => day >= today)
    .sort();
  return days[0] ?? null;
}

/**
 * That New York day's matches, every status (a called-off one says so on the sheet), grouped by
 * field in the order of each field's first kick-off, each field's matches by kick-off.
 */
export function daySheet<T extends TSheetMatch>(
  matches: readonly T[],
  day: string,
): { venue: string; matches: T[] }[] {
  const onDay = matches
    .filter((m) => leagueDayOf(m.date) === day)
    .sort(
      (a, b) => a.date.localeCompare(b.date) || a.venue.localeCompare(b.venue) || a.id.localeCompare(b.id),
    );
  const fields = new Map<string, T[]>();
  for (const m of onDay) fields.set(m.venue, [...(fields.get(m.venue) ?? []), m]);
  return [...fields].map(([venue, list]) => ({ venue, matches: list }));
}
