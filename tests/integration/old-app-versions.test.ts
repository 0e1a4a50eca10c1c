import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC_TYPES, docId, parseDbName, splitDocId, teamDbName } from '../../src/domain/databases.ts';
import { isReadableDoc, SCHEMA_HEADER, SCHEMA_VERSION } from '../../src/domain/schema-version.ts';
import { t as translate } from '../../src/i18n/core.ts';
import { readConfig } from '../../sync-server/config.ts';
import { createUpdates } from '../../sync-server/live/updates.ts';
import { createResolver } from '../../sync-server/resolver/resolver.ts';
import { seedDemo } from '../../sync-server/seed/demo.ts';
import { openStorage, type TStorage } from '../../sync-server/storage/storage.ts';
import { api } from '../support/clients.ts';
import { useWorld } from '../support/world.ts';

// Issue #34, item 6: phones run last month's app. Today's documents must read on the previous
// release (its schemas, kept in tests/fixtures by scripts/snapshot-schemas.ts), and a write the
// server refuses from an older app says "update the app".

type TSchema = Record<string, unknown>;
const previous = JSON.parse(
  readFileSync(new URL('../fixtures/previous-schemas.json', import.meta.url), 'utf8'),
) as { commit: string; kinds: Record<string, Record<string, TSchema>> };

/** An app's reading tolerates fields it does not know: the strict objects become open ones. */
function tolerant(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(tolerant);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, tolerant(value)]),
  );
}

const silent = { info() {}, error() {}, warn() {} };

/**
 * Differences from the previous release's schemas that its app was read to tolerate: each names
 * the field and where that release uses it. Anything else is a document it may not understand,
 * which needs SCHEMA_VERSION bumped (then an app of this generation or later hides it and asks
 * to update).
 */
const TOLERATED = [
  {
    type: 'mail',
    field: '/kind',
    why: "new kinds of e-mail; that release's outbox (MailOutbox.tsx) shows `about`, never the kind",
  },
];

describe("today's documents on the previous release", () => {
  let storage: TStorage;
  let dataDir: string;
  const docs: { db: string; doc: Record<string, unknown> }[] = [];
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'pitchside-versions-'));
    storage = openStorage(readConfig({ DATA_DIR: dataDir }));
    await seedDemo(storage, { password: 'demo-secret' });
    // The documents the server derives (standings, verdicts, mirrors) as well as the seeded ones.
    const resolver = createResolver(storage, createUpdates(storage, silent), silent);
    await resolver.start();
    await resolver.settle();
    await resolver.stop();
    for (const db of await storage.listDatabases()) {
      if (!parseDbName(db)) continue; // internal storage: never sent to a phone
      const { rows } = await storage.db(db).allDocs({ include_docs: true });
      for (const row of rows) if (!row.id.startsWith('_design/')) docs.push({ db, doc: row.doc! });
    }
  }, 120_000);
  afterAll(async () => {
    await storage.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads every document of a type it knew, and knows it does not know the rest', () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    const compiled = new Map<TSchema, ReturnType<typeof ajv.compile>>();
    const failures: string[] = [];
    const unknownTypes = new Set<string>();
    for (const { db, doc } of docs) {
      const kind = parseDbName(db)!.kind;
      const type = splitDocId(doc._id as string)!.type;
      const schema = previous.kinds[kind]?.[type];
      if (!schema) {
        // A type added since: that release's projection has no table for it and skips it.
        expect(DOC_TYPES[kind][type], `${type} in ${kind}`).toBeDefined();
        unknownTypes.add(`${kind}/${type}`);
        continue;
      }
      const validate = compiled.get(schema) ?? ajv.compile(tolerant(schema) as TSchema);
      compiled.set(schema, validate);
      const body = Object.fromEntries(Object.entries(doc).filter(([key]) => !key.startsWith('_')));
      if (validate(body)) continue;
      for (const error of validate.errors ?? []) {
        const isTolerated = TOLERATED.some((t) => t.type === type && error.instancePath === t.field);
        if (!isTolerated) failures.push(`${db} ${doc._id}: ${error.instancePath} ${error.message}`);
      }
    }
    expect(docs.length).toBeGreaterThan(500);
    expect(failures).toEqual([]);
    // The demo uses types the previous release did not have (availability, rulings, ...).
    expect(unknownTypes.size).toBeGreaterThan(0);
  });

  it("reads every document on today's app too, so the older-app check never hides a good one", () => {
    const unreadable = docs.filter(({ db, doc }) => !isReadableDoc(db, doc)).map(({ doc }) => doc._id);
    expect(unreadable).toEqual([]);
  });

  it('tells a document of a type or shape it does not know from one it does', () => {
    const league = docs.find(({ doc }) => (doc._id as string).startsWith('league:'))!;
    expect(isReadableDoc(league.db, league.doc)).toBe(true);
    expect(isReadableDoc(league.db, { ...league.doc, newField: { any: 'thing' } })).toBe(true);
    expect(isReadableDoc(league.db, { ...league.doc, name: { en: 'Now translated' } })).toBe(false);
    expect(isReadableDoc(league.db, { ...league.doc, _id: 'trophy:x', type: 'trophy' })).toBe(false);
  });
});

