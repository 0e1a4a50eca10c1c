import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../http/errors.ts';
import { principalOf } from '../http/principal-hook.ts';
import type { TPouchDb } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';
import { couchErrorOf } from './couch-error.ts';
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
 * database the principal may read, the documents changed after its position (readSince). A device
 * writes them into its read model and asks again from `last_seq` when told the database changed. Access is checked per database, as for `/db/<name>`; one refused database does not
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
          // A refusal, or a league listed in `leagues` whose database was never made (a crash
          // between the two, until start-up repairs it): that database's answer, not the whole
          // request's. A server failure still fails the request, for the phone to retry.
          const couch = couchErrorOf(error);
          if (!couch) throw error;
          results[name] = { error: couch.error, reason: couch.message };
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(READ_CONCURRENCY, names.length) }, worker));
    return { results };
  });
}

/**
 * A database's documents changed after `since`: each one's winning revision with its other live
 * leaves as `_conflicts`, a deleted one as `{_id, _rev, _deleted}` (what `_changes?include_docs=true
 * &conflicts=true` gives). One range read: fetching every leaf with its history (`_bulk_get`) took
 * twice as long, and the device keeps only the winner (issue #34, item 5).
 */
export async function readSince(db: TPouchDb, since: number | string, limit: number): Promise<TPulled> {
  const changes = await db.changes({ since, limit, include_docs: true, conflicts: true, style: 'all_docs' });
  const docs = changes.results.flatMap((change) =>
    change.doc
      ? [change.doc as Record<string, unknown>]
      : [{ _id: change.id, _rev: change.changes[0]!.rev, _deleted: true }],
  );
  return { docs, last_seq: changes.last_seq, complete: changes.results.length < limit };
}
