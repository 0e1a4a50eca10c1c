import { Link } from 'react-router-dom';
import { useLiveQuery } from '../../data/live-query.ts';
import { store } from '../../data/local-store.ts';
import { matchLabel } from '../../data/referee.ts';
import { compareInstants } from '../../domain/dates.ts';
import { isAwayOn } from '../../domain/days-away.ts';
import { isUpcomingFixture } from '../../domain/fixtures.ts';
import { REFEREE_LIST_SIZE } from '../../domain/limits.ts';
import { deriveRefereeCounters } from '../../domain/player-stats.ts';
import { isAssignedTo, needsReport, refereeOrder } from '../../domain/referee-queue.ts';
import { formatRating, t } from '../../i18n/core.ts';
import { Page } from '../../ui/Page.tsx';
import { Section } from '../../ui/Section.tsx';
import { LifecycleBadge, MatchCard } from './RefereeParts.tsx';
import { RefereePayCard } from './RefereePayCard.tsx';
import { filedIn, useReferee } from './use-referee.ts';

function Stat({ label, value, detail }: { label: string; value: string | number; detail?: string }) {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-4">
      <p className="text-sm text-stone-600">{label}</p>
      <p className="mt-1 text-2xl font-bold">{value}</p>
      {detail && <p className="text-xs text-stone-600">{detail}</p>}
    </div>
  );
}

/** The captains' average rating of this referee (spec: one decimal, N/A if none). */
function AverageRating({ refereeId }: { refereeId: string }) {
  const summary = useLiveQuery(() => store.ratingSummaries.get(refereeId), [refereeId]);
  const average = summary?.average ?? null;
  return (
    <Stat
      label={t('referee.averageRating')}
      value={average === null ? t('app.notAvailable') : formatRating(average)}
      detail={average === null ? undefined : t('referee.fromRatings', { count: summary!.count })}
    />
  );
}

export default function RefereeDashboardPage() {
  const { user, profile, matches, reports, requests, handBacks, daysAway, isLoading } = useReferee();
  if (isLoading || !matches || !reports) {
    return (
      <Page title={t('referee.refereePortal')}>
        <p role="status">{t('referee.loading')}</p>
      </Page>
    );
  }
  const now = Date.now();
  const hasFiled = filedIn(reports);
  const ordered = refereeOrder(matches, user.id, hasFiled, now);
  const due = ordered.filter((m) => needsReport(m, user.id, hasFiled, now));
  const assigned = ordered.filter((m) => isAssignedTo(m, user.id));
  const next = assigned.filter((m) => isUpcomingFixture(m, now));
  const available = ordered.filter(
    (m) => matchLabel(m, user.id) === 'Available' && isUpcomingFixture(m, now),
  );
  const counters = deriveRefereeCounters(
    user.id,
    matches,
    [...reports.values()].map((r) => r.report),
  );
  const recent = [...reports.values()]
    .filter((r) => r.report.status === 'submitted')
    .sort((a, b) => compareInstants(String(b.report.submittedAt), String(a.report.submittedAt)))
    .slice(0, REFEREE_LIST_SIZE);
  const byId = new Map(matches.map((m) => [m.id, m]));
  return (
    <Page title={t('referee.refereePortal')} wide>
      <p className="-mt-2 mb-6 text-stone-700">
        {t('referee.welcomeBackLicence', {
          value: profile?.displayName ?? user.displayName,
          value2: profile?.licenseNumber || t('app.notAvailable'),
        })}
      </p>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={t('referee.matchesOfficiated')} value={counters.matchesOfficiated} />
        <Stat label={t('referee.assignedMatches')} value={assigned.length} />
        <Stat label={t('referee.reportsSubmitted')} value={counters.reportsSubmitted} />
        <AverageRating refereeId={user.id} />
      </div>
      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-2">
        {(
          [
            ['due', t('referee.reportsDue'), due, t('referee.noReportsDueEveryMatch')],
            ['next', t('referee.yourNextMatches'), next, t('referee.noUpcomingMatchesAssignedTo')],
            ['open', t('referee.matchesNeedingAReferee'), available, t('referee.everyMatchInYourLeagues')],
          ] as const
        ).map(([id, title, list, empty]) => (
          <section key={id} aria-labelledby={id}>
            <h2 id={id} className="mb-3 text-lg font-semibold">
              {title}
            </h2>
            {list.length === 0 ? (
              <p className="text-stone-600">{empty}</p>
            ) : (
              <ul className="space-y-3">
                {list.slice(0, REFEREE_LIST_SIZE).map((m) => (
                  <MatchCard
                    key={m.id}
                    match={m}
                    refereeId={user.id}
                    report={reports.get(m.id)}
                    request={requests?.get(m.id)}
                    handBack={handBacks?.get(m.id)}
                    isAwayThatDay={isAwayOn(daysAway, m.date)}
                    isDue={id === 'due'}
                  />
                ))}
              </ul>
            )}
            {list.length > REFEREE_LIST_SIZE && (
              <Link
                to={`/referee/matches?filter=${id === 'due' ? 'due' : id === 'next' ? 'assigned' : 'available'}`}
                className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
              >
                {t('referee.seeAll', { length: list.length })}
              </Link>
            )}
          </section>
        ))}
      </div>
      <Section
        id="recent"
        plain
        className="mt-8"
        titleClassName="mb-3 text-lg font-semibold"
        title={t('referee.recentReports')}
      >
        {recent.length === 0 ? (
          <p className="text-stone-600">{t('referee.noReportsSubmittedYet')}</p>
        ) : (
          <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
            {recent.map(({ report, lifecycle }) => {
              const match = byId.get(report.matchId);
              return (
                <li key={report.matchId}>
                  <Link
                    to={`/referee/reports/${report.matchId}`}
                    className="flex min-h-11 items-center justify-between gap-3 px-4 py-3 hover:bg-stone-50"
                  >
                    <span className="font-medium">
                      {match
                        ? `${match.homeName} ${report.homeScore} – ${report.awayScore} ${match.awayName}`
                        : `${report.homeScore} – ${report.awayScore}`}
                    </span>
                    <LifecycleBadge lifecycle={lifecycle} />
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </Section>
      <RefereePayCard refereeId={user.id} matches={matches} />
      <nav aria-label={t('referee.quickActions')} className="mt-8 flex flex-wrap gap-3">
        <Link
          to="/referee/matches"
          className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-4 font-semibold"
        >
          {t('referee.allMatches')}
        </Link>
        <Link
          to="/referee/reports"
          className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-4 font-semibold"
        >
          {t('referee.myReports2')}
        </Link>
        <Link
          to="/referee/profile"
          className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-4 font-semibold"
        >
          {t('referee.profile')}
        </Link>
      </nav>
    </Page>
  );
}
