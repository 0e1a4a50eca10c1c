import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLeagueDirectory } from '../../data/leagues.ts';
import { ZOnboardingForm } from '../../domain/forms/onboarding-form.ts';
import { valueLabel } from '../../domain/labels.ts';
import { POSITIONS } from '../../domain/limits.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { Page } from '../../ui/Page.tsx';
import { StepIndicator } from '../../ui/StepIndicator.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';

const STEPS = ['team.league', 'team.role', 'team.position'] as const;
const choice = (isOn: boolean) =>
  `flex min-h-11 w-full items-center gap-3 rounded-xl border-2 p-4 text-left ${isOn ? 'border-brand-600 bg-brand-50' : 'border-stone-200 bg-white'}`;

/** Onboarding (spec: Onboarding wizard): league, role, then position for players. */
export default function OnboardingPage() {
  const navigate = useNavigate();
  const leagues = useLeagueDirectory();
  const [step, setStep] = useState(0);
  const { register, watch, submit } = useSchemaForm(ZOnboardingForm, {
    leagueId: '',
    role: '',
    position: '',
  });
  const { leagueId, role, position } = watch();

  const next = () => {
    if (step === 1 && role === 'captain') {
      navigate(`/team-signup?leagueId=${encodeURIComponent(leagueId)}`);
      return;
    }
    setStep((s) => s + 1);
  };
  const complete = submit(async (chosen) =>
    navigate(`/free-agent?leagueId=${encodeURIComponent(chosen.leagueId)}&position=${chosen.position}`),
  );

  return (
    <Page title={t('team.getStarted')}>
      <StepIndicator steps={STEPS} current={step} />
      <fieldset className="space-y-3">
        {step === 0 && (
          <>
            <legend className="mb-2 text-lg font-semibold">{t('team.chooseYourLeague')}</legend>
            {leagues === undefined && <p role="status">{t('team.loading')}</p>}
            {leagues?.length === 0 && <p>{t('team.noLeaguesAvailable')}</p>}
            {leagues?.map((l) => (
              <label key={l.id} className={choice(leagueId === l.id)}>
                <input type="radio" value={l.id} {...register('leagueId')} />
                <span>
                  <span className="block font-semibold">{l.name}</span>
                  <span className="text-sm text-stone-600">
                    {valueLabel(l.level)} · {l.season} · {l.city}
                  </span>
                </span>
              </label>
            ))}
          </>
        )}
        {step === 1 && (
          <>
            <legend className="mb-2 text-lg font-semibold">{t('team.howWillYouPlay')}</legend>
            {(
              [
                ['captain', t('team.teamCaptain'), t('team.signUpATeamAnd')],
                ['player', t('team.player'), t('team.findATeamThatIs')],
              ] as const
            ).map(([value, label, hint]) => (
              <label key={value} className={choice(role === value)}>
                <input type="radio" value={value} {...register('role')} />
                <span>
                  <span className="block font-semibold">{label}</span>
                  <span className="text-sm text-stone-600">{hint}</span>
                </span>
              </label>
            ))}
          </>
        )}
        {step === 2 && (
          <>
            <legend className="mb-2 text-lg font-semibold">{t('team.yourPreferredPosition')}</legend>
            {POSITIONS.map((p) => (
              <label key={p} className={choice(position === p)}>
                <input type="radio" value={p} {...register('position')} />
                <span className="font-semibold">{valueLabel(p)}</span>
              </label>
            ))}
          </>
        )}
      </fieldset>
      <div className="mt-6 flex gap-3">
        {step > 0 && (
          <Button key="back" variant="secondary" className="flex-1" onClick={() => setStep((s) => s - 1)}>
            {t('team.back')}
          </Button>
        )}
        {step < 2 ? (
          <Button
            key="continue"
            className="flex-1"
            disabled={(step === 0 && !leagueId) || (step === 1 && !role)}
            onClick={next}
          >
            {t('team.continue')}
          </Button>
        ) : (
          <Button key="complete" className="flex-1" onClick={() => void complete()}>
            {t('team.completeSetup')}
          </Button>
        )}
      </div>
    </Page>
  );
}
