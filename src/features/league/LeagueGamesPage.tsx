import { startTransition, useEffect, useState } from 'react';
import { type TLeagueBundle, useChosenLeague, useLeagueBundle } from '../../data/league.ts';
import { useDatabaseState } from '../../data/leagues.ts';
import { useLiveQuery } from '../../data/live-query.ts';
import { store } from '../../data/local-store.ts';
import { useScreenReady } from '../../data/perf.ts';
import { useSession } from '../../data/session.ts';
import { formatLeagueDate, formatLeagueTime, journeeWeek } from '../../domain/dates.ts';
import {
  countdown,
  isThisWeek,
  isToday,
  isUpcomingFixture,
  penaltiesText,
  resultLabel,
} from '../../domain/fixtures.ts';
import { valueLabel } from '../../domain/labels.ts';
import { playoffRoundOf } from '../../domain/playoffs.ts';
import type { TMatch } from '../../domain/schemas/match.ts';
import type { TPlayoff } from '../../domain/schemas/playoff.ts';
import type { TVenue } from '../../domain/venues.ts';
import { t } from '../../i18n/core.ts';
import { FilterChips } from '../../ui/FilterChips.tsx';
import { OfflineNotice, Page } from '../../ui/Page.tsx';
import { Place } from '../../ui/Place.tsx';
import { ResultNote } from '../../ui/ResultNote.tsx';
import { LeaguePicker, LeagueSelect, StatCard } from './LeaguePicker.tsx';

const FILTERS = [
  { key: 'all', label: 'league.allGames', empty: 'league.thisLeagueHasNoGames' },
  {
    key: 'upcoming',
    label: 'league.upcoming',
    empty: 'league.noUpcomingGamesCheckBack',
  },
  { key: 'completed', label: 'league.completed', empty: 'league.noGamesHaveBeenPlayed' },
  { key: 'today', label: 'league.today', empty: 'league.noGamesToday' },
  { key: 'week', label: 'league.thisWeek', empty: 'league.noGamesInTheNext' },
] as const;
type TFilter = (typeof FILTERS)[number]['key'];

function passes(filter: TFilter, m: TMatch, now: number): boolean {
  switch (filter) {
    case 'upcoming':
      return isUpcomingFixture(m, now);
    case 'completed':
      return m.status === 'completed';
    case 'today':
      return isToday(m.date, now);
    case 'week':
      return isThisWeek(m.date, now);
    default:
      return true;
  }
}

/** The weeks a screen's first pass draws: more than a tall screen shows above the fold. */
const FIRST_WEEKS = 3;

/**
 * False for the screen's first pass, true from the next (issue #36): React built every game card
 * of the season before the screen could show, though only the first weeks are on the screen. A
 * page already scrolled (its snapshot was) gets everything at once, so nothing it shows moves.
 */
function useRestLater(): boolean {
  const [isLater, setLater] = useState(() => typeof window === 'undefined' || window.scrollY > 0);
  useEffect(() => {
    if (!isLater) startTransition(() => setLater(true));
  }, [isLater]);
  return isLater;
}

