import { useCallback, useEffect, useState } from 'react';
import { apiCall, OfflineError } from '../../data/api.ts';
import { useLiveQuery } from '../../data/live-query.ts';
import { store } from '../../data/local-store.ts';
import { writeDocs } from '../../data/outbox.ts';
import type { TDoc as TPouchDoc } from '../../data/pouch.ts';
import { auditTextNamed, databaseLabel } from '../../domain/audit-words.ts';
import { formatLeagueDate, formatLeagueTime } from '../../domain/dates.ts';
import type { TAuditChange, TAuditEntry } from '../../domain/schemas/adjustment.ts';
import { currentLocale, t } from '../../i18n/core.ts';
import { Button } from '../../ui/Button.tsx';
import { Section } from '../../ui/Section.tsx';
import { toast } from '../../ui/toasts.tsx';

type TDoc = Record<string, unknown> | null;
/** Changes of one request shown at a time; the rest on request. */
const CHANGES_SHOWN = 20;
const PAGE = 25;
/** While the overview is open, newer changes (another admin's) show within a minute. */
const REFRESH_MS = 60_000;

type TEntry = TAuditEntry & { id: string };
type THistory = {
  entries: TEntry[];
  next: string | null;
  state: 'loading' | 'ready' | 'offline' | 'error';
  reason?: string;
};

const pageOf = async (before: string | null) => {
  const query = new URLSearchParams({ limit: String(PAGE), ...(before ? { before } : {}) });
  const page = await apiCall<{ entries: (TAuditEntry & { _id: string })[]; next: string | null }>(
    `/api/admin/audit?${query}`,
  );
  return { next: page.next, entries: page.entries.map((e) => ({ ...e, id: e._id })) };
};

const failure = (h: THistory, error: unknown): THistory =>
  error instanceof OfflineError
    ? { ...h, state: 'offline' }
    : { ...h, state: 'error', reason: error instanceof Error ? error.message : String(error) };

/**
 * The change history (issue #35): kept by the server only, so an admin's device does not replicate
 * years of it. The newest page comes on opening, again when this device's writes have gone out,
 * and every minute; older pages on request. Offline it says so.
 */
