import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import type { THandBackState } from '../../data/hand-back.ts';
import {
  matchLabel,
  requestAssignment,
  type TLifecycle,
  type TMatchView,
  type TReportState,
  type TRequestState,
} from '../../data/referee.ts';
import { formatLeagueDate, formatLeagueTime } from '../../domain/dates.ts';
import { penaltiesText } from '../../domain/fixtures.ts';
import { type TMessageKey, t } from '../../i18n/core.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { MatchKits } from '../../ui/Kit.tsx';
import { Place } from '../../ui/Place.tsx';
import { toast } from '../../ui/toasts.tsx';

const HandBackForm = lazy(() => import('./HandBackForm.tsx'));

// Spec §4: submitted green, approved blue, any other yellow; we add red for a rejection.
const LIFECYCLE: Record<TLifecycle, { label: TMessageKey; style: string }> = {
  draft: { label: 'referee.draft', style: 'bg-amber-100 text-amber-900' },
  waiting: { label: 'referee.waitingToSync', style: 'bg-amber-100 text-amber-900' },
  notSaved: { label: 'referee.notSaved2', style: 'bg-red-100 text-red-900' },
  submitted: { label: 'referee.submitted', style: 'bg-emerald-100 text-emerald-900' },
  accepted: { label: 'referee.accepted', style: 'bg-blue-100 text-blue-900' },
  rejected: { label: 'referee.rejected', style: 'bg-red-100 text-red-900' },
};

