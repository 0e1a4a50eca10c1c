import { leagueDbName, parseDbName, splitDocId } from '../../src/domain/db-names.ts';
import { CHECK_EVERY_MS } from '../live/couch-updates.ts';
import type { TUpdates } from '../live/updates.ts';
import type { TStorage } from '../storage/storage.ts';
import {
  mirrorHighlights,
  mirrorVideos,
  removeLeagueHighlights,
  removeUnlistedHighlights,
} from './mirror.ts';

type TLog = { error(obj: unknown, msg?: string): void };

/**
 * Derivation waits for a pause in league writes (`quietMs`), and at most `maxWaitMs`: an import's
 * batches are derived after or between them, instead of competing with each one for the database.
 * A visitor sees a new video within `maxWaitMs`. In CouchDB mode a database being written is
 * announced every CHECK_EVERY_MS, so a shorter pause would be seen between every two announcements
 * of one push (each derivation then slowed the push's next batch).
 *
 * A derivation cut short because its league was written again means an import is under way: that
 * league then waits for a pause, up to `importMaxWaitMs`. Deriving a page every 2 s of a 10,000
 * document import made CouchDB do a third more work during it (ADR 031).
 */
export const DERIVATION_TIMING = {
  quietMs: 2 * CHECK_EVERY_MS + 100,
  maxWaitMs: 2_000,
  importMaxWaitMs: 15_000,
  pageSize: 500,
};
/** The league directory, waiting beside league ids (which are never empty). */
const DIRECTORY = '';
/** Documents whose change can rename many highlights: the league's are all recomputed. */
const RENAMES = ['teamPublic:', 'match:'];

/**
 * Keeps the `highlights` database following the league databases (ADR 017). It listens to the
 * instance's one update source, so a video arrives whichever way it was written: through the
 * gateway, by the server itself, or (in CouchDB mode) through another instance.
 *
 * It listens from the moment it is made and derives from `start()`, which first recomputes every
 * listed league whole (start-up repair), so nothing written while the server starts is missed.
 * Per league it keeps where it has read the changes to (ids only, in memory). A changed video
 * costs its own highlight; a changed team or match recomputes the league's; a deleted league's
 * highlights go.
 */
