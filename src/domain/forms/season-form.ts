import { z } from 'zod';
import { planSeason, type TSeasonInput } from '../schedule.ts';
import { ZTicked } from './checks.ts';

const splitTimes = (text: string) =>
  text
    .split(/[,\s]+/)
    .map((time) => time.trim())
    .filter(Boolean);

const ZSeasonFields = z.object({
  leagueId: z.string(),
  teams: ZTicked,
  kind: z.enum(['single', 'double']),
  firstDay: z.string(),
  weekdays: ZTicked,
  fields: z.array(z.object({ venue: z.string(), times: z.string() })),
  blackouts: z.array(z.string()),
});
export type TSeasonFormValues = z.input<typeof ZSeasonFields>;

/**
 * The season generator (issue #17): teams, format, playing days, fields and their kick-off times,
 * blackout dates. Its output is the planned season; the pairings `playedIn` the chosen league
 * (already played) are left out, and the slots that other leagues' matches (`takenBesides` it)
 * hold are skipped (ADR 069). Each team's days off (`datesOffOf`, ADR 077) are avoided where they can be.
 */
export function seasonFormSchema(
  playedIn: (leagueId: string) => NonNullable<TSeasonInput['played']>,
  takenBesides: (leagueId: string) => NonNullable<TSeasonInput['taken']> = () => [],
  datesOffOf: (teamId: string) => readonly string[] = () => [],
) {
  const inputOf = (v: z.output<typeof ZSeasonFields>): TSeasonInput => ({
    teams: v.teams,
    kind: v.kind,
    firstDay: v.firstDay,
    weekdays: v.weekdays.map(Number),
    fields: v.fields.map((f) => ({ venue: f.venue.trim(), times: splitTimes(f.times) })),
    blackouts: v.blackouts,
    played: playedIn(v.leagueId).map((m) => ({ homeTeamId: m.homeTeamId, awayTeamId: m.awayTeamId })),
    taken: takenBesides(v.leagueId),
    datesOff: Object.fromEntries(v.teams.map((teamId) => [teamId, datesOffOf(teamId)])),
  });
  return ZSeasonFields.transform((v, ctx) => {
    const input = inputOf(v);
    const planned = planSeason(input);
    if (planned.ok) return { input, season: planned.season };
    for (const message of planned.errors) ctx.addIssue({ code: 'custom', path: ['firstDay'], message });
    return z.NEVER;
  });
}
