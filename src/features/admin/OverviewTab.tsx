import { useLiveQuery } from 'dexie-react-hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { store } from '../../data/local-store.ts';
import { formatLeagueDate, formatLeagueTime } from '../../domain/dates.ts';
import { undecided } from '../../domain/discipline.ts';
import { MIN_ROSTER_TO_FINISH } from '../../domain/limits.ts';
import { needingReferee } from '../../domain/referee-queue.ts';
import { t } from '../../i18n/core.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { AuditTrail } from './AuditTrail.tsx';
import { byId, type TAdminData } from './admin-data.ts';
import { useAdminDiscipline } from './DisciplineTab.tsx';
import { useDisputes } from './DisputesPanel.tsx';
import { useReportedPayments } from './PaymentsPanel.tsx';

const WEEK_MS = 7 * 86_400_000;

/** The organiser's morning look: totals, shortcuts, and what needs a decision today. */
export function OverviewTab({ data }: { data: TAdminData }) {
  const { leagues, matches, players } = data;
  const teams = data.teams.filter((team) => !team.withdrawnAt);
  const teamNames = byId(teams);
  const verdicts =
    useLiveQuery(() => store.resolutions.where('db').startsWith('referee-').toArray(), []) ?? [];
  const problems = useLiveQuery(() => store.resolverProblems.toArray(), []) ?? [];
  const rosterSize = new Map<string, number>();
  for (const player of players) rosterSize.set(player.teamId, (rosterSize.get(player.teamId) ?? 0) + 1);
  const now = Date.now();
  const unpaid = teams.filter((team) => !team.paid);
  // A deactivated referee will not come: their matches count as having none.
  const inactive = new Set(data.users.filter((u) => u.deactivatedAt).map((u) => u.id));
  const unrefereed = matches.filter(
    (m) =>
      m.status === 'scheduled' &&
      (!m.refereeId || inactive.has(m.refereeId)) &&
      Date.parse(m.date) >= now &&
      Date.parse(m.date) - now <= WEEK_MS,
  );
  const ineligible = useAdminDiscipline(data).flatMap((l) => undecided(l.discipline));
  const unassigned = useLiveQuery(() => store.unassignments.toArray(), []) ?? [];
  const wasRefereedBy = new Map(unassigned.map((u) => [u.matchId, u.refereeName]));
  const needReferee = needingReferee(unassigned, byId(matches), now);
  const payments = useReportedPayments(data);
  const disputes = useDisputes(data);
  const rejected = verdicts.filter((v) => v.status === 'rejected');
  const short = teams.filter((team) => (rosterSize.get(team.id) ?? 0) < MIN_ROSTER_TO_FINISH);
  const teamsPerLeague = new Map<string, number>();
  for (const team of teams) teamsPerLeague.set(team.leagueId, (teamsPerLeague.get(team.leagueId) ?? 0) + 1);
  const full = leagues.filter((league) => (teamsPerLeague.get(league.id) ?? 0) >= league.maxTeams);
  const name = (teamId: string) => teamNames.get(teamId)?.name ?? t('admin.unknownTeam');
  const totals: [string, number][] = [
    [t('admin.leagues'), leagues.length],
    [t('admin.teams2'), teams.length],
    [t('admin.matches2'), matches.length],
    [t('admin.activePlayers'), players.length],
  ];
  return (
    <div className="space-y-6">
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {totals.map(([label, value]) => (
          <li key={label} className="rounded-2xl border border-stone-200 bg-white p-4">
            <span className="block text-sm text-stone-600">{label}</span>
            <span className="block text-3xl font-bold">{value}</span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to="/admin/leagues?new=1">{t('admin.createLeague')}</ButtonLink>
        <ButtonLink to="/admin/matches?new=1" variant="secondary">
          {t('admin.scheduleMatch')}
        </ButtonLink>
        <ButtonLink to="/admin/statistics" variant="secondary">
          {t('admin.updateStats')}
        </ButtonLink>
      </div>
      <section aria-labelledby="attention" className="rounded-2xl border border-stone-200 bg-white p-4">
        <h3 id="attention" className="text-lg font-semibold">
          {t('admin.needsAttention')}
        </h3>
        <ul className="mt-3 space-y-3">
          <Attention
            count={payments.length}
            label={t('admin.paymentsToConfirm', { count: payments.length })}
            to="/admin/teams"
          >
            {payments
              .slice(0, 3)
              .map((p) => `${name(p.teamId)} (${p.reference})`)
              .join(' · ')}
          </Attention>
          <Attention
            count={unpaid.length}
            label={t('admin.unpaidTeams', { count: unpaid.length })}
            to="/admin/teams?paid=unpaid"
          >
            {unpaid
              .slice(0, 5)
              .map((t) => t.name)
              .join(', ')}
          </Attention>
          <Attention
            count={unrefereed.length}
            label={t('admin.matchesInTheNext7', { count: unrefereed.length })}
            to="/admin/matches?referee=none"
          >
            {unrefereed
              .slice(0, 3)
              .map(
                (m) =>
                  `${formatLeagueDate(m.date)} ${formatLeagueTime(m.date)} ${name(m.homeTeamId)} vs ${name(m.awayTeamId)}`,
              )
              .join(' · ')}
          </Attention>
          <Attention
            count={needReferee.length}
            label={t('admin.matchesNeedingReferee', { count: needReferee.length })}
            to="/admin/matches?referee=none"
          >
            {needReferee
              .slice(0, 3)
              .map((m) =>
                t('admin.wasRefereedBy', {
                  line: `${formatLeagueDate(m.date)} ${name(m.homeTeamId)} vs ${name(m.awayTeamId)}`,
                  name: wasRefereedBy.get(m.id) ?? '',
                }),
              )
              .join(' · ')}
          </Attention>
          <Attention
            count={rejected.length + problems.length}
            label={t('admin.reportsRejectedOrStuck', { count: rejected.length + problems.length })}
            to="/admin/referees"
          >
            {rejected
              .slice(0, 3)
              .map((v) => v.reasons[0])
              .join(' · ')}
          </Attention>
          <Attention
            count={disputes.length}
            label={t('admin.disputedResultsLower', { count: disputes.length })}
            to="/admin/matches"
          >
            {disputes
              .slice(0, 3)
              .map(
                ({ match }) =>
                  `${name(match.homeTeamId)} ${match.score?.home}–${match.score?.away} ${name(match.awayTeamId)}`,
              )
              .join(' · ')}
          </Attention>
          <Attention
            count={ineligible.length}
            label={t('admin.ineligiblePlayersLower', { count: ineligible.length })}
            to="/admin/discipline"
          >
            {ineligible
              .slice(0, 3)
              .map((i) => `${i.playerName} (${name(i.teamId)})`)
              .join(' · ')}
          </Attention>
          <Attention
            count={short.length}
            label={t('admin.teamsUnderPlayers', { count: short.length, value: MIN_ROSTER_TO_FINISH })}
            to="/admin/teams"
          >
            {short
              .slice(0, 5)
              .map((t) => `${t.name} (${rosterSize.get(t.id) ?? 0})`)
              .join(', ')}
          </Attention>
          <Attention
            count={full.length}
            label={t('admin.leaguesThatAreFull', { count: full.length })}
            to="/admin/leagues"
          >
            {full.map((l) => l.name).join(', ')}
          </Attention>
        </ul>
      </section>
      <AuditTrail />
    </div>
  );
}

function Attention({
  count,
  label,
  to,
  children,
}: {
  count: number;
  label: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <li className="flex items-start gap-3">
      <span
        className={`mt-0.5 inline-flex min-w-8 justify-center rounded-full px-2 text-sm font-bold ${count ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-900'}`}
      >
        {count}
      </span>
      <div className="min-w-0">
        <Link to={to} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
          {label}
        </Link>
        {count > 0 && <p className="break-words text-sm text-stone-600">{children}</p>}
      </div>
    </li>
  );
}
