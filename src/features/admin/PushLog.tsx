import { useCallback, useEffect, useState } from 'react';
import { apiCall } from '../../data/api.ts';
import { reasonText } from '../../domain/delivery-reason.ts';
import type { TPushState } from '../../domain/schemas/push.ts';
import { t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { Section } from '../../ui/Section.tsx';
import { NoticeSettings } from '../notices/NoticeSettings.tsx';
import { at, LABEL, TONE } from './MailOutbox.tsx';
import { Badge, Empty, errorText } from './parts.tsx';

type TDelivery = {
  id: string;
  to: string;
  about: string;
  state: TPushState;
  attempts: number;
  status: number | null;
  lastError: string | null;
  lastErrorKey?: string | null;
  lastErrorDetail?: string | null;
  createdAt: string;
  sentAt: string | null;
};
type TLog = { counts: Record<TPushState, number>; deliveries: TDelivery[] };

/**
 * Push deliveries beside the e-mail outbox (issue #33): how many went, failed or wait, and the
 * latest with the push service's answer. Server-only data (it names people's devices), so the
 * list is read online, like the change history; this phone's own switch sits on top.
 */
export function PushLog() {
  const [log, setLog] = useState<TLog | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setLog(await apiCall<TLog>('/api/admin/push'));
      setProblem(null);
    } catch (error) {
      setProblem(errorText(error));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <Section id="push-log" level={3} className="space-y-3" title={t('notices.pushLog')}>
      <div className="[&>fieldset]:mt-0 [&>fieldset]:border-t-0 [&>fieldset]:pt-0">
        <NoticeSettings dbName={null} rows={[]} />
      </div>
      {problem && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {problem}
        </p>
      )}
      {log && (
        <p className="text-sm text-stone-700" data-testid="push-counts">
          {t('notices.pushCounts', {
            sent: log.counts.sent,
            failed: log.counts.failed,
            waiting: log.counts.queued + log.counts.retrying + log.counts.sending,
          })}
        </p>
      )}
      {!log && !problem ? (
        <p role="status">{t('notices.loading')}</p>
      ) : log && log.deliveries.length === 0 ? (
        <Empty title={t('notices.noPushYet')} />
      ) : (
        <ul className="divide-y divide-stone-200">
          {log?.deliveries.map((push) => (
            <li key={push.id} className="space-y-1 py-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone={TONE[push.state]}>{t(LABEL[push.state])}</Badge>
                <span className="min-w-0 font-medium break-words">{push.about}</span>
              </div>
              <p className="break-words text-stone-700">
                {t('notices.pushTo', { to: push.to, at: at(push.sentAt ?? push.createdAt) })}
                {push.status ? t('notices.pushAnswer', { status: push.status }) : ''}
              </p>
              {push.lastError && <p className="break-words text-stone-700">{reasonText(push)}</p>}
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" onClick={() => void load()}>
        {t('notices.refresh')}
      </Button>
    </Section>
  );
}
