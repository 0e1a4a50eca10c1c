import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { refusalText, writeDoc } from '../../data/outbox.ts';
import { useScreenReady } from '../../data/perf.ts';
import { useFollowAssignedLeagues, useRefereeProfile } from '../../data/referee.ts';
import { useSession } from '../../data/session.ts';
import { formatLeagueDate, formatLeagueTime } from '../../domain/dates.ts';
import { refereeDbName } from '../../domain/db-names.ts';
import { NOTE_MAX } from '../../domain/limits.ts';
import { MSG } from '../../domain/messages.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { MatchKits } from '../../ui/Kit.tsx';
import { Page } from '../../ui/Page.tsx';
import { toast } from '../../ui/toasts.tsx';
import {
  Attendance,
  CardLists,
  ConfirmSuspended,
  Evaluation,
  EventList,
  field,
  Notes,
} from './ReportFormParts.tsx';
import {
  emptyForm,
  firstFormProblem,
  formFromReport,
  reportFromForm,
  suspendedPlaying,
  type TReportForm,
} from './report-form.ts';
import { FinalScore } from './ScoreFields.tsx';
import { type TLoaded, useMatchData } from './use-match-data.ts';

const draftKey = (matchId: string) => `pitchside-report-draft-${matchId}`;

/**
 * Opened from a notice on a phone that has not yet followed the referee's leagues (a new phone, a
 * league assigned since): while the match is not found, follow them, and the form appears once the
 * league arrives. Only then: the usual path reads nothing more.
 */
function FollowLeagues({ refereeId }: { refereeId: string }) {
  useFollowAssignedLeagues(useRefereeProfile(refereeId));
  return null;
}

export default function MatchReportPage() {
  const { matchId = '' } = useParams();
  const data = useMatchData(matchId);
  const user = useSession((s) => s.user)!;
  if (data === undefined) {
    return (
      <Page title={t('referee.matchReport')}>
        <p role="status">{t('referee.loading')}</p>
      </Page>
    );
  }
  if (!data.match) {
    return (
      <Page title={t('referee.matchReport')}>
        <p className="rounded-2xl border border-stone-200 bg-white p-6 text-center font-semibold">
          {MSG.matchNotFound}
        </p>
        <FollowLeagues refereeId={user.id} />
      </Page>
    );
  }
  if (data.match.refereeId !== user.id) {
    return (
      <Page title={t('referee.matchReport')}>
        <p className="rounded-2xl border border-stone-200 bg-white p-6 text-center">
          {t('referee.thisMatchIsNotAssigned')}
        </p>
      </Page>
    );
  }
  return <ReportForm key={matchId} data={data as TLoaded} refereeId={user.id} />;
}

/**
 * The report's whole check (its zod schema, 90 KB of code) is needed only to submit, so it loads
 * after the form is drawn, not before (issue #36, ADR 035). Null when it could not be loaded.
 */
const reportChecks = () => import('../../domain/report-validator.ts').catch(() => null);

