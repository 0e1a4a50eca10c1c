// ADR 077: the days a team asked, before the schedule is made, not to play (a tournament, a
// wedding, a holiday weekend away). The season generator avoids them where it can and says where
// it could not. No zod here: the admin's preview and the captain's settings both read it.

/** Days a team may ask for: a few weekends, not a second calendar. */
export const DATES_OFF_MAX = 12;

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** "2027-04-10", a day that exists. */
export const isCalendarDay = (day: string) =>
  CALENDAR_DAY.test(day) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

/** The days as stored: each once, in order. */
export const sortedDays = (days: readonly string[]) => [...new Set(days)].sort();

/** A team's days off, read leniently from a record an older app may have written without them. */
export const datesOffOf = (team: { datesOff?: unknown }): string[] =>
  Array.isArray(team.datesOff)
    ? team.datesOff.filter((day): day is string => typeof day === 'string' && isCalendarDay(day))
    : [];

export type TDatesOff = Readonly<Record<string, readonly string[]>>;
export type TDayOffClash = { teamId: string; day: string };

/** The planned matches that fall on a day one of their teams asked off, a line per team. */
export function datesOffClashes(
  matches: readonly { day: string; homeTeamId: string; awayTeamId: string }[],
  datesOff: TDatesOff,
): TDayOffClash[] {
  const clashes: TDayOffClash[] = [];
  for (const match of matches)
    for (const teamId of [match.homeTeamId, match.awayTeamId])
      if (datesOff[teamId]?.includes(match.day)) clashes.push({ teamId, day: match.day });
  return clashes.sort((a, b) => a.day.localeCompare(b.day) || a.teamId.localeCompare(b.teamId));
}

/** How many of a round's teams asked `day` off: the generator plays the round with fewest there. */
export const teamsOffOn = (
  games: readonly { homeTeamId: string; awayTeamId: string }[],
  day: string,
  datesOff: TDatesOff,
) =>
  games.reduce(
    (count, game) =>
      count +
      Number(Boolean(datesOff[game.homeTeamId]?.includes(day))) +
      Number(Boolean(datesOff[game.awayTeamId]?.includes(day))),
    0,
  );
