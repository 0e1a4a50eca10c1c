import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TDbRef } from '../../src/domain/databases.ts';
import { SCHEMA_HEADER, SCHEMA_VERSION, schemaOf } from '../../src/domain/schema-version.ts';
import { canWrite } from '../access/databases.ts';
import { principalOf } from '../http/principal-hook.ts';
import type { TStorage } from '../storage/storage.ts';
import type { TWatcher } from '../storage/watch.ts';
import { idOf, writeDocs } from './bulk-docs.ts';
import { parseChangesQuery, serveChanges } from './changes.ts';
import { forgetCheckpoint, readCheckpoint, writeCheckpoint } from './checkpoint-cache.ts';
import { CouchError } from './couch-error.ts';
import { requireDatabase } from './database-ref.ts';
import { checkLocalDocSize, localDocId, noteLocalWrite, readerLocalLimiter } from './local-docs.ts';
import { missingRevision, refuseOldMirrorRevisions } from './old-revisions.ts';
import { createPrefetch } from './prefetch.ts';
import { diffAndRead, MAX_READ_AHEAD } from './revs-diff.ts';

/** The app said which generation it writes, and it is older than ours (stock clients say none). */
const isOlderApp = (req: FastifyRequest) =>
  (schemaOf(req.headers[SCHEMA_HEADER]) ?? SCHEMA_VERSION) < SCHEMA_VERSION;

type TParams = { db: string; docid?: string; localid?: string };
type TQuery = Record<string, string | undefined>;

const ZBulkDocs = z.object({ docs: z.array(z.unknown()).max(1000), new_edits: z.boolean().optional() });
const ZBulkGet = z.object({
  docs: z.array(z.object({ id: z.string().min(1).max(300), rev: z.string().max(200).optional() })).max(1000),
});
const ZRevsDiff = z.record(z.string().max(300), z.array(z.string().max(200)).max(1000));
const ZLocalDoc = z.looseObject({ _id: z.string().optional(), _rev: z.string().optional() });

function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new CouchError(400, 'bad_request', 'The request body is not valid for this endpoint.');
  return parsed.data;
}

/** `open_revs` is `all` or a JSON array of revisions. */
function parseOpenRevs(value: string): 'all' | string[] {
  if (value === 'all') return 'all';
  try {
    return z.array(z.string().max(200)).max(1000).parse(JSON.parse(value));
  } catch {
    throw new CouchError(400, 'bad_request', 'open_revs must be "all" or a JSON array of revisions.');
  }
}

/**
 * The subset of the CouchDB API that PouchDB 9 replication uses, under /db/. Everything else
 * (_all_dbs, _find, design documents, _security, attachments, _purge…) is 404.
 */
