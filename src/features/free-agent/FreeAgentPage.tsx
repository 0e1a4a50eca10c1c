import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError, OfflineError } from '../../data/api.ts';
import {
  checkDuplicate,
  clearDraft,
  emptyForm,
  fetchOwnProfile,
  keyFor,
  lastSubmissionAt,
  loadDraft,
  saveDraft,
  submitApplication,
  type TDuplicate,
  type TFreeAgentDraft,
  type TSubmitted,
  updateOwnProfile,
} from '../../data/free-agent.ts';
import { type TFreeAgentProfileForm, ZFreeAgentProfileStep } from '../../domain/free-agent.ts';
import { POSITIONS } from '../../domain/limits.ts';
import { MSG } from '../../domain/messages.ts';
import { freeAgentWaitSeconds } from '../../domain/rules.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { Page } from '../../ui/Page.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { StepIndicator } from '../../ui/StepIndicator.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';
import { LeagueChoice, TeamChoice } from './ChoiceSteps.tsx';
import { ProfileFields } from './ProfileStep.tsx';
import { DuplicateScreen, SuccessScreen } from './WizardResults.tsx';

const STEPS = ['freeAgent.profile', 'freeAgent.leagues', 'freeAgent.teams'] as const;
const STEP_INDEX = { profile: 0, duplicate: 0, leagues: 1, teams: 2 } as const;

/** A new draft, with a league and position carried in from /onboarding. */
function startingDraft(params: URLSearchParams): TFreeAgentDraft {
  const form = emptyForm();
  const leagueId = params.get('leagueId');
  const position = params.get('position');
  if (leagueId) form.leagues = [leagueId];
  if (position && (POSITIONS as readonly string[]).includes(position)) form.position = position;
  return { form, teams: [], step: 'profile', profileId: null };
}

/** What to tell the person when an online call fails. */
function failureText(error: unknown, fallback: string): string {
  if (error instanceof OfflineError) return t('freeAgent.youAreOfflineYourAnswers2');
  if (error instanceof ApiError && error.status < 500) return error.message;
  return fallback;
}

