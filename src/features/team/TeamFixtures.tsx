import type { ReactNode } from 'react';
import type { TRow } from '../../data/local-store.ts';
import { formatLeagueDate, formatLeagueTime } from '../../domain/dates.ts';
import { countdown } from '../../domain/fixtures.ts';
import { playoffRoundOf } from '../../domain/playoffs.ts';
import type { TMatch } from '../../domain/schemas/match.ts';
import type { TPlayoff } from '../../domain/schemas/playoff.ts';
import type { TVenue } from '../../domain/venues.ts';
import { t } from '../../i18n/core.ts';
import { Place } from '../../ui/Place.tsx';
import { ResultNote } from '../../ui/ResultNote.tsx';
import { Section } from '../../ui/Section.tsx';

const SIDE = { home: 'team.home', away: 'team.away' } as const;
const RESULT_STYLE = { W: 'bg-emerald-600', D: 'bg-stone-500', L: 'bg-red-600' } as const;

type TProps = { teamId: string; matches: TRow<TMatch>[]; names: Map<string, string> };

/** The team's next matches, each with its opponent, place, side and a countdown. */
export function UpcomingMatches({
  teamId,
  matches,
  names,
  now,
  unavailable = [],
  extra,
  calledOff = [],
  venues,
  playoff = null,
}: TProps & {
  now: number;
  /** The league's fields: a venue among them shows its address and a map link. */
  venues?: readonly TVenue[];
  unavailable?: string[];
  extra?: (match: TRow<TMatch>) => ReactNode;
  /** Matches of the coming days the league called off: still listed, so none vanishes unexplained. */
  calledOff?: TRow<TMatch>[];
  /** The league's playoffs: a playoff match says its round ("Final"). */
  playoff?: TPlayoff | null;
}) {
  return (
    <Section id="upcoming" title={t('team.upcomingMatches')}>
      {matches.length === 0 && calledOff.length === 0 && (
        <p className="mt-2 text-stone-600">{t('team.noUpcomingMatches')}</p>
      )}
      <ul className="mt-2 space-y-3">
        {matches.map((m) => {
          const side = m.homeTeamId === teamId ? 'home' : 'away';
          return (
            <li
              key={m.id}
              className="flex flex-wrap items-start justify-between gap-2"
              data-testid="upcoming-match"
            >
              <span>
                <span className="block font-medium">
                  {t('team.vs', {
                    value: names.get(side === 'home' ? m.awayTeamId : m.homeTeamId) ?? t('team.opponent'),
                  })}
                </span>
                <span className="text-sm text-stone-600">
                  {formatLeagueDate(m.date)} · {formatLeagueTime(m.date)} ·{' '}
                  <Place venue={m.venue} venues={venues} />
                </span>
                {m === matches[0] && unavailable.length > 0 && (
                  <span className="block text-sm font-medium text-red-900" data-testid="unavailable">
                    {t('team.unavailableSuspended', { names: unavailable.join(', ') })}
                  </span>
                )}
              </span>
              <span className="flex flex-wrap gap-2 text-xs font-semibold">
                {m.playoff && (
                  <span className="rounded-full bg-brand-700 px-2 py-0.5 text-white">
                    {t(playoffRoundOf(m, playoff)!)}
                  </span>
                )}
                <span className="rounded-full bg-stone-100 px-2 py-0.5">{t(SIDE[side])}</span>
                <span className="rounded-full bg-brand-100 px-2 py-0.5 text-brand-800">
                  {countdown(m.date, now)}
                </span>
              </span>
              {extra?.(m)}
            </li>
          );
        })}
        {calledOff.map((m) => (
          <li key={m.id} className="flex flex-wrap items-start justify-between gap-2 text-stone-600">
            <span>
              <span className="block font-medium line-through">
                {t('team.vs', {
                  value:
                    names.get(m.homeTeamId === teamId ? m.awayTeamId : m.homeTeamId) ?? t('team.opponent'),
                })}
              </span>
              <span className="text-sm">
                {formatLeagueDate(m.date)} · {formatLeagueTime(m.date)} · {m.venue}
              </span>
            </span>
            <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
              {t('team.calledOff')}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The team's latest results, as win, draw or loss, with any note the league added. */
/** The letter each language gives a win, draw or loss (the standings' form guide's), and its word. */
const OUTCOME_LETTER = { W: 'league.w', D: 'league.d', L: 'league.l' } as const;
const OUTCOME_WORD = { W: 'league.formWin', D: 'league.formDraw', L: 'league.formLoss' } as const;

export function RecentResults({ teamId, matches, names }: TProps) {
  return (
    <Section id="results" title={t('team.recentResults')}>
      {matches.length === 0 && <p className="mt-2 text-stone-600">{t('team.noResultsYet')}</p>}
      <ul className="mt-2 space-y-2">
        {matches.map((m) => {
          const side = m.homeTeamId === teamId ? 'home' : 'away';
          const ours = side === 'home' ? m.score!.home : m.score!.away;
          const theirs = side === 'home' ? m.score!.away : m.score!.home;
          // Level after a playoff match: the shoot-out decided it (ADR 062).
          const pens = m.penalties
            ? [m.penalties[side], m.penalties[side === 'home' ? 'away' : 'home']]
            : null;
          const level = pens ? (pens[0]! > pens[1]! ? 'W' : 'L') : 'D';
          const letter = ours > theirs ? 'W' : ours === theirs ? level : 'L';
          return (
            <li
              key={m.id}
              className="flex flex-wrap items-center justify-between gap-x-2"
              data-testid="recent-result"
            >
              <span className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className={`flex size-6 items-center justify-center rounded text-xs font-bold text-white ${RESULT_STYLE[letter]}`}
                >
                  {t(OUTCOME_LETTER[letter])}
                </span>
                <span className="sr-only">{t(OUTCOME_WORD[letter])}</span>
                {t('team.vs', {
                  value: names.get(side === 'home' ? m.awayTeamId : m.homeTeamId) ?? t('team.opponent'),
                })}
              </span>
              <span className="flex items-center gap-2">
                <span className="font-bold">
                  {ours} – {theirs}
                  {pens && (
                    <span className="ml-1 text-sm font-medium">
                      {t('app.playoff.penaltiesScore', { home: pens[0]!, away: pens[1]! })}
                    </span>
                  )}
                </span>
                <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold">
                  {t(SIDE[side])}
                </span>
              </span>
              <ResultNote match={m} className="w-full" />
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