function ReportForm({ data, refereeId }: { data: TLoaded; refereeId: string }) {
  useScreenReady('match-report', true);
  // Asked for once the form shows, so a submit never waits for it.
  useEffect(() => void reportChecks(), []);
  const { match, homeName, awayName, home, away, report, kits } = data;
  const navigate = useNavigate();
  const initial = useMemo<TReportForm>(() => {
    const saved = localStorage.getItem(draftKey(match.id));
    if (saved) {
      try {
        return JSON.parse(saved) as TReportForm;
      } catch {
        localStorage.removeItem(draftKey(match.id));
      }
    }
    if (report) return formFromReport(report);
    // A suspended player starts as missing: the referee unticks them only if they really play.
    const fresh = emptyForm(match);
    fresh.home.missingPlayers = home.filter((p) => p.suspended).map((p) => p.id);
    fresh.away.missingPlayers = away.filter((p) => p.suspended).map((p) => p.id);
    return fresh;
    // useForm reads these once; later roster or suspension changes show as warnings, not resets.
  }, [match, report, home, away]);
  const form = useForm<TReportForm>({ defaultValues: initial });
  const { register, control, handleSubmit, formState } = form;
  const values = useWatch({ control });
  const wasSubmitted = report?.status === 'submitted';

  // Kept on the device as you type: a closed tab or a dead battery loses nothing.
  useEffect(() => {
    let timer: number | undefined;
    const subscription = form.watch(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(
        () => localStorage.setItem(draftKey(match.id), JSON.stringify(form.getValues())),
        300,
      );
    });
    return () => {
      window.clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [form, match.id]);

  const names = new Map([...home, ...away].map((p) => [p.id, p.name]));
  const context = {
    match,
    refereeId,
    playerName: (id: string) => names.get(id) ?? t('referee.unknownPlayer'),
    createdAt: report?.createdAt ?? null,
  };

  const ineligible = suspendedPlaying(values, [
    { side: 'home', players: home },
    { side: 'away', players: away },
  ]);
  const [isConfirming, setConfirming] = useState(false);

  const save = async (formValues: TReportForm, status: 'draft' | 'submitted', isConfirmed = false) => {
    const doc = reportFromForm(formValues, context, status);
    if (status === 'submitted') {
      const problem =
        (Date.now() < Date.parse(match.date) ? MSG.reportBeforeKickOff : null) ??
        firstFormProblem(formValues) ??
        (await reportChecks())?.validateReport(doc, match, {
          home: home.map((p) => p.id),
          away: away.map((p) => p.id),
        })[0] ??
        null;
      if (problem) {
        toast.error(problem);
        return;
      }
      if (ineligible.length > 0 && !isConfirmed) {
        setConfirming(true);
        return;
      }
    }
    try {
      await writeDoc(refereeDbName(refereeId), { ...doc, _rev: report?._rev });
      localStorage.removeItem(draftKey(match.id));
      toast.success(
        status === 'submitted'
          ? t('referee.reportSubmittedSuccessfully')
          : t('referee.reportSavedAsDraftSuccessfully'),
      );
      navigate('/referee/dashboard');
    } catch (error) {
      toast.error(
        refusalText(
          error,
          status === 'submitted' ? t('referee.failedToSubmitReport') : t('referee.failedToSaveReport'),
        ),
      );
    }
  };

  const sideOptions = [
    { id: match.homeTeamId, name: homeName, players: home },
    { id: match.awayTeamId, name: awayName, players: away },
  ];
  return (
    <Page title={t('referee.matchReport')}>
      <p className="-mt-2 mb-6 text-stone-700">
        {t('referee.vs4', {
          homeName,
          awayName,
          leagueDate: formatLeagueDate(match.date),
          leagueTime: formatLeagueTime(match.date),
          venue: match.venue,
        })}
      </p>
      <MatchKits plan={kits} className="-mt-4 mb-6 text-stone-700" />
      <form className="space-y-6" noValidate onSubmit={handleSubmit((v) => save(v, 'submitted'))}>
        <fieldset className="rounded-2xl border border-stone-200 bg-white p-4">
          <legend className="px-1 text-lg font-semibold">{t('referee.matchTiming')}</legend>
          <p className="text-sm text-stone-600">
            {t('referee.scheduledKickOff', { leagueTime: formatLeagueTime(match.date) })}
          </p>
          <label className="mt-3 block text-sm font-medium" htmlFor="actualStartTime">
            {t('referee.actualStartTime')}
          </label>
          <input id="actualStartTime" type="time" className={field} {...register('actualStartTime')} />
          <label className="mt-3 flex min-h-11 items-center gap-3 text-sm font-medium">
            <input type="checkbox" {...register('startedOnTime')} /> {t('referee.theMatchStartedOnTime')}
          </label>
          {!values.startedOnTime && (
            <>
              <label className="mt-3 block text-sm font-medium" htmlFor="delayReason">
                {t('referee.delayReason')}
              </label>
              <input id="delayReason" maxLength={NOTE_MAX} className={field} {...register('delayReason')} />
            </>
          )}
        </fieldset>

        <fieldset className="rounded-2xl border border-stone-200 bg-white p-4">
          <legend className="px-1 text-lg font-semibold">{t('referee.teamAttendance')}</legend>
          <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
            {(['home', 'away'] as const).map((side, i) => (
              <Attendance
                key={side}
                side={side}
                team={sideOptions[i]!}
                register={register}
                onTime={values[side]?.onTime ?? true}
              />
            ))}
          </div>
        </fieldset>

        <Evaluation register={register} />

        <FinalScore
          register={register}
          values={values}
          isPlayoff={Boolean(match.playoff)}
          homeName={homeName}
          awayName={awayName}
        />

        <EventList
          kind="goals"
          title={t('referee.goals')}
          control={control}
          register={register}
          sides={sideOptions}
          values={values}
        />
        <CardLists control={control} register={register} sides={sideOptions} values={values} />

        <Notes register={register} />

        {ineligible.length > 0 && (
          <p
            role="status"
            className="rounded-2xl border border-red-300 bg-red-50 p-4 font-medium text-red-900"
          >
            {t('referee.suspendedWarning', { names: ineligible.join(', ') })}
          </p>
        )}
        <div className="sticky bottom-0 -mx-4 flex gap-3 border-t border-stone-200 bg-white/95 px-4 py-3 sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0">
          {!wasSubmitted && (
            <Button
              variant="secondary"
              className="flex-1"
              onClick={() => void save(form.getValues(), 'draft')}
            >
              {t('referee.saveDraft')}
            </Button>
          )}
          <Button type="submit" className="flex-1" disabled={formState.isSubmitting}>
            {t('referee.submitReport')}
          </Button>
        </div>
      </form>
      <ConfirmSuspended
        names={ineligible}
        isOpen={isConfirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void save(form.getValues(), 'submitted', true);
        }}
      />
    </Page>
  );
}
