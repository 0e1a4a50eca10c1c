import { Link } from 'react-router-dom';
import { useLiveQuery } from '../../data/live-query.ts';
import { store } from '../../data/local-store.ts';
import { bookingClashes } from '../../domain/bookings.ts';
import { formatLeagueDate, formatLeagueTime } from '../../domain/dates.ts';
import { undecided } from '../../domain/discipline.ts';
import { MIN_ROSTER_TO_FINISH } from '../../domain/limits.ts';
import { calledOff } from '../../domain/makeups.ts';
import { formatCents } from '../../domain/money.ts';
import { needingReferee } from '../../domain/referee-queue.ts';
import { t } from '../../i18n/core.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Section } from '../../ui/Section.tsx';
import { AuditTrail } from './AuditTrail.tsx';
import { byId, type TAdminData } from './admin-data.ts';
import { useCannotPlay } from './CannotPlayPanel.tsx';
import { useFinesOwed } from './CardFines.tsx';
import { useAdminDiscipline } from './DisciplineTab.tsx';
import { useDisputes } from './DisputesPanel.tsx';
import { GettingStarted } from './GettingStarted.tsx';
import { useMoveRequests } from './MoveRequestsPanel.tsx';
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
  const wasRefereedBy = new Map(unassigned.map((u) => [u.matchId, u]));
  const needReferee = needingReferee(unassigned, byId(matches), now);
  const payments = useReportedPayments(data);
  const disputes = useDisputes(data);
  const moves = useMoveRequests(data);
  const cannotPlay = useCannotPlay(data);
  const finesOwed = useFinesOwed(data);
  const toMakeUp = calledOff(matches, new Set(teams.map((team) => team.id)));
  const clashes = bookingClashes(matches, now);
  const rejected = verdicts.filter((v) => v.status === 'rejected');
  const short = teams.filter((team) => (rosterSize.get(team.id) ?? 0) < MIN_ROSTER_TO_FINISH);
  const teamsPerLeague = new Map<string, number>();
  for (const team of teams) teamsPerLeague.set(team.leagueId, (teamsPerLeague.get(team.leagueId) ?? 0) + 1);
  const full = leagues.filter((league) => (teamsPerLeague.get(league.id) ?? 0) >= league.maxTeams);
  // A place opened (a team withdrew, the league grew) and teams wait for one (ADR 057).
  const waiting = useLiveQuery(() => store.waitlistEntries.toArray(), []) ?? [];
  const waitingIn = (leagueId: string) =>
    waiting.filter((w) => w.leagueId === leagueId && !w.offeredAt).length;
  const placeForWaiting = leagues.filter(
    (league) => (teamsPerLeague.get(league.id) ?? 0) < league.maxTeams && waitingIn(league.id) > 0,
  );
  const name = (teamId: string) => teamNames.get(teamId)?.name ?? t('admin.unknownTeam');
  const totals: [string, number][] = [
    [t('admin.leagues'), leagues.length],
    [t('admin.teams2'), teams.length],
    [t('admin.matches2'), matches.length],
    [t('admin.activePlayers'), players.length],
  ];
  const line = (m: { date: string; homeTeamId: string; awayTeamId: string }, withTime = false) =>
    `${formatLeagueDate(m.date)}${withTime ? ` ${formatLeagueTime(m.date)}` : ''} ${t('admin.vs2', { name: name(m.homeTeamId), name2: name(m.awayTeamId) })}`;
  // Each row: how many, where to act, and the first few by name (three, or five short names).
  const attention: AttentionRow[] = [
    {
      label: t('admin.paymentsToConfirm', { count: payments.length }),
      to: '/admin/teams',
      items: payments.map((p) => `${name(p.teamId)} (${p.reference})`),
    },
    {
      label: t('admin.unpaidTeams', { count: unpaid.length }),
      to: '/admin/teams?paid=unpaid',
      items: unpaid.map((team) => team.name),
      short: true,
    },
    {
      label: t('admin.matchesInTheNext7', { count: unrefereed.length }),
      to: '/admin/matches?referee=none',
      items: unrefereed.map((m) => line(m, true)),
    },
    {
      label: t('admin.matchesNeedingReferee', { count: needReferee.length }),
      to: '/admin/matches?referee=none',
      items: needReferee.map((m) => {
        const was = wasRefereedBy.get(m.id);
        // A referee who handed the match back said why (ADR 050); a deactivated one did not.
        return was?.reason
          ? t('admin.handedBackBy', { line: line(m, true), name: was.refereeName, reason: was.reason })
          : t('admin.wasRefereedBy', { line: line(m), name: was?.refereeName ?? '' });
      }),
    },
    {
      label: t('admin.reportsRejectedOrStuck', { count: rejected.length + problems.length }),
      to: '/admin/referees',
      items: rejected.map((v) => v.reasons[0] ?? ''),
      count: rejected.length + problems.length,
    },
    {
      label: t('admin.disputedResultsLower', { count: disputes.length }),
      to: '/admin/matches',
      items: disputes.map(
        ({ match }) =>
          `${name(match.homeTeamId)} ${match.score?.home}–${match.score?.away} ${name(match.awayTeamId)}`,
      ),
    },
    {
      label: t('admin.cannotPlay.attention', { count: cannotPlay.length }),
      to: '/admin/matches',
      items: cannotPlay.map(({ notice, match }) => `${line(match, true)} (${name(notice.teamId)})`),
    },
    {
      label: t('admin.makeup.attention', { count: toMakeUp.length }),
      to: '/admin/matches?makeup=1',
      items: toMakeUp.map((m) => line(m, true)),
    },
    {
      label: t('admin.bookings.attention', { count: clashes.length }),
      to: '/admin/matches?clashes=1',
      items: clashes.map(({ kind, first }) =>
        kind === 'field'
          ? `${formatLeagueDate(first.date)} ${formatLeagueTime(first.date)} ${first.venue.trim()}`
          : `${formatLeagueDate(first.date)} ${formatLeagueTime(first.date)} ${data.users.find((u) => u.id === first.refereeId)?.displayName ?? ''}`,
      ),
    },
    {
      label: t('admin.moveRequestsLower', { count: moves.length }),
      to: '/admin/matches',
      items: moves.map(({ request, match }) => `${line(match, true)} (${name(request.teamId)})`),
    },
    {
      label: t('admin.ineligiblePlayersLower', { count: ineligible.length }),
      to: '/admin/discipline',
      items: ineligible.map((i) => `${i.playerName} (${name(i.teamId)})`),
    },
    // Only where a league charges for cards (ADR 063).
    ...(finesOwed
      ? [
          {
            label: t('admin.fines.attention', { count: finesOwed.length }),
            to: '/admin/discipline',
            items: finesOwed.map((row) => `${row.name} (${formatCents(row.balanceCents)})`),
            short: true,
          },
        ]
      : []),
    {
      label: t('admin.teamsUnderPlayers', { count: short.length, value: MIN_ROSTER_TO_FINISH }),
      to: '/admin/teams',
      items: short.map((team) => `${team.name} (${rosterSize.get(team.id) ?? 0})`),
      short: true,
    },
    {
      label: t('admin.waitlist.attention', { count: placeForWaiting.length }),
      to: '/admin/leagues',
      items: placeForWaiting.map((l) =>
        t('admin.waitlist.attentionItem', { league: l.name, count: waitingIn(l.id) }),
      ),
    },
    {
      label: t('admin.leaguesThatAreFull', { count: full.length }),
      to: '/admin/leagues',
      items: full.map((l) => l.name),
      short: true,
      all: true,
    },
  ];
  return (
    <div className="space-y-6">
      <GettingStarted data={data} />
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
      <Section id="attention" level={3} title={t('admin.needsAttention')}>
        <ul className="mt-3 space-y-3">
          {attention.map((row) => (
            <Attention key={row.to + row.label} {...row} />
          ))}
        </ul>
      </Section>
      <AuditTrail />
    </div>
  );
}

type AttentionRow = {
  label: string;
  to: string;
  items: string[];
  /** Set when the row counts more than it names (stuck reports have no line of their own). */
  count?: number;
  /** Short names: five, comma-separated; otherwise three lines joined by a dot. */
  short?: boolean;
  all?: boolean;
};

function Attention({ label, to, items, count = items.length, short, all }: AttentionRow) {
  const shown = all ? items : items.slice(0, short ? 5 : 3);
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
        {count > 0 && (
          <p className="break-words text-sm text-stone-600">{shown.join(short ? ', ' : ' · ')}</p>
        )}
      </div>
    </li>
  );
}
