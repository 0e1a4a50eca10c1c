import { Link, useParams } from 'react-router-dom';
import { useLiveQuery } from '../../data/live-query.ts';
import { store } from '../../data/local-store.ts';
import { confirmationState } from '../../domain/confirmation.ts';
import { formatLeagueDate, formatLeagueTime } from '../../domain/dates.ts';
import { ratingLabel, valueLabel } from '../../domain/labels.ts';
import { t } from '../../i18n/core.ts';
import { DetailsList } from '../../ui/DetailsList.tsx';
import { Page } from '../../ui/Page.tsx';
import { ResultNote } from '../../ui/ResultNote.tsx';
import { LifecycleBadge } from './RefereeParts.tsx';
import { useReferee } from './use-referee.ts';

/** Where the captains' confirmation of this result stands, and the league's decision (issue #31). */
function Confirmation({ matchId }: { matchId: string }) {
  const confirmation = useLiveQuery(() => store.confirmations.get(matchId), [matchId]);
  const state = confirmationState(confirmation, Date.now());
  if (!state || state === 'confirmed') return null;
  return (
    <div className="mt-3">
      <ResultNote
        match={{ confirmation: { state, reason: confirmation?.decision?.reason ?? null } }}
        className="text-sm"
      />
    </div>
  );
}

/** A filed report, read-only, with the server's verdict and its reasons. */
export default function RefereeReportPage() {
  const { reportId = '' } = useParams();
  const { user, matches, reports, isLoading } = useReferee();
  if (isLoading || !reports || !matches) {
    return (
      <Page title={t('referee.report')}>
        <p role="status">{t('referee.loading')}</p>
      </Page>
    );
  }
  const state = reports.get(reportId);
  const match = matches.find((m) => m.id === reportId);
  if (!state) {
    return (
      <Page title={t('referee.report')}>
        <p className="rounded-2xl border border-stone-200 bg-white p-6 text-center">
          {t('referee.thisReportIsNotOn')}
        </p>
      </Page>
    );
  }
  const { report, lifecycle, verdict } = state;
  const rows: [string, string][] = [
    [
      t('referee.finalScore'),
      report.homeScore !== null && report.awayScore !== null
        ? `${report.homeScore} – ${report.awayScore}`
        : t('referee.notEntered'),
    ],
    [
      t('referee.actualStart'),
      report.actualStartTime ? formatLeagueTime(report.actualStartTime) : t('referee.notEntered'),
    ],
    [
      t('referee.startedOnTime'),
      report.startedOnTime
        ? t('referee.yes')
        : t('referee.no', { value: report.delayReason || t('referee.noReasonGiven') }),
    ],
    [t('referee.matchQuality'), ratingLabel(report.matchQuality)],
    [t('referee.fairPlay'), ratingLabel(report.fairPlay)],
    [t('referee.fieldConditions'), ratingLabel(report.fieldConditions)],
    [
      t('referee.weather'),
      report.weatherConditions ? valueLabel(report.weatherConditions) : t('referee.notEntered'),
    ],
  ];
  return (
    <Page title={t('referee.report')}>
      <p className="-mt-2 mb-4 text-stone-700">
        {match
          ? t('referee.vs2', {
              homeName: match.homeName,
              awayName: match.awayName,
              leagueDate: formatLeagueDate(match.date),
            })
          : report.matchId}
      </p>
      <LifecycleBadge lifecycle={lifecycle} />
      <Confirmation matchId={reportId} />
      {verdict?.override && (
        <p role="status" className="mt-4 rounded-xl bg-emerald-50 p-4 break-words text-emerald-900">
          {t('referee.acceptedByTheLeague', { reason: verdict.override.reason })}
        </p>
      )}
      {verdict?.status === 'rejected' && (
        <div role="alert" className="mt-4 rounded-xl bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{t('referee.theServerDidNotAccept')}</p>
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
              {t('referee.correctAndResubmit')}
            </Link>
          )}
        </div>
      )}
      <DetailsList rows={rows} className="mt-4 rounded-2xl border border-stone-200 bg-white p-4" />
      {(['goals', 'yellowCards', 'redCards'] as const).map((kind) => (
        <section key={kind} className="mt-4">
          <h2 className="font-semibold">
            {kind === 'goals'
              ? t('referee.goals')
              : kind === 'yellowCards'
                ? t('referee.yellowCards')
                : t('referee.redCards')}
          </h2>
          {report[kind].length === 0 ? (
            <p className="text-stone-600">{t('referee.none')}</p>
          ) : (
            <ul className="mt-1 space-y-1">
              {report[kind].map((e) => (
                <li key={`${e.playerId}-${e.minute}`}>
                  {e.minute}' {e.playerName}
                  {'assistPlayerName' in e && e.assistPlayerName
                    ? t('referee.assist', { assistPlayerName: e.assistPlayerName })
                    : ''}
                  {'reason' in e ? `: ${e.reason}` : ''}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {report.incidents && <p className="mt-4">{t('referee.incidents', { incidents: report.incidents })}</p>}
    </Page>
  );
}
