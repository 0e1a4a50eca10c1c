import { useState } from 'react';
import { apiCall } from '../../data/api.ts';
import type { TRow } from '../../data/local-store.ts';
import { store } from '../../data/local-store.ts';
import { useThrottledQuery } from '../../data/throttled-query.ts';
import { formatLeagueDate, formatLeagueTime } from '../../domain/dates.ts';
import { reasonText } from '../../domain/delivery-reason.ts';
import { MAIL_STATES, type TMail, type TMailState } from '../../domain/schemas/mail.ts';
import { type TMessageKey, t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { SelectField } from '../../ui/Field.tsx';
import { usePaged } from '../../ui/paged.tsx';
import { Section } from '../../ui/Section.tsx';
import { toast } from '../../ui/toasts.tsx';
import { Badge, Empty, errorText } from './parts.tsx';

export const LABEL: Record<TMailState, TMessageKey> = {
  queued: 'admin.queued',
  sending: 'admin.sending2',
  sent: 'admin.sent',
  retrying: 'admin.retrying',
  failed: 'admin.failed',
  skipped: 'admin.skipped',
};
export const TONE = {
  queued: 'blue',
  sending: 'blue',
  sent: 'green',
  retrying: 'yellow',
  failed: 'red',
  skipped: 'grey',
} as const;

export const at = (instant: string) => `${formatLeagueDate(instant)} ${formatLeagueTime(instant)}`;

/** When the message went, or when it will be tried. */
function timing(mail: TMail) {
  if (mail.state === 'sent' && mail.sentAt) return t('admin.sent2', { at: at(mail.sentAt) });
  if (mail.state === 'retrying') return t('admin.nextAttempt', { at: at(mail.nextAttemptAt) });
  return t('admin.queued2', { at: at(mail.createdAt) });
}

/**
 * The server's e-mail outbox (issue #14): every notification with its state, the mail server's
 * error when it failed, and "Send again" for a failed or skipped one. The list is the admin
 * database's `mail:` documents, so it opens offline with what was last synced.
 */
export function MailOutbox({ hasSmtp }: { hasSmtp: boolean }) {
  const mails = useThrottledQuery(() => store.mails.orderBy('createdAt').reverse().toArray(), ['mails']);
  const [show, setShow] = useState<TMailState | 'all'>('all');
  const rows = (mails ?? []).filter((mail) => show === 'all' || mail.state === show);
  const { visible, more } = usePaged(rows, show);
  const waiting = (mails ?? []).filter((m) => m.state === 'queued' || m.state === 'retrying').length;
  return (
    <Section id="outbox" level={3} className="space-y-3" title={t('admin.eMailOutbox')}>
      <p className="text-sm text-stone-700">{t('admin.matchReminders48HoursBefore')}</p>
      {!hasSmtp && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t('admin.noSmtpServerIsSet')} {waiting > 0 ? t('admin.forOne', { waiting }) : ''}
        </p>
      )}
      <SelectField
        id="outbox-show"
        label={t('admin.show')}
        className="max-w-xs"
        value={show}
        onChange={(e) => setShow(e.target.value as TMailState | 'all')}
      >
        <option value="all">{t('admin.all', { value: mails?.length ?? 0 })}</option>
        {MAIL_STATES.map((state) => (
          <option key={state} value={state}>
            {t(LABEL[state])} ({(mails ?? []).filter((m) => m.state === state).length})
          </option>
        ))}
      </SelectField>
      {mails === undefined ? (
        <p role="status">{t('admin.loading')}</p>
      ) : rows.length === 0 ? (
        <Empty
          title={
            show === 'all'
              ? t('admin.noEMailYet')
              : t('admin.noEMail', { lowerCase: t(LABEL[show]).toLowerCase() })
          }
        />
      ) : (
        <ul className="divide-y divide-stone-200">
          {visible.map((mail) => (
            <MailRow key={mail.id} mail={mail} />
          ))}
        </ul>
      )}
      {more}
    </Section>
  );
}

function MailRow({ mail }: { mail: TRow<TMail> }) {
  const [isBusy, setBusy] = useState(false);
  const again = async () => {
    setBusy(true);
    try {
      await apiCall(`/api/admin/outbox/${encodeURIComponent(mail.id)}/retry`, { body: {} });
      toast.success(t('admin.eMailQueuedAgain'));
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="space-y-1 py-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={TONE[mail.state]}>{t(LABEL[mail.state])}</Badge>
        <span className="min-w-0 font-medium break-words">{mail.about}</span>
      </div>
      <p className="break-words text-stone-700">
        {t('admin.to', { to: mail.to, timing: timing(mail) })}
        {mail.attempts > 1 ? t('admin.attempts', { attempts: mail.attempts }) : ''}
      </p>
      {mail.lastError && <p className="break-words text-stone-700">{reasonText(mail)}</p>}
      {(mail.state === 'failed' || mail.state === 'skipped') && Date.parse(mail.expiresAt) > Date.now() && (
        <Button variant="secondary" onClick={again} disabled={isBusy}>
          {t('admin.sendAgain')}
        </Button>
      )}
    </li>
  );
}
