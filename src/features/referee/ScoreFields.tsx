import type { UseFormRegister } from 'react-hook-form';
import { t } from '../../i18n/core.ts';
import { NumberField } from '../../ui/Field.tsx';
import type { TReportForm } from './report-form.ts';

/** The final score, and under it the shoot-out of a level playoff match. */
export function FinalScore({
  register,
  values,
  isPlayoff,
  homeName,
  awayName,
}: {
  register: UseFormRegister<TReportForm>;
  values: { homeScore?: string; awayScore?: string };
  isPlayoff: boolean;
  homeName: string;
  awayName: string;
}) {
  return (
    <fieldset className="rounded-2xl border border-stone-200 bg-white p-4">
      <legend className="px-1 text-lg font-semibold">{t('referee.finalScore2')}</legend>
      <div className="grid grid-cols-2 gap-3">
        {(
          [
            ['homeScore', homeName],
            ['awayScore', awayName],
          ] as const
        ).map(([name, label]) => (
          <NumberField key={name} id={name} label={label} {...register(name)} />
        ))}
      </div>
      {isPlayoff && isLevelScore(values) && (
        <PenaltyFields register={register} homeName={homeName} awayName={awayName} />
      )}
    </fieldset>
  );
}

/**
 * ADR 062: a playoff match level at full time was decided by a shoot-out; the referee enters its
 * score under the final score. Shown only then: any other match has none.
 */
function PenaltyFields({
  register,
  homeName,
  awayName,
}: {
  register: UseFormRegister<TReportForm>;
  homeName: string;
  awayName: string;
}) {
  return (
    <fieldset className="mt-4 rounded-xl bg-brand-50 p-3">
      <legend className="px-1 font-semibold">{t('referee.playoff.shootOut')}</legend>
      <p className="mb-2 text-sm text-stone-700">{t('referee.playoff.shootOutHint')}</p>
      <div className="grid grid-cols-2 gap-3">
        <NumberField
          id="homePenalties"
          label={t('referee.playoff.penaltiesOf', { team: homeName })}
          {...register('homePenalties')}
        />
        <NumberField
          id="awayPenalties"
          label={t('referee.playoff.penaltiesOf', { team: awayName })}
          {...register('awayPenalties')}
        />
      </div>
    </fieldset>
  );
}

/** The final score is level (both entered): a playoff match then needs its shoot-out. */
const isLevelScore = (values: { homeScore?: string; awayScore?: string }) =>
  (values.homeScore ?? '').trim() !== '' && values.homeScore?.trim() === values.awayScore?.trim();