describe('an older app writing to a newer server', () => {
  const s = useWorld();

  const older = { [SCHEMA_HEADER]: String(SCHEMA_VERSION - 1) };
  const current = { [SCHEMA_HEADER]: String(SCHEMA_VERSION) };
  const updateText = translate('server.updateTheAppToSave');

  const playerPath = () =>
    `/db/${teamDbName(s.world.teamA)}/${encodeURIComponent(docId('player', s.world.playerA1))}`;
  const storedPlayer = async () =>
    (await s.t.storage.db(teamDbName(s.world.teamA)).get(docId('player', s.world.playerA1))) as Record<
      string,
      unknown
    >;

  it('every answer says which generation the s.t writes', async () => {
    for (const path of ['/api/health', '/db/leagues', '/no-such-page']) {
      const response = await api(s.t.url, path);
      expect(response.headers.get(SCHEMA_HEADER), path).toBe(String(SCHEMA_VERSION));
    }
  });

  it('refuses a document it cannot accept from an older app with "update the app", and nothing is stored', async () => {
    const before = await storedPlayer();
    const bad: Record<string, unknown> = { ...before, jerseyNumber: 'nine' };
    const fromOlder = await api(s.t.url, playerPath(), {
      method: 'PUT',
      body: bad,
      cookie: s.world.cookies.captainA,
      headers: older,
    });
    expect(fromOlder.status).toBe(403);
    expect(fromOlder.body).toEqual({ error: 'forbidden', reason: updateText });

    const viaBulk = await api(s.t.url, `/db/${teamDbName(s.world.teamA)}/_bulk_docs`, {
      body: { docs: [bad] },
      cookie: s.world.cookies.captainA,
      headers: older,
    });
    expect(viaBulk.body).toEqual([{ id: bad._id, error: 'forbidden', reason: updateText }]);

    // Today's app, and a stock PouchDB client that says nothing, are told what is wrong instead.
    for (const headers of [current, {}]) {
      const response = await api(s.t.url, playerPath(), {
        method: 'PUT',
        body: bad,
        cookie: s.world.cookies.captainA,
        headers,
      });
      expect(response.status).toBe(403);
      expect(response.body.reason).not.toBe(updateText);
      expect(response.body.reason).toMatch(/jersey|number/i);
    }
    expect((await storedPlayer())._rev).toBe(before._rev);
  });

  it("still accepts an older app's good write, and its refusals of rights are unchanged", async () => {
    const before = await storedPlayer();
    const good = await api(s.t.url, playerPath(), {
      method: 'PUT',
      body: { ...before, lastName: 'Oldapp' },
      cookie: s.world.cookies.captainA,
      headers: older,
    });
    expect(good.status).toBe(201);
    expect((await storedPlayer()).lastName).toBe('Oldapp');

    // Another team's captain is refused for who they are, not told to update.
    const other = await api(s.t.url, playerPath(), {
      method: 'PUT',
      body: { ...(await storedPlayer()), lastName: 'Intruder' },
      cookie: s.world.cookies.captainB,
      headers: older,
    });
    expect(other.status).toBe(403);
    expect(other.body.reason).not.toBe(updateText);
  });
});
