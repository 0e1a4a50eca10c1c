import { describe, expect, it } from 'vitest';
import { docId } from '../../src/domain/databases.ts';
import {
  api,
  localDb,
  login,
  PouchDB,
  remoteDb,
  settleRequests,
  stopLive,
  waitFor,
} from '../support/clients.ts';
import { startCouchDb } from '../support/couchdb.ts';
import { startTestServer } from '../support/server.ts';
import { buildWorld, PASSWORD, useWorld } from '../support/world.ts';

const league = (key: string) => ({
  _id: docId('league', key),
  type: 'league',
  name: `League ${key}`,
  season: '2027',
  city: 'New York',
  startDate: '2027-03-07',
  endDate: '2027-05-30',
  price: 500,
  level: 'First Division',
  maxTeams: 8,
  createdAt: new Date().toISOString(),
});

async function lastSeq(url: string): Promise<string> {
  const response = await api(url, '/db/leagues/_changes');
  return encodeURIComponent(JSON.stringify(response.body.last_seq).replace(/^"|"$/g, ''));
}

describe('long-polling _changes', () => {
  const s = useWorld();

  it('sends heartbeats while waiting and an empty result at the timeout', async () => {
    const started = Date.now();
    const response = await fetch(
      `${s.t.url}/db/leagues/_changes?feed=longpoll&since=${await lastSeq(s.t.url)}&heartbeat=1000&timeout=2500`,
    );
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(text.startsWith('\n')).toBe(true);
    expect(JSON.parse(text.trim())).toMatchObject({ results: [] });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
  });

  it('answers as soon as a write lands', async () => {
    const waiting = fetch(
      `${s.t.url}/db/leagues/_changes?feed=longpoll&since=${await lastSeq(s.t.url)}&heartbeat=10000&timeout=30000`,
    ).then((r) => r.json());
    await new Promise((r) => setTimeout(r, 200));
    const phone = localDb();
    await phone.put(league('wakeup'));
    await PouchDB.replicate(phone, remoteDb(s.t.url, 'leagues', s.world.cookies.admin));
    const changes = (await waiting) as { results: { id: string }[] };
    expect(changes.results.map((r) => r.id)).toEqual([docId('league', 'wakeup')]);
  });
});

describe('two sync-servers in front of one CouchDB', () => {
  it('a live client of one instance sees a write made through the other', async () => {
    const couch = await startCouchDb();
    const one = await startTestServer(couch.env);
    const two = await startTestServer(couch.env);
    try {
      await buildWorld(one);
      const adminOnTwo = await login(two.url, 'admin@test.nyc', PASSWORD);
      const fan = localDb();
      const source = remoteDb(one.url, 'leagues');
      const live = PouchDB.replicate(source, fan, { live: true, retry: true });
      try {
        await waitFor(async () => (await fan.info()).doc_count > 0, 'the first pull');
        const phone = localDb();
        await phone.put(league('across'));
        await PouchDB.replicate(phone, remoteDb(two.url, 'leagues', adminOnTwo));
        const arrived = await waitFor(
          () => fan.get(docId('league', 'across')),
          'the write from the other instance',
        );
        expect(arrived.name).toBe('League across');
      } finally {
        await stopLive(live);
        await settleRequests(source);
      }
    } finally {
      await one.close();
      await two.close();
      await couch.close();
    }
  });
});
