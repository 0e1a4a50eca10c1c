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
 * Derivation waits for a pause in a league's writes (`quietMs`), and at most `maxWaitMs`: an import's
 * batches are derived after or between them, instead of competing with each one for the database.
 * A visitor sees a new video within `maxWaitMs`. In CouchDB mode a database being written is
 * announced every CHECK_EVERY_MS, so a shorter pause would be seen between every two announcements
 * of one push (each derivation then slowed the push's next batch).
 *
 * A league written without a pause for all of `maxWaitMs`, or whose derivation was cut short by a
 * new write, is being imported: it then waits for a pause, up to `importMaxWaitMs`. Deriving a page
 * every 2 s of a 10,000 document import made CouchDB do a third more work during it (ADR 031).
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
  /** Per waiting league: when it began waiting, when its writes began without a pause, its last. */
  const waiting = new Map<string, { since: number; burstStart: number; lastAt: number }>();
  /** Leagues written without a pause, or whose last derivation was cut short: imports under way. */
  const importing = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
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

  /**
   * A league written for all of maxWaitMs without a pause is an import (no person writes that fast):
   * it waits for its pause before even its first derivation, which for a new league is whole.
   */
  function markImports(now: number) {
    for (const [name, { burstStart, lastAt }] of waiting) {
      const isUnbroken = now - lastAt < quietMs && now - burstStart >= timing.maxWaitMs;
      if (name !== DIRECTORY && isUnbroken) importing.add(name);
    }
  }

  /** When a waiting league is due: after a pause of quietMs, or once it has waited its longest. */
  function dueAt(name: string) {
    const { since, lastAt } = waiting.get(name)!;
    const maxWait = importing.has(name) ? timing.importMaxWaitMs : timing.maxWaitMs;
    return Math.min(lastAt + quietMs, since + maxWait);
  }

  /** Derives the leagues that are due; an import not yet paused stays waiting. */
  async function deriveDue() {
    const now = Date.now();
    markImports(now);
    const names = [...waiting.keys()].filter((name) => dueAt(name) <= now);
    for (const name of names) waiting.delete(name);
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
    const now = Date.now();
    const wait = waiting.get(name);
    if (!wait) waiting.set(name, { since: now, burstStart: now, lastAt: now });
    else {
      if (now - wait.lastAt >= quietMs) wait.burstStart = now;
      wait.lastAt = now;
    }
    if (isStarted) schedule();
  }

  function schedule() {
    if (timer) clearTimeout(timer);
    timer = null;
    if (waiting.size === 0) return;
    const next = Math.min(...[...waiting.keys()].map(dueAt));
    timer = setTimeout(
      () => {
        timer = null;
        // Run after any derivation under way, which may since have found an import.
        running = running.then(async () => {
          await deriveDue();
          if (!isStopped) schedule();
        });
      },
      Math.max(0, next - Date.now()),
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
    /** Whether a league's import is under way (written without a pause, or a derivation cut short). */
    isImporting: (leagueId: string) => importing.has(leagueId),
    async stop() {
      isStopped = true;
      updates.events.off('update', onUpdate);
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
