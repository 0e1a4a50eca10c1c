import { z } from 'zod';
import { t } from '../../i18n/core.ts';
import { leagueLocalToInstant } from '../dates.ts';
import { ZEntityId } from '../schemas/fields.ts';
import { PLAYOFF_SIZES, ZPlayoffRound } from '../schemas/playoff.ts';
import { isBlank } from './checks.ts';

// ADR 062: the desk draws a league's playoffs: how many teams, who is which seed (the table's
// order to start with), and when and where each round is played, in New York time.

/** What the server takes: the teams by seed and each round's kick-off as an instant. */
export const ZPlayoffRequest = z
  .strictObject({
    size: z.literal(PLAYOFF_SIZES),
    seeds: z.array(ZEntityId).min(2).max(8),
    rounds: z.array(ZPlayoffRound).min(1).max(3),
  })
  .superRefine((v, ctx) => {
    const issue = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (v.seeds.length !== v.size) issue(t('rules.playoff.seedEveryPlace', { size: v.size }), 'seeds');
    else if (new Set(v.seeds).size !== v.size) issue(t('rules.playoff.seedOnce'), 'seeds');
    if (v.rounds.length !== Math.log2(v.size)) issue(t('rules.playoff.dateEveryRound'), 'rounds');
    else if (v.rounds.some((r, i) => i > 0 && Date.parse(r.date) <= Date.parse(v.rounds[i - 1]!.date)))
      issue(t('rules.playoff.roundsInOrder'), 'rounds');
  });
export type TPlayoffRequest = z.infer<typeof ZPlayoffRequest>;

const ZRoundFields = z.object({ day: z.string(), time: z.string(), venue: z.string().max(200) });

/** The desk's form: strings as the inputs give them. */
export const ZPlayoffForm = z
  .object({
    size: z.enum(['2', '4', '8']),
    seeds: z.array(z.string()),
    rounds: z.array(ZRoundFields),
  })
  .superRefine((v, ctx) => {
    const size = Number(v.size);
    const seeds = v.seeds.slice(0, size);
    const issue = (message: string, path: (string | number)[]) =>
      ctx.addIssue({ code: 'custom', message, path });
    const blank = seeds.findIndex(isBlank);
    if (blank >= 0) return issue(t('rules.playoff.seedEveryPlace', { size }), ['seeds', blank]);
    const twice = seeds.findIndex((id, i) => seeds.indexOf(id) !== i);
    if (twice >= 0) return issue(t('rules.playoff.seedOnce'), ['seeds', twice]);
    let previous = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < Math.log2(size); i++) {
      const round = v.rounds[i];
      const kickOff = round?.day && round.time ? leagueLocalToInstant(`${round.day}T${round.time}`) : null;
      if (!kickOff) return issue(t('rules.playoff.dateEveryRound'), ['rounds', i, 'day']);
      if (!kickOff.ok) return issue(kickOff.message, ['rounds', i, 'time']);
      if (Date.parse(kickOff.instant) <= previous)
        return issue(t('rules.playoff.roundsInOrder'), ['rounds', i, 'day']);
      previous = Date.parse(kickOff.instant);
    }
  })
  .transform(
    (v): TPlayoffRequest => ({
      size: Number(v.size) as TPlayoffRequest['size'],
      seeds: v.seeds.slice(0, Number(v.size)),
      rounds: v.rounds.slice(0, Math.log2(Number(v.size))).map((round) => {
        const kickOff = leagueLocalToInstant(`${round.day}T${round.time}`);
        return { date: kickOff.ok ? kickOff.instant : '', venue: round.venue.trim() };
      }),
    }),
  );
export type TPlayoffFormValues = z.input<typeof ZPlayoffForm>;
