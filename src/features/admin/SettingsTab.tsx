import { useEffect, useState } from 'react';
import { ApiError, apiCall, OfflineError } from '../../data/api.ts';
import { useLiveQuery } from '../../data/live-query.ts';
import { store } from '../../data/local-store.ts';
import { whenPushed } from '../../data/outbox.ts';
import { useSession } from '../../data/session.ts';
import {
  settingsFormOf,
  ZSettingsForm,
  ZSmtpPasswordForm,
  ZTestEmailForm,
} from '../../domain/forms/settings-form.ts';
import { PASSWORD_MIN_LENGTH, SHORT_TEXT_MAX } from '../../domain/limits.ts';
import { AUDIT_RETENTION_CHOICES, type TSystemSettings } from '../../domain/schemas/settings.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { EmailField, NumberField, PasswordField, SelectField, TextField } from '../../ui/Field.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { Section } from '../../ui/Section.tsx';
import { useSchemaForm } from '../../ui/schema-form.ts';
import { toast } from '../../ui/toasts.tsx';
import { PasskeySettings } from '../account/PasskeySettings.tsx';
import { TwoFactorSettings } from '../account/TwoFactorSettings.tsx';
import { adminWrite } from './admin-data.ts';
import { MailOutbox } from './MailOutbox.tsx';
import { PushLog } from './PushLog.tsx';

const TOGGLES = [
  ['emailNotifications', 'admin.emailNotifications'],
  ['pushNotifications', 'admin.pushNotifications'],
  ['matchReminders', 'admin.matchReminders'],
  ['statsUpdates', 'admin.statisticsUpdates'],
] as const;

const failure = (error: unknown, fallback: string) =>
  error instanceof ApiError || error instanceof OfflineError ? error.message : fallback;

/**
 * System settings (admin-referee.md §3), saved for real: the settings document syncs like any
 * admin edit, and the server reads it when it sends. The SMTP password goes to the server alone.
 */
export function SettingsTab() {
  // undefined while reading, null when never saved.
  const saved = useLiveQuery(
    async () => ((await store.settings.get('system')) as TSystemSettings | undefined) ?? null,
  );
  if (saved === undefined) return <p role="status">{t('admin.loading')}</p>;
  return (
    <div className="space-y-6">
      <SettingsForm saved={saved} />
      <SmtpPassword />
      <TestEmail />
      <MailOutbox hasSmtp={Boolean(saved?.smtp.host)} />
      <PushLog />
      <TwoFactorSettings />
      <PasskeySettings />
      <SecurityPolicies />
    </div>
  );
}

/** Until the admin edits, the form follows what is saved (it may arrive from another device). */
function SettingsForm({ saved }: { saved: TSystemSettings | null }) {
  const { register, reset, submit, problem, clearOnEdit, formState, watch } = useSchemaForm(
    ZSettingsForm,
    settingsFormOf(saved),
  );
  useEffect(() => {
    if (!formState.isDirty) reset(settingsFormOf(saved));
  }, [saved, formState.isDirty, reset]);
  const toggles = watch();
  const save = submit(async (settings) => {
    const refused = await adminWrite('admin', {
      ...(saved ? { _rev: (saved as unknown as { _rev: string })._rev } : {}),
      _id: 'settings:system',
      type: 'settings',
      ...settings,
      updatedAt: new Date().toISOString(),
    }).catch(() => t('admin.failedToSaveSettings'));
    if (refused) return refused;
    reset(settingsFormOf({ type: 'settings', updatedAt: '', ...settings }));
    toast.success(t('admin.settingsSavedSuccessfully'));
  });
  return (
    <form
      onSubmit={save}
      noValidate
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4"
      {...clearOnEdit}
    >
      <h3 className="text-lg font-semibold">{t('admin.emailSmtp')}</h3>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          id="smtp-host"
          label={t('admin.smtpHost')}
          maxLength={SHORT_TEXT_MAX}
          {...register('host')}
        />
        <NumberField
          id="smtp-port"
          label={t('admin.smtpPort')}
          maxLength={5}
          hint={t('admin.587ForStarttls465For')}
          {...register('port')}
        />
        <TextField
          id="smtp-user"
          label={t('admin.smtpUser')}
          maxLength={SHORT_TEXT_MAX}
          autoComplete="off"
          {...register('user')}
        />
        <EmailField id="smtp-from" label={t('admin.fromAddress')} {...register('fromEmail')} />
      </div>
      <fieldset>
        <legend className="text-lg font-semibold">{t('admin.notifications')}</legend>
        {TOGGLES.map(([key, label]) => (
          <label key={key} className="flex min-h-11 items-center gap-3">
            <input type="checkbox" role="switch" aria-checked={toggles[key]} {...register(key)} />
            {t(label)}
          </label>
        ))}
      </fieldset>
      <SelectField
        id="audit-retention"
        label={t('admin.keepChangeHistory')}
        aria-describedby="audit-retention-hint"
        {...register('auditRetentionDays')}
      >
        {AUDIT_RETENTION_CHOICES.map((days) => (
          <option key={days} value={String(days)}>
            {t('admin.years', { count: Math.round(days / 365) })}
          </option>
        ))}
      </SelectField>
      <p id="audit-retention-hint" className="-mt-2 text-sm text-stone-600">
        {t('admin.keepChangeHistoryHint')}
      </p>
      <Problem text={problem} />
      <Button type="submit">{t('admin.saveSettings')}</Button>
    </form>
  );
}

