import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);

/**
 * A CouchDB-API server for CouchDB-mode tests: express-pouchdb over pouchdb-node, on a random port
 * and a temporary folder. The sync-server talks to it exactly as it would to Apache CouchDB 3.
 */
export async function startCouchDb(): Promise<{ url: string; requests: string[]; close(): Promise<void> }> {
  const folder = mkdtempSync(join(tmpdir(), 'pitchside-couch-'));
  const express = require('express');
  const PouchDB = require('pouchdb-node').defaults({ prefix: `${folder}/` });
  const app = express();
  // What reached CouchDB, as "METHOD /path": tests check that nothing asked it to create a database.
  const requests: string[] = [];
  app.use((req: { method: string; path: string }, _res: unknown, next: () => void) => {
    requests.push(`${req.method} ${req.path}`);
    next();
  });
  app.use(
    '/',
    require('express-pouchdb')(PouchDB, {
      mode: 'minimumForPouchDB',
      inMemoryConfig: true,
      logPath: join(folder, 'log.txt'),
    }),
  );
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as { port: number };
  return {
    // Credentials as an operator would give them; express-pouchdb in this mode ignores them.
    url: `http://admin:secret@127.0.0.1:${port}`,
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
