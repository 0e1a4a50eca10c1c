import { existsSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TTestServer } from '../support/server.ts';

// Issue #35, item 5: highlights' thumbnails come from Pitchside's origin. The server fetches each
// listed video's picture from YouTube (here a local stand-in) once, keeps it, and serves it; it
// fetches nothing for a video nobody listed, caps the size, and stands in a placeholder.

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(600, 7)]);
const LISTED = ['aaaaaaaaaaa', 'bbbbbbbbbbb', 'ccccccccccc', 'ddddddddddd', 'eeeeeeeeeee'];

describe("highlights' thumbnails from our own origin", () => {
  let t: TTestServer;
  let youtube: Server;
  const hits: string[] = [];
  /** What the stand-in answers for each id: a picture, a huge one, or an outage. */
  const answer = new Map<string, 'ok' | 'huge' | 'down'>();

  beforeAll(async () => {
    youtube = createServer((req, res) => {
      const id = /\/vi\/([^/]+)\//.exec(req.url ?? '')?.[1] ?? '';
      hits.push(id);
      const kind = answer.get(id) ?? 'ok';
      if (kind === 'down') return res.writeHead(503).end();
      const body = kind === 'huge' ? Buffer.concat([JPEG, Buffer.alloc(4096)]) : JPEG;
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(body);
    });
    await new Promise<void>((resolve) => youtube.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(youtube.address() as { port: number }).port}`;
    t = await startTestServer({ THUMBNAIL_ORIGIN: origin, THUMBNAIL_MAX_KB: '2' });
    const highlights = await t.storage.create('highlights');
    await highlights.bulkDocs(
      LISTED.map((id, i) => ({ _id: `highlight:l:${i}`, type: 'highlight', url: `https://youtu.be/${id}` })),
    );
  });
  afterAll(async () => {
    await t?.close();
    youtube?.close();
  });

  const get = (path: string) => fetch(`${t.url}${path}`);
  const kept = () => {
    const folder = join(t.dataDir, 'thumbnails');
    return existsSync(folder) ? readdirSync(folder) : [];
  };

  it('fetches a listed video once, then serves it from disk', async () => {
    const first = await get(`/thumbnails/${LISTED[0]}.jpg`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await first.arrayBuffer())).toEqual(JPEG);
    const again = await get(`/thumbnails/${LISTED[0]}.jpg`);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(JPEG);
    expect(hits.filter((id) => id === LISTED[0])).toHaveLength(1);
    expect(kept()).toContain(`${LISTED[0]}.jpg`);
  });

  it('asks YouTube once for many visitors at the same moment', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(`/thumbnails/${LISTED[1]}.jpg`)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(hits.filter((id) => id === LISTED[1])).toHaveLength(1);
  });

  it('fetches and keeps nothing for a video nobody listed, or a made-up name', async () => {
    const before = hits.length;
    for (const path of [
      '/thumbnails/zzzzzzzzzzz.jpg',
      '/thumbnails/..%2F..%2Fetc.jpg',
      '/thumbnails/short.jpg',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
    expect(hits.length).toBe(before);
    expect(kept().some((name) => name.startsWith('zzz'))).toBe(false);
  });

  it('stands in a placeholder when YouTube is down or the picture is too large, and keeps neither', async () => {
    answer.set(LISTED[2]!, 'down');
    answer.set(LISTED[3]!, 'huge');
    for (const id of [LISTED[2]!, LISTED[3]!]) {
      const reply = await get(`/thumbnails/${id}.jpg`);
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toBe('image/svg+xml');
      expect(reply.headers.get('cache-control')).toBe('public, max-age=300');
      expect(await reply.text()).toContain('<svg');
      expect(kept()).not.toContain(`${id}.jpg`);
    }
    // A failure is remembered for a while: a page of visitors does not hammer YouTube.
    await get(`/thumbnails/${LISTED[2]}.jpg`);
    expect(hits.filter((id) => id === LISTED[2])).toHaveLength(1);
  });

  it('no page allows pictures from YouTube any more', async () => {
    const page = await get('/');
    expect(page.headers.get('content-security-policy')).toContain("img-src 'self' data:;");
  });
});
