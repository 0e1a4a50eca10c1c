import { Link, useParams } from 'react-router-dom';
import { formatLeagueDate, formatLeagueTime } from '../../domain/dates.ts';
import { RATING_LABELS } from '../../domain/limits.ts';
import { DetailsList } from '../../ui/DetailsList.tsx';
import { Page } from '../../ui/Page.tsx';
import { LifecycleBadge } from './RefereeParts.tsx';
import { useReferee } from './use-referee.ts';

/** A filed report, read-only, with the server's verdict and its reasons. */
export default function RefereeReportPage() {
  const { reportId = '' } = useParams();
  const { user, matches, reports, isLoading } = useReferee();
  if (isLoading || !reports || !matches) {
    return (
      <Page title="Report">
        <p role="status">Loading...</p>
      </Page>
    );
  }
  const state = reports.get(reportId);
  const match = matches.find((m) => m.id === reportId);
  if (!state) {
    return (
      <Page title="Report">
        <p className="rounded-2xl border border-stone-200 bg-white p-6 text-center">
          This report is not on this device.
        </p>
      </Page>
    );
  }
  const { report, lifecycle, verdict } = state;
  const rows: [string, string][] = [
    [
      'Final score',
      report.homeScore !== null && report.awayScore !== null
        ? `${report.homeScore} – ${report.awayScore}`
        : 'Not entered',
    ],
    ['Actual start', report.actualStartTime ? formatLeagueTime(report.actualStartTime) : 'Not entered'],
    ['Started on time', report.startedOnTime ? 'Yes' : `No: ${report.delayReason || 'no reason given'}`],
    ['Match quality', `${report.matchQuality} ${RATING_LABELS[report.matchQuality] ?? ''}`],
    ['Fair play', `${report.fairPlay} ${RATING_LABELS[report.fairPlay] ?? ''}`],
    ['Field conditions', `${report.fieldConditions} ${RATING_LABELS[report.fieldConditions] ?? ''}`],
    ['Weather', report.weatherConditions ?? 'Not entered'],
  ];
  return (
    <Page title="Report">
      <p className="-mt-2 mb-4 text-stone-700">
        {match ? `${match.homeName} vs ${match.awayName} · ${formatLeagueDate(match.date)}` : report.matchId}
      </p>
      <LifecycleBadge lifecycle={lifecycle} />
      {verdict?.override && (
        <p role="status" className="mt-4 rounded-xl bg-emerald-50 p-4 break-words text-emerald-900">
          Accepted by the league: {verdict.override.reason}
        </p>
      )}
      {verdict?.status === 'rejected' && (
        <div role="alert" className="mt-4 rounded-xl bg-red-50 p-4 text-red-900">
          <p className="font-semibold">The server did not accept this report:</p>
          <ul className="mt-1 list-disc pl-5">
            {verdict.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
          {match?.refereeId === user.id && (
            <Link
              to={`/referee/match/${report.matchId}/report`}
              className="mt-2 inline-flex min-h-11 items-center font-semibold underline"
            >
              Correct and resubmit
            </Link>
          )}
        </div>
      )}
      <DetailsList rows={rows} className="mt-4 rounded-2xl border border-stone-200 bg-white p-4" />
      {(['goals', 'yellowCards', 'redCards'] as const).map((kind) => (
        <section key={kind} className="mt-4">
          <h2 className="font-semibold">
            {kind === 'goals' ? 'Goals' : kind === 'yellowCards' ? 'Yellow cards' : 'Red cards'}
          </h2>
          {report[kind].length === 0 ? (
            <p className="text-stone-600">None</p>
          ) : (
            <ul className="mt-1 space-y-1">
              {report[kind].map((e) => (
                <li key={`${e.playerId}-${e.minute}`}>
                  {e.minute}' {e.playerName}
                  {'assistPlayerName' in e && e.assistPlayerName ? ` (assist ${e.assistPlayerName})` : ''}
                  {'reason' in e ? `: ${e.reason}` : ''}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {report.incidents && <p className="mt-4">Incidents: {report.incidents}</p>}
    </Page>
  );
}
