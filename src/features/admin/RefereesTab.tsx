import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { apiCall } from '../../data/api.ts';
import { useDaysAway } from '../../data/days-away.ts';
import { useLiveQuery } from '../../data/live-query.ts';
import { store, type TRow } from '../../data/local-store.ts';
import { useRefusals } from '../../data/refusals.ts';
import {
  compareInstants,
  formatCalendarDate,
  formatLeagueDate,
  formatLeagueTime,
} from '../../domain/dates.ts';
import { docId } from '../../domain/db-names.ts';
import { formatCents } from '../../domain/money.ts';
import { refereeLedger } from '../../domain/referee-pay.ts';
import type { TRatingSummary } from '../../domain/schemas/referee-rating.ts';
import type { TUserProfile } from '../../domain/schemas/user.ts';
import { formatRating, t } from '../../i18n/core.ts';
import { Button, RowButton } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { usePaged } from '../../ui/paged.tsx';
import { RefusedNote } from '../../ui/Refusal.tsx';
import { toast } from '../../ui/toasts.tsx';
import { byId, type TAdminData } from './admin-data.ts';
import { DeactivateReferee } from './DeactivateReferee.tsx';
import { OverrideVerdict } from './OverrideVerdict.tsx';
import { ProposeReferees } from './ProposeReferees.tsx';
import { Badge, Empty, errorText } from './parts.tsx';
import { RefereeFees } from './RefereeFees.tsx';
import { RefereeForm } from './RefereeForm.tsx';
import { RefereePay } from './RefereePay.tsx';