function SecurityPolicies() {
  return (
    <Section id="policies" level={3} className="text-sm" title={t('admin.security')}>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-700">
        <li>{t('admin.passwordsHaveAtLeastCharacters', { value: PASSWORD_MIN_LENGTH })}</li>
        <li>{t('admin.aSessionLasts30Days')}</li>
        <li>{t('admin.signInAttemptsAreLimited')}</li>
      </ul>
      <p className="mt-3 text-stone-600">{t('admin.systemVersion', { value: __APP_VERSION__ })}</p>
    </Section>
  );
}

function SmtpPassword() {
  const [isSet, setIsSet] = useState<boolean | null>(null);
  const { register, reset, submit } = useSchemaForm(ZSmtpPasswordForm, { password: '' });
  useEffect(() => {
    apiCall<{ passwordSet: boolean }>('/api/admin/smtp').then(
      (r) => setIsSet(r.passwordSet),
      () => setIsSet(null),
    );
  }, []);
  const save = submit(async ({ password }) => {
    try {
      const r = await apiCall<{ passwordSet: boolean }>('/api/admin/smtp-password', {
        method: 'PUT',
        body: { password },
      });
      setIsSet(r.passwordSet);
      reset();
      toast.success(r.passwordSet ? t('admin.smtpPasswordSaved') : t('admin.smtpPasswordRemoved'));
    } catch (error) {
      toast.error(failure(error, t('admin.failedToSaveTheSmtp')));
    }
  });
  return (
    <form onSubmit={save} noValidate className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4">
      <h3 className="text-lg font-semibold">{t('admin.smtpPassword')}</h3>
      <p className="text-sm text-stone-700" role="status">
        {isSet === null
          ? t('admin.checking')
          : isSet
            ? t('admin.aPasswordIsSetIt')
            : t('admin.noPasswordIsSet')}
      </p>
      <PasswordField
        id="smtp-password"
        label={t('admin.newSmtpPassword')}
        isNew
        maxLength={200}
        {...register('password')}
        hint={t('admin.leaveEmptyAndSaveTo')}
      />
      <Button type="submit" variant="secondary">
        {t('admin.savePassword')}
      </Button>
    </form>
  );
}

/** How long a test e-mail waits for settings just saved to reach the server. */
const PUSH_WAIT_MS = 10_000;

function TestEmail() {
  const own = useSession((s) => s.user?.email ?? '');
  const { register, submit, problem, clearOnEdit } = useSchemaForm(ZTestEmailForm, { to: own });
  const [answer, setAnswer] = useState<{ ok: boolean; answer: string } | null>(null);
  const [isSending, setSending] = useState(false);
  const send = submit(async ({ to }) => {
    setSending(true);
    try {
      // The server sends with the settings it has: settings saved a moment ago must get there first.
      if (!(await whenPushed('admin', PUSH_WAIT_MS))) {
        setAnswer({
          ok: false,
          answer: t('admin.yourLatestSettingsHaveNot'),
        });
        return;
      }
      setAnswer(await apiCall<{ ok: boolean; answer: string }>('/api/admin/test-email', { body: { to } }));
    } catch (error) {
      setAnswer({ ok: false, answer: failure(error, t('admin.failedToSendTheTest')) });
    } finally {
      setSending(false);
    }
  });
  return (
    <form
      onSubmit={send}
      noValidate
      className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4"
      {...clearOnEdit}
    >
      <h3 className="text-lg font-semibold">{t('admin.testEMail')}</h3>
      <EmailField id="test-to" label={t('admin.sendATestTo')} {...register('to')} />
      <Problem text={problem} />
      <Button type="submit" variant="secondary" disabled={isSending}>
        {isSending ? t('admin.sending') : t('admin.sendTestEMail')}
      </Button>
      {answer && (
        <p role="status" className={`text-sm break-words ${answer.ok ? 'text-emerald-800' : 'text-red-800'}`}>
          {answer.ok ? t('admin.sentTheMailServerAnswered') : t('admin.notSent')}
          {answer.answer}
        </p>
      )}
    </form>
  );
}
