import type { TPouchDb, TPouchDoc } from '../storage/pouch.ts';

type TLog = { error(obj: unknown, msg?: string): void };
const PAGE = 200;

/**
 * Follows one kind of document (an id prefix) in a database from where it was at start: when
 * poked, it reads the changes since (ids only) and hands over the current version of each changed
 * document of that kind. A burst of pokes costs one read. Reading ids first keeps a busy database
 * cheap to follow: the admin database takes an audit entry per admin write, internal storage a
 * session per sign-in, and neither is what the followers look for.
 */
export function createPrefixFollower(options: {
  db: () => TPouchDb;
  prefix: string;
  onDoc: (doc: TPouchDoc) => Promise<void>;
  log: TLog;
  what: string;
}) {
  let since: number | string = 0;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let isStopped = false;

  async function catchUp() {
    const db = options.db();
    for (;;) {
      if (isStopped) return;
      const page = await db.changes({ since, limit: PAGE, batch_size: PAGE });
      const ids = page.results.filter((c) => c.id.startsWith(options.prefix) && !c.deleted).map((c) => c.id);
      if (ids.length) {
        const { rows } = await db.allDocs({ keys: ids, include_docs: true });
        for (const row of rows as { doc?: TPouchDoc | null }[]) if (row.doc) await options.onDoc(row.doc);
      }
      since = page.last_seq;
      if (page.results.length < PAGE) return;
    }
  }

  return {
    /** Remembers where the database is now; what changes after it is followed. */
    async start() {
      since = (await options.db().info()).update_seq;
    },
    /** The database changed: catch up shortly. */
    poke() {
      if (isStopped || timer) return;
      timer = setTimeout(() => {
        timer = null;
        running = running.then(catchUp).catch((error) => options.log.error({ err: error }, options.what));
      }, 100);
    },
    async stop() {
      isStopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