/** Referees: create accounts (online), their counters and matches, deactivation. */
export function RefereesTab({ data }: { data: TAdminData }) {
  // `?new=1` (the overview's first steps) opens the form at once.
  const [params, setParams] = useSearchParams();
  const [isCreating, setCreating] = useState(() => params.has('new'));
  const stopCreating = () => {
    setCreating(false);
    if (params.has('new')) setParams({}, { replace: true });
  };
  const [problem, setProblem] = useState<string | null>(null);
  const [isProposing, setProposing] = useState(false);
  const [issued, setIssued] = useState<{ name: string; password: string } | null>(null);
  const [deactivating, setDeactivating] = useState<TRow<TUserProfile> | null>(null);
  const [paying, setPaying] = useState<TRow<TUserProfile> | null>(null);
  // ADR 058: the leagues' fees and the payments recorded (the referees' databases).
  const fees = useLiveQuery(() => store.refereeFees.toArray(), []) ?? [];
  const payments = useLiveQuery(() => store.refereePayments.toArray(), []) ?? [];
  const referees = data.users
    .filter((u) => u.role === 'referee')
    .sort((a, b) => a.displayName.localeCompare(b.displayName));
  const verdicts =
    useLiveQuery(() => store.resolutions.where('db').startsWith('referee-').toArray(), []) ?? [];
  const stuck = useLiveQuery(() => store.resolverProblems.toArray(), []) ?? [];
  const daysAway = useDaysAway();
  const ratings = new Map(
    (useLiveQuery(() => store.ratingSummaries.toArray(), []) ?? []).map((s) => [s.refereeId, s]),
  );
  // Each team's rating, newest first: the admin's device holds every team's database.
  const given = [...(useLiveQuery(() => store.refereeRatings.toArray(), []) ?? [])].sort((a, b) =>
    compareInstants(b.ratedAt, a.ratedAt),
  );
  // An acceptance the server refused is said where it was made (its document is not projected).
  const refusals = useRefusals();
  const teams = byId(data.teams);
  const matches = byId(data.matches);
  const { visible, more } = usePaged(referees, 'referees');
  const now = new Date().toISOString();
  const label = (matchId: string) => {
    const m = matches.get(matchId);
    return m
      ? `${t('admin.vs2', { name: teams.get(m.homeTeamId)?.name ?? '?', name2: teams.get(m.awayTeamId)?.name ?? '?' })} (${formatLeagueDate(m.date)})`
      : matchId;
  };

  async function act(referee: TRow<TUserProfile>, action: 'reactivate' | 'one-time-password') {
    try {
      const answer = await apiCall<{ password?: string }>(`/api/admin/accounts/${referee.id}/${action}`, {
        body: {},
      });
      setProblem(null);
      if (answer.password) setIssued({ name: referee.displayName, password: answer.password });
      else toast.success(t('admin.reactivated', { displayName: referee.displayName }));
    } catch (error) {
      setProblem(errorText(error));
      toast.error(errorText(error));
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setCreating(true)}>{t('admin.createReferee')}</Button>
        <Button variant="secondary" onClick={() => setProposing(true)}>
          {t('admin.propose.button')}
        </Button>
      </div>
      <Modal
        title={t('admin.propose.title')}
        isOpen={isProposing}
        onClose={() => setProposing(false)}
        size="lg"
      >
        {isProposing && <ProposeReferees data={data} onDone={() => setProposing(false)} />}
      </Modal>
      <RefereeFees data={data} fees={byId(fees)} payments={payments} />
      <Problem text={problem} />
      {issued && (
        <p role="status" className="rounded-lg bg-brand-50 p-3">
          {t('admin.oneTimePasswordFor', { name: issued.name })}{' '}
          <code className="text-lg font-bold">{issued.password}</code> {t('admin.shownOnce')}
        </p>
      )}
      {referees.length === 0 ? (
        <Empty title={t('admin.noRefereesYet')}>{t('admin.createARefereeAccountThey')}</Empty>
      ) : (
        <ul className="space-y-3">
          {visible.map((r) => {
            const theirs = data.matches.filter((m) => m.refereeId === r.id);
            const officiated = theirs.filter((m) => m.status === 'completed').length;
            const upcoming = theirs.filter((m) => m.status === 'scheduled' && m.date >= now);
            const rejected = verdicts.filter((v) => v.db === `referee-${r.id}` && v.status === 'rejected');
            const parked = stuck.filter((p) => p.refereeId === r.id);
            const owed = refereeLedger(r.id, theirs, payments, fees);
            return (
              <li key={r.id} className="rounded-2xl border border-stone-200 bg-white p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="break-words font-semibold">
                      {r.displayName}{' '}
                      {r.deactivatedAt ? (
                        <Badge tone="grey">{t('admin.deactivated2')}</Badge>
                      ) : (
                        <Badge tone="green">{t('admin.active')}</Badge>
                      )}
                    </p>
                    <p className="break-all text-sm text-stone-600">
                      {r.email}
                      {r.phone ? ` · ${r.phone}` : ''}{' '}
                      {t('admin.licenceYears', {
                        value: r.refereeData?.licenseNumber || t('app.notAvailable'),
                        value2: r.refereeData?.experience ?? 0,
                      })}
                    </p>
                    <p className="text-sm text-stone-600">
                      {t('admin.officiatedUpcomingRejectedReports', {
                        officiated,
                        length: upcoming.length,
                        length2: rejected.length,
                      })}
                    </p>
                    {owed.owed.length > 0 && (
                      <p className="text-sm text-stone-600">
                        {t('admin.pay.owedSummary', {
                          amount: formatCents(owed.owedCents),
                          count: owed.owed.length,
                        })}
                      </p>
                    )}
                    <DaysAway days={daysAway?.get(r.id) ?? []} />
                    <Ratings
                      summary={ratings.get(r.id)}
                      lines={given
                        .filter((g) => g.refereeId === r.id)
                        .map((g) => ({
                          id: g.id,
                          text: t('admin.teamRatedReferee', {
                            team: teams.get(g.teamId)?.name ?? '?',
                            rating: g.rating,
                            match: label(g.matchId),
                          }),
                        }))}
                    />
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {r.deactivatedAt ? (
                      <Button variant="secondary" onClick={() => void act(r, 'reactivate')}>
                        {t('admin.reactivate')}
                      </Button>
                    ) : (
                      <RowButton
                        text={t('admin.deactivate')}
                        label={t('admin.deactivate2', { displayName: r.displayName })}
                        onClick={() => setDeactivating(r)}
                      />
                    )}
                    <RowButton
                      text={t('admin.pay.pay')}
                      label={t('admin.pay.payLabel', { name: r.displayName })}
                      onClick={() => setPaying(r)}
                    />
                    <RowButton
                      variant="ghost"
                      text={t('admin.oneTimePassword2')}
                      label={t('admin.oneTimePasswordFor2', { displayName: r.displayName })}
                      onClick={() => void act(r, 'one-time-password')}
                    />
                  </div>
                </div>
                {upcoming.length > 0 && (
                  <ul className="mt-2 list-disc pl-5 text-sm">
                    {upcoming.slice(0, 3).map((m) => (
                      <li key={m.id}>
                        {formatLeagueTime(m.date)} {label(m.id)}
                      </li>
                    ))}
                  </ul>
                )}
                {rejected.map((v) => (
                  <div
                    key={v.id}
                    className="mt-1 flex flex-wrap items-center justify-between gap-2 rounded bg-red-50 px-2 py-1"
                  >
                    <p className="min-w-0 break-words text-sm text-red-900">
                      {label(v.matchId)}: {v.reasons.join('; ')}
                    </p>
                    <OverrideVerdict refereeId={r.id} verdict={v} matchLabel={label(v.matchId)} />
                    {refusals.has(docId('verdictOverride', v.matchId)) && (
                      <div className="w-full">
                        <RefusedNote refusal={refusals.get(docId('verdictOverride', v.matchId))!} />
                      </div>
                    )}
                  </div>
                ))}
                {parked.map((p) => (
                  <p key={p.id} className="mt-1 rounded bg-red-50 px-2 py-1 text-sm break-words text-red-900">
                    {t('admin.stuck', { error: p.error })}
                  </p>
                ))}
              </li>
            );
          })}
        </ul>
      )}
      {more}
      {deactivating && (
        <DeactivateReferee referee={deactivating} data={data} onClose={() => setDeactivating(null)} />
      )}
      <Modal
        title={t('admin.pay.title', { name: paying?.displayName ?? '' })}
        isOpen={paying !== null}
        onClose={() => setPaying(null)}
        size="lg"
      >
        {paying && (
          <RefereePay
            referee={paying}
            data={data}
            payments={payments}
            fees={fees}
            onDone={() => setPaying(null)}
          />
        )}
      </Modal>
      <Modal title={t('admin.createReferee')} isOpen={isCreating} onClose={stopCreating} size="lg">
        {isCreating && <RefereeForm leagues={data.leagues} onDone={stopCreating} />}
      </Modal>
    </div>
  );
}

/** The captains' average rating of a referee, and each team's rating behind it. */
function Ratings({
  summary,
  lines,
}: {
  summary: TRatingSummary | undefined;
  lines: { id: string; text: string }[];
}) {
  if (!summary || summary.average === null) return null;
  return (
    <details className="text-sm text-stone-600">
      <summary className="min-h-11 cursor-pointer py-2">
        {t('admin.refereeRating', { average: formatRating(summary.average), count: summary.count })}
      </summary>
      <ul className="list-disc pl-5">
        {lines.map((line) => (
          <li key={line.id}>{line.text}</li>
        ))}
      </ul>
    </details>
  );
}

/** ADR 051: the next days the referee said they cannot referee (six at most, then how many more). */
function DaysAway({ days }: { days: string[] }) {
  if (days.length === 0) return null;
  const shown = days.slice(0, 6).map((day) => formatCalendarDate(day));
  const more = days.length > 6 ? ` +${days.length - 6}` : '';
  return (
    <p className="text-sm text-amber-900">{t('admin.refereeDaysAway', { days: shown.join(', ') + more })}</p>
  );
}
