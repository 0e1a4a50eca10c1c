import { getOrNull, isConflict, type TPouchDb } from '../storage/pouch.ts';
import { type TStorage, UPDATES_DB } from '../storage/storage.ts';

// Issue #34: the update log survives a restart, in storage every instance shares, so a device that
// was up to date reads only what changed after it. One document per database, `log:<db>`: when it
// last changed (ms) and its update_seq then. At start every database's update_seq is compared with
// the logged one: a database written after its last flush (a crash) counts as changed now.

const FLUSH_EVERY_MS = 1000;

type TLogged = { _id: string; _rev?: string; at: number; seq: string };

export function createUpdateLog(storage: TStorage) {
  const db = (): TPouchDb => storage.db(UPDATES_DB);
  /** Each database's last change to log: when, and its update_seq if the caller read it already. */
  const dirty = new Map<string, { at: number; seq?: string }>();
  const revs = new Map<string, string>();
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();
  let isClosed = false;

  async function write(name: string, at: number, known?: string) {
    const id = `log:${name}`;
    const seq = known ?? String((await storage.db(name).info()).update_seq);
    for (let attempt = 0; attempt < 3; attempt++) {
      const rev = revs.get(id);
      try {
        const { rev: next } = await db().put({ _id: id, ...(rev ? { _rev: rev } : {}), at, seq });
        revs.set(id, next);
        return;
      } catch (error) {
        if (!isConflict(error)) throw error;
        // Another instance logged it too: keep the later time.
        const stored = (await getOrNull(db(), id)) as TLogged | null;
        if (stored?._rev) revs.set(id, stored._rev);
        if (stored && stored.at >= at && stored.seq === seq) return;
      }
    }
  }

  function schedule() {
    if (isClosed) return;
    timer ??= setTimeout(() => {
      timer = null;
      void flush();
    }, FLUSH_EVERY_MS).unref();
  }

  function flush(): Promise<void> {
    const batch = [...dirty];
    dirty.clear();
    flushing = flushing.then(async () => {
      for (const [name, { at, seq }] of batch) {
        await write(name, at, seq).catch((error: { status?: number }) => {
          // A database deleted meanwhile has nothing left to log; anything else is tried again.
          if (error?.status !== 404) {
            if (!dirty.has(name)) dirty.set(name, { at });
            schedule();
          }
        });
      }
    });
    return flushing;
  }

  return {
    /**
     * A database changed at `at`: written to storage within a second. `seq` is its update_seq when
     * the caller has just read it (CouchDB mode), which spares a read of CouchDB per flush.
     */
    mark(name: string, at: number, seq?: string) {
      dirty.set(name, { at, seq });
      schedule();
    },
    /**
     * Every database's last change as logged, a database whose update_seq moved since it was
     * logged (or never logged) counting as changed at `now`.
     */
    async load(now: number): Promise<Map<string, number>> {
      const { rows } = await db().allDocs({ startkey: 'log:', endkey: 'log:\uffff', include_docs: true });
      const logged = new Map<string, TLogged>();
      for (const row of rows as { doc?: TLogged }[]) {
        if (!row.doc) continue;
        logged.set(row.doc._id.slice('log:'.length), row.doc);
        if (row.doc._rev) revs.set(row.doc._id, row.doc._rev);
      }
      const last = new Map<string, number>();
      for (const name of await storage.listDatabases()) {
        if (name === UPDATES_DB) continue;
        const entry = logged.get(name);
        const seq = await storage
          .db(name)
          .info()
          .then((info) => String(info.update_seq))
          .catch(() => null);
        // Unknown, or never written (CouchDB's empty sequence is "0-…"): nothing to tell anyone.
        if (seq === null || (!entry && seq.split('-')[0] === '0')) continue;
        last.set(name, entry && entry.seq === seq ? entry.at : now);
      }
      return new Map([...last].sort((a, b) => a[1] - b[1]));
    },
    async close() {
      if (timer) clearTimeout(timer);
      timer = null;
      isClosed = true;
      await flush();
    },
  };
}
