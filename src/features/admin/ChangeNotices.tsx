import { Link } from 'react-router-dom';
import { useLiveQuery } from '../../data/live-query.ts';
import { store } from '../../data/local-store.ts';
import { fixtureNoticeOf } from '../../domain/fixture-change.ts';
import { t } from '../../i18n/core.ts';

// "Who was told": under a fixture on the desk, how the e-mails about its last move or
// cancellation stand, read back from the outbox this device keeps (the server writes them).

type TSummary = { count: number; sent: number; waiting: number; failed: number };

/** Each fixture's last announced save, by fixture id. */
export function useChangeNotices(): Map<string, TSummary> {
  const mails = useLiveQuery(() => store.mails.where('id').startsWith('fixture-').toArray(), []);
  const last = new Map<string, { savedAtMs: number; save: string; states: string[] }>();
  for (const mail of mails ?? []) {
    const notice = fixtureNoticeOf(mail.id);
    if (!notice) continue;
    const seen = last.get(notice.matchId);
    if (!seen || notice.savedAtMs > seen.savedAtMs) {
      last.set(notice.matchId, { ...notice, states: [mail.state] });
    } else if (seen.save === notice.save) seen.states.push(mail.state);
  }
  const summaries = new Map<string, TSummary>();
  for (const [matchId, { states }] of last) {
    const sent = states.filter((s) => s === 'sent').length;
    const failed = states.filter((s) => s === 'failed' || s === 'skipped').length;
    summaries.set(matchId, { count: states.length, sent, failed, waiting: states.length - sent - failed });
  }
  return summaries;
}

export function ChangeNoticeLine({ summary }: { summary: TSummary | undefined }) {
  if (!summary) return null;
  return (
    <p className="text-sm">
      <Link to="/admin/settings#outbox" className="text-brand-800 underline underline-offset-2">
        {t('admin.changeEmailed', summary)}
      </Link>
    </p>
  );
}