export function createHighlightsFollower(
  storage: TStorage,
  updates: TUpdates,
  log: TLog,
  timing = DERIVATION_TIMING,
) {
  const { quietMs, pageSize } = timing;
  const read = new Map<string, number | string>();
  const waiting = new Set<string>();
  /** Leagues whose last derivation was cut short by a new write: imports under way. */
  const importing = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let waitingSince = 0;
  let lastUpdateAt = 0;
  let running: Promise<void> = Promise.resolve();
  let isStarted = false;
  let isStopped = false;
  /** Leagues deleted since start: their databases stay (ADR 009), their highlights do not. */
  const deleted = new Set<string>();
  /** Where the league directory's changes have been read to, for deletions. */
  let directorySince: number | string = 'now';

  async function follow(leagueId: string, isWhole = false) {
    const league = storage.db(leagueDbName(leagueId));
    /** The league recomputed whole covers every change up to the position read before it. */
    const recomputeWhole = async () => {
      const { update_seq } = await league.info();
      await mirrorHighlights(storage, leagueId);
      read.set(leagueId, update_seq);
      // Written again while it was recomputed whole (a new league's import, the first derivation
      // of which is whole): as with a page cut short, the rest waits for the import's pause.
      if (waiting.has(leagueId)) importing.add(leagueId);
      else importing.delete(leagueId);
    };
    if (deleted.has(leagueId)) return;
    let since = read.get(leagueId);
    if (since === undefined || isWhole) return recomputeWhole();
    for (;;) {
      if (isStopped) return;
      const page = await league.changes({ since, limit: pageSize, batch_size: pageSize });
      const ids = page.results.map((change) => change.id);
      if (ids.some((id) => RENAMES.some((prefix) => id.startsWith(prefix)))) return recomputeWhole();
      const videos = ids.filter((id) => id.startsWith('video:')).map((id) => id.slice('video:'.length));
      if (videos.length) await mirrorVideos(storage, leagueId, videos);
      since = page.last_seq;
      read.set(leagueId, since);
      if (page.results.length < pageSize) {
        importing.delete(leagueId);
        return;
      }
      // Written again meanwhile: the rest waits for the import's pause instead of chasing it page
      // by page, which made every batch of it share CouchDB with a page.
      if (waiting.has(leagueId)) {
        importing.add(leagueId);
        return;
      }
    }
  }

  /** Leagues deleted from the directory since it was last read: their highlights go. */
  async function followDirectory() {
    const leagues = storage.db('leagues');
    for (;;) {
      const page = await leagues.changes({ since: directorySince, limit: pageSize, batch_size: pageSize });
      for (const change of page.results) {
        const leagueId = splitDocId(change.id)?.key;
        if (!change.id.startsWith('league:') || !leagueId) continue;
        if (!change.deleted) {
          deleted.delete(leagueId);
          continue;
        }
        deleted.add(leagueId);
        read.delete(leagueId);
        await removeLeagueHighlights(storage, leagueId);
      }
      directorySince = page.last_seq;
      if (page.results.length < pageSize) return;
    }
  }

  /** Start-up repair: every listed league recomputed whole, and unlisted leagues' highlights gone. */
  async function repair() {
    directorySince = (await storage.db('leagues').info()).update_seq;
    const { rows } = await storage.db('leagues').allDocs({ startkey: 'league:', endkey: 'league:\uffff' });
    const leagueIds = rows.map((row) => row.id.slice('league:'.length));
    for (const leagueId of leagueIds) {
      if (isStopped) return;
      await follow(leagueId, true).catch((error) =>
        log.error({ err: error, leagueId }, 'highlights not derived'),
      );
    }
    await removeUnlistedHighlights(storage, leagueIds);
  }

  async function deriveWaiting() {
    const names = [...waiting];
    waiting.clear();
    for (const name of names) {
      if (isStopped) return;
      const leagueId = name === DIRECTORY ? null : name;
      const work = leagueId ? follow(leagueId) : followDirectory();
      await work.catch((error) => log.error({ err: error, leagueId }, 'highlights not derived'));
    }
  }

  function onUpdate(db: string) {
    const ref = parseDbName(db);
    const name = ref?.kind === 'league' ? ref.id! : ref?.kind === 'leagues' ? DIRECTORY : null;
    if (isStopped || name === null) return;
    lastUpdateAt = Date.now();
    if (waiting.size === 0) waitingSince = lastUpdateAt;
    waiting.add(name);
    if (isStarted) schedule();
  }

  /** How long until the waiting leagues are due: a pause of quietMs, or their longest wait. */
  function dueIn() {
    const isAllImporting = [...waiting].every((name) => importing.has(name));
    const maxWait = isAllImporting ? timing.importMaxWaitMs : timing.maxWaitMs;
    return Math.min(lastUpdateAt + quietMs, waitingSince + maxWait) - Date.now();
  }

  function schedule() {
    if (timer) clearTimeout(timer);
    timer = setTimeout(
      () => {
        timer = null;
        // Asked for while a derivation ran, which may since have found an import under way.
        running = running.then(() => (waiting.size && dueIn() > 0 ? schedule() : deriveWaiting()));
      },
      Math.max(0, dueIn()),
    );
  }

  updates.events.on('update', onUpdate);
  return {
    /** Repairs every league, then derives what was written meanwhile and from then on. */
    async start() {
      running = running.then(repair).catch((error) => log.error({ err: error }, 'highlights not repaired'));
      await running;
      isStarted = true;
      if (waiting.size) schedule();
    },
    /** Resolves once every league written so far has been derived (for tests). */
    async settle() {
      while (isStarted && !isStopped && (timer || waiting.size)) {
        await new Promise((resolve) => setTimeout(resolve, quietMs));
        await running;
      }
      await running;
    },
    /** Whether a league's import is under way (its last derivation was cut short). */
    isImporting: (leagueId: string) => importing.has(leagueId),
    async stop() {
      isStopped = true;
      updates.events.off('update', onUpdate);
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
