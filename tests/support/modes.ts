import type { TObserver } from '../../sync-server/app.ts';
import { startCouchDb } from './couchdb.ts';
import { startTestServer, type TTestServer } from './server.ts';

/** The storage modes every storage and replication suite runs in. */
export const STORAGE_MODES = ['embedded', 'couchdb'] as const;
export type TStorageMode = (typeof STORAGE_MODES)[number];

/**
 * Starts a sync-server in the given mode; in CouchDB mode, also the CouchDB-API server behind it,
 * whose `couchRequests` are what reached it ("METHOD /path"; none in embedded mode).
 */
export async function startInMode(
  mode: TStorageMode,
  observe?: TObserver,
  env: Record<string, string> = {},
): Promise<TTestServer & { couchRequests: string[] }> {
  if (mode === 'embedded') return Object.assign(await startTestServer(env, observe), { couchRequests: [] });
  const couch = await startCouchDb();
  const t = await startTestServer({ ...couch.env, ...env }, observe);
  const close = t.close;
  t.close = async () => {
    await close();
    await couch.close();
  };
  return Object.assign(t, { couchRequests: couch.requests });
}
