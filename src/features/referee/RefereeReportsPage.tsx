import { Link } from 'react-router-dom';
import { compareInstants, formatLeagueDate } from '../../domain/dates.ts';
import { t } from '../../i18n/core.ts';
import { Page } from '../../ui/Page.tsx';
import { LifecycleBadge } from './RefereeParts.tsx';
import { useReferee } from './use-referee.ts';

export default function RefereeReportsPage() {
  const { matches, reports, isLoading } = useReferee();
  if (isLoading || !reports || !matches) {
    return (
      <Page title={t('referee.myReports')}>
        <p role="status">{t('referee.loading')}</p>
      </Page>
    );
  }
  const byId = new Map(matches.map((m) => [m.id, m]));
  const list = [...reports.values()].sort((a, b) =>
    compareInstants(String(b.report.updatedAt), String(a.report.updatedAt)),
  );
  return (
    <Page title={t('referee.myReports')}>
      {list.length === 0 ? (
        <p className="rounded-2xl border border-stone-200 bg-white p-6 text-center text-stone-600">
          {t('referee.youHaveNotWrittenA')}
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
                      {match
                        ? t('referee.vs', { homeName: match.homeName, awayName: match.awayName })
                        : t('referee.match')}
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
