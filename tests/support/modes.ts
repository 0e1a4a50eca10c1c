import type { TObserver } from '../../sync-server/app.ts';
import { startCouchDb } from './couchdb.ts';
import { startTestServer, type TTestServer } from './server.ts';

/** The storage modes every storage and replication suite runs in. */
export const STORAGE_MODES = ['embedded', 'couchdb'] as const;
export type TStorageMode = (typeof STORAGE_MODES)[number];

/** Starts a sync-server in the given mode; in CouchDB mode, also the CouchDB-API server behind it. */
export async function startInMode(mode: TStorageMode, observe?: TObserver): Promise<TTestServer> {
  if (mode === 'embedded') return startTestServer({}, observe);
  const couch = await startCouchDb();
  const t = await startTestServer(couch.env, observe);
  const close = t.close;
  t.close = async () => {
    await close();
    await couch.close();
  };
  return t;
}
