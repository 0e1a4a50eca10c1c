import { Link } from 'react-router-dom';
import { formatLeagueDate } from '../../domain/dates.ts';
import { Page } from '../../ui/Page.tsx';
import { LifecycleBadge } from './RefereeParts.tsx';
import { useReferee } from './use-referee.ts';

export default function RefereeReportsPage() {
  const { matches, reports, isLoading } = useReferee();
  if (isLoading || !reports || !matches) {
    return (
      <Page title="My Reports">
        <p role="status">Loading...</p>
      </Page>
    );
  }
  const byId = new Map(matches.map((m) => [m.id, m]));
  const list = [...reports.values()].sort((a, b) =>
    String(b.report.updatedAt).localeCompare(String(a.report.updatedAt)),
  );
  return (
    <Page title="My Reports">
      {list.length === 0 ? (
        <p className="rounded-2xl border border-stone-200 bg-white p-6 text-center text-stone-600">
          You have not written a report yet.
        </p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
          {list.map(({ report, lifecycle }) => {
            const match = byId.get(report.matchId);
            return (
              <li key={report.matchId}>
                <Link
                  to={`/referee/reports/${report.matchId}`}
                  className="flex min-h-11 flex-wrap items-center justify-between gap-2 px-4 py-3 hover:bg-stone-50"
                >
                  <span>
                    <span className="block font-medium">
                      {match ? `${match.homeName} vs ${match.awayName}` : 'Match'}
                    </span>
                    <span className="text-sm text-stone-600">
                      {match ? formatLeagueDate(match.date) : ''}
                      {report.homeScore !== null && report.awayScore !== null
                        ? ` · ${report.homeScore} – ${report.awayScore}`
                        : ''}
                    </span>
                  </span>
                  <LifecycleBadge lifecycle={lifecycle} />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Page>
  );
}