export function LifecycleBadge({ lifecycle }: { lifecycle: TLifecycle }) {
  const { label, style } = LIFECYCLE[lifecycle];
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${style}`}>
      {t(label)}
    </span>
  );
}

const LABEL_TEXT: Record<ReturnType<typeof matchLabel>, TMessageKey> = {
  Completed: 'referee.label.completed',
  'Assigned to You': 'referee.label.assigned',
  Available: 'referee.label.available',
  Scheduled: 'referee.label.scheduled',
};

const LABEL_STYLE: Record<ReturnType<typeof matchLabel>, string> = {
  Completed: 'bg-stone-200 text-stone-800',
  'Assigned to You': 'bg-brand-100 text-brand-800',
  Available: 'bg-emerald-100 text-emerald-900',
  Scheduled: 'bg-stone-100 text-stone-700',
};

type TMatchCardProps = {
  match: TMatchView;
  refereeId: string;
  report: TReportState | undefined;
  request: TRequestState | undefined;
  /** Where the referee's hand-back of this match stands, if they made one (ADR 050). */
  handBack?: THandBackState | undefined;
  /** The match falls on a day the referee said they cannot referee (ADR 051). */
  isAwayThatDay?: boolean;
  /** Kicked off with no final report yet: the referee's most urgent task. */
  isDue?: boolean;
};

export function MatchCard(props: TMatchCardProps) {
  const { match, refereeId, report, request, handBack, isAwayThatDay = false, isDue = false } = props;
  const [isHandingBack, setHandingBack] = useState(false);
  const label = matchLabel(match, refereeId);
  const isHandBackOnItsWay = handBack?.status === 'waiting' || handBack?.status === 'sent';
  const canHandBack =
    label === 'Assigned to You' && !isHandBackOnItsWay && Date.parse(match.date) > Date.now();
  const canReport = label === 'Assigned to You';
  const isAvailable = label === 'Available';
  const hasReport = match.status === 'completed' && match.refereeReportId && report;
  const ask = async () => {
    await requestAssignment(refereeId, match);
    toast.info(navigator.onLine ? t('referee.requestSent') : t('referee.requestSavedItWillBe'));
  };
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex flex-wrap gap-1">
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${LABEL_STYLE[label]}`}>
            {t(LABEL_TEXT[label])}
          </span>
          {isDue && (
            <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900">
              {t('referee.reportDue')}
            </span>
          )}
          {match.playoff && (
            <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
              {t('app.playoff.playoffs')}
            </span>
          )}
        </span>
        <span className="text-xs text-stone-600">{match.leagueName}</span>
      </div>
      <p className="mt-2 font-semibold">
        {match.homeName} <span className="font-normal text-stone-500">{t('referee.vs3')}</span>{' '}
        {match.awayName}
      </p>
      <p className="text-sm text-stone-700">
        {formatLeagueDate(match.date)} · {formatLeagueTime(match.date)} ·{' '}
        <Place venue={match.venue} venues={match.venues} />
      </p>
      {match.status === 'scheduled' && <MatchKits plan={match.kits} className="text-stone-700" />}
      {match.score && (
        <p className="mt-1 text-lg font-bold">
          <span className="sr-only">{t('referee.finalScore')} </span>
          {match.score.home} – {match.score.away}
          {match.penalties && <span className="ml-1 text-sm font-medium">{penaltiesText(match)}</span>}
        </p>
      )}
      {match.cannotPlay && (
        <p className="mt-2 text-sm font-medium text-red-900">
          {t('app.cannotPlay', { teams: match.cannotPlay.join(', ') })}
        </p>
      )}
      {isAwayThatDay && match.status === 'scheduled' && (
        <p className="mt-2 text-sm text-amber-900">{t('referee.awayThatDay')}</p>
      )}
      <HandBackLine state={handBack} isAssigned={canReport} />
      {report && (
        <div className="mt-2">
          <LifecycleBadge lifecycle={report.lifecycle} />
          {report.refusal && (
            <p className="mt-1 text-sm text-red-800">{t('referee.notSaved', { refusal: report.refusal })}</p>
          )}
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {canReport && (
          <ButtonLink
            to={`/referee/match/${match.id}/report`}
            aria-label={t('referee.createReportVs', { homeName: match.homeName, awayName: match.awayName })}
          >
            {report ? t('referee.editReport') : t('referee.createReport')}
          </ButtonLink>
        )}
        {isAvailable &&
          (request?.status === 'pending' ? (
            <Button variant="secondary" disabled>
              {t('referee.requested')}
            </Button>
          ) : request?.status === 'refused' ? (
            <span className="text-sm text-red-800">
              {t('referee.notAssigned', { reason: request.reason })}
            </span>
          ) : (
            <Button
              variant="secondary"
              onClick={ask}
              aria-label={t('referee.requestAssignmentVs', {
                homeName: match.homeName,
                awayName: match.awayName,
              })}
            >
              {t('referee.requestAssignment')}
            </Button>
          ))}
        {canHandBack && (
          <Button
            variant="secondary"
            onClick={() => setHandingBack(true)}
            aria-label={t('referee.cantMakeItVs', { homeName: match.homeName, awayName: match.awayName })}
          >
            {t('referee.cantMakeIt')}
          </Button>
        )}
        {hasReport && (
          <Link
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
            to={`/referee/reports/${match.id}`}
          >
            {t('referee.viewReport')}
          </Link>
        )}
      </div>
      {isHandingBack && (
        <Suspense fallback={null}>
          <HandBackForm refereeId={refereeId} match={match} onClose={() => setHandingBack(false)} />
        </Suspense>
      )}
    </li>
  );
}

/** Where a hand-back stands, on its match's card: on its way, refused, or done. */
function HandBackLine({ state, isAssigned }: { state: THandBackState | undefined; isAssigned: boolean }) {
  if (!state) return null;
  if (state.status === 'waiting' || state.status === 'sent')
    return (
      <p className="mt-2">
        <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
          {state.status === 'waiting' ? t('referee.handingBackWaiting') : t('referee.handingBack')}
        </span>
      </p>
    );
  if (state.status === 'notSaved' || (state.status === 'refused' && isAssigned))
    return (
      <p className="mt-2 text-sm text-red-800">{t('referee.handBackNotSaved', { reason: state.reason })}</p>
    );
  if (state.status === 'done' && !isAssigned)
    return <p className="mt-2 text-sm text-stone-600">{t('referee.youHandedThisBack')}</p>;
  return null;
}
