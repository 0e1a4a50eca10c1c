// Issue #36: the floor for a live screen, beside the static page's floor for a snapshot. The page
// in floor-page/ (React and Dexie drawing a 20-row table from IndexedDB) is built into one file and
// served by a plain node:http server, its file cached for a year as a fingerprinted asset is: a
// repeat visit reads the code from the browser's disk cache and the rows from IndexedDB on disk.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, normalize } from 'node:path';
import { build } from 'vite';

export async function startFloorPage() {
  const outDir = mkdtempSync(join(tmpdir(), 'pitchside-floor-'));
  await build({
    configFile: false,
    root: 'tests/bench/floor-page',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, target: 'es2022', modulePreload: false },
  });
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://floor').pathname;
    const isAsset = path.startsWith('/assets/');
    const file = normalize(join(outDir, isAsset ? path : 'index.html'));
    if (!file.startsWith(outDir)) return void res.writeHead(404).end();
    try {
      const body = readFileSync(file);
      res.writeHead(200, {
        'content-type': isAsset ? 'text/javascript' : 'text/html; charset=utf-8',
        'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-store',
      });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