/** Re-render every minute, so countdowns and "today" stay true on a screen left open. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export default function LeagueGamesPage() {
  const [leagueId, choose] = useChosenLeague();
  const bundle = useLeagueBundle(leagueId);
  const state = useDatabaseState(leagueId ? `league-${leagueId}` : 'leagues');
  const user = useSession((s) => s.user);
  const myLeague = useLiveQuery(
    async () => (user?.teamId ? ((await store.teams.get(user.teamId))?.leagueId ?? null) : null),
    [user?.teamId],
  );
  if (!leagueId) {
    return (
      <Page title={t('league.leagueGames')} wide>
        <LeaguePicker onPick={choose} />
      </Page>
    );
  }
  return (
    <Page title={t('league.leagueGames')} wide>
      <div className="mb-4">
        <LeagueSelect value={leagueId} onChange={choose} mine={myLeague} />
      </div>
      {bundle === undefined && <p role="status">{t('league.loading')}</p>}
      {bundle === null &&
        (state.state === 'offline' ? (
          <OfflineNotice what={t('league.thisLeagueSGames')} />
        ) : (
          <p role="status">{t('league.loading')}</p>
        ))}
      {bundle &&
        (bundle.matches.length === 0 && state.state === 'offline' ? (
          <OfflineNotice what={t('league.thisLeagueSGames')} />
        ) : (
          <Games bundle={bundle} />
        ))}
    </Page>
  );
}

function Games({ bundle }: { bundle: TLeagueBundle }) {
  const now = useNow();
  const [filter, setFilter] = useState<TFilter>('all');
  const names = new Map(bundle.teams.map((t) => [t.teamId, t.name]));
  const matches = bundle.matches;
  useScreenReady('league-games', matches.length > 0);
  const shown = matches.filter((m) => passes(filter, m, now));
  const weeks = new Map<number, typeof shown>();
  for (const m of shown) weeks.set(journeeWeek(m.date), [...(weeks.get(journeeWeek(m.date)) ?? []), m]);
  const goals = matches.reduce((sum, m) => sum + (m.score ? m.score.home + m.score.away : 0), 0);
  const isRestDrawn = useRestLater();
  const drawnWeeks = isRestDrawn ? [...weeks] : [...weeks].slice(0, FIRST_WEEKS);
  return (
    <>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label={t('league.totalGames')} value={matches.length} />
        <StatCard
          label={t('league.completed')}
          value={matches.filter((m) => m.status === 'completed').length}
        />
        <StatCard
          label={t('league.upcoming')}
          value={matches.filter((m) => isUpcomingFixture(m, now)).length}
        />
        <StatCard label={t('league.totalGoals')} value={goals} />
      </div>
      <div className="mt-6">
        <FilterChips
          legend={t('league.filterGames')}
          value={filter}
          onChange={setFilter}
          options={FILTERS.map((f) => ({
            key: f.key,
            label: t(f.label),
            count: matches.filter((m) => passes(f.key, m, now)).length,
          }))}
        />
      </div>
      {shown.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-stone-200 bg-white p-8 text-center">
          <p className="text-lg font-semibold">{t('league.noGamesFound')}</p>
          <p className="mt-1 text-stone-600">{t(FILTERS.find((f) => f.key === filter)!.empty)}</p>
        </div>
      ) : (
        drawnWeeks.map(([week, games]) => (
          <section key={week} aria-labelledby={`week-${week}`} className="week-in-list mt-6">
            <h2 id={`week-${week}`} className="mb-2 text-lg font-semibold">
              {t('league.journée', { week })}
            </h2>
            <GameList
              games={games}
              names={names}
              now={now}
              venues={bundle.league.venues}
              playoff={bundle.playoff}
            />
          </section>
        ))
      )}
    </>
  );
}

const STATUS_STYLE: Record<string, string> = {
  scheduled: 'bg-brand-100 text-brand-800',
  completed: 'bg-stone-200 text-stone-800',
  cancelled: 'bg-red-100 text-red-900',
};

/** A grid of game cards, with team names looked up by id. */
export function GameList({
  games,
  names,
  now,
  venues,
  playoff = null,
  className = '',
}: {
  games: (TMatch & { id: string })[];
  names: Map<string, string>;
  now: number;
  /** The league's fields: a venue among them shows its address and a map link. */
  venues: readonly TVenue[] | undefined;
  /** The league's playoffs: their matches say which round they are. */
  playoff?: TPlayoff | null;
  className?: string;
}) {
  return (
    <ul className={`grid gap-3 sm:grid-cols-2 lg:grid-cols-3 ${className}`}>
      {games.map((m) => (
        <GameCard
          key={m.id}
          match={m}
          home={names.get(m.homeTeamId) ?? t('league.homeTeam')}
          away={names.get(m.awayTeamId) ?? t('league.awayTeam')}
          now={now}
          venues={venues}
          playoff={playoff}
        />
      ))}
    </ul>
  );
}

function GameCard({
  match,
  home,
  away,
  now,
  venues,
  playoff,
}: {
  match: TMatch & { id?: string; offBy?: string[] };
  home: string;
  away: string;
  now: number;
  venues: readonly TVenue[] | undefined;
  playoff: TPlayoff | null | undefined;
}) {
  const label = resultLabel(match);
  const round = playoffRoundOf(match, playoff);
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4" data-testid="game-card">
      <div className="flex items-center justify-between gap-2">
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[match.status] ?? ''}`}
        >
          {valueLabel(match.status)}
        </span>
        {round && <span className="text-xs font-semibold text-brand-800">{t(round)}</span>}
        {isUpcomingFixture(match, now) && (
          <span className="text-xs font-semibold text-brand-800">{countdown(match.date, now)}</span>
        )}
      </div>
      <p className="mt-2 font-semibold">
        {home} <span className="font-normal text-stone-500">{t('league.vs')}</span> {away}
      </p>
      <p className="text-sm text-stone-700">
        {formatLeagueDate(match.date)} · {formatLeagueTime(match.date)} ·{' '}
        <Place venue={match.venue} venues={venues} />
      </p>
      <p className="mt-2 text-sm">
        {match.score && match.status === 'completed' && (
          <span className="mr-2 text-lg font-bold">
            {match.score.home} – {match.score.away}
            {match.penalties && <span className="ml-1 text-sm font-medium">{penaltiesText(match)}</span>}
          </span>
        )}
        <span className="font-medium text-stone-700">{label}</span>
      </p>
      <ResultNote match={match} />
      {match.offBy && (
        <p className="mt-1 text-sm font-medium text-red-900">
          {t('app.cannotPlay', {
            teams: match.offBy.map((id) => (id === match.homeTeamId ? home : away)).join(', '),
          })}
        </p>
      )}
    </li>
  );
}
