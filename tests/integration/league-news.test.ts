import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docId, leagueDbName } from '../../src/domain/databases.ts';
import { api } from '../support/clients.ts';
import { outbox, writeSettings } from '../support/mail.ts';
import { startTestServer, type TTestServer } from '../support/server.ts';
import { buildWorld, type TWorld } from '../support/world.ts';

// League news (ADR 040) through the gateway: only an admin posts it, in its own league; every
// captain of the league is told once, an edit is not news again, and a refused post tells nobody.

let t: TTestServer;
let world: TWorld;
let count = 0;

function news(over: Record<string, unknown> = {}) {
  count += 1;
  return {
    _id: docId('announcement', `news${String(count).padStart(16, '0')}`),
    type: 'announcement',
    leagueId: world.leagueId,
    title: 'Field 2 is closed on Sunday',
    body: 'Matches there move to Field 5, same times.',
    createdAt: new Date().toISOString(),
    ...over,
  };
}

const post = (doc: Record<string, unknown>, cookie: string | null, leagueId = world.leagueId) =>
  api(t.url, `/db/${leagueDbName(leagueId)}/${String(doc._id)}`, { method: 'PUT', cookie, body: doc });

const newsMails = async (doc: Record<string, unknown>) =>
  (await outbox(t.storage)).filter((mail) => mail._id.startsWith(`mail:news-${String(doc._id).slice(13)}-`));

beforeAll(async () => {
  t = await startTestServer();
  world = await buildWorld(t);
  await writeSettings(t.storage, {});
});
afterAll(async () => t?.close());

describe('league news', () => {
  it('an admin’s post reaches every captain of the league, once, in their language', async () => {
    expect(
      (await api(t.url, '/api/locale', { cookie: world.cookies.captainB, body: { locale: 'es' } })).status,
    ).toBe(200);
    const doc = news();
    expect((await post(doc, world.cookies.admin)).status).toBe(201);
    const mails = await newsMails(doc);
    expect(mails.map((mail) => mail.to).sort()).toEqual(['a@test.nyc', 'b@test.nyc']);
    const toA = mails.find((mail) => mail.to === 'a@test.nyc')!;
    expect(toA).toMatchObject({
      kind: 'announcement',
      subject: 'Test Division: Field 2 is closed on Sunday',
    });
    expect(toA.text).toContain('Matches there move to Field 5, same times.');
    expect(mails.find((mail) => mail.to === 'b@test.nyc')!.text).toMatch(/^Hola, Bo Kim:/);
    // An edit of the same news is not news again.
    const stored = await t.storage.db(leagueDbName(world.leagueId)).get(String(doc._id));
    expect(
      (await post({ ...stored, title: 'Field 2 is closed on Sunday and Monday' }, world.cookies.admin))
        .status,
    ).toBe(201);
    expect(await newsMails(doc)).toHaveLength(2);
  });

  it('refuses a captain, a post filed under another league and an empty title, and tells nobody', async () => {
    const byCaptain = news();
    const captain = await post(byCaptain, world.cookies.captainA);
    expect(captain.status).toBe(403);
    expect(captain.body).toMatchObject({ error: 'forbidden' });
    const elsewhere = news({ leagueId: 'otherleague000000000' });
    expect((await post(elsewhere, world.cookies.admin)).status).toBe(403);
    const empty = news({ title: '   ' });
    expect((await post(empty, world.cookies.admin)).status).toBe(403);
    const stranger = news();
    expect((await post(stranger, null)).status).toBe(401);
    for (const doc of [byCaptain, elsewhere, empty, stranger]) {
      expect(await newsMails(doc)).toEqual([]);
      const kept = await t.storage
        .db(leagueDbName(world.leagueId))
        .get(String(doc._id))
        .catch(() => null);
      expect(kept).toBeNull();
    }
  });
});
