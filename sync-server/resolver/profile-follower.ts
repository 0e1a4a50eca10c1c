import type { TStorage } from '../storage/storage.ts';
import { mirrorRefereeProfile } from './referee-profile.ts';

type TLog = { error(obj: unknown, msg?: string): void };
const PAGE = 200;

/**
 * Keeps each referee's profile (a copy in their own database, which they can read) in step with
 * the users directory. Started before the resolver scans referees, it then reads only what changed
 * in the admin database: an admin's edit, or a referee whose directory entry was written after
 * their account (the race that once left the demo referee without a profile).
 */
export function createProfileFollower(storage: TStorage, log: TLog) {
  let since: number | string = 0;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let isStopped = false;

  async function catchUp() {
    const admin = storage.db('admin');
    for (;;) {
      if (isStopped) return;
      const page = await admin.changes({ since, limit: PAGE, include_docs: true });
      for (const change of page.results) {
        if (change.id.startsWith('user:') && change.doc?.role === 'referee') {
          await mirrorRefereeProfile(storage, change.id.slice('user:'.length));
        }
      }
      since = page.last_seq;
      if (page.results.length < PAGE) return;
    }
  }

  return {
    /** Remembers where the admin database is now; what changes after it is followed. */
    async start() {
      since = (await storage.db('admin').info()).update_seq;
    },
    /** The admin database changed: catch up shortly (one read for a burst of writes). */
    poke() {
      if (isStopped || timer) return;
      timer = setTimeout(() => {
        timer = null;
        running = running
          .then(catchUp)
          .catch((error) => log.error({ err: error }, 'referee profile follow failed'));
      }, 100);
    },
    async stop() {
      isStopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
