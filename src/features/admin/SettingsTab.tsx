import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { ApiError, apiCall, OfflineError } from '../../data/api.ts';
import { store } from '../../data/local-store.ts';
import { whenPushed } from '../../data/outbox.ts';
import { useSession } from '../../data/session.ts';
import { EMAIL_MAX, PASSWORD_MIN_LENGTH, SHORT_TEXT_MAX } from '../../domain/limits.ts';
import type { TSystemSettings } from '../../domain/schemas/settings.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { NumberField, TextField } from '../../ui/Field.tsx';
import { Problem } from '../../ui/Problem.tsx';
import { toast } from '../../ui/toasts.tsx';
import { adminWrite } from './admin-data.ts';
import { MailOutbox } from './MailOutbox.tsx';

type TForm = Omit<TSystemSettings, 'type' | 'updatedAt' | 'smtp'> & {
  host: string;
  port: string;
  user: string;
  fromEmail: string;
};

const TOGGLES = [
  ['emailNotifications', 'admin.emailNotifications'],
  ['pushNotifications', 'admin.pushNotifications'],
  ['matchReminders', 'admin.matchReminders'],
  ['statsUpdates', 'admin.statisticsUpdates'],
] as const;

const formOf = (s: TSystemSettings | undefined): TForm => ({
  host: s?.smtp.host ?? '',
  port: s?.smtp.port ? String(s.smtp.port) : '',
  user: s?.smtp.user ?? '',
  fromEmail: s?.smtp.fromEmail ?? '',
  emailNotifications: s?.emailNotifications ?? true,
  pushNotifications: s?.pushNotifications ?? false,
  matchReminders: s?.matchReminders ?? true,
  statsUpdates: s?.statsUpdates ?? true,
});

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
  const [edited, setForm] = useState<TForm | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (saved === undefined) return <p role="status">{t('admin.loading')}</p>;
  // Until the admin edits, the form follows what is saved (it may arrive from another device).
  const form = edited ?? formOf(saved ?? undefined);
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const port = form.port ? Number(form.port) : null;
    if (port !== null && (port < 1 || port > 65535)) return setProblem(t('admin.thePortIsANumber'));
    const refused = await adminWrite('admin', {
      ...(saved ? { _rev: (saved as unknown as { _rev: string })._rev } : {}),
      _id: 'settings:system',
      type: 'settings',
      smtp: { host: form.host.trim(), port, user: form.user.trim(), fromEmail: form.fromEmail.trim() },
      emailNotifications: form.emailNotifications,
      pushNotifications: form.pushNotifications,
      matchReminders: form.matchReminders,
      statsUpdates: form.statsUpdates,
      updatedAt: new Date().toISOString(),
    }).catch(() => t('admin.failedToSaveSettings'));
    setProblem(refused);
    if (refused) toast.error(refused);
    else toast.success(t('admin.settingsSavedSuccessfully'));
  };
  return (
    <div className="space-y-6">
      <form onSubmit={save} noValidate className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4">
        <h3 className="text-lg font-semibold">{t('admin.emailSmtp')}</h3>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextField
            id="smtp-host"
            label={t('admin.smtpHost')}
            maxLength={SHORT_TEXT_MAX}
            value={form.host}
            onChange={(e) => setForm({ ...form, host: e.target.value })}
          />
          <NumberField
            id="smtp-port"
            label={t('admin.smtpPort')}
            maxLength={5}
            hint={t('admin.587ForStarttls465For')}
            value={form.port}
            onChange={(e) => setForm({ ...form, port: e.target.value })}
          />
          <TextField
            id="smtp-user"
            label={t('admin.smtpUser')}
            maxLength={SHORT_TEXT_MAX}
            autoComplete="off"
            value={form.user}
            onChange={(e) => setForm({ ...form, user: e.target.value })}
          />
          <TextField
            id="smtp-from"
            label={t('admin.fromAddress')}
            type="email"
            maxLength={EMAIL_MAX}
            value={form.fromEmail}
            onChange={(e) => setForm({ ...form, fromEmail: e.target.value })}
          />
        </div>
        <fieldset>
          <legend className="text-lg font-semibold">{t('admin.notifications')}</legend>
          {TOGGLES.map(([key, label]) => (
            <label key={key} className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                role="switch"
                aria-checked={form[key]}
                className="size-5"
                checked={form[key]}
                onChange={() => setForm({ ...form, [key]: !form[key] })}
              />
              {t(label)}
            </label>
          ))}
        </fieldset>
        <Problem text={problem} />
        <Button type="submit">{t('admin.saveSettings')}</Button>
      </form>
      <SmtpPassword />
      <TestEmail />
      <MailOutbox hasSmtp={Boolean(saved?.smtp.host)} />
      <section
        aria-labelledby="policies"
        className="rounded-2xl border border-stone-200 bg-white p-4 text-sm"
      >
        <h3 id="policies" className="text-lg font-semibold">
          {t('admin.security')}
        </h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-700">
          <li>{t('admin.passwordsHaveAtLeastCharacters', { value: PASSWORD_MIN_LENGTH })}</li>
          <li>{t('admin.aSessionLasts30Days')}</li>
          <li>{t('admin.signInAttemptsAreLimited')}</li>
        </ul>
        <p className="mt-3 text-stone-600">{t('admin.systemVersion', { value: __APP_VERSION__ })}</p>
      </section>
    </div>
  );
}

function SmtpPassword() {
  const [isSet, setIsSet] = useState<boolean | null>(null);
  const [password, setPassword] = useState('');
  useEffect(() => {
    apiCall<{ passwordSet: boolean }>('/api/admin/smtp').then(
      (r) => setIsSet(r.passwordSet),
      () => setIsSet(null),
    );
  }, []);
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      const r = await apiCall<{ passwordSet: boolean }>('/api/admin/smtp-password', {
        method: 'PUT',
        body: { password },
      });
      setIsSet(r.passwordSet);
      setPassword('');
      toast.success(r.passwordSet ? t('admin.smtpPasswordSaved') : t('admin.smtpPasswordRemoved'));
    } catch (error) {
      toast.error(failure(error, t('admin.failedToSaveTheSmtp')));
    }
  };
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
      <TextField
        id="smtp-password"
        label={t('admin.newSmtpPassword')}
        type="password"
        autoComplete="new-password"
        maxLength={200}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
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
  const [to, setTo] = useState(own);
  const [answer, setAnswer] = useState<{ ok: boolean; answer: string } | null>(null);
  const [isSending, setSending] = useState(false);
  const send = async (event: React.FormEvent) => {
    event.preventDefault();
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
  };
  return (
    <form onSubmit={send} noValidate className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4">
      <h3 className="text-lg font-semibold">{t('admin.testEMail')}</h3>
      <TextField
        id="test-to"
        label={t('admin.sendATestTo')}
        type="email"
        maxLength={EMAIL_MAX}
        value={to}
        onChange={(e) => setTo(e.target.value)}
      />
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
