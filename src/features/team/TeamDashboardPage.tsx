import { Link, useParams } from 'react-router-dom';
import { useLeagueBundle } from '../../data/league.ts';
import { useLiveQuery } from '../../data/live-query.ts';
import { store } from '../../data/local-store.ts';
import { useScreenReady } from '../../data/perf.ts';
import { useSession } from '../../data/session.ts';
import { usePrivateTeam } from '../../data/team-lookup.ts';
import {
  compareInstants,
  formatCalendarDate,
  formatLeagueDate,
  formatLeagueDay,
  formatLeagueTime,
} from '../../domain/dates.ts';
import { rulesOf } from '../../domain/discipline.ts';
import { isCalledOffSoon, isUpcomingFixture } from '../../domain/fixtures.ts';
import { kitOf } from '../../domain/kits.ts';
import { DASHBOARD_RECENT, DASHBOARD_UPCOMING } from '../../domain/limits.ts';
import { derivePlayerStats } from '../../domain/player-stats.ts';
import { t } from '../../i18n/core.ts';
import { DetailsList } from '../../ui/DetailsList.tsx';
import { Page } from '../../ui/Page.tsx';
import { Section } from '../../ui/Section.tsx';
import { StatCard } from '../league/LeaguePicker.tsx';
import { MatchLineup } from '../lineup/MatchLineup.tsx';
import { CannotPlay } from './CannotPlay.tsx';
import { ConfirmResults } from './ConfirmResults.tsx';
import { DashboardRoster } from './DashboardRoster.tsx';
import { DuesCard } from './DuesCard.tsx';
import { FinesCard } from './FinesCard.tsx';
import { LeagueFee } from './LeagueFee.tsx';
import { LeagueNewsCard } from './LeagueNewsCard.tsx';
import { MatchAvailability } from './MatchAvailability.tsx';
import { MatchKit } from './MatchKit.tsx';
import { MoveRequest } from './MoveRequest.tsx';
import { NotYourTeam, useIsForeignTeam } from './NotYourTeam.tsx';
import { RateReferees } from './RateReferees.tsx';
import { RecruitmentCard } from './RecruitmentCard.tsx';
import { rosterDeadlineNote } from './roster-deadline.ts';
import { RecentResults, UpcomingMatches } from './TeamFixtures.tsx';
import { TeamMessages } from './TeamMessages.tsx';
import { TeamMissing } from './TeamMissing.tsx';
import { useMoves } from './use-moves.ts';
import { useRoster } from './use-roster.ts';

const card = 'rounded-2xl border border-stone-200 bg-white p-4';