function useAuditHistory() {
  const [history, setHistory] = useState<THistory>({ entries: [], next: null, state: 'loading' });
  const waiting = useLiveQuery(() => store.outbox.count(), [], 0);
  const failed = (error: unknown) => setHistory((h) => failure(h, error));
  const refresh = useCallback(() => {
    pageOf(null)
      .then((first) =>
        setHistory((h) => {
          // Keep the older pages already shown below the newest one.
          const known = new Set(first.entries.map((e) => e.id));
          const older = h.entries.filter((e) => !known.has(e.id) && e.id < (first.entries.at(-1)?.id ?? ''));
          return {
            entries: [...first.entries, ...older],
            next: older.length ? h.next : first.next,
            state: 'ready',
          };
        }),
      )
      .catch((error) => setHistory((h) => failure(h, error)));
  }, []);
  useEffect(() => {
    if (waiting === 0) refresh();
  }, [waiting, refresh]);
  useEffect(() => {
    const timer = window.setInterval(() => document.visibilityState === 'visible' && refresh(), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [refresh]);
  const older = () => {
    if (!history.next) return;
    pageOf(history.next)
      .then((page) =>
        setHistory((h) => ({ entries: [...h.entries, ...page.entries], next: page.next, state: 'ready' })),
      )
      .catch(failed);
  };
  return { history, older };
}

/** A database as the admin knows it, from this device's copies of leagues, teams and referees. */
function useDatabaseNames(): (db: string) => string {
  const names = useLiveQuery(
    async () => {
      const [leagues, teams, users] = await Promise.all([
        store.leagues.toArray(),
        store.teams.toArray(),
        store.users.toArray(),
      ]);
      return new Map<string, string>([
        ...leagues.map((l): [string, string] => [`league:${l.id}`, l.name]),
        ...teams.map((team): [string, string] => [`team:${team.id}`, team.name]),
        ...users.map((u): [string, string] => [`referee:${u.id}`, String(u.displayName ?? '')]),
      ]);
    },
    [],
    new Map<string, string>(),
  );
  return (db) => databaseLabel(db, (kind, id) => names.get(`${kind}:${id}`));
}

/** Every admin change, newest first: who, what, when, and the document before and after. */
export function AuditTrail() {
  const { history, older } = useAuditHistory();
  const dbName = useDatabaseNames();
  const { entries, state } = history;
  return (
    <Section
      id="audit"
      level={3}
      title={t('admin.recentChanges')}
      aside={
        <a
          href={`/api/admin/audit.csv?lang=${currentLocale()}`}
          download
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
        >
          {t('admin.exportChangesCsv')}
        </a>
      }
    >
      {state === 'offline' && <p className="mt-2 text-stone-600">{t('admin.changeHistoryOffline')}</p>}
      {state === 'error' && (
        <p role="alert" className="mt-2 text-red-800">
          {t('admin.couldNotLoadChanges', { reason: history.reason ?? '' })}
        </p>
      )}
      {state === 'loading' ? (
        <p role="status">{t('admin.loading')}</p>
      ) : entries.length === 0 ? (
        state === 'ready' && <p className="mt-2 text-stone-600">{t('admin.noChangesYetEveryChange')}</p>
      ) : (
        <ol className="mt-3 divide-y divide-stone-200">
          {entries.map((entry) => (
            <li key={entry.id} className="py-2">
              <p className="break-words">
                <span className="font-semibold">{auditTextNamed(entry, dbName)}</span>
              </p>
              <p className="text-sm text-stone-600">
                {formatLeagueDate(entry.at)} {formatLeagueTime(entry.at)} · {entry.actorEmail || entry.actor}
              </p>
              {(entry.before || entry.after) && (
                <details className="mt-1 text-sm">
                  <summary className="cursor-pointer text-brand-800">{t('admin.beforeAndAfter')}</summary>
                  <ChangeDiff before={entry.before} after={entry.after} />
                </details>
              )}
              {entry.action === 'adjustment.deleted' && <UndoDeletions entry={entry} />}
              {/* Entries written before requests were grouped have no changes list. */}
              {(entry.changes?.length ?? 0) > 0 && <RequestChanges changes={entry.changes} />}
            </li>
          ))}
        </ol>
      )}
      {history.next && (
        <Button variant="secondary" className="mt-3" onClick={older}>
          {t('admin.showOlderChanges')}
        </Button>
      )}
    </Section>
  );
}

/** The documents one request wrote, drawn only when opened: a replication batch may hold 1,000. */
function RequestChanges({ changes }: { changes: TAuditChange[] }) {
  const [isOpen, setOpen] = useState(false);
  const [shown, setShown] = useState(CHANGES_SHOWN);
  return (
    <details className="mt-1 text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-brand-800">
        {t('admin.eachOfTheChangesBefore', { length: changes.length })}
      </summary>
      {isOpen && (
        <>
          <ol className="mt-1 space-y-2">
            {changes.slice(0, shown).map((change) => (
              <li key={change.target} className="rounded-lg bg-stone-50 p-2">
                <p className="break-all font-medium">{change.target}</p>
                <ChangeDiff before={change.before} after={change.after} />
              </li>
            ))}
          </ol>
          {shown < changes.length && (
            <Button variant="secondary" className="mt-2" onClick={() => setShown((n) => n + CHANGES_SHOWN)}>
              {t('admin.showMoreOf', {
                min: Math.min(CHANGES_SHOWN, changes.length - shown),
                value: changes.length - shown,
              })}
            </Button>
          )}
        </>
      )}
    </details>
  );
}

function ChangeDiff({ before, after }: { before: TDoc; after: TDoc }) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (key) => JSON.stringify(before?.[key]) !== JSON.stringify(after?.[key]),
  );
  const show = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));
  return (
    <dl className="mt-1 space-y-1 break-all">
      {keys.map((key) => (
        <div key={key}>
          <dt className="font-medium">{key}</dt>
          <dd className="text-stone-700">
            {show(before?.[key])} → {show(after?.[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Undo for removed adjustments (Reset All Stats, or one removed by hand): each comes back as it
 * was, under its own id, so undoing twice cannot double it.
 */
function UndoDeletions({ entry }: { entry: TAuditEntry }) {
  const [isDone, setDone] = useState(false);
  const removed = (
    entry.changes.length ? entry.changes : [{ target: entry.target, before: entry.before }]
  ).filter((change) => change.before);
  const undo = async () => {
    const byDb = new Map<string, TPouchDoc[]>();
    for (const change of removed) {
      const at = change.target.indexOf('/');
      const db = change.target.slice(0, at);
      const body = Object.fromEntries(Object.entries(change.before!).filter(([key]) => !key.startsWith('_')));
      byDb.set(db, [...(byDb.get(db) ?? []), { ...body, _id: change.target.slice(at + 1) }]);
    }
    try {
      for (const [db, docs] of byDb) {
        const results = await writeDocs(db, docs);
        if (results.some((r) => 'error' in r)) throw new Error('refused');
      }
      setDone(true);
      toast.success(t('admin.adjustmentRestored', { length: removed.length }));
    } catch {
      toast.error(t('admin.failedToUndoItMay'));
    }
  };
  if (removed.length === 0) return null;
  return (
    <Button variant="secondary" className="mt-1" onClick={() => void undo()} disabled={isDone}>
      {isDone ? t('admin.undone') : t('admin.undoRestoreAdjustment', { length: removed.length })}
    </Button>
  );
}
