import { leagueDbName, parseDbName } from '../../src/domain/db-names.ts';
import type { TUpdates } from '../live/updates.ts';
import type { TStorage } from '../storage/storage.ts';
import { mirrorHighlights, mirrorVideos } from './mirror.ts';

type TLog = { error(obj: unknown, msg?: string): void };

/**
 * Derivation waits for this long a pause in league writes, and at most MAX_WAIT_MS: an import's
 * batches are derived a few thousand at a time, after or between them, instead of competing with
 * each one for the database. A visitor sees a new video within MAX_WAIT_MS.
 */
const QUIET_MS = 200;
const MAX_WAIT_MS = 2_000;
const PAGE = 500;
/** Documents whose change can rename many highlights: the league's are all recomputed. */
const RENAMES = ['teamPublic:', 'match:'];

/**
 * Keeps the `highlights` database following the league databases (ADR 017). It listens to the
 * instance's one update source, so a video arrives whichever way it was written: through the
 * gateway, by the server itself, or (in CouchDB mode) through another instance.
 *
 * Per league it keeps where it has read the changes to (ids only, in memory). A changed video
 * costs its own highlight; a changed team or match recomputes the league's. A league first met
 * since start is recomputed whole, which also covers what changed while no instance followed it.
 */
export function createHighlightsFollower(storage: TStorage, updates: TUpdates, log: TLog) {
  const read = new Map<string, number | string>();
  const waiting = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let waitingSince = 0;
  let running: Promise<void> = Promise.resolve();
  let isStopped = false;

  async function follow(leagueId: string) {
    const league = storage.db(leagueDbName(leagueId));
    /** The league recomputed whole covers every change up to the position read before it. */
    const recomputeWhole = async () => {
      const { update_seq } = await league.info();
      await mirrorHighlights(storage, leagueId);
      read.set(leagueId, update_seq);
    };
    let since = read.get(leagueId);
    if (since === undefined) return recomputeWhole();
    for (;;) {
      if (isStopped) return;
      const page = await league.changes({ since, limit: PAGE, batch_size: PAGE });
      const ids = page.results.map((change) => change.id);
      if (ids.some((id) => RENAMES.some((prefix) => id.startsWith(prefix)))) return recomputeWhole();
      const videos = ids.filter((id) => id.startsWith('video:')).map((id) => id.slice('video:'.length));
      if (videos.length) await mirrorVideos(storage, leagueId, videos);
      since = page.last_seq;
      read.set(leagueId, since);
      if (page.results.length < PAGE) return;
    }
  }

  async function deriveWaiting() {
    const leagueIds = [...waiting];
    waiting.clear();
    for (const leagueId of leagueIds) {
      if (isStopped) return;
      await follow(leagueId).catch((error) => log.error({ err: error, leagueId }, 'highlights not derived'));
    }
  }

  function onUpdate(db: string) {
    const ref = parseDbName(db);
    if (isStopped || ref?.kind !== 'league') return;
    if (waiting.size === 0) waitingSince = Date.now();
    waiting.add(ref.id!);
    if (timer) clearTimeout(timer);
    const wait = Math.min(QUIET_MS, waitingSince + MAX_WAIT_MS - Date.now());
    timer = setTimeout(
      () => {
        timer = null;
        running = running.then(deriveWaiting);
      },
      Math.max(0, wait),
    );
  }

  updates.events.on('update', onUpdate);
  return {
    /** Resolves once every league written so far has been derived (for tests). */
    async settle() {
      while (timer || waiting.size) {
        await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
        await running;
      }
      await running;
    },
    async stop() {
      isStopped = true;
      updates.events.off('update', onUpdate);
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
