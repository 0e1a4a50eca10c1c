import { EventEmitter } from 'node:events';
import { PUSH_DB, type TStorage, UPDATES_DB } from '../storage/storage.ts';
import { followCouchUpdates } from './couch-updates.ts';
import { createUpdateLog } from './update-log.ts';

/** Past this many databases in the log, the oldest are forgotten and resuming before them resets. */
const MAX_LOGGED_DATABASES = 100_000;

type TLog = { warn(obj: object, msg: string): void };

/**
 * The instance's one source of "database X changed": its own writes, and in CouchDB mode every
 * write any instance made, from CouchDB's `_db_updates` (one feed per instance, none per
 * database). Long-polls, the resolver and the device change streams all listen here.
 *
 * Positions are `t<ms>`, a time on a clock that only moves forward. A resuming device is also told
 * of what changed `skewMs` before its position: instances' clocks differ a little (NTP keeps them
 * far closer), and a repeated pull costs one empty request. The log of each database's last
 * change is kept in storage (update-log.ts, issue #34), so after a restart, or on another
 * instance, a device resumes with what changed after its position instead of a full catch-up. A
 * position that cannot be resumed from (older forms, before the log is loaded, too old) is answered
 * with a full catch-up, never a guess.
 */
export function createUpdates(storage: TStorage, log: TLog, skewMs = 5000) {
  /** `serverOnly`: a server-only database changed (push deliveries): no device hears of it. */
  const events = new EventEmitter<{ update: [db: string, position: string]; serverOnly: [db: string] }>();
  events.setMaxListeners(0);
  const persisted = createUpdateLog(storage);
  /** Each database's last update time, oldest first (re-inserted on update). */
  let last = new Map<string, number>();
  let floor = 0;
  let clock = 0;
  let isLoaded = false;
  const tick = () => {
    clock = Math.max(clock + 1, Date.now());
    return clock;
  };

  function note(db: string, seq?: string) {
    // The log's own writes are not news to anyone; push deliveries only to the senders.
    if (db === UPDATES_DB) return;
    if (db === PUSH_DB) {
      events.emit('serverOnly', db);
      return;
    }
    const at = tick();
    last.delete(db);
    last.set(db, at);
    if (last.size > MAX_LOGGED_DATABASES) {
      const [oldest, was] = last.entries().next().value!;
      last.delete(oldest);
      floor = was;
    }
    persisted.mark(db, at, seq);
    events.emit('update', db, `t${at}`);
  }

  const onWrite = (db: string) => note(db);
  let stopCouch: (() => void) | null = null;
  if (storage.mode === 'couchdb') {
    // CouchDB announces our own writes as well; a write is announced once its seq is new.
    stopCouch = followCouchUpdates(storage, note, log);
  } else {
    storage.writes.on('write', onWrite);
  }

  return {
    events,
    /** Reads the log from storage; until then every device catches up in full. */
    async start() {
      const loaded = await persisted.load(Date.now());
      for (const [db, at] of last) loaded.set(db, Math.max(at, loaded.get(db) ?? 0));
      last = new Map([...loaded].sort((a, b) => a[1] - b[1]));
      for (const at of last.values()) clock = Math.max(clock, at);
      isLoaded = true;
    },
    position: () => `t${Math.max(clock, Date.now())}`,
    /**
     * The databases updated after a position, or null when the position cannot be resumed from
     * (malformed, an older form, from the future, or older than what the log still holds).
     */
    since(position: string): string[] | null {
      const m = /^t(\d{1,15})$/.exec(position);
      if (!m || !isLoaded) return null;
      const at = Number(m[1]);
      if (at < floor || at > Math.max(clock, Date.now()) + skewMs) return null;
      return [...last].filter(([, changed]) => changed > at - skewMs).map(([db]) => db);
    },
    async close() {
      storage.writes.off('write', onWrite);
      stopCouch?.();
      await persisted.close();
    },
  };
}

export type TUpdates = ReturnType<typeof createUpdates>;
