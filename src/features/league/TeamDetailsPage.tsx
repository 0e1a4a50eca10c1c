import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { standingsOf, useLeagueBundle } from '../../data/league.ts';
import { usePublicTeam } from '../../data/team-lookup.ts';
import { compareInstants, formatLeagueDate, formatLeagueTime } from '../../domain/dates.ts';
import { isUpcomingFixture } from '../../domain/fixtures.ts';
import { playerName } from '../../domain/labels.ts';
import { DETAILS_RECENT, DETAILS_TOP_SCORERS, DETAILS_UPCOMING, PAGE_SIZE } from '../../domain/limits.ts';
import { derivePlayerStats } from '../../domain/player-stats.ts';
import {
  nextSort,
  ROSTER_ASCENDING_FIRST,
  ROSTER_DEFAULT_SORT,
  type TRosterSortKey,
  type TSort,
} from '../../domain/table-sort.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { TeamColours } from '../../ui/Kit.tsx';
import { Page } from '../../ui/Page.tsx';
import { ResultNote } from '../../ui/ResultNote.tsx';
import { ScrollBox } from '../../ui/ScrollBox.tsx';
import { Section } from '../../ui/Section.tsx';
import { TeamMissing } from '../team/TeamMissing.tsx';
import { adjustmentLines } from './adjustment-text.ts';
import { StatCard, TeamBadge } from './LeaguePicker.tsx';

type TRosterKey = TRosterSortKey;
type TRosterSort = TSort<TRosterKey>;
const nextRosterSort = (current: TRosterSort, key: TRosterKey) =>
  nextSort(current, key, ROSTER_ASCENDING_FIRST);

export default function TeamDetailsPage() {
  const { teamId = '' } = useParams();
  const { team, state } = usePublicTeam(teamId);
  const bundle = useLeagueBundle(team?.leagueId ?? null);
  const back = (
    <Link to="/my-league" className="mb-4 inline-flex min-h-11 items-center font-semibold text-brand-800">
      {t('league.backToStandings')}
    </Link>
  );
  if (!team || !bundle)
    return <TeamMissing title={t('league.team')} state={team ? 'searching' : state} before={back} />;
  return <TeamDetails teamId={teamId} bundle={bundle} back={back} />;
}

