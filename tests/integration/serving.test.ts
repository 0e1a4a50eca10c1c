import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TTestServer } from '../support/server.ts';

const SCRIPT = `console.log(${JSON.stringify('pitchside '.repeat(200))});`;
const SCRIPT_HASH = 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';
const STYLE_HASH = 'sha256-ZmFrZSBzdHlsZXNoZWV0IGhhc2ggZm9yIGEgdGVzdA==';

describe('serving the built app', () => {
  let t: TTestServer;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'pitchside-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Pitchside</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'index-Bx7kQ2pL.js'), SCRIPT);
    writeFileSync(join(dist, 'assets', 'index-Bx7kQ2pL.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(dist, 'assets', 'index-Bx7kQ2pL.js.gz'), gzipSync(SCRIPT));
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    // The build's hashes of the shell's inline script and stylesheet, and an attacker's extras.
    writeFileSync(
      join(dist, 'inline-hashes.json'),
      JSON.stringify({
        script: [SCRIPT_HASH, "'unsafe-inline'"],
        style: [STYLE_HASH, 'sha256-x; script-src *'],
      }),
    );
    t = await startTestServer({ DIST_DIR: dist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves pre-compressed hashed assets with a year-long immutable cache', async () => {
    for (const [encoding, expected] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await fetch(`${t.url}/assets/index-Bx7kQ2pL.js`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(expected);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await response.text()).toBe(SCRIPT);
    }
  });

  it('never caches the service worker or the page itself for long', async () => {
    const sw = await fetch(`${t.url}/sw.js`);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const page = await fetch(`${t.url}/`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('falls back to the app for client-side routes, but not for API, database or asset paths', async () => {
    for (const route of ['/leagues', '/teams/abc/dashboard', '/referee/match/m1/report']) {
      const response = await fetch(`${t.url}${route}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    }
    const api = await fetch(`${t.url}/api/nothing`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ error: 'not_found' });
    expect((await fetch(`${t.url}/db/_all_dbs`)).status).toBe(404);
    // A file of another build (a tab open across a deploy) is missing, not the page: a module
    // answered with HTML would fail as a script of the wrong type, and could be kept as one.
    const gone = await fetch(`${t.url}/assets/index-Old0Hash.js`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('sends the security headers on every response', async () => {
    for (const path of ['/', '/assets/index-Bx7kQ2pL.js', '/api/health', '/db/leagues/']) {
      const response = await fetch(`${t.url}${path}`);
      const csp = response.headers.get('content-security-policy')!;
      // The shell's own inline script and stylesheet, by hash: nothing else inline, and a damaged
      // or tampered hash file adds nothing but well-formed hashes.
      expect(csp).toContain(`script-src 'self' '${SCRIPT_HASH}';`);
      expect(csp).toContain(`style-src 'self' '${STYLE_HASH}';`);
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('*');
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('before the app is built', () => {
  it('serves a placeholder page that says how to build it', async () => {
    const t = await startTestServer();
    try {
      const response = await fetch(`${t.url}/leagues`);
      expect(response.status).toBe(200);
      const page = await response.text();
      expect(page).toContain('npm run build');
      // Its stylesheet is allowed by its hash, as the built shell's is: no inline style attribute.
      expect(page).not.toContain('style="');
      const style = /<style>([^<]*)<\/style>/.exec(page)![1]!;
      const hash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
      expect(response.headers.get('content-security-policy')).toContain(`style-src 'self' ${hash}`);
    } finally {
      await t.close();
    }
  });
});
