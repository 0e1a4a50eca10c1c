import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useLeagueBundle } from '../../data/league.ts';
import { useSession } from '../../data/session.ts';
import { usePublicTeam } from '../../data/team-lookup.ts';
import { isUpcomingFixture } from '../../domain/fixtures.ts';
import { t } from '../../i18n/core.ts';
import { CalendarSection } from '../../ui/CalendarLinks.tsx';
import { FilterChips } from '../../ui/FilterChips.tsx';
import { Page } from '../../ui/Page.tsx';
import { GameList, useNow } from '../league/LeagueGamesPage.tsx';
import { ConfirmResults } from './ConfirmResults.tsx';
import { RateReferees } from './RateReferees.tsx';
import { TeamMissing } from './TeamMissing.tsx';

type TFilter = 'all' | 'upcoming' | 'completed';

/** All of a team's matches, with filters and a calendar to subscribe to (spec README, point 6). */
export default function TeamMatchesPage() {
  const { teamId = '' } = useParams();
  const { team, state } = usePublicTeam(teamId);
  const bundle = useLeagueBundle(team?.leagueId ?? null);
  const now = useNow();
  const [filter, setFilter] = useState<TFilter>('all');
  // The team's own captain answers results here too (issue #31).
  const isOwnTeam = useSession((s) => s.user?.teamId) === teamId;
  if (!team || !bundle)
    return <TeamMissing title={t('team.teamMatches')} state={team ? 'searching' : state} />;
  const names = new Map(bundle.teams.map((t) => [t.teamId, t.name]));
  const all = bundle.matches.filter((m) => m.homeTeamId === teamId || m.awayTeamId === teamId);
  const passes = (f: TFilter, m: (typeof all)[number]) =>
    f === 'upcoming' ? isUpcomingFixture(m, now) : f === 'completed' ? m.status === 'completed' : true;
  const shown = all.filter((m) => passes(filter, m));
  return (
    <Page title={t('team.matches2', { name: team.name })} wide>
      <Link
        to={`/teams/${teamId}/details`}
        className="mb-4 inline-flex min-h-11 items-center font-semibold text-brand-800"
      >
        ← {team.name}
      </Link>
      <CalendarSection
        id="calendar"
        className="mb-6"
        title={t('team.teamCalendar')}
        hint={t('team.everyMatchInYourPhone')}
        path={`/api/teams/${teamId}/calendar.ics`}
        add={t('team.addToCalendar')}
        download={t('team.downloadTheCalendarFile')}
      />
      {isOwnTeam && (
        <div className="mb-6 space-y-6">
          <ConfirmResults teamId={teamId} leagueId={team.leagueId} names={names} />
          <RateReferees teamId={teamId} leagueId={team.leagueId} matches={all} names={names} />
        </div>
      )}
      <FilterChips
        legend={t('team.filterMatches')}
        value={filter}
        onChange={setFilter}
        options={(
          [
            ['all', t('team.all')],
            ['upcoming', t('team.upcoming')],
            ['completed', t('team.completed')],
          ] as const
        ).map(([key, label]) => ({ key, label, count: all.filter((m) => passes(key, m)).length }))}
      />
      {shown.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-stone-200 bg-white p-6 text-center">
          {t('team.noGamesFound')}
        </p>
      ) : (
        <GameList
          games={shown}
          names={names}
          now={now}
          venues={bundle.league.venues}
          playoff={bundle.playoff}
          className="mt-6"
        />
      )}
    </Page>
  );
}
