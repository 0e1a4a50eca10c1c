import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docId, leagueDbName } from '../../src/domain/databases.ts';
import { createLeague, createMatches, createTeam, matchDoc } from '../../sync-server/seed/factories.ts';
import { startCouchDb, type TTestCouch } from '../support/couchdb.ts';
import { STORAGE_MODES } from '../support/modes.ts';
import { startTestServer, type TTestServer } from '../support/server.ts';

// ADR 054: a league's table and fixtures, framed by the league's own website.

const DAY = 24 * 3600 * 1000;
const goal = (playerId: string, teamId: string, minute: number) => ({
  playerId,
  playerName: playerId,
  teamId,
  minute,
  assistPlayerId: null,
  assistPlayerName: null,
});

describe.each(STORAGE_MODES)("a league's table on another website (%s)", (mode) => {
  let t: TTestServer;
  let couch: TTestCouch | null = null;
  let leagueId: string;
  let astoria: string;
  let bushwick: string;
  let hostile: string;
  const page = (path: string, headers: Record<string, string> = {}) => fetch(`${t.url}${path}`, { headers });
  const rows = (html: string) =>
    [
      ...html.matchAll(
        /<tr(?: class="own")?><td>(\d+)<\/td><th scope="row" class="team">(.*?)<\/th>(.*?)<\/tr>/g,
      ),
    ].map((m) => ({
      position: Number(m[1]),
      team: m[2]!.replace(/<[^>]+>/g, ''),
      figures: [...m[3]!.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((c) => c[1]),
    }));

  beforeAll(async () => {
    couch = mode === 'couchdb' ? await startCouchDb() : null;
    t = await startTestServer({ ...couch?.env });
    leagueId = await createLeague(t.storage, { name: 'Sunday League', season: '2026' });
    astoria = await createTeam(t.storage, {
      leagueId,
      name: 'Astoria Athletic',
      captainPhone: '+12125550100',
    });
    bushwick = await createTeam(t.storage, { leagueId, name: 'Bushwick Blues' });
    hostile = await createTeam(t.storage, { leagueId, name: '<img src=x onerror=alert(1)>' });
    await createMatches(t.storage, leagueId, [
      matchDoc({
        id: 'played',
        leagueId,
        homeTeamId: astoria,
        awayTeamId: bushwick,
        date: new Date(Date.now() - 7 * DAY).toISOString(),
        status: 'completed',
        score: { home: 2, away: 1 },
        events: {
          goals: [
            { ...goal('ana', astoria, 10), assistPlayerId: 'bea', assistPlayerName: 'Bea Ruiz' },
            goal('ana', astoria, 50),
            goal('seven', bushwick, 70),
          ],
          yellowCards: [],
          redCards: [],
          attendance: null,
        },
      }),
      matchDoc({
        id: 'next',
        leagueId,
        homeTeamId: bushwick,
        awayTeamId: hostile,
        date: new Date(Date.now() + 3 * DAY).toISOString(),
      }),
      matchDoc({
        id: 'rained-off',
        leagueId,
        homeTeamId: hostile,
        awayTeamId: astoria,
        date: new Date(Date.now() + 4 * DAY).toISOString(),
        status: 'cancelled',
      }),
    ]);
    const roster = (
      id: string,
      teamId: string,
      firstName: string,
      lastName: string,
      isNameHidden = false,
    ) => ({
      _id: docId('playerPublic', id),
      type: 'playerPublic',
      teamId,
      firstName,
      lastName,
      jerseyNumber: 7,
      isNameHidden,
      createdAt: new Date().toISOString(),
    });
    // Bushwick hides its roster: its scorer is "Player #7" in public.
    await t.storage
      .db(leagueDbName(leagueId))
      .bulkDocs([
        roster('ana', astoria, 'Ana', 'Diaz'),
        roster('bea', astoria, 'Bea', 'Ruiz'),
        roster('seven', bushwick, 'Player', '#7', true),
      ]);
    // Awaiting the captains' answers until tomorrow.
    await t.storage.db(leagueDbName(leagueId)).put({
      _id: docId('confirmation', 'played'),
      type: 'confirmation',
      leagueId,
      matchId: 'played',
      resultKey: '0123456789abcdef',
      openedAt: new Date(Date.now() - DAY).toISOString(),
      closesAt: new Date(Date.now() + DAY).toISOString(),
      home: 'confirm',
      away: null,
      decision: null,
    });
    await t.storage.db(leagueDbName(leagueId)).put({
      _id: docId('adjustment', 'late-fee'),
      type: 'adjustment',
      leagueId,
      target: { kind: 'team', teamId: bushwick, field: 'points' },
      delta: -2,
      reason: 'Late registration',
      createdAt: new Date().toISOString(),
    });
  });
  afterAll(async () => {
    await t?.close();
    await couch?.close();
  });

  it('draws the table as the app counts it, with the adjustment and its reason, and no private data', async () => {
    const response = await page(`/embed/leagues/${leagueId}/standings`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    // Columns: MP W D L GF GA GD Pts.
    expect(rows(html)).toEqual([
      { position: 1, team: 'Astoria Athletic', figures: ['1', '1', '0', '0', '2', '1', '+1', '3'] },
      {
        position: 2,
        team: '&lt;img src=x onerror=alert(1)&gt;',
        figures: ['0', '0', '0', '0', '0', '0', '0', '0'],
      },
      { position: 3, team: 'Bushwick Blues *', figures: ['1', '0', '0', '1', '1', '2', '−1', '-2'] },
    ]);
    expect(html).toContain('* Bushwick Blues: −2 pts by the league (Late registration)');
    expect(html).toContain(
      `<a href="/teams/${astoria}/details" target="_blank" rel="noopener">Astoria Athletic</a>`,
    );
    expect(html).not.toContain('+12125550100');
    expect(html).not.toContain('<img');
  });

  it('may be framed by any site, loads nothing but its own inline parts, and the rest of the app still may not be framed', async () => {
    const response = await page(`/embed/leagues/${leagueId}/standings`);
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain('frame-ancestors *');
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    for (const path of ['/', '/api/health', '/my-league']) {
      const other = await page(path);
      expect(other.headers.get('x-frame-options'), path).toBe('DENY');
      expect(other.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }
  });

  it('lists the coming matches (a called-off one says so) and the latest results', async () => {
    const html = await (await page(`/embed/leagues/${leagueId}/matches`)).text();
    const [coming, results] = html.split('<h2>').slice(1);
    expect(coming).toMatch(/^Coming up/);
    expect(coming).toContain('Bushwick Blues vs &lt;img src=x onerror=alert(1)&gt;');
    expect(coming).toContain(
      '&lt;img src=x onerror=alert(1)&gt; vs Astoria Athletic <span class="off">Called off</span>',
    );
    expect(coming!.indexOf('Bushwick Blues vs')).toBeLessThan(coming!.indexOf('Called off'));
    expect(results).toMatch(/^Latest results/);
    expect(results).toContain('Astoria Athletic 2 – 1 Bushwick Blues <span class="state">Provisional</span>');
  });

  it('ranks the scorers and the assists as the app does, with a hidden roster kept hidden', async () => {
    const html = await (await page(`/embed/leagues/${leagueId}/scorers`)).text();
    const boards = html
      .split('<h2>')
      .slice(1)
      .map((board) => ({
        title: board.slice(0, board.indexOf('</h2>')),
        rows: [
          ...board.matchAll(
            /<li><span class="who">(.*?)<span class="where">(.*?)<\/span><\/span><span class="pts">(\d+)<\/span><\/li>/g,
          ),
        ].map((m) => `${m[1]} (${m[2]}) ${m[3]}`),
      }));
    expect(boards).toEqual([
      { title: 'Top scorers', rows: ['Ana Diaz (Astoria Athletic) 2', 'Player #7 (Bushwick Blues) 1'] },
      { title: 'Top assists', rows: ['Bea Ruiz (Astoria Athletic) 1'] },
    ]);
  });

  it("one team's page: its matches, its row marked, its scorers; a team not of the league is refused", async () => {
    const matches = await (await page(`/embed/leagues/${leagueId}/matches?team=${astoria}`)).text();
    expect(matches).toContain('<h1>Astoria Athletic <span>Sunday League 2026</span></h1>');
    expect(matches).toContain('Astoria Athletic 2 – 1 Bushwick Blues');
    expect(matches).toContain('&lt;img src=x onerror=alert(1)&gt; vs Astoria Athletic');
    expect(matches).not.toContain('Bushwick Blues vs &lt;img');
    const table = await (await page(`/embed/leagues/${leagueId}/standings?team=${astoria}`)).text();
    expect(table.match(/<tr class="own">.*?<\/tr>/)?.[0]).toContain('Astoria Athletic');
    expect(table.match(/<tr class="own">/g)).toHaveLength(1);
    expect(rows(table)).toHaveLength(3);
    const scorers = await (await page(`/embed/leagues/${leagueId}/scorers?team=${bushwick}`)).text();
    expect(scorers).toContain('Player #7');
    expect(scorers).not.toContain('Ana Diaz');
    const other = await createTeam(t.storage, {
      leagueId: await createLeague(t.storage),
      name: 'Elsewhere FC',
    });
    const notOfIt = await page(`/embed/leagues/${leagueId}/matches?team=${other}`);
    expect(notOfIt.status).toBe(404);
    expect(await notOfIt.text()).toContain('This team is not in this league on Pitchside.');
    for (const team of ['', '..%2Fx', 'x'.repeat(64), 'UPPER']) {
      const response = await page(`/embed/leagues/${leagueId}/matches?team=${team}`);
      expect(response.status, team).toBe(404);
      expect(await response.text(), team).toContain('This league is not on Pitchside any more.');
    }
  });

  it("speaks the language the link names, else the visitor's browser's", async () => {
    const french = await (await page(`/embed/leagues/${leagueId}/matches?lang=fr`)).text();
    expect(french).toContain('<html lang="fr">');
    expect(french).toContain('Prochains matchs');
    const spanish = await page(`/embed/leagues/${leagueId}/standings`, {
      'accept-language': 'es-MX,es;q=0.9',
    });
    expect(spanish.headers.get('vary')).toContain('accept-language');
    const text = await spanish.text();
    expect(text).toContain('<html lang="es">');
    expect(text).toContain('Clasificaciones y partidos con Pitchside');
    // An unknown language in the link falls back to the browser's.
    expect(await (await page(`/embed/leagues/${leagueId}/standings?lang=xx`)).text()).toContain('lang="en"');
  });

  it('answers a repeat with 304, and draws again once a result comes in', async () => {
    const first = await page(`/embed/leagues/${leagueId}/standings`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await page(`/embed/leagues/${leagueId}/standings`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    const db = t.storage.db(leagueDbName(leagueId));
    const next = await db.get(docId('match', 'next'));
    await db.put({
      ...next,
      status: 'completed',
      score: { home: 4, away: 0 },
      resultNote: 'Forfeit: no keeper',
    });
    const after = await page(`/embed/leagues/${leagueId}/standings`, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    const bushwickRow = rows(await after.text()).find((r) => r.team === 'Bushwick Blues *')!;
    expect(bushwickRow.figures.at(-1)).toBe('1'); // 3 for the win, less the league's 2
    expect(await (await page(`/embed/leagues/${leagueId}/matches`)).text()).toContain(
      '<span class="note">Result recorded by the league: Forfeit: no keeper</span>',
    );
  });

  it('refuses anything but a listed league and a known view, with a page a frame can show', async () => {
    const other = await createLeague(t.storage, { name: 'Gone League' });
    await t.storage.db('leagues').remove(await t.storage.db('leagues').get(docId('league', other)));
    for (const path of [
      '/embed/leagues/no-such-league/standings',
      `/embed/leagues/${other}/standings`,
      `/embed/leagues/${leagueId}/players`,
      `/embed/leagues/${leagueId}/__proto__`,
      `/embed/leagues/${'x'.repeat(300)}/standings`,
      '/embed/leagues/..%2F_users/standings',
      '/embed/',
      '/embed/index.html',
      '/embed',
      `/embed/leagues/${leagueId}/standings/extra`,
    ]) {
      const response = await page(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(await response.text(), path).toContain('This league is not on Pitchside any more.');
    }
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await fetch(`${t.url}/embed/leagues/${leagueId}/standings`, { method });
      expect(response.status, method).toBeGreaterThanOrEqual(400);
      expect(response.status, method).toBeLessThan(500);
    }
  });

  it('serves the host page its resizing script', async () => {
    const response = await page('/embed/resize.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toContain("d.pitchside!=='height'");
  });
});