function TeamDetails({
  teamId,
  bundle,
  back,
}: {
  teamId: string;
  bundle: NonNullable<ReturnType<typeof useLeagueBundle>>;
  back: React.ReactNode;
}) {
  const [sort, setSort] = useState<TRosterSort>(ROSTER_DEFAULT_SORT);
  const [shown, setShown] = useState(PAGE_SIZE);
  const team = bundle.teams.find((t) => t.teamId === teamId)!;
  const row = standingsOf(bundle).find((r) => r.teamId === teamId)!;
  const stats = derivePlayerStats(bundle.matches);
  const names = new Map(bundle.teams.map((t) => [t.teamId, t.name]));
  const now = Date.now();
  const roster = bundle.players
    .filter((p) => p.teamId === teamId)
    .map((p) => ({ ...p, goals: stats.get(p.id)?.goals ?? 0, matchesPlayed: stats.get(p.id)?.games ?? 0 }));
  // Loaded 10 at a time by goals, as the spec's paged query did; sorting works on what is loaded.
  const loaded = [...roster]
    .sort((a, b) => b.goals - a.goals || a.firstName.localeCompare(b.firstName))
    .slice(0, shown);
  const factor = sort.direction === 'asc' ? 1 : -1;
  const sorted = [...loaded].sort((a, b) => {
    const diff =
      sort.key === 'firstName' ? a.firstName.localeCompare(b.firstName) : a[sort.key] - b[sort.key];
    return diff * factor;
  });
  const ownMatches = bundle.matches.filter((m) => m.homeTeamId === teamId || m.awayTeamId === teamId);
  const recent = ownMatches
    .filter((m) => m.status === 'completed' && m.score)
    .sort((a, b) => compareInstants(b.date, a.date))
    .slice(0, DETAILS_RECENT);
  const upcoming = ownMatches.filter((m) => isUpcomingFixture(m, now)).slice(0, DETAILS_UPCOMING);
  const played = row.matchesPlayed;
  const perGame = (n: number) => (played ? (n / played).toFixed(1) : '0.0');
  const goalDiffStyle =
    row.goalDifference > 0 ? 'text-emerald-700' : row.goalDifference < 0 ? 'text-red-700' : '';
  const header = (key: TRosterKey, label: string) => (
    <th
      scope="col"
      className="px-2 py-2 text-left"
      aria-sort={sort.key === key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button
        type="button"
        className="min-h-11 font-semibold underline decoration-dotted"
        onClick={() => setSort(nextRosterSort(sort, key))}
      >
        {label}
        {sort.key === key ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}
      </button>
    </th>
  );
  return (
    <Page
      title={team.name}
      wide
      heading={
        <>
          {back}
          <div className="mb-6 flex items-center gap-3">
            <TeamBadge name={team.name} logoUrl={team.logoUrl} />
            <div>
              <h1 className="text-2xl font-bold">{team.name}</h1>
              <p className="text-stone-600">
                {t('league.captain', { name: bundle.league.name, captainName: team.captainName })}
              </p>
              <TeamColours kit={team.kit} />
            </div>
          </div>
        </>
      }
    >
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label={t('league.points')} value={row.points} />
        <StatCard label={t('league.matches')} value={played} />
        <StatCard label={t('league.goalsFor')} value={row.goalsFor} />
        <div className="rounded-2xl border border-stone-200 bg-white p-4">
          <p className="text-sm text-stone-600">{t('league.goalDiff')}</p>
          <p className={`mt-1 text-2xl font-bold ${goalDiffStyle}`}>
            {row.goalDifference > 0 ? `+${row.goalDifference}` : row.goalDifference}
          </p>
        </div>
      </div>
      {row.adjustments.length > 0 && (
        <div className="mt-3 rounded-xl bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">{t('league.adjustedByTheLeague')}</p>
          <ul>
            {adjustmentLines(row.adjustments).map((line) => (
              <li key={line.key} className="break-words">
                {line.text}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <Section id="season" title={t('league.seasonStatistics')}>
            <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
              {(
                [
                  [t('league.wins'), row.wins],
                  [t('league.draws'), row.draws],
                  [t('league.losses'), row.losses],
                  [t('league.goalsFor'), row.goalsFor],
                  [t('league.goalsAgainst2'), row.goalsAgainst],
                  [t('league.avgGoalsPerGame'), perGame(row.goalsFor)],
                  [t('league.winRate'), `${played ? Math.round((row.wins / played) * 100) : 0}%`],
                  [t('league.pointsPerGame'), perGame(row.points)],
                ] as const
              ).map(([k, v]) => (
                <div key={k}>
                  <dt className="text-stone-600">{k}</dt>
                  <dd className="font-semibold">{v}</dd>
                </div>
              ))}
            </dl>
          </Section>
          <Section id="roster" title={t('league.roster')}>
            {team.publicRoster === false && (
              <p className="mt-1 text-sm text-stone-600">
                {t('league.keepsItsPlayersNamesPrivate', { name: team.name, rosterCount: team.rosterCount })}
              </p>
            )}
            {roster.length === 0 ? (
              <p className="mt-2 text-stone-600">{t('league.noPlayersListedYet')}</p>
            ) : (
              <ScrollBox label={t('league.rosterOf', { name: team.name })}>
                <table className="mt-2 w-full text-sm">
                  <caption className="sr-only">{t('league.rosterOf', { name: team.name })}</caption>
                  <thead>
                    <tr>
                      {header('jerseyNumber', '#')}
                      {header('firstName', t('league.player'))}
                      {header('matchesPlayed', 'MP')}
                      {header('goals', t('league.goals'))}
                      <th scope="col" className="px-2 py-2 text-left font-semibold">
                        {t('league.avgGoalsPerMatch')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {sorted.map((p) => (
                      <tr key={p.id} className="border-t border-stone-100">
                        <td className="px-2 py-2">{p.jerseyNumber > 0 ? p.jerseyNumber : '–'}</td>
                        <td className="px-2 py-2 font-medium">{playerName(p)}</td>
                        <td className="px-2 py-2">{p.matchesPlayed}</td>
                        <td className="px-2 py-2">{p.goals}</td>
                        <td className="px-2 py-2">
                          {p.matchesPlayed ? (p.goals / p.matchesPlayed).toFixed(2) : '0.00'}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollBox>
            )}
            {shown < roster.length && (
              <Button variant="secondary" className="mt-3" onClick={() => setShown((n) => n + PAGE_SIZE)}>
                {t('league.showMorePlayers')}
              </Button>
            )}
          </Section>
        </div>
        <aside className="space-y-6">
          <Section id="scorers" title={t('league.topScorers')}>
            <ol className="mt-2 space-y-1 text-sm">
              {loaded
                .filter((p) => p.goals > 0)
                .slice(0, DETAILS_TOP_SCORERS)
                .map((p) => (
                  <li key={p.id} className="flex justify-between">
                    <span>{playerName(p)}</span>
                    <span className="font-bold">{p.goals}</span>
                  </li>
                ))}
            </ol>
          </Section>
          <Section id="recent" title={t('league.recentMatches')}>
            {recent.length === 0 && (
              <p className="mt-2 text-sm text-stone-600">{t('league.noMatchesPlayedYet')}</p>
            )}
            <ul className="mt-2 space-y-2 text-sm">
              {recent.map((m) => {
                const isHome = m.homeTeamId === teamId;
                const ours = isHome ? m.score!.home : m.score!.away;
                const theirs = isHome ? m.score!.away : m.score!.home;
                return (
                  <li key={m.id} className="flex flex-wrap justify-between gap-x-2">
                    <span>
                      {isHome ? t('league.vs') : '@'} {names.get(isHome ? m.awayTeamId : m.homeTeamId)}
                    </span>
                    <span className="font-bold">
                      {ours} – {theirs}
                    </span>
                    <ResultNote match={m} className="w-full" />
                  </li>
                );
              })}
            </ul>
          </Section>
          <Section id="upcoming" title={t('league.upcomingMatches')}>
            {upcoming.length === 0 && (
              <p className="mt-2 text-sm text-stone-600">{t('league.noUpcomingMatches')}</p>
            )}
            <ul className="mt-2 space-y-2 text-sm">
              {upcoming.map((m) => (
                <li key={m.id}>
                  <span className="font-medium">
                    {t('league.vs2', {
                      value: names.get(m.homeTeamId === teamId ? m.awayTeamId : m.homeTeamId),
                    })}
                  </span>
                  <span className="block text-stone-600">
                    {formatLeagueDate(m.date)} · {formatLeagueTime(m.date)} · {m.venue}
                  </span>
                </li>
              ))}
            </ul>
          </Section>
        </aside>
      </div>
    </Page>
  );
}
