import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { TStorage } from '../storage/storage.ts';
import { followCouchUpdates } from './couch-updates.ts';

/** Past this many databases in the log, the oldest are forgotten and resuming before them resets. */
const MAX_LOGGED_DATABASES = 100_000;

type TLog = { warn(obj: object, msg: string): void };

/**
 * The instance's one source of "database X changed": its own writes, and in CouchDB mode every
 * write any instance made, from CouchDB's `_db_updates` (one feed per instance, none per
 * database). Long-polls, the resolver and the device change streams all listen here.
 *
 * Positions are `<epoch>.<n>`: n grows with every update, and the epoch is new at each start, so
 * a position from before a restart (or from another instance) is recognised and answered with a
 * full catch-up instead of a guess.
 */
export function createUpdates(storage: TStorage, log: TLog) {
  const epoch = randomBytes(6).toString('base64url');
  const events = new EventEmitter<{ update: [db: string, position: string] }>();
  events.setMaxListeners(0);
  let counter = 0;
  /** The position of each database's last update, oldest first (re-inserted on update). */
  const last = new Map<string, number>();
  let floor = 0;

  function note(db: string) {
    counter += 1;
    last.delete(db);
    last.set(db, counter);
    if (last.size > MAX_LOGGED_DATABASES) {
      const [oldest, at] = last.entries().next().value!;
      last.delete(oldest);
      floor = at;
    }
    events.emit('update', db, `${epoch}.${counter}`);
  }

  let stopCouch: (() => void) | null = null;
  if (storage.mode === 'couchdb') {
    // CouchDB announces our own writes as well; a write is announced once its seq is new.
    stopCouch = followCouchUpdates(storage, note, log);
  } else {
    storage.writes.on('write', note);
  }

  return {
    events,
    position: () => `${epoch}.${counter}`,
    /**
     * The databases updated after a position, or null when the position cannot be resumed from
     * (another epoch, malformed, or older than what the log still holds).
     */
    since(position: string): string[] | null {
      const m = /^([\w-]{1,20})\.(\d{1,15})$/.exec(position);
      if (!m || m[1] !== epoch) return null;
      const n = Number(m[2]);
      if (n > counter || n < floor) return null;
      return [...last].filter(([, at]) => at > n).map(([db]) => db);
    },
    close() {
      storage.writes.off('write', note);
      stopCouch?.();
    },
  };
}

export type TUpdates = ReturnType<typeof createUpdates>;
