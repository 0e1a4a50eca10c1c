import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { youtubeId } from '../../src/domain/youtube.ts';
import type { TStorage } from '../storage/storage.ts';

// Issue #35: /highlights loaded YouTube's thumbnails from YouTube, telling a third party of every
// visitor before they chose to play anything. The server fetches each one once, keeps it on disk,
// and serves it from our origin. Only videos the league actually lists are fetched, so a client
// cannot make the server download or store anything else; a size cap bounds each file, a count
// the folder; when YouTube cannot be reached the visitor gets a plain placeholder.

export type TThumbnailConfig = {
  /** Where thumbnails come from (tests point it at a local server). */
  origin: string;
  folder: string;
  maxBytes: number;
  maxFiles: number;
  timeoutMs: number;
};

const ID = /^[A-Za-z0-9_-]{11}$/;
/** After a failed fetch, the placeholder is served this long before YouTube is asked again. */
const RETRY_AFTER_MS = 5 * 60_000;

export const PLACEHOLDER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#fed7aa"/><path d="M6.5 2.5v4l3.5-2z" fill="#c2410c"/></svg>';

/** The YouTube ids of the listed videos, read again only when the highlights database changed. */
function knownIds(storage: TStorage) {
  let cached: { seq: string; ids: Set<string> } | null = null;
  return async (): Promise<Set<string>> => {
    const db = storage.db('highlights');
    // Before the server made its highlights database, no video is listed.
    const info = await db.info().catch(() => null);
    if (!info) return new Set<string>();
    const seq = String(info.update_seq);
    if (cached?.seq === seq) return cached.ids;
    const { rows } = await db.allDocs({
      startkey: 'highlight:',
      endkey: 'highlight:\uffff',
      include_docs: true,
    });
    const ids = new Set<string>();
    for (const row of rows as { doc?: { url?: unknown } }[]) {
      const id = typeof row.doc?.url === 'string' ? youtubeId(row.doc.url) : null;
      if (id) ids.add(id);
    }
    cached = { seq, ids };
    return ids;
  };
}

/** YouTube sends JPEG; a stand-in may send PNG or WebP: the bytes say which. */
function imageType(body: Buffer): string {
  if (body[0] === 0x89 && body.toString('latin1', 1, 4) === 'PNG') return 'image/png';
  if (body.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return 'image/jpeg';
}

/** Reads at most `max` bytes of a body; null when it is larger. */
async function cappedBody(response: Response, max: number): Promise<Buffer | null> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > max || !response.body) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    size += part.value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(part.value);
  }
  return Buffer.concat(chunks);
}

export function thumbnailRoutes(app: FastifyInstance, storage: TStorage, config: TThumbnailConfig) {
  const listed = knownIds(storage);
  /** One read (or fetch) per id at a time, shared by every request for it. */
  const reading = new Map<string, Promise<Buffer | null>>();
  const failedAt = new Map<string, number>();

  async function fetchOnce(id: string): Promise<Buffer | null> {
    if (Date.now() - (failedAt.get(id) ?? 0) < RETRY_AFTER_MS) return null;
    const url = `${config.origin}/vi/${id}/hqdefault.jpg`;
    const response = await fetch(url, { signal: AbortSignal.timeout(config.timeoutMs) }).catch(() => null);
    const body =
      response?.ok && /^image\/(jpeg|png|webp)\b/.test(response.headers.get('content-type') ?? '')
        ? await cappedBody(response, config.maxBytes).catch(() => null)
        : null;
    if (!body) {
      failedAt.set(id, Date.now());
      return null;
    }
    failedAt.delete(id);
    await keep(id, body);
    return body;
  }

  /** Written whole (temp file, rename), then the oldest files go beyond the cap. */
  async function keep(id: string, body: Buffer) {
    await mkdir(config.folder, { recursive: true });
    const temp = join(config.folder, `${id}.${process.pid}.tmp`);
    await writeFile(temp, body);
    await rename(temp, join(config.folder, `${id}.jpg`));
    const files = (await readdir(config.folder)).filter((name) => name.endsWith('.jpg'));
    if (files.length <= config.maxFiles) return;
    const dated = await Promise.all(
      files.map(async (name) => ({
        name,
        at: (await stat(join(config.folder, name)).catch(() => null))?.mtimeMs ?? 0,
      })),
    );
    dated.sort((a, b) => a.at - b.at);
    for (const old of dated.slice(0, files.length - config.maxFiles))
      await unlink(join(config.folder, old.name)).catch(() => {});
  }

  app.get<{ Params: { file: string } }>('/thumbnails/:file', async (req, reply) => {
    const id = req.params.file.replace(/\.jpg$/, '');
    if (!ID.test(id) || !(await listed()).has(id)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    // The read from disk is inside the shared promise: a request that found no file while another
    // was writing it would otherwise ask YouTube a second time.
    let pending = reading.get(id);
    if (!pending) {
      pending = readFile(join(config.folder, `${id}.jpg`))
        .catch(() => fetchOnce(id))
        .finally(() => reading.delete(id));
      reading.set(id, pending);
    }
    const body = await pending;
    if (!body) {
      // A short life: the real thumbnail replaces it once YouTube answers again.
      return reply.header('cache-control', 'public, max-age=300').type('image/svg+xml').send(PLACEHOLDER_SVG);
    }
    return reply.header('cache-control', 'public, max-age=604800').type(imageType(body)).send(body);
  });
}
