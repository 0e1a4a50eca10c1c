import { ApiError, apiCall, OfflineError } from '../../data/api.ts';
import type { TRow } from '../../data/local-store.ts';
import { refusalText, writeDoc } from '../../data/outbox.ts';
import { docId, teamDbName } from '../../domain/db-names.ts';
import { ZCaptainForm, ZPasswordChangeForm } from '../../domain/forms/account-forms.ts';
import { MSG } from '../../domain/messages.ts';
import { normalisePhone } from '../../domain/phone.ts';
import type { TTeam } from '../../domain/schemas/team.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { NameField, PasswordField, PhoneField } from '../../ui/Field.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';

/** Team settings' account forms: the password (online only) and the captain's details (offline like any edit). */
export function PasswordForm() {
  const { register, reset, submit, problem, clearOnEdit } = useSchemaForm(ZPasswordChangeForm, {
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const save = submit(async (values) => {
    try {
      await apiCall('/api/password', { body: values });
      reset();
      toast.success(t('team.passwordUpdatedSuccessfully'));
    } catch (error) {
      return error instanceof OfflineError
        ? error.message
        : error instanceof ApiError && error.status === 401
          ? MSG.notAuthenticated
          : error instanceof ApiError && error.status < 500
            ? error.message
            : t('team.failedToUpdatePassword');
    }
  });
  return (
    <form onSubmit={save} noValidate className="space-y-4" {...clearOnEdit}>
      <PasswordField
        id="current-password"
        label={t('team.currentPassword')}
        {...register('currentPassword')}
      />
      <PasswordField id="new-password" label={t('team.newPassword')} isNew {...register('newPassword')} />
      <PasswordField
        id="confirm-password"
        label={t('team.confirmNewPassword')}
        isNew
        {...register('confirmPassword')}
      />
      <Problem text={problem} />
      <Button type="submit">{t('team.updatePassword')}</Button>
    </form>
  );
}

export function CaptainForm({ team }: { team: TRow<TTeam> }) {
  const { register, submit, problem, clearOnEdit } = useSchemaForm(ZCaptainForm, {
    name: team.captain.name,
    phone: team.captain.phone ?? '',
  });
  const save = submit(async ({ name, phone }) => {
    const { id, db: _db, ...body } = team;
    try {
      await writeDoc(teamDbName(id), {
        ...body,
        _id: docId('team', id),
        captain: { name: name.trim(), phone: phone.trim() ? normalisePhone(phone) : null },
      });
      toast.success(t('team.captainInformationUpdatedSuccessfully'));
    } catch (error) {
      return refusalText(error, t('team.failedToUpdateCaptainInformation'));
    }
  });
  return (
    <form onSubmit={save} noValidate className="space-y-4" {...clearOnEdit}>
      <NameField id="captain-name" label={t('team.captainName')} {...register('name')} autoComplete="name" />
      <PhoneField id="captain-phone" label={t('team.captainPhone')} {...register('phone')} />
      <Problem text={problem} />
      <Button type="submit">{t('team.saveCaptainInfo')}</Button>
    </form>
  );
}

const PREFERENCES = [
  ['emailNotifications', 'team.eMailNotifications', 'team.matchRemindersResultsAndApplications'],
  ['publicRoster', 'team.showPlayerNamesPublicly', 'team.whenOffVisitorsSeeJersey'],
] as const;

/** The team's own switches (`settings`): the server reads them when it mails or mirrors the roster. */
export function TeamPreferences({ team }: { team: TRow<TTeam> }) {
  const flip = async (key: (typeof PREFERENCES)[number][0]) => {
    const { id, db: _db, ...body } = team;
    try {
      await writeDoc(teamDbName(id), {
        ...body,
        _id: docId('team', id),
        settings: { ...team.settings, [key]: !team.settings[key] },
      });
      toast.success(t('team.teamSettingsSaved'));
    } catch (error) {
      toast.error(refusalText(error, t('team.failedToSaveTeamSettings')));
    }
  };
  return (
    <fieldset className="mt-6 space-y-2 border-t border-stone-200 pt-4">
      <legend className="font-semibold">{t('team.teamPreferences')}</legend>
      {PREFERENCES.map(([key, label, hint]) => (
        <label key={key} className="flex min-h-11 items-start gap-3">
          <input
            type="checkbox"
            role="switch"
            aria-checked={team.settings[key]}
            aria-describedby={`${key}-hint`}
            className="mt-0.5"
            checked={team.settings[key]}
            onChange={() => void flip(key)}
          />
          <span>
            {t(label)}
            <span id={`${key}-hint`} className="block text-sm text-stone-600">
              {t(hint)}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
