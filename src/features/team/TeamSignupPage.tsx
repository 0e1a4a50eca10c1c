import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, OfflineError } from '../../data/api.ts';
import { formatPrice, useLeagueDirectory } from '../../data/leagues.ts';
import { signUpTeam, type TTeamSignUp } from '../../data/session.ts';
import { formatCalendarDate } from '../../domain/dates.ts';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PHONE_INPUT_MAX } from '../../domain/limits.ts';
import { MSG } from '../../domain/messages.ts';
import { normalisePhone } from '../../domain/phone.ts';
import { checkTeamSignupAccount, checkTeamSignupCaptain, checkTeamSignupTeam } from '../../domain/rules.ts';
import { Button } from '../../ui/Button.tsx';
import { DetailsList } from '../../ui/DetailsList.tsx';
import { SelectField, TextField } from '../../ui/Field.tsx';
import { Page } from '../../ui/Page.tsx';
import { Problem, useProblem } from '../../ui/Problem.tsx';
import { StepIndicator } from '../../ui/StepIndicator.tsx';
import { toast } from '../../ui/toasts.tsx';

const STEPS = ['Team', 'Captain', 'Login'] as const;

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
  const open = leagues?.filter((l) => l.spotsLeft > 0) ?? [];
  const chosen = leagues?.find((l) => l.id === watch('leagueId'));
  const league = chosen && chosen.spotsLeft > 0 ? chosen : undefined;

  const checks = [checkTeamSignupTeam, checkTeamSignupCaptain, checkTeamSignupAccount] as const;
  const next = () => {
    const values = getValues();
    // A league passed in the address may be full: it is no choice. One this device has not seen
    // yet (created a moment ago) goes on; the server has the last word on its places.
    const passed = leagues?.find((l) => l.id === values.leagueId);
    const isFull = step === 0 && passed !== undefined && passed.spotsLeft <= 0;
    const message = isFull ? MSG.leagueFull : checks[step]!(values);
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
      toast.success('Team account created successfully!');
      navigate(`/teams/${teamId}/onboarding/roster`, { replace: true });
    } catch (error) {
      const text =
        error instanceof OfflineError
          ? 'Signing up needs a connection. Your answers are kept: try again when you are back online.'
          : error instanceof ApiError && error.status < 500
            ? error.message
            : 'Failed to create team account';
      setProblem(text);
      toast.error(text);
    }
  });

  return (
    <Page title="Create a Team">
      <StepIndicator steps={STEPS} current={step} />
      <form
        onSubmit={submit}
        noValidate
        {...clearOnEdit}
        className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5"
      >
        {step === 0 && (
          <>
            <TextField
              id="teamName"
              maxLength={NAME_MAX}
              label="Team name"
              autoComplete="organization"
              {...register('teamName')}
            />
            <div>
              <SelectField id="leagueId" label="League" {...register('leagueId')}>
                <option value="">Choose a league</option>
                {open.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.name} ({l.spotsLeft} spot{l.spotsLeft === 1 ? '' : 's'} left)
                  </option>
                ))}
              </SelectField>
              {leagues && open.length === 0 && (
                <p className="mt-1 text-sm text-stone-600">Every league is full at the moment.</p>
              )}
              {chosen && !league && (
                <p className="mt-1 text-sm text-stone-700" role="status">
                  {chosen.name} is full. Choose another league.
                </p>
              )}
            </div>
            {league && (
              <DetailsList
                className="rounded-xl bg-brand-50 p-4 text-sm"
                rows={[
                  ['Season', league.season],
                  ['Price', formatPrice(league.price)],
                  ['Starts', formatCalendarDate(league.startDate)],
                  ['Ends', formatCalendarDate(league.endDate)],
                ]}
              />
            )}
          </>
        )}
        {step === 1 && (
          <>
            <TextField
              id="captainName"
              maxLength={NAME_MAX}
              label="Captain name"
              autoComplete="name"
              {...register('captainName')}
            />
            <TextField
              id="captainPhone"
              maxLength={PHONE_INPUT_MAX}
              label="Captain phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              hint="A US number: (212) 555-0100 works."
              {...register('captainPhone')}
            />
          </>
        )}
        {step === 2 && (
          <>
            <TextField
              id="email"
              maxLength={EMAIL_MAX}
              label="Login email"
              type="email"
              autoComplete="email"
              inputMode="email"
              {...register('email')}
            />
            <TextField
              id="password"
              maxLength={PASSWORD_MAX}
              label="Password"
              type="password"
              autoComplete="new-password"
              {...register('password')}
            />
            <TextField
              id="confirmPassword"
              maxLength={PASSWORD_MAX}
              label="Confirm password"
              type="password"
              autoComplete="new-password"
              {...register('confirmPassword')}
            />
            <section aria-labelledby="summary" className="rounded-xl bg-stone-50 p-4 text-sm">
              <h2 id="summary" className="font-semibold">
                Summary
              </h2>
              <DetailsList
                className="mt-2"
                rows={[
                  ['Team', getValues('teamName')],
                  ['League', league?.name ?? ''],
                  ['Captain', getValues('captainName')],
                  ['Phone', normalisePhone(getValues('captainPhone'))],
                ]}
              />
            </section>
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
              Back
            </Button>
          )}
          {/* Distinct keys: React must not turn the clicked Continue into the submit button mid-click. */}
          {step < 2 ? (
            <Button key="continue" className="flex-1" onClick={next}>
              Continue
            </Button>
          ) : (
            <Button key="submit" type="submit" className="flex-1" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? 'Creating…' : 'Create Team'}
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
            Change the team name
          </button>
        </p>
      )}
    </Page>
  );
}
