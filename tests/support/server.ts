import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type TObserver, type TServer } from '../../sync-server/app.ts';
import { readConfig, type TConfig } from '../../sync-server/config.ts';
import { openStorage, type TStorage } from '../../sync-server/storage/storage.ts';

export type TTestServer = {
  url: string;
  dataDir: string;
  config: TConfig;
  storage: TStorage;
  server: TServer;
  /**
   * Stops and starts again on the same data (and port), as after a crash or a deploy. `meanwhile`
   * runs on the stored data while no server is running (an operator's change, a config edit).
   */
  restart(meanwhile?: (storage: TStorage) => Promise<void>): Promise<void>;
  close(): Promise<void>;
};

/** A real server on a random port and a temporary folder; `env` may point it at a CouchDB (tests/support/couchdb.ts). */
export async function startTestServer(
  env: Record<string, string> = {},
  observe?: TObserver,
): Promise<TTestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-test-'));
  const config = readConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SEED: 'none',
    DIST_DIR: join(dataDir, 'no-dist'),
    ...env,
  });
  let server = await startServer(config, openStorage(config), observe);
  config.port = Number(new URL(server.url).port);
  const handle: TTestServer = {
    url: server.url,
    dataDir,
    config,
    storage: server.storage,
    server,
    async restart(meanwhile) {
      await server.close();
      if (meanwhile) {
        const offline = openStorage(config);
        await meanwhile(offline);
        await offline.close();
      }
      server = await startServer(config, openStorage(config), observe);
      handle.server = server;
      handle.storage = server.storage;
    },
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return handle;
}
