import { afterAll, beforeAll } from 'vitest';
import { startCouchDb, type TTestCouch } from './couchdb.ts';
import { writeSettings } from './mail.ts';
import type { TStorageMode } from './modes.ts';
import { pushServerEnv, startPushService, type TPushService } from './push-service.ts';
import { startTestServer, type TTestServer } from './server.ts';
import { buildWorld, type TWorld } from './world.ts';

/**
 * A suite's server in a storage mode (CouchDB's own behind it in CouchDB mode), a local push
 * service it sends to, the world built and the admin's settings saved: started before the suite's
 * own `beforeAll` hooks, closed after. Read `s.t`, `s.world`, `s.service` once those have run.
 */
export function usePushWorld(mode: TStorageMode) {
  const s = {} as { t: TTestServer; world: TWorld; service: TPushService };
  let couch: TTestCouch | null = null;
  beforeAll(async () => {
    couch = mode === 'couchdb' ? await startCouchDb() : null;
    s.service = await startPushService();
    s.t = await startTestServer({ ...couch?.env, ...pushServerEnv(s.service) });
    s.world = await buildWorld(s.t);
    await writeSettings(s.t.storage, {});
  });
  afterAll(async () => {
    await s.t?.close();
    await s.service?.close();
    await couch?.close();
  });
  return s;
}
