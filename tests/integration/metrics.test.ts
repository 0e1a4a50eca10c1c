import { describe, expect, it } from 'vitest';
import { docId, teamDbName } from '../../src/domain/db-names.ts';
import { parseMetricsToken } from '../../sync-server/config.ts';
import { api } from '../support/clients.ts';
import { startTestServer, type TTestServer } from '../support/server.ts';
import { openStream } from '../support/stream.ts';
import { useWorld } from '../support/world.ts';

// ADR 038: what an operator's Prometheus scrapes, over real HTTP. Off by default; with a token,
// answered only to a request bearing it.

const TOKEN = 'a-scraper-token-of-32-characters';
const scrape = (t: TTestServer, authorization?: string) =>
  api(t.url, '/metrics', authorization ? { headers: { authorization } } : {});

/** The sample of `name` whose labels include every one given, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`))) {
      return Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return undefined;
}

describe('metrics for an operator', () => {
  const s = useWorld({ METRICS_TOKEN: TOKEN });

  it('are off without METRICS_TOKEN, and a short or spaced token stops the start', async () => {
    const off = await startTestServer();
    try {
      const answer = await scrape(off, `Bearer ${TOKEN}`);
      expect(answer.status).toBe(404);
      expect(answer.body.reason).toBe('Metrics are off: set METRICS_TOKEN to turn them on.');
    } finally {
      await off.close();
    }
    expect(() => parseMetricsToken('short')).toThrow('at least 16 characters');
    expect(() => parseMetricsToken('a token with spaces in it')).toThrow('no spaces');
  });

  it('refuse a request without the token, or with another, in the same time and shape', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, 'Bearer ', TOKEN, `Basic ${TOKEN}`]) {
      const refused = await scrape(s.t, authorization);
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toBe('Bearer');
      expect(refused.body).toMatchObject({ error: 'unauthorized' });
    }
  });

  it('count requests by route pattern and status, never by path, and the open streams', async () => {
    const { url } = s.t;
    await api(url, '/api/health/ready');
    await api(url, '/api/teams/abcdefghijklmnopqrst/league');
    await api(url, '/api/login', { body: { email: 'nobody@test.nyc', password: 'wrong password' } });
    // A document an admin may write; one only the server writes, pushed by a captain.
    const league = await s.t.storage.db('leagues').get(docId('league', s.world.leagueId));
    await api(url, '/db/leagues/_bulk_docs', {
      cookie: s.world.cookies.admin,
      body: { docs: [{ ...league, city: 'Queens' }] },
    });
    await api(url, `/db/${teamDbName(s.world.teamA)}/_bulk_docs`, {
      cookie: s.world.cookies.captainA,
      body: { docs: [{ _id: docId('invitation', 'x'), type: 'invitation' }] },
    });
    const stream = await openStream(url);
    await stream.next((e) => e.event === 'ready', 'the stream ready');

    const answer = await scrape(s.t, `Bearer ${TOKEN}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    const text = answer.body as unknown as string;
    expect(sample(text, 'pitchside_http_requests_total', { route: '/api/health/ready', status: '200' })).toBe(
      1,
    );
    expect(sample(text, 'pitchside_http_requests_total', { route: '/api/login', status: '401' })).toBe(1);
    expect(sample(text, 'pitchside_http_requests_total', { route: '/api/teams/:teamId/league' })).toBe(1);
    // The refused scrapes of the test before are counted too; an id never becomes a label.
    expect(sample(text, 'pitchside_http_requests_total', { route: '/metrics', status: '401' })).toBe(5);
    expect(text).not.toContain('abcdefghijklmnopqrst');
    // Every sign-in (the world's and the failed one) has its duration.
    const signIns = text
      .split('\n')
      .filter(
        (line) => line.startsWith('pitchside_http_requests_total{') && line.includes('route="/api/login"'),
      )
      .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
    expect(signIns).toBeGreaterThan(1);
    expect(sample(text, 'pitchside_http_request_duration_seconds_count', { route: '/api/login' })).toBe(
      signIns,
    );
    expect(sample(text, 'pitchside_documents_written_total', { kind: 'leagues', outcome: 'stored' })).toBe(1);
    expect(sample(text, 'pitchside_documents_written_total', { kind: 'team', outcome: 'forbidden' })).toBe(1);
    expect(sample(text, 'pitchside_change_streams_open')).toBe(1);
    expect(sample(text, 'pitchside_ready')).toBe(1);
    expect(sample(text, 'pitchside_mail_unfinished')).toBe(0);
    expect(sample(text, 'pitchside_push_unfinished')).toBe(0);
    expect(sample(text, 'pitchside_storage_info', { mode: 'embedded' })).toBe(1);
    expect(sample(text, 'pitchside_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'pitchside_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);

    stream.close();
    // The stream's request ends once the server has seen it go; it is then counted, without a duration.
    await expect
      .poll(async () => {
        const next = (await scrape(s.t, `Bearer ${TOKEN}`)).body as unknown as string;
        return sample(next, 'pitchside_change_streams_open');
      })
      .toBe(0);
    const after = (await scrape(s.t, `Bearer ${TOKEN}`)).body as unknown as string;
    expect(sample(after, 'pitchside_http_requests_total', { route: '/api/changes' })).toBe(1);
    expect(sample(after, 'pitchside_http_request_duration_seconds_count', { route: '/api/changes' })).toBe(
      undefined,
    );
  });
});