/** Team dashboard (spec: Team dashboard), from this device's data; the toggle saves offline too. */
export default function TeamDashboardPage() {
  const { teamId = '' } = useParams();
  const { team, state } = usePrivateTeam(teamId);
  const roster = useRoster(teamId);
  const pending = useLiveQuery(
    () =>
      store.applications
        .where('teamId')
        .equals(teamId)
        .filter((a) => a.status === 'pending')
        .count(),
    [teamId],
    0,
  );
  const bundle = useLeagueBundle(team?.leagueId ?? null);
  const moves = useMoves(teamId);
  const isForeign = useIsForeignTeam(teamId);
  const isAdmin = useSession((s) => s.user?.role === 'admin');
  useScreenReady('team-dashboard', !isForeign && Boolean(team) && roster !== undefined);
  if (isForeign) return <NotYourTeam title={t('team.teamDashboard')} />;
  if (!team) return <TeamMissing title={t('team.teamDashboard')} state={state} />;
  if (roster === undefined) {
    return (
      <Page title={t('team.teamDashboard')}>
        <p role="status">{t('team.loading')}</p>
      </Page>
    );
  }
  const now = Date.now();
  const isComplete = team.onboarding.status === 'complete';
  const names = new Map((bundle?.teams ?? []).map((t) => [t.teamId, t.name]));
  const kits = new Map((bundle?.teams ?? []).map((t) => [t.teamId, kitOf(t.kit)]));
  const matches = (bundle?.matches ?? []).filter((m) => m.homeTeamId === teamId || m.awayTeamId === teamId);
  const upcoming = matches.filter((m) => isUpcomingFixture(m, now)).slice(0, DASHBOARD_UPCOMING);
  const recent = matches
    .filter((m) => m.status === 'completed' && m.score)
    .sort((a, b) => compareInstants(b.date, a.date))
    .slice(0, DASHBOARD_RECENT);
  const stats = derivePlayerStats(bundle?.matches ?? []);
  const suspended = bundle?.discipline.suspended ?? new Map();
  // One yellow short of a ban: worth knowing before the captain picks the team.
  const threshold = rulesOf(bundle?.league).yellowThreshold;
  const yellowsNear = (playerId: string) => {
    const count = bundle?.discipline.yellows.get(playerId) ?? 0;
    return threshold > 0 && count % threshold === threshold - 1 ? count : 0;
  };
  // Who may not play the next match: this team's suspended players (issue #30).
  const unavailable = roster.counted
    .filter((p) => suspended.has(p.id))
    .map((p) => `${p.firstName} ${p.lastName}`);
  const opponentOf = (m: { homeTeamId: string; awayTeamId: string }) =>
    names.get(m.homeTeamId === teamId ? m.awayTeamId : m.homeTeamId) ?? t('team.opponent');
  // Newest first (the spec); players saved together keep their typed order reversed, on every device.
  const players = [...roster.players].reverse();

  return (
    <Page
      title={t('team.teamDashboard')}
      wide
      heading={
        <div className="mb-6">
          <h1 className="text-2xl font-bold">{team.name}</h1>
          <p className="text-stone-600">
            {t('team.captain', {
              name: team.captain.name,
              value: bundle?.league.name ?? t('team.unknownLeague'),
            })}
          </p>
        </div>
      }
    >
      {team.withdrawnAt && (
        <div role="status" className="mb-6 rounded-2xl border border-stone-300 bg-stone-100 p-4">
          <p className="font-semibold">{t('team.withdrawnFromTheLeague')}</p>
          <p className="text-stone-700">
            {t('team.theLeagueWithdrewOnYour', {
              name: team.name,
              leagueDate: formatLeagueDate(team.withdrawnAt),
            })}
          </p>
        </div>
      )}
      {!isComplete && !team.withdrawnAt && (
        <div className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-4">
          <p className="font-semibold text-amber-900">{t('team.completeYourSetup')}</p>
          <p className="text-amber-900">{t('team.youNeedAtLeast7')}</p>
          <Link
            to={`/teams/${teamId}/onboarding/roster`}
            className="mt-2 inline-flex min-h-11 items-center font-semibold text-amber-900 underline"
          >
            {t('team.buildYourRoster')}
          </Link>
        </div>
      )}
      <div className="grid grid-cols-3 gap-3">
        <StatCard label={t('team.players')} value={roster.counted.length} />
        <StatCard label={t('team.matches')} value={matches.length} />
        <StatCard
          label={t('team.nextGame')}
          value={upcoming[0] ? formatLeagueDay(upcoming[0].date) : t('app.tbd')}
          detail={upcoming[0] ? formatLeagueTime(upcoming[0].date) : undefined}
        />
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <LeagueNewsCard leagueId={team.leagueId} />
          <ConfirmResults teamId={teamId} leagueId={team.leagueId} names={names} />
          <RateReferees teamId={teamId} leagueId={team.leagueId} matches={matches} names={names} />
          <UpcomingMatches
            teamId={teamId}
            matches={upcoming}
            names={names}
            venues={bundle?.league.venues}
            playoff={bundle?.playoff}
            now={now}
            unavailable={unavailable}
            calledOff={matches.filter((m) => isCalledOffSoon(m, now))}
            extra={(m) => (
              <>
                <MatchKit
                  teamId={teamId}
                  match={m}
                  kits={kits}
                  opponent={opponentOf(m)}
                  isFirst={m === upcoming[0]}
                />
                <MatchAvailability
                  teamId={teamId}
                  match={m}
                  players={roster.counted}
                  suspended={new Set(suspended.keys())}
                  fillInsAllowed={bundle?.league.fillIns !== false}
                />
                <MatchLineup
                  teamId={teamId}
                  match={m}
                  opponent={opponentOf(m)}
                  players={roster.counted}
                  suspended={new Set(suspended.keys())}
                />
                <CannotPlay
                  teamId={teamId}
                  leagueId={team.leagueId}
                  match={m}
                  opponent={opponentOf(m)}
                  moves={moves}
                />
                <MoveRequest
                  teamId={teamId}
                  leagueId={team.leagueId}
                  match={m}
                  opponent={opponentOf(m)}
                  venues={bundle?.league.venues}
                  moves={moves}
                />
              </>
            )}
          />
          <TeamMessages teamId={teamId} />
          <RecentResults teamId={teamId} matches={recent} names={names} />
          <DashboardRoster
            teamId={teamId}
            teamName={team.name}
            players={players}
            stats={stats}
            suspended={suspended}
            yellowsNear={yellowsNear}
            deadline={rosterDeadlineNote(bundle?.league.rosterDeadline, team.onboarding, isAdmin)}
          />
        </div>
        <aside className="space-y-6">
          {bundle?.league && !team.withdrawnAt && (
            <LeagueFee team={{ ...team, id: teamId }} league={bundle.league} />
          )}
          <FinesCard teamId={teamId} fines={bundle?.league.fines} matches={matches} names={names} />
          {roster && !team.withdrawnAt && (
            <DuesCard
              teamId={teamId}
              players={roster.counted}
              feeCents={Math.round((bundle?.league.price ?? 0) * 100)}
            />
          )}
          <RecruitmentCard team={team} isComplete={isComplete} />
          {bundle?.league && (
            <Section id="league-info" title={t('team.league')}>
              <DetailsList
                className="mt-2 text-sm"
                rows={[
                  [t('team.name'), bundle.league.name],
                  [t('team.city'), bundle.league.city],
                  [t('team.season'), bundle.league.season],
                  [t('team.level'), bundle.league.level],
                  [t('team.starts'), formatCalendarDate(bundle.league.startDate)],
                ]}
              />
            </Section>
          )}
          <nav aria-labelledby="quick" className={card}>
            <h2 id="quick" className="font-semibold">
              {t('team.quickActions')}
            </h2>
            <ul className="mt-2 space-y-1">
              {(
                [
                  [`/teams/${teamId}/applications`, t('team.viewApplications', { pending })],
                  [`/teams/${teamId}/free-agents`, t('team.findPlayers')],
                  [`/teams/${teamId}/settings`, t('team.teamSettings')],
                  [`/teams/${teamId}/matches`, t('team.allMatches')],
                  [`/teams/${teamId}/opponents`, t('team.viewOpponents')],
                ] as const
              ).map(([to, label]) => (
                <li key={to}>
                  <Link to={to} className="flex min-h-11 items-center font-semibold text-brand-800 underline">
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
      </div>
    </Page>
  );
}