/** The free-agent wizard (public-team-player.md §2, §4, §5): profile, leagues, teams; a draft kept on the device. */
export default function FreeAgentPage() {
  const [params] = useSearchParams();
  const [draft, setDraft] = useState<TFreeAgentDraft>(() => {
    const saved = loadDraft();
    const carried = params.has('leagueId') || params.has('position');
    return saved && !carried ? saved : startingDraft(params);
  });
  const [duplicate, setDuplicate] = useState<TDuplicate | null>(null);
  const [result, setResult] = useState<TSubmitted | null>(null);
  const [isBusy, setBusy] = useState(false);
  // Step 1 is a form; its one message is the wizard's for every step.
  const profile = useSchemaForm(ZFreeAgentProfileStep, draft.form);
  const { problem, setProblem: refuse } = profile;
  // What is typed goes into the draft, kept on the device.
  useEffect(() => {
    // The leagues are chosen on step 2, outside this form: its copy of them is left out.
    const typing = profile.watch(({ leagues: _chosenLater, ...typed }) =>
      setDraft((d) => ({ ...d, form: { ...d.form, ...typed } as TFreeAgentProfileForm })),
    );
    return () => typing.unsubscribe();
  }, [profile.watch]);

  useEffect(() => {
    if (!result) saveDraft(draft);
  }, [draft, result]);

  const change = (next: Partial<TFreeAgentDraft>) => {
    refuse(null);
    setDraft((d) => ({ ...d, ...next }));
  };

  const fromProfile = profile.submit(async (form) => {
    if (!form.email.trim() && !form.phone.trim()) return change({ step: 'leagues' });
    setBusy(true);
    try {
      const found = await checkDuplicate(form);
      if (found && found.id !== draft.profileId) {
        setDuplicate(found);
        change({ step: 'duplicate' });
      } else change({ step: 'leagues' });
    } catch (error) {
      // Offline, the check waits: the server takes the submission either way.
      if (error instanceof OfflineError) {
        toast.info(t('freeAgent.youAreOfflineYourAnswers'));
        change({ step: 'leagues' });
      } else refuse(failureText(error, t('freeAgent.failedToValidateProfile')));
    } finally {
      setBusy(false);
    }
  });

  const updateExisting = async () => {
    const key = duplicate ? keyFor(duplicate.id) : null;
    if (!duplicate || !key) return;
    setBusy(true);
    try {
      const current = await fetchOwnProfile(duplicate.id, key);
      const leagues = draft.form.leagues.length ? draft.form.leagues : current.leagues;
      await updateOwnProfile(duplicate.id, key, { ...draft.form, leagues });
      toast.success(t('freeAgent.profileUpdatedSuccessfully'));
      change({ step: 'leagues', profileId: duplicate.id, form: { ...draft.form, leagues } });
    } catch (error) {
      refuse(failureText(error, t('freeAgent.failedToCreateProfile')));
    } finally {
      setBusy(false);
    }
  };

  const send = async (teams: string[]) => {
    const wait = freeAgentWaitSeconds(lastSubmissionAt(), Date.now());
    if (wait > 0) return refuse(MSG.waitBeforeSubmitting(wait));
    setBusy(true);
    try {
      const sent = await submitApplication({
        ...draft.form,
        teams,
        ...(draft.profileId ? { profileId: draft.profileId } : {}),
      });
      clearDraft();
      setResult(sent);
    } catch (error) {
      refuse(failureText(error, t('freeAgent.failedToCreateProfile')));
    } finally {
      setBusy(false);
    }
  };

  const reset = () => {
    clearDraft();
    setResult(null);
    setDuplicate(null);
    refuse(null);
    const next = startingDraft(new URLSearchParams());
    profile.reset(next.form);
    setDraft(next);
  };

  if (result) {
    return (
      <Page title={t('freeAgent.joinAsFreeAgent')}>
        <SuccessScreen result={result} onAnother={reset} />
      </Page>
    );
  }
  const step = draft.step === 'duplicate' && !duplicate ? 'profile' : draft.step;
  const index = STEP_INDEX[step];
  return (
    <Page title={t('freeAgent.joinAsFreeAgent')}>
      <div
        role="progressbar"
        aria-label={t('freeAgent.progress')}
        aria-valuemin={1}
        aria-valuemax={3}
        aria-valuenow={index + 1}
        aria-valuetext={t('freeAgent.stepOf', { step: index + 1, total: 3, name: t(STEPS[index]!) })}
        className="mb-3 h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className="h-full bg-brand-600 transition-all"
          style={{ width: `${((index + 1) / 3) * 100}%` }}
        />
      </div>
      <StepIndicator steps={STEPS} current={index} />
      <div className="space-y-4">
        {step === 'profile' && (
          <form
            noValidate
            onSubmit={fromProfile}
            className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5"
            {...profile.clearOnEdit}
          >
            <ProfileFields register={profile.register} />
            <Problem text={problem} />
            <Button type="submit" disabled={isBusy}>
              {isBusy ? t('freeAgent.checking') : t('freeAgent.next')}
            </Button>
          </form>
        )}
        {step === 'duplicate' && duplicate && (
          <>
            <DuplicateScreen
              match={duplicate}
              canUpdate={keyFor(duplicate.id) !== null}
              isBusy={isBusy}
              onUpdate={() => void updateExisting()}
              onCreateNew={() => change({ step: 'leagues', profileId: null })}
            />
            <Problem text={problem} />
            <Button variant="secondary" onClick={() => change({ step: 'profile' })}>
              {t('freeAgent.back')}
            </Button>
          </>
        )}
        {step === 'leagues' && (
          <>
            <LeagueChoice
              chosen={draft.form.leagues}
              onChange={(leagues) => change({ form: { ...draft.form, leagues }, teams: [] })}
            />
            <Problem text={problem} />
            <div className="flex gap-3">
              <Button variant="secondary" onClick={() => change({ step: 'profile' })}>
                {t('freeAgent.back')}
              </Button>
              <Button
                onClick={() =>
                  draft.form.leagues.length ? change({ step: 'teams' }) : refuse(MSG.selectLeague)
                }
              >
                {t('freeAgent.next')}
              </Button>
            </div>
          </>
        )}
        {step === 'teams' && (
          <>
            <TeamChoice
              leagueIds={draft.form.leagues}
              chosen={draft.teams}
              onChange={(teams) => change({ teams })}
              onCreateAnyway={() => void send([])}
              isSending={isBusy}
              actions={
                <Button
                  disabled={isBusy}
                  onClick={() => (draft.teams.length ? void send(draft.teams) : refuse(MSG.selectTeam))}
                >
                  {isBusy ? t('freeAgent.sending') : t('freeAgent.sendApplication')}
                </Button>
              }
            />
            <Problem text={problem} />
            <Button variant="secondary" onClick={() => change({ step: 'leagues' })}>
              {t('freeAgent.back')}
            </Button>
          </>
        )}
      </div>
    </Page>
  );
}
