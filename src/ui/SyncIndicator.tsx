import { useEffect, useState } from 'react';
import { useLiveQuery } from '../data/live-query.ts';
import { store } from '../data/local-store.ts';
import { useRefusals } from '../data/refusals.ts';
import { overallStatus, type TStopReason, useSyncStatus } from '../data/sync-status.ts';
import { currentLocale, dateFormat, t } from '../i18n/core.ts';
import { loadAreas } from '../i18n/load.ts';
import { RefusalList } from './Refusal.tsx';
import { toast } from './toasts.tsx';
import { useMediaQuery } from './use-media-query.ts';

// A kept formatter: `toLocaleTimeString` built one on every call, and the bar renders on every
// sync step (a first visit spent 35 ms of main thread on it, 4x that on a phone).
const time = (at: number) => dateFormat(currentLocale(), { hour: 'numeric', minute: '2-digit' }).format(at);

/** Always in the top bar: offline, syncing, up to date (and when), or an error with its reason. */
export function SyncIndicator() {
  const status = useSyncStatus();
  const pending = useLiveQuery(() => store.outbox.count(), [], 0);
  const [isOpen, setOpen] = useState(false);
  const refusals = [...useRefusals().values()];
  const overall = overallStatus({ ...status, refused: refusals.length });
  const stopped = useStoppedNotices(status.stopped);
  // A phone's bar has no room for the time, so it is formatted only where it shows: the first
  // date formatter costs a phone ~200 ms of main thread.
  const showsTime = useMediaQuery('(min-width: 640px)') || isOpen;
  // The state never truncates (issue #18): a phone shows the short form, the panel the detail.
  let label: string;
  let detail = '';
  let dot: string;
  switch (overall.kind) {
    case 'offline':
      label = t('app.offline');
      dot = 'bg-stone-400';
      break;
    case 'syncing':
      label = t('app.syncing');
      dot = 'bg-amber-500 animate-pulse';
      break;
    case 'error':
      label = t('app.syncError');
      detail = `: ${overall.reason}`;
      dot = 'bg-red-600';
      break;
    case 'refused':
      label = t('app.notSaved3', { count: overall.count });
      dot = 'bg-red-600';
      break;
    case 'signedOut':
      label = t('app.signedOut');
      detail = t('app.signInToSync');
      dot = 'bg-red-600';
      break;
    default:
      label = t('app.upToDate');
      detail = overall.at && showsTime ? ` · ${time(overall.at)}` : '';
      dot = 'bg-emerald-600';
  }
  return (
    <div className="relative flex shrink-0">
      <button
        type="button"
        onClick={() => setOpen((v) => !v)}
        aria-expanded={isOpen}
        className="flex min-h-11 min-w-12 items-center gap-2 whitespace-nowrap rounded-lg px-2 text-xs font-medium text-stone-700 hover:bg-stone-100"
        data-testid="sync-status"
      >
        <span className={`size-2.5 shrink-0 rounded-full ${dot}`} aria-hidden="true" />
        <span>
          {label}
          {detail && <span className="max-sm:hidden">{detail}</span>}
        </span>
        {pending > 0 && (
          <span
            className="shrink-0 rounded-full bg-brand-100 px-2 py-0.5 text-brand-800"
            data-testid="pending-count"
          >
            {t('app.waiting', { pending })}
          </span>
        )}
      </button>
      {isOpen && (
        <div className="absolute right-0 z-40 mt-1 w-72 rounded-xl border border-stone-200 bg-white p-4 text-sm shadow-lg">
          <p className="font-semibold break-words">
            {label}
            {detail}
          </p>
          <p className="mt-1 text-stone-600">
            {pending === 0 ? t('app.everyChangeOnThisDevice') : t('app.changeOnThisDeviceWill', { pending })}
          </p>
          {stopped.map((notice) => (
            <p key={notice} className="mt-3 text-stone-700">
              {notice}
            </p>
          ))}
          {refusals.length > 0 && (
            <div className="mt-3">
              <p className="font-semibold text-red-800">{t('app.refusedByTheServer')}</p>
              <RefusalList refusals={refusals} />
            </div>
          )}
        </div>
      )}
    </div>
  );
}

/** Databases the server stopped this device from reading: a toast once each, then a line here. */
const announced = new Set<string>();

function useStoppedNotices(stopped: Record<string, TStopReason>): string[] {
  const [notices, setNotices] = useState<string[]>([]);
  useEffect(() => {
    const entries = Object.entries(stopped);
    if (entries.length === 0) return;
    // The words live with the captain's screens (the first-visit budget): loaded when needed.
    void loadAreas(['team']).then(() => {
      const texts = entries.map(([db, stop]) =>
        t('team.stoppedSyncing', {
          what: db.slice(0, db.indexOf('-')),
          reason: stop.why === 'withdrawn' ? t('team.yourTeamLeftItsLeague') : stop.reason,
        }),
      );
      entries.forEach(([db], i) => {
        if (!announced.has(db)) toast.info(texts[i]!);
        announced.add(db);
      });
      setNotices(texts);
    });
  }, [stopped]);
  return notices;
}
