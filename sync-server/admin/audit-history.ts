import type { FastifyInstance, FastifyReply } from 'fastify';
import { auditTextNamed, databaseLabel, namedOwner } from '../../src/domain/audit-words.ts';
import { CSV_BOM, csvLine } from '../../src/domain/csv.ts';
import { docId, teamDbName } from '../../src/domain/db-names.ts';
import { DEFAULT_AUDIT_RETENTION_DAYS } from '../../src/domain/schemas/settings.ts';
import { t } from '../../src/i18n/core.ts';
import { periodic } from '../storage/periodic.ts';
import { getOrNull, type TPouchDoc } from '../storage/pouch.ts';
import { AUDIT_DB, type TStorage } from '../storage/storage.ts';
import { requireAdmin } from './routes.ts';
import { readSettings } from './smtp.ts';

// Issue #35: the change history keeps growing. It lives in a server-only database (AUDIT_DB), read
// a page at a time and exported as CSV; entries older than the retention setting are pruned in the
// background, in small batches, so requests never wait behind it.

const PAGE_MAX = 100;
const BATCH = 200;
const DAY = 86_400_000;
/** Audit ids sort by time: `audit:<ISO instant>:<random>`. */
const START = 'audit:';
const END = 'audit:\uffff';

type TEntry = TPouchDoc & {
  action?: string;
  actorEmail?: string;
  actor?: string;
  target?: string;
  detail?: string;
  detailKey?: string | null;
  detailParams?: Record<string, string | number>;
  changes?: { action: string }[];
  at?: string;
};

/** Newest first, `limit` entries older than the `before` id (or the newest). */
export async function auditPage(storage: TStorage, before: string | null, limit: number) {
  const { rows } = await storage.db(AUDIT_DB).allDocs({
    startkey: before ?? END,
    endkey: START,
    descending: true,
    skip: before ? 1 : 0,
    limit: limit + 1,
    include_docs: true,
  });
  const entries = rows.slice(0, limit).map((row) => {
    const { _rev: _r, ...doc } = row.doc as TPouchDoc;
    return doc;
  });
  return { entries, next: rows.length > limit ? (entries.at(-1)?._id ?? null) : null };
}

/**
 * Names the export's databases as the page does (league, team or referee name), each read once
 * per export: a history names a few dozen databases, however long it is.
 */
function databaseNamer(storage: TStorage) {
  const names = new Map<string, string | undefined>();
  const read = async (kind: 'league' | 'team' | 'referee', id: string) => {
    const [db, doc] =
      kind === 'league'
        ? ['leagues', docId('league', id)]
        : kind === 'team'
          ? [teamDbName(id), docId('team', id)]
          : ['admin', docId('user', id)];
    try {
      const found = (await getOrNull(storage.db(db), doc)) as Record<string, unknown> | null;
      const name = found?.[kind === 'referee' ? 'displayName' : 'name'];
      return typeof name === 'string' && name ? name : undefined;
    } catch {
      return undefined; // A database since deleted (a withdrawn team) keeps its stored name.
    }
  };
  return {
    async learn(entry: TEntry) {
      const db = entry.detailParams?.db;
      if (typeof db !== 'string' || names.has(db)) return;
      const owner = namedOwner(db);
      names.set(db, owner ? await read(owner.kind, owner.id) : undefined);
    },
    label: (db: string) => databaseLabel(db, () => names.get(db)),
  };
}

async function streamCsv(storage: TStorage, reply: FastifyReply) {
  reply.raw.writeHead(200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="pitchside-changes-${new Date().toISOString().slice(0, 10)}.csv"`,
    'cache-control': 'no-store',
  });
  // In the caller's language: the app's link names it (`?lang=`), else the browser's.
  const heads = [
    t('admin.audit.csvWhen'),
    t('admin.audit.csvWho'),
    t('admin.audit.csvAction'),
    t('admin.audit.csvTarget'),
    t('admin.audit.csvDetail'),
  ];
  reply.raw.write(CSV_BOM + csvLine(heads));
  const namer = databaseNamer(storage);
  let before: string | null = null;
  do {
    const page = await auditPage(storage, before, PAGE_MAX);
    for (const entry of page.entries as TEntry[]) await namer.learn(entry);
    for (const entry of page.entries as TEntry[]) {
      const who = entry.actorEmail || entry.actor || '';
      reply.raw.write(
        csvLine([
          entry.at ?? '',
          who,
          entry.action ?? '',
          entry.target ?? '',
          auditTextNamed({ ...entry, detail: entry.detail ?? '' }, namer.label),
        ]),
      );
    }
    before = page.next;
  } while (before);
  reply.raw.end();
}

export function auditRoutes(app: FastifyInstance, storage: TStorage) {
  app.get<{ Querystring: { before?: string; limit?: string } }>('/api/admin/audit', async (req) => {
    await requireAdmin(req, storage);
    const before =
      typeof req.query.before === 'string' && req.query.before.startsWith(START) ? req.query.before : null;
    const limit = Math.min(PAGE_MAX, Math.max(1, Number.parseInt(req.query.limit ?? '', 10) || 25));
    return auditPage(storage, before, limit);
  });
  app.get('/api/admin/audit.csv', async (req, reply) => {
    await requireAdmin(req, storage);
    reply.hijack();
    await streamCsv(storage, reply).catch(() => reply.raw.destroy());
  });
}

/** Deletes entries older than the retention, a batch at a time; returns how many went. */
export async function pruneAudit(storage: TStorage, now = Date.now()): Promise<number> {
  const days = (await readSettings(storage))?.auditRetentionDays ?? DEFAULT_AUDIT_RETENTION_DAYS;
  const cutoff = `${START}${new Date(now - days * DAY).toISOString()}`;
  const db = storage.db(AUDIT_DB);
  let pruned = 0;
  for (;;) {
    const { rows } = await db.allDocs({ startkey: START, endkey: cutoff, limit: BATCH });
    if (rows.length === 0) return pruned;
    await db.bulkDocs(
      rows.map((row) => ({ _id: row.id, _rev: (row.value as { rev: string }).rev, _deleted: true })),
    );
    pruned += rows.length;
    // Let requests in between batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Entries written before the history had its own database sat in the admin database, which every
 * admin's device replicates. Start-up moves them over once (copied first, so a crash loses none).
 */
export async function moveAuditOutOfAdmin(storage: TStorage): Promise<number> {
  const admin = storage.db('admin');
  let moved = 0;
  for (;;) {
    const { rows } = await admin.allDocs({ startkey: START, endkey: END, limit: BATCH, include_docs: true });
    if (rows.length === 0) return moved;
    const docs = rows.map((row) => row.doc as TPouchDoc);
    await storage.db(AUDIT_DB).bulkDocs(docs.map(({ _rev: _r, ...doc }) => doc));
    await admin.bulkDocs(docs.map((doc) => ({ _id: doc._id, _rev: doc._rev, _deleted: true })));
    moved += docs.length;
  }
}

/** Prunes once soon after start, then every `everyMs`; never more than one run at a time. */
export function createAuditPruner(
  storage: TStorage,
  log: { error(o: object, m: string): void; info(o: object, m: string): void },
  everyMs: number,
) {
  const prune = () =>
    pruneAudit(storage)
      .then((pruned) => pruned > 0 && log.info({ pruned }, 'old audit entries pruned'))
      .catch((error) => log.error({ err: error }, 'audit pruning failed'));
  return periodic(prune, everyMs, 1000);
}
