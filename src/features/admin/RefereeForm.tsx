import { ApiError, apiCall, OfflineError } from '../../data/api.ts';
import type { TRow } from '../../data/local-store.ts';
import { ZRefereeForm } from '../../domain/forms/referee-form.ts';
import { MSG } from '../../domain/messages.ts';
import type { TLeague } from '../../domain/schemas/league.ts';
import { t } from '../../i18n/core.ts';
import { EmailField, NumberField, PasswordField, TextField } from '../../ui/Field.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';
import { DeskForm, leagueLabel } from './parts.tsx';

/** A referee account (online only: the e-mail must be unique across the whole system). */
export function RefereeForm({ leagues, onDone }: { leagues: TRow<TLeague>[]; onDone: () => void }) {
  const { register, submit, problem, clearOnEdit, formState } = useSchemaForm(ZRefereeForm, {
    displayName: '',
    email: '',
    password: '',
    phone: '',
    licenseNumber: '',
    experience: '',
    assignedLeagues: [],
  });
  const save = submit(async (account) => {
    try {
      await apiCall('/api/signup', { body: account });
      toast.success(MSG.refereeCreated);
      onDone();
    } catch (error) {
      return error instanceof ApiError || error instanceof OfflineError
        ? error.message
        : MSG.failedToCreateReferee;
    }
  });
  return (
    <DeskForm onSubmit={save} problem={problem} {...clearOnEdit}>
      <TextField
        id="ref-name"
        label={t('admin.fullName')}
        {...register('displayName')}
        maxLength={100}
        autoComplete="off"
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <EmailField id="ref-email" label={t('admin.email')} {...register('email')} autoComplete="off" />
        <PasswordField
          id="ref-password"
          label={t('admin.password')}
          {...register('password')}
          isNew
          hint={t('admin.atLeast6Characters')}
        />
        <TextField id="ref-phone" label={t('admin.phone')} type="tel" {...register('phone')} maxLength={40} />
        <TextField
          id="ref-licence"
          label={t('admin.licenceNumber')}
          {...register('licenseNumber')}
          maxLength={50}
        />
        <NumberField
          id="ref-experience"
          label={t('admin.experienceYears')}
          maxLength={2}
          {...register('experience')}
        />
      </div>
      {leagues.length > 0 && (
        <fieldset className="rounded-lg border border-stone-200 p-3">
          <legend className="px-1 text-sm font-semibold">{t('admin.leaguesCovered')}</legend>
          {leagues.map((l) => (
            <label key={l.id} className="flex min-h-11 items-center gap-2">
              <input type="checkbox" value={l.id} {...register('assignedLeagues')} />
              {leagueLabel(l, leagues)}
            </label>
          ))}
        </fieldset>
      )}
      <p className="text-sm text-stone-600">{t('admin.creatingAnAccountNeedsA')}</p>
      <FormActions onCancel={onDone} submit={t('admin.createReferee')} isBusy={formState.isSubmitting} />
    </DeskForm>
  );
}
