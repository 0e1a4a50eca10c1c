import { parseDbName } from '../../src/domain/db-names.ts';
import type { TUpdates } from '../live/updates.ts';
import type { TStorage } from '../storage/storage.ts';
import { mirrorHighlights } from './mirror.ts';

type TLog = { error(obj: unknown, msg?: string): void };

/** Writes to one league within this long are derived once (a season import is many batches). */
const GATHER_MS = 100;

/**
 * Keeps the `highlights` database following the league databases (ADR 017). It listens to the
 * instance's one update source, so a video arrives whichever way it was written: through the
 * gateway, by the server itself, or (in CouchDB mode) through another instance.
 */
export function createHighlightsFollower(storage: TStorage, updates: TUpdates, log: TLog) {
  const waiting = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let isStopped = false;

  async function deriveWaiting() {
    const leagueIds = [...waiting];
    waiting.clear();
    for (const leagueId of leagueIds) {
      if (isStopped) return;
      await mirrorHighlights(storage, leagueId).catch((error) =>
        log.error({ err: error, leagueId }, 'highlights not derived'),
      );
    }
  }

  function onUpdate(db: string) {
    const ref = parseDbName(db);
    if (isStopped || ref?.kind !== 'league') return;
    waiting.add(ref.id!);
    timer ??= setTimeout(() => {
      timer = null;
      running = running.then(deriveWaiting);
    }, GATHER_MS);
  }

  updates.events.on('update', onUpdate);
  return {
    /** Resolves once every league written so far has been derived (for tests). */
    async settle() {
      while (timer || waiting.size) {
        await new Promise((resolve) => setTimeout(resolve, GATHER_MS));
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
