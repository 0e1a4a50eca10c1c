import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, OfflineError } from '../../data/api.ts';
import { formatPrice, useLeagueDirectory } from '../../data/leagues.ts';
import { signUpTeam, type TTeamSignUp } from '../../data/session.ts';
import { formatCalendarDate } from '../../domain/dates.ts';
import { MSG } from '../../domain/messages.ts';
import { normalisePhone } from '../../domain/phone.ts';
import { checkTeamSignupAccount, checkTeamSignupCaptain, checkTeamSignupTeam } from '../../domain/rules.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { DetailsList } from '../../ui/DetailsList.tsx';
import { EmailField, NameField, PasswordField, PhoneField, SelectField } from '../../ui/Field.tsx';
import { Page } from '../../ui/Page.tsx';
import { Problem, useProblem } from '../../ui/Problem.tsx';
import { Section } from '../../ui/Section.tsx';
import { StepIndicator } from '../../ui/StepIndicator.tsx';
import { toast } from '../../ui/toasts.tsx';

const STEPS = ['team.team', 'team.captain3', 'team.login'] as const;

/** Team signup (public-team-player.md): three steps, one online call at the end. */
export default function TeamSignupPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const leagues = useLeagueDirectory();
  const [step, setStep] = useState(0);
  const [problem, setProblem, clearOnEdit] = useProblem();
  const { register, getValues, watch, formState, handleSubmit } = useForm<TTeamSignUp>({
    defaultValues: {
      teamName: '',
      leagueId: params.get('leagueId') ?? '',
      captainName: '',
      captainPhone: '',
      email: '',
      password: '',
      confirmPassword: '',
    },
  });
  const open = leagues?.filter((l) => l.spotsLeft > 0 && !l.isOver) ?? [];
  const chosen = leagues?.find((l) => l.id === watch('leagueId'));
  const league = chosen && chosen.spotsLeft > 0 && !chosen.isOver ? chosen : undefined;

  const checks = [checkTeamSignupTeam, checkTeamSignupCaptain, checkTeamSignupAccount] as const;
  const next = () => {
    const values = getValues();
    // A league passed in the address may be full: it is no choice. One this device has not seen
    // yet (created a moment ago) goes on; the server has the last word on its places.
    const passed = leagues?.find((l) => l.id === values.leagueId);
    const isFull = step === 0 && passed !== undefined && passed.spotsLeft <= 0;
    const isOver = step === 0 && passed?.isOver === true;
    const message = isOver
      ? t('team.seasonIsOver', { name: passed!.name })
      : isFull
        ? MSG.leagueFull
        : checks[step]!(values);
    setProblem(message);
    if (message) toast.error(message);
    else setStep((s) => s + 1);
  };
  const submit = handleSubmit(async (values) => {
    const message = checkTeamSignupAccount(values);
    if (message) {
      setProblem(message);
      toast.error(message);
      return;
    }
    try {
      const { teamId } = await signUpTeam({
        ...values,
        teamName: values.teamName.trim(),
        email: values.email.trim(),
      });
      toast.success(t('team.teamAccountCreatedSuccessfully'));
      navigate(`/teams/${teamId}/onboarding/roster`, { replace: true });
    } catch (error) {
      const text =
        error instanceof OfflineError
          ? t('team.signingUpNeedsAConnection')
          : error instanceof ApiError && error.status < 500
            ? error.message
            : t('team.failedToCreateTeamAccount');
      setProblem(text);
      toast.error(text);
    }
  });

  return (
    <Page title={t('team.createATeam')}>
      <StepIndicator steps={STEPS} current={step} />
      <form
        onSubmit={submit}
        noValidate
        {...clearOnEdit}
        className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5"
      >
        {step === 0 && (
          <>
            <NameField
              id="teamName"
              label={t('team.teamName')}
              autoComplete="organization"
              {...register('teamName')}
            />
            <div>
              <SelectField id="leagueId" label={t('team.league')} {...register('leagueId')}>
                <option value="">{t('team.chooseALeague')}</option>
                {open.map((l) => (
                  <option key={l.id} value={l.id}>
                    {t('team.spot', { name: l.name, spotsLeft: l.spotsLeft })}
                  </option>
                ))}
              </SelectField>
              {leagues && open.length === 0 && (
                <p className="mt-1 text-sm text-stone-600">{t('team.everyLeagueIsFullAt')}</p>
              )}
              {chosen && !league && (
                <p className="mt-1 text-sm text-stone-700" role="status">
                  {chosen.isOver ? (
                    t('team.seasonIsOver', { name: chosen.name })
                  ) : (
                    <>
                      {t('team.isFullChooseAnotherLeague', { name: chosen.name })}{' '}
                      <Link
                        to={`/leagues/${chosen.id}/waiting-list`}
                        className="font-semibold text-brand-800 underline"
                      >
                        {t('team.orJoinWaitlist')}
                      </Link>
                    </>
                  )}
                </p>
              )}
            </div>
            {league && (
              <DetailsList
                className="rounded-xl bg-brand-50 p-4 text-sm"
                rows={[
                  [t('team.season'), league.season],
                  [t('team.price'), formatPrice(league.price)],
                  [t('team.starts'), formatCalendarDate(league.startDate)],
                  [t('team.ends'), formatCalendarDate(league.endDate)],
                ]}
              />
            )}
          </>
        )}
        {step === 1 && (
          <>
            <NameField
              id="captainName"
              label={t('team.captainName')}
              autoComplete="name"
              {...register('captainName')}
            />
            <PhoneField
              id="captainPhone"
              label={t('team.captainPhone')}
              hint={t('team.aUsNumber212555')}
              {...register('captainPhone')}
            />
          </>
        )}
        {step === 2 && (
          <>
            <EmailField id="email" label={t('team.loginEmail')} {...register('email')} />
            <PasswordField id="password" label={t('team.password')} isNew {...register('password')} />
            <PasswordField
              id="confirmPassword"
              label={t('team.confirmPassword')}
              isNew
              {...register('confirmPassword')}
            />
            <Section
              id="summary"
              plain
              className="rounded-xl bg-stone-50 p-4 text-sm"
              title={t('team.summary')}
            >
              <DetailsList
                className="mt-2"
                rows={[
                  [t('team.team'), getValues('teamName')],
                  [t('team.league'), league?.name ?? ''],
                  [t('team.captain3'), getValues('captainName')],
                  [t('team.phone'), normalisePhone(getValues('captainPhone'))],
                ]}
              />
            </Section>
          </>
        )}
        <Problem text={problem} />
        <div className="flex gap-3">
          {step > 0 && (
            <Button
              variant="secondary"
              className="flex-1"
              onClick={() => {
                setProblem(null);
                setStep((s) => s - 1);
              }}
            >
              {t('team.back')}
            </Button>
          )}
          {/* Distinct keys: React must not turn the clicked Continue into the submit button mid-click. */}
          {step < 2 ? (
            <Button key="continue" className="flex-1" onClick={next}>
              {t('team.continue')}
            </Button>
          ) : (
            <Button key="submit" type="submit" className="flex-1" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? t('team.creating') : t('team.createTeam')}
            </Button>
          )}
        </div>
      </form>
      {problem === MSG.teamNameTaken && (
        <p className="mt-3 text-sm">
          <button
            type="button"
            className="min-h-11 font-semibold text-brand-800 underline"
            onClick={() => setStep(0)}
          >
            {t('team.changeTheTeamName')}
          </button>
        </p>
      )}
    </Page>
  );
}
