import { useState } from 'react';
import { URL_MAX } from '../../domain/limits.ts';
import { SETUP_STEPS, setupProgress, type TSetupStep } from '../../domain/setup-steps.ts';
import { t } from '../../i18n/core.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { Section } from '../../ui/Section.tsx';
import { shareText } from '../../ui/share-text.ts';
import { toast } from '../../ui/toasts.tsx';
import type { TAdminData } from './admin-data.ts';

// A new desk's first steps (a league, its teams, a referee, a schedule), ticked by the data
// itself. Hidden on this device when the organiser says so, and gone once every step is done.
const HIDDEN_KEY = 'pitchside-setup-hidden';

const isHiddenHere = () => {
  try {
    return localStorage.getItem(HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
};

export function GettingStarted({ data }: { data: TAdminData }) {
  const [isHidden, setHidden] = useState(isHiddenHere);
  const progress = setupProgress(data);
  if (isHidden || progress.isComplete) return null;
  const hide = () => {
    try {
      localStorage.setItem(HIDDEN_KEY, '1');
    } catch {
      // Not kept: the list comes back at the next visit.
    }
    setHidden(true);
  };
  const doneCount = progress.steps.filter((s) => s.done).length;
  const next = progress.steps.find((s) => !s.done)?.step;
  return (
    <Section id="getting-started" level={3} tone="brand" title={t('admin.setupTitle')}>
      <p className="text-sm text-stone-700">
        {t('admin.setupProgress', { count: doneCount, total: SETUP_STEPS.length })}
      </p>
      <ol className="mt-3 space-y-4">
        {progress.steps.map(({ step, done }, index) => (
          <li key={step} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className={`mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold ${done ? 'bg-emerald-700 text-white' : 'border-2 border-brand-700 bg-white text-brand-800'}`}
            >
              {done ? '✓' : index + 1}
            </span>
            <div className="min-w-0 flex-1 space-y-2">
              <p className="font-semibold">
                {STEP_TITLE[step]()}{' '}
                <span className={done ? 'text-emerald-800' : 'sr-only'}>
                  {done ? t('admin.setupDone') : t('admin.setupToDo')}
                </span>
              </p>
              {!done && <StepBody step={step} data={data} isNext={step === next} />}
            </div>
          </li>
        ))}
      </ol>
      <Button variant="ghost" className="mt-3 -ml-4" onClick={hide}>
        {t('admin.setupHide')}
      </Button>
    </Section>
  );
}

const STEP_TITLE: Record<TSetupStep, () => string> = {
  league: () => t('admin.setupLeague'),
  teams: () => t('admin.setupTeams'),
  referee: () => t('admin.setupReferee'),
  schedule: () => t('admin.setupSchedule'),
};

/** What each step asks, and the form that does it (the teams' step has its own body). */
const STEP_ACTION: Record<
  Exclude<TSetupStep, 'teams'>,
  { hint: () => string; to: string; label: () => string }
> = {
  league: {
    hint: () => t('admin.setupLeagueHint'),
    to: '/admin/leagues?new=1',
    label: () => t('admin.createLeague'),
  },
  referee: {
    hint: () => t('admin.setupRefereeHint'),
    to: '/admin/referees?new=1',
    label: () => t('admin.createReferee'),
  },
  schedule: {
    hint: () => t('admin.setupScheduleHint'),
    to: '/admin/matches?generate=1',
    label: () => t('admin.generateSeason'),
  },
};

/** A step still to do; the first of them gets the primary button. */
function StepBody({ step, data, isNext }: { step: TSetupStep; data: TAdminData; isNext: boolean }) {
  if (step === 'teams') return <SignupLink data={data} isNext={isNext} />;
  const { hint, to, label } = STEP_ACTION[step];
  return (
    <>
      <p className="text-sm text-stone-700">{hint()}</p>
      <ButtonLink to={to} variant={isNext ? 'primary' : 'secondary'}>
        {label()}
      </ButtonLink>
    </>
  );
}

/** Captains sign their own teams up: the organiser sends them the address (one league: chosen). */
function SignupLink({ data, isNext }: { data: TAdminData; isNext: boolean }) {
  const [isManual, setManual] = useState(false);
  const signedUp = data.teams.filter((team) => !team.withdrawnAt).length;
  if (data.leagues.length === 0)
    return <p className="text-sm text-stone-700">{t('admin.setupTeamsLater')}</p>;
  const only = data.leagues.length === 1 ? data.leagues[0] : undefined;
  const link = `${window.location.origin}/team-signup${only ? `?leagueId=${only.id}` : ''}`;
  const share = async () => {
    const how = await shareText(link);
    if (how === 'copied') toast.success(t('admin.setupLinkCopied'));
    setManual(how === 'manual');
  };
  return (
    <>
      <p className="text-sm text-stone-700">
        {t('admin.setupTeamsHint')} {t('admin.setupTeamsSoFar', { count: signedUp })}
      </p>
      <TextField
        id="signup-link"
        label={t('admin.setupSignupAddress')}
        type="url"
        maxLength={URL_MAX}
        readOnly
        value={link}
        onFocus={(e) => e.currentTarget.select()}
      />
      {isManual && <p className="text-sm text-stone-700">{t('admin.setupCopyYourself')}</p>}
      <Button variant={isNext ? 'primary' : 'secondary'} onClick={() => void share()}>
        {t('admin.setupShareLink')}
      </Button>
    </>
  );
}
