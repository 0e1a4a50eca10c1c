import type { UseFormRegister } from 'react-hook-form';
import { type TFreeAgentProfileForm, ZFreeAgentProfileEdit } from '../../domain/free-agent.ts';
import { valueLabel } from '../../domain/labels.ts';
import { PLAYER_LEVELS, POSITIONS, TEXT_MAX } from '../../domain/limits.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import {
  EmailField,
  NameField,
  PhoneField,
  SelectField,
  TextAreaField,
  ValueOptions,
} from '../../ui/Field.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { LeagueChoice } from './ChoiceSteps.tsx';

/** Step 1: who the player is. Contact details are optional, and only go to teams they apply to. */
export function ProfileFields({ register }: { register: UseFormRegister<TFreeAgentProfileForm> }) {
  const text = (field: Exclude<keyof TFreeAgentProfileForm, 'leagues'>) => register(field);
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <NameField
          id="fa-first"
          label={t('freeAgent.firstName')}
          autoComplete="given-name"
          {...text('firstName')}
        />
        <NameField
          id="fa-last"
          label={t('freeAgent.lastName')}
          autoComplete="family-name"
          {...text('lastName')}
        />
        <PhoneField
          id="fa-phone"
          label={t('freeAgent.phoneOptional')}
          hint={t('freeAgent.aUsNumber718555')}
          {...text('phone')}
        />
        <EmailField id="fa-email" label={t('freeAgent.emailOptional')} {...text('email')} />
        <SelectField id="fa-position" label={t('freeAgent.position')} {...text('position')}>
          <option value="">{t('freeAgent.chooseAPosition')}</option>
          <ValueOptions values={POSITIONS} />
        </SelectField>
        <SelectField id="fa-level" label={t('freeAgent.level')} {...text('level')}>
          <option value="">{t('freeAgent.chooseALevel')}</option>
          <ValueOptions values={PLAYER_LEVELS} />
        </SelectField>
      </div>
      <TextAreaField
        id="fa-bio"
        label={t('freeAgent.aboutYouOptional')}
        maxLength={TEXT_MAX}
        hint={t('freeAgent.whereAndWhenYouLike')}
        {...text('bio')}
      />
    </div>
  );
}

/** A profile edited from the private link: who the player is and the leagues they would play in. */
export function ProfileEditForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: TFreeAgentProfileForm;
  /** Resolves with a refusal to show, or nothing once saved. */
  onSave: (form: TFreeAgentProfileForm) => Promise<string | null>;
  onCancel: () => void;
}) {
  const { register, watch, setValue, submit, problem, clearOnEdit } = useSchemaForm(
    ZFreeAgentProfileEdit,
    initial,
  );
  return (
    <form noValidate onSubmit={submit(onSave)} className="mt-4 space-y-4" {...clearOnEdit}>
      <ProfileFields register={register} />
      <LeagueChoice chosen={watch('leagues')} onChange={(leagues) => setValue('leagues', leagues)} />
      <Problem text={problem} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit">{t('freeAgent.saveProfile')}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('freeAgent.cancel')}
        </Button>
      </div>
    </form>
  );
}

export const positionLabel = valueLabel;
