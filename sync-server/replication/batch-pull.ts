import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../http/errors.ts';
import { principalOf } from '../http/principal-hook.ts';
import type { TPouchDb } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { CouchError } from './couch-error.ts';
import { requireDatabase } from './database-ref.ts';

/** Databases one request may name: an admin's 400 team databases take four. */
const MAX_DATABASES = 100;
/** Documents one answer carries at most; a database cut short is asked for again from its position. */
const MAX_DOCS = 5000;
/** Databases read at once while answering. */
const READ_CONCURRENCY = 8;

const ZSeq = z.union([z.number().int().min(0), z.string().min(1).max(200)]);
const ZPull = z.strictObject({
  since: z
    .record(z.string().min(1).max(100), ZSeq)
    .refine((since) => Object.keys(since).length <= MAX_DATABASES, {
      message: `At most ${MAX_DATABASES} databases per request.`,
    }),
});

type TDocs = Record<string, unknown>[];
export type TPulled =
  | { docs: TDocs; last_seq: number | string; complete: boolean }
  | { error: string; reason: string };

/**
 * `POST /api/pull` (issue #34, item 5): the first copy of many databases in one request. For each
 * database the principal may read, the documents changed after its position, with their revision
 * histories (what a replication's `_bulk_get?revs=true` returns), ready for the device's
 * `bulkDocs(new_edits: false)`. A device then replicates each database as usual from the position
 * it was given. Access is checked per database, as for `/db/<name>`; one refused database does not
 * refuse the others. The answer holds at most MAX_DOCS documents: a database cut short says
 * `complete: false`, and the device asks again from its `last_seq`.
 */
export function batchPullRoutes(app: FastifyInstance, storage: TStorage) {
  app.post('/api/pull', async (req) => {
    const parsed = ZPull.safeParse(req.body);
    if (!parsed.success) throw new AppError(400, 'bad_request', parsed.error.issues[0]!.message);
    const principal = await principalOf(req, storage);
    const names = Object.keys(parsed.data.since);
    const results: Record<string, TPulled> = {};
    let budget = MAX_DOCS;
    let next = 0;
    const worker = async () => {
      while (next < names.length) {
        const name = names[next++]!;
        if (budget <= 0) {
          results[name] = { docs: [], last_seq: parsed.data.since[name]!, complete: false };
          continue;
        }
        try {
          const ref = await requireDatabase(storage, principal, name, 'read');
          results[name] = await readSince(storage.db(ref.name), parsed.data.since[name]!, budget);
          if ('docs' in results[name]) budget -= results[name].docs.length;
        } catch (error) {
          if (!(error instanceof CouchError)) throw error;
          results[name] = { error: error.error, reason: error.message };
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(READ_CONCURRENCY, names.length) }, worker));
    return { results };
  });
}

export async function readSince(db: TPouchDb, since: number | string, limit: number): Promise<TPulled> {
  const changes = await db.changes({ since, limit, style: 'all_docs' });
  const wanted = changes.results.flatMap((change) =>
    change.changes.map(({ rev }) => ({ id: change.id, rev })),
  );
  const docs: TDocs = [];
  if (wanted.length) {
    const { results } = (await db.bulkGet({ docs: wanted, revs: true, latest: true })) as {
      results: { docs: ({ ok: Record<string, unknown> } | { error: unknown })[] }[];
    };
    for (const result of results) for (const found of result.docs) if ('ok' in found) docs.push(found.ok);
  }
  return { docs, last_seq: changes.last_seq, complete: changes.results.length < limit };
}
