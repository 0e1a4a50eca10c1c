import { parseDbName } from '../../src/domain/db-names.ts';
import { couchRequest } from '../storage/couch-request.ts';
import { INTERNAL_DB, PUSH_DB, type TStorage } from '../storage/storage.ts';

const HEARTBEAT_MS = 10_000;
const MAX_BACK_OFF_MS = 30_000;
/**
 * A `_db_updates` event is checked this long after it arrives, and the events of one database in
 * that time share one read. Most events echo this instance's own writes (already announced); a
 * bulk push would otherwise cost a read per batch. Other instances' writes reach devices this much
 * later, on top of CouchDB's own delay.
 */
const FEED_CHECK_DELAY_MS = 200;
/**
 * This instance's own writes are checked this long after they land, so a burst (a replicated push
 * writes a batch and its audit entry every few tens of milliseconds) shares a read per database.
 */
const OWN_WRITE_CHECK_DELAY_MS = 50;
/**
 * A database is read at most this often, whatever asks (our own writes, CouchDB's events, a read
 * that saw more to do): while an import writes it, devices hear of it four times a second, and
 * CouchDB is not asked for its state after every batch. The last write is always read.
 */
export const CHECK_EVERY_MS = 250;

type TLog = { warn(obj: object, msg: string): void };

/**
 * Follows CouchDB's `_db_updates` once for this instance, from where the last connection ended, and
 * calls `note(db)` when a database's update_seq is new. Our own writes arrive twice (at once from
 * this instance, later from CouchDB); reading update_seq announces each state once, so devices do
 * not replicate twice per write. A database is checked by one read at a time; updates during a
 * read trigger one more read after it.
 */
export function followCouchUpdates(
  storage: TStorage,
  note: (db: string, seq: string) => void,
  log: TLog,
): () => void {
  const announced = new Map<string, string>();
  // Ticks order reads and events: a read that started after an event has seen that event's write.
  let tick = 0;
  const readStartedAt = new Map<string, number>();
  const lastEventAt = new Map<string, number>();
  const reading = new Set<string>();
  const again = new Set<string>();
  // One number and at most one timer per database this instance writes or hears of.
  const lastReadAt = new Map<string, number>();
  const spaced = new Map<string, NodeJS.Timeout>();
  let isStopped = false;
  let controller: AbortController | null = null;

  const isOurs = (db: string) => db === INTERNAL_DB || db === PUSH_DB || parseDbName(db) !== null;
  /** Runs `run` after `delay`, once per database however often it is asked for meanwhile. */
  const later = (timers: Map<string, NodeJS.Timeout>, db: string, delay: number, run: () => void) => {
    if (timers.has(db)) return;
    const timer = setTimeout(() => {
      timers.delete(db);
      run();
    }, delay);
    timer.unref();
    timers.set(db, timer);
  };

  async function check(db: string): Promise<void> {
    if (isStopped || !isOurs(db)) return;
    if (reading.has(db)) {
      again.add(db);
      return;
    }
    const wait = (lastReadAt.get(db) ?? 0) + CHECK_EVERY_MS - Date.now();
    if (wait > 0) return later(spaced, db, wait, () => void check(db));
    reading.add(db);
    lastReadAt.set(db, Date.now());
    readStartedAt.set(db, ++tick);
    try {
      const seq = String((await storage.db(db).info()).update_seq);
      if (announced.get(db) !== seq) {
        announced.set(db, seq);
        note(db, seq);
      }
    } catch {
      // Deleted, or CouchDB is away: the next update or reconnection checks again.
    } finally {
      reading.delete(db);
      if (again.delete(db)) void check(db);
    }
  }
  const deferred = new Map<string, NodeJS.Timeout>();
  const ownDeferred = new Map<string, NodeJS.Timeout>();
  const onWrite = (db: string) => later(ownDeferred, db, OWN_WRITE_CHECK_DELAY_MS, () => void check(db));
  const checkSoon = (db: string) => {
    if (!isOurs(db)) return;
    lastEventAt.set(db, ++tick);
    later(deferred, db, FEED_CHECK_DELAY_MS, () => {
      // Under a stream of our own writes, a read after the last event has already announced it.
      if ((readStartedAt.get(db) ?? 0) > (lastEventAt.get(db) ?? 0)) return;
      void check(db);
    });
  };
  storage.writes.on('write', onWrite);

  async function follow() {
    let since: string | null = null;
    let backOff = 0;
    while (!isStopped) {
      controller = new AbortController();
      try {
        // A concrete position first, so a reconnection resumes where the last feed ended.
        since ??= await currentPosition(storage.couchUrl!, controller.signal);
        const query = `?feed=continuous&heartbeat=${HEARTBEAT_MS}&since=${encodeURIComponent(since)}`;
        const { url, headers } = couchRequest(storage.couchUrl!, `/_db_updates${query}`);
        const response = await fetch(url, { headers, signal: controller.signal });
        if (!response.ok || !response.body) throw new Error(`_db_updates answered ${response.status}`);
        backOff = 0;
        let buffered = '';
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { value: chunk, done } = await reader.read();
          if (done) break;
          buffered += chunk;
          let newline = buffered.indexOf('\n');
          while (newline >= 0) {
            const line = buffered.slice(0, newline).trim();
            buffered = buffered.slice(newline + 1);
            newline = buffered.indexOf('\n');
            if (!line) continue;
            const update = JSON.parse(line) as { db_name?: string; type?: string; seq?: string };
            if (update.seq) since = String(update.seq);
            const prefix = storage.couchPrefix;
            if (update.db_name?.startsWith(prefix) && update.type !== 'deleted')
              checkSoon(update.db_name.slice(prefix.length));
          }
        }
      } catch (error) {
        if (isStopped) return;
        log.warn({ err: error }, 'following CouchDB _db_updates failed; retrying');
      }
      if (isStopped) return;
      backOff = backOff === 0 ? 500 : Math.min(backOff * 2, MAX_BACK_OFF_MS);
      await new Promise((resolve) => setTimeout(resolve, backOff).unref());
    }
  }
  void follow();

  return () => {
    isStopped = true;
    storage.writes.off('write', onWrite);
    for (const timer of [...deferred.values(), ...ownDeferred.values(), ...spaced.values()]) {
      clearTimeout(timer);
    }
    controller?.abort();
  };
}

async function currentPosition(couchUrl: string, signal: AbortSignal): Promise<string> {
  const { url, headers } = couchRequest(couchUrl, '/_db_updates?feed=normal&since=now');
  const response = await fetch(url, { headers, signal });
  if (!response.ok) throw new Error(`_db_updates answered ${response.status}`);
  return String(((await response.json()) as { last_seq: string }).last_seq);
}