export function replicationRoutes(
  app: FastifyInstance,
  storage: TStorage,
  watcher: TWatcher,
  limits: { longpollMaxMs: number; readerCheckpointsPerMinute: number; readAheadMs: number },
  /** Each pushed batch's outcome, for the operator's metrics (ADR 038). */
  countWritten: (kind: string, results: readonly { error?: string }[]) => void = () => {},
) {
  const { longpollMaxMs } = limits;
  const reserveReaderLocalWrite = readerLocalLimiter(limits.readerCheckpointsPerMinute);
  // Voided by every write through this instance, as it lands (prefetch.ts).
  const prefetch = createPrefetch(
    (listener) => {
      storage.writes.on('write', listener);
      return () => storage.writes.off('write', listener);
    },
    { ttlMs: limits.readAheadMs },
  );
  app.addHook('onClose', async () => prefetch.close());
  const open = async (req: FastifyRequest<{ Params: TParams }>, action: 'read' | 'write') => {
    const ref = await requireDatabase(storage, await principalOf(req, storage), req.params.db, action);
    return { ref, db: storage.db(ref.name) };
  };

  app.get('/db/', async () => ({ couchdb: 'Welcome', vendor: { name: 'Pitchside' }, version: '3.3.3' }));

  app.get<{ Params: TParams }>('/db/:db/', async (req) => {
    const { ref, db } = await open(req, 'read');
    const info = await db.info();
    return {
      db_name: ref.name,
      doc_count: info.doc_count,
      update_seq: info.update_seq,
      instance_start_time: '0',
    };
  });

  // PouchDB creates a missing database on setup; ours exist already, or may not be created.
  app.put<{ Params: TParams }>('/db/:db/', async (req) => {
    await open(req, 'read');
    throw new CouchError(412, 'file_exists', 'The database could not be created, the file already exists.');
  });

  app.get<{ Params: TParams; Querystring: TQuery }>('/db/:db/_changes', async (req, reply) => {
    const { ref, db } = await open(req, 'read');
    const query = parseChangesQuery(req.query, storage.mode === 'couchdb');
    // A held long-poll keeps its database open: closed under it, the answer would come back empty.
    const unpin = query.feed === 'normal' ? null : storage.pin(ref.name);
    try {
      return await serveChanges(reply, db, watcher, query, longpollMaxMs);
    } finally {
      unpin?.();
    }
  });

  app.post<{ Params: TParams }>('/db/:db/_changes', async (req) => {
    await open(req, 'read');
    throw new CouchError(400, 'bad_request', 'Filtered changes are not supported.');
  });

  /** May this caller write the database? Readers still keep checkpoints, in their own space. */
  const isReaderOf = async (req: FastifyRequest<{ Params: TParams }>, ref: TDbRef) =>
    !canWrite(await principalOf(req, storage), ref);

  app.get<{ Params: TParams }>('/db/:db/_local/:localid', async (req) => {
    const { ref } = await open(req, 'read');
    const storedId = localDocId(req.params.localid!, await isReaderOf(req, ref));
    const doc = await readCheckpoint(storage, ref.name, storedId);
    if (!doc) throw new CouchError(404, 'not_found', 'missing');
    return { ...doc, _id: `_local/${req.params.localid}` };
  });

  // Replication checkpoints. CouchDB lets anyone who may read a database keep checkpoints in it,
  // and its replicator fails without them. Readers' are bounded in number, size and rate, and kept
  // apart from writers' (local-docs.ts), so they are never free storage or a way to evict others.
  app.put<{ Params: TParams }>('/db/:db/_local/:localid', async (req, reply) => {
    const { ref, db } = await open(req, 'read');
    const isReader = await isReaderOf(req, ref);
    const body = parseBody(ZLocalDoc, req.body);
    checkLocalDocSize(body);
    if (isReader) {
      const wait = reserveReaderLocalWrite(req.ip);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new CouchError(
          429,
          'too_many_requests',
          `Too many checkpoint writes. Try again in ${wait} seconds.`,
        );
      }
    }
    const storedId = localDocId(req.params.localid!, isReader);
    const result = await writeCheckpoint(storage, ref.name, storedId, { ...body, _id: storedId });
    await noteLocalWrite(storage.internal, db, req.params.localid!, isReader, (evicted) => {
      for (const id of evicted) forgetCheckpoint(storage, ref.name, id);
    });
    return reply.code(201).send({ ...result, id: `_local/${req.params.localid}` });
  });

  // CouchDB's replicator asks for this after each batch (an empty JSON body); writes are durable
  // when stored here, so there is nothing to flush.
  app.post<{ Params: TParams }>('/db/:db/_ensure_full_commit', async (req, reply) => {
    await open(req, 'read');
    return reply.code(201).send({ ok: true, instance_start_time: '0' });
  });

  // Only writers ask this; what it reads serves their next `_bulk_docs` (prefetch.ts).
  app.post<{ Params: TParams }>('/db/:db/_revs_diff', async (req) => {
    const { ref, db } = await open(req, 'write');
    const asked = parseBody(ZRevsDiff, req.body);
    if (Object.keys(asked).length > MAX_READ_AHEAD) return db.revsDiff(asked);
    return (await prefetch.reading(ref.name, () => diffAndRead(db, asked))).diff;
  });

  app.post<{ Params: TParams }>('/db/:db/_bulk_docs', async (req, reply) => {
    const { ref } = await open(req, 'write');
    const body = parseBody(ZBulkDocs, req.body);
    const principal = await principalOf(req, storage);
    const ids = body.docs.map(idOf).filter(Boolean);
    const results = await writeDocs(
      storage,
      principal,
      ref,
      body.docs,
      body.new_edits ?? true,
      isOlderApp(req),
      prefetch.take(ref.name, ids),
    );
    countWritten(ref.kind, results);
    return reply.code(201).send(results);
  });

  app.post<{ Params: TParams; Querystring: TQuery }>('/db/:db/_bulk_get', async (req) => {
    const { ref, db } = await open(req, 'read');
    const body = parseBody(ZBulkGet, req.body);
    const latest = req.query.latest === 'true';
    const refused = latest ? new Set<number>() : await refuseOldMirrorRevisions(db, ref.kind, body.docs);
    const wanted = body.docs.filter((_, i) => !refused.has(i));
    // PouchDB's bulkGet never settles for an empty list.
    const found = wanted.length
      ? (await db.bulkGet({ docs: wanted, revs: req.query.revs === 'true', latest })).results
      : [];
    let next = 0;
    return {
      results: body.docs.map((d, i) => (refused.has(i) ? missingRevision(d.id, d.rev) : found[next++])),
    };
  });

  app.get<{ Params: TParams; Querystring: TQuery }>('/db/:db/:docid', async (req) => {
    const { ref, db } = await open(req, 'read');
    const id = req.params.docid!;
    if (id.startsWith('_')) throw new CouchError(404, 'not_found', 'missing');
    const q = req.query;
    const options: Record<string, unknown> = {};
    if (q.rev) options.rev = q.rev;
    if (q.revs === 'true') options.revs = true;
    if (q.revs_info === 'true') options.revs_info = true;
    if (q.conflicts === 'true') options.conflicts = true;
    if (q.latest === 'true') options.latest = true;
    if (q.open_revs) options.open_revs = parseOpenRevs(q.open_revs);
    const asked = Array.isArray(options.open_revs) ? (options.open_revs as string[]) : q.rev ? [q.rev] : [];
    if (q.latest !== 'true' && asked.length) {
      const refused = await refuseOldMirrorRevisions(
        db,
        ref.kind,
        asked.map((rev) => ({ id, rev })),
      );
      if (refused.size) throw new CouchError(404, 'not_found', 'missing');
    }
    return db.get(id, options);
  });

  app.put<{ Params: TParams }>('/db/:db/:docid', async (req, reply) => {
    const { ref } = await open(req, 'write');
    const id = req.params.docid!;
    if (id.startsWith('_')) throw new CouchError(404, 'not_found', 'missing');
    const body = parseBody(z.looseObject({}), req.body);
    const principal = await principalOf(req, storage);
    const [result] = await writeDocs(storage, principal, ref, [{ ...body, _id: id }], true, isOlderApp(req));
    if (result?.error === 'forbidden') throw new CouchError(403, 'forbidden', result.reason ?? 'Forbidden');
    if (result?.error) throw new CouchError(409, 'conflict', 'Document update conflict.');
    return reply.code(201).send(result);
  });
}
