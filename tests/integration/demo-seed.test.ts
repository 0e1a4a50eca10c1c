import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmationState } from '../../src/domain/confirmation.ts';
import {
  checkDocShape,
  docId,
  leagueDbName,
  parseDbName,
  poolDbName,
  refereeDbName,
  teamDbName,
} from '../../src/domain/databases.ts';
import { readConfig } from '../../sync-server/config.ts';
import { createUpdates } from '../../sync-server/live/updates.ts';
import { leagueDiscipline } from '../../sync-server/mail/suspensions.ts';
import { createResolver } from '../../sync-server/resolver/resolver.ts';
import { seedDemo, type TDemoAccount } from '../../sync-server/seed/demo.ts';
import { openStorage, type TStorage } from '../../sync-server/storage/storage.ts';
import { listTeamIndex } from '../../sync-server/teams/team-index.ts';

const silent = { info() {}, error() {}, warn() {} };

describe('the demo data set', () => {
  let storage: TStorage;
  let dataDir: string;
  let accounts: TDemoAccount[] | null;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'pitchside-demo-'));
    storage = openStorage(readConfig({ DATA_DIR: dataDir }));
    accounts = await seedDemo(storage, { password: 'demo-secret' });
  }, 60_000);
  afterAll(async () => {
    await storage.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const docsOf = async (name: string) =>
    (await storage.db(name).allDocs({ include_docs: true })).rows.map((r) => r.doc!);
  const divisions = async () =>
    (await docsOf('leagues')).filter((d) => d.type === 'league' && String(d.name).endsWith('Division'));

  it('has two divisions of eight teams with rosters of 12 to 16', async () => {
    const leagues = await divisions();
    expect(leagues.map((l) => l.name).sort()).toEqual(['First Division', 'Second Division']);
    const teams = await listTeamIndex(storage);
    for (const league of leagues) {
      const leagueId = league._id.slice('league:'.length);
      const inLeague = teams.filter((t) => t.leagueId === leagueId);
      expect(inLeague).toHaveLength(8);
      for (const team of inLeague) {
        const players = (await docsOf(teamDbName(team.teamId))).filter((d) => d.type === 'player');
        expect(players.length).toBeGreaterThanOrEqual(12);
        expect(players.length).toBeLessThanOrEqual(16);
      }
    }
  });

  it('plays about half a double round robin at two fields, with goals, assists and cards', async () => {
    for (const league of await divisions()) {
      const docs = await docsOf(leagueDbName(league._id.slice('league:'.length)));
      const matches = docs.filter((d) => d.type === 'match');
      expect(matches).toHaveLength(56);
      const played = matches.filter((m) => m.status === 'completed');
      expect(played.length).toBeGreaterThanOrEqual(24);
      expect(played.length).toBeLessThanOrEqual(32);
      expect(new Set(matches.map((m) => m.venue)).size).toBe(2);
      const events = played.map(
        (m) => m.events as { goals: { assistPlayerId: string | null }[]; yellowCards: unknown[] },
      );
      expect(events.some((e) => e.goals.some((g) => g.assistPlayerId))).toBe(true);
      expect(events.some((e) => e.yellowCards.length > 0)).toBe(true);
      expect(
        played.every(
          (m) =>
            (m.events as { goals: unknown[] }).goals.length ===
            (m.score as { home: number; away: number }).home + (m.score as { away: number }).away,
        ),
      ).toBe(true);
      expect(docs.filter((d) => d.type === 'video').length).toBeGreaterThan(0);
      const assigned = matches.filter((m) => m.status === 'scheduled' && m.refereeId);
      // The next match day's two (ADR 069: never two at once; the rest open for ADR 064's proposal).
      expect(assigned.filter((m) => Date.parse(String(m.date)) > Date.now())).toHaveLength(2);
      // And the one the referee handed back (ADR 050) has none.
      const handedBack = (await docsOf('admin')).filter(
        (d) => d.type === 'unassignment' && d.leagueId === league._id.slice('league:'.length),
      );
      for (const note of handedBack)
        expect(matches.find((m) => m._id === `match:${note.matchId}`)).toMatchObject({ refereeId: null });
    }
    const notes = (await docsOf('admin')).filter((d) => d.type === 'unassignment');
    expect(notes).toEqual([
      expect.objectContaining({ refereeName: 'Maria Alvarez', reason: expect.any(String) }),
    ]);
  });

  it("keeps the referee's counters true: every match they officiated has their accepted report, and the matches just played are owed", async () => {
    const refereeId = (await docsOf('admin'))
      .find((d) => d.type === 'user' && d.role === 'referee')!
      ._id.slice(5);
    const refereeDocs = await docsOf(refereeDbName(refereeId));
    const reports = refereeDocs.filter((d) => d.type === 'report');
    const verdicts = new Map(refereeDocs.filter((d) => d.type === 'resolution').map((d) => [d.matchId, d]));
    expect(reports.length).toBe(6);
    for (const league of await divisions()) {
      const matches = (await docsOf(leagueDbName(league._id.slice('league:'.length)))).filter(
        (d) => d.type === 'match' && d.refereeId === refereeId,
      );
      const officiated = matches.filter((m) => m.status === 'completed');
      const owed = matches.filter((m) => m.status === 'scheduled' && Date.parse(String(m.date)) < Date.now());
      expect(officiated.length).toBe(3);
      expect(owed.length).toBe(2);
      for (const match of officiated) {
        const matchId = match._id.slice('match:'.length);
        expect(match.refereeReportId).toBe(docId('report', matchId));
        expect(verdicts.get(matchId)).toMatchObject({ status: 'accepted', reasons: [] });
      }
    }
  });

  it('publishes teams joined per league in the directory, derived by the server', async () => {
    const stats = (await docsOf('leagues')).filter((d) => d.type === 'leagueStats');
    expect(stats.map((s) => s.teamCount).sort()).toEqual([5, 8, 8]);
  });

  it('has two teams waiting for a place in the full Second Division (ADR 057)', async () => {
    const second = (await docsOf('leagues')).find((d) => d.name === 'Second Division')!;
    const waiting = (await docsOf('admin'))
      .filter((d) => d.type === 'waitlistEntry')
      .sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)));
    expect(waiting.map((w) => [w.teamName, w.leagueId])).toEqual([
      ['Sunnyside Strikers', second._id.slice('league:'.length)],
      ['Maspeth Mariners', second._id.slice('league:'.length)],
    ]);
  });

  it('has a league still taking teams, with a team recruiting, so a newcomer can try both flows', async () => {
    const open = (await docsOf('leagues')).find((d) => d.name === 'Spring Sunday League')!;
    const leagueId = open._id.slice('league:'.length);
    expect(Date.parse(String(open.startDate))).toBeGreaterThan(Date.now());
    const docs = await docsOf(leagueDbName(leagueId));
    const teams = docs.filter((d) => d.type === 'teamPublic');
    expect(teams.length).toBeLessThan(Number(open.maxTeams));
    expect(teams.filter((t) => (t.recruitment as { open: boolean }).open).map((t) => t.name)).toEqual([
      'Ridgewood Rebels',
    ]);
    expect(teams.every((t) => t.onboardingStatus === 'complete')).toBe(true);
  });

  it('has free agents in the pools, without contact details, and one application to the recruiting team', async () => {
    const leagues = (await docsOf('leagues')).filter((d) => d.type === 'league');
    const idOf = (name: string) => leagues.find((l) => l.name === name)!._id.slice('league:'.length);
    const first = await docsOf(poolDbName(idOf('First Division')));
    const spring = await docsOf(poolDbName(idOf('Spring Sunday League')));
    expect(first.map((c) => c.name).sort()).toEqual(['Amara D.', 'Tomás R.']);
    expect(spring.map((c) => c.name).sort()).toEqual(['Grace O.', 'Yuki T.']);
    expect(JSON.stringify([...first, ...spring])).not.toContain('@');
    const ridgewood = (await docsOf(leagueDbName(idOf('Spring Sunday League')))).find(
      (d) => d.name === 'Ridgewood Rebels',
    )!;
    const applications = (await docsOf(teamDbName(String(ridgewood.teamId)))).filter(
      (d) => d.type === 'application',
    );
    expect(applications).toEqual([expect.objectContaining({ playerName: 'Yuki Tanaka', status: 'pending' })]);
  });

  it("returns the demo logins: one captain with a team, one referee, and a player's link", () => {
    expect(accounts).toEqual([
      {
        role: 'captain',
        email: 'captain@pitchside.demo',
        password: 'demo-secret',
        teamId: expect.stringMatching(/^[a-z0-9]{20}$/),
      },
      { role: 'referee', email: 'referee@pitchside.demo', password: 'demo-secret' },
      {
        role: 'player link',
        email: expect.any(String),
        password: '',
        link: expect.stringMatching(/^\/availability#/),
      },
    ]);
  });

  it('passes the same shape checks as any client write, document by document', async () => {
    const names = [
      'leagues',
      'admin',
      ...(await docsOf('leagues'))
        .filter((d) => d.type === 'league')
        .map((l) => leagueDbName(l._id.slice('league:'.length))),
    ];
    names.push(...(await listTeamIndex(storage)).map((t) => teamDbName(t.teamId)));
    names.push(
      ...(await docsOf('leagues'))
        .filter((d) => d.type === 'league')
        .map((l) => poolDbName(l._id.slice('league:'.length))),
    );
    let checked = 0;
    for (const name of names) {
      const kind = parseDbName(name)!.kind;
      for (const doc of await docsOf(name)) {
        const result = checkDocShape(kind, doc);
        expect(result, `${name}/${doc._id}`).toMatchObject({ ok: true });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it("shows discipline on first start: a suspended player and one a yellow short, on the captain's team", async () => {
    // The referee's filed reports become results when the resolver runs, as at start-up.
    const resolver = createResolver(storage, createUpdates(storage, silent), silent);
    await resolver.start();
    await resolver.settle();
    await resolver.stop();
    const first = (await divisions()).find((l) => l.name === 'First Division')!;
    const captainTeam = accounts!.find((a) => a.role === 'captain')!.teamId!;
    const discipline = await leagueDiscipline(storage, first._id.slice('league:'.length));
    const bans = [...discipline.suspended.values()].flat();
    expect(bans.some((ban) => ban.teamId === captainTeam && ban.kind === 'red')).toBe(true);
    const roster = (await docsOf(teamDbName(captainTeam)))
      .filter((d) => d.type === 'player')
      .map((d) => d._id.slice(7));
    expect(roster.some((id) => discipline.yellows.get(id) === 4)).toBe(true);
    // Nobody suspended has played: the admin's desk opens with nothing to decide.
    for (const league of await divisions()) {
      expect((await leagueDiscipline(storage, league._id.slice('league:'.length))).ineligible).toEqual([]);
    }
  });

  it("shows result confirmation on first start: the captain's last result waits, another is disputed", async () => {
    const first = (await divisions()).find((l) => l.name === 'First Division')!;
    const captainTeam = accounts!.find((a) => a.role === 'captain')!.teamId!;
    const docs = await docsOf(leagueDbName(first._id.slice('league:'.length)));
    const matches = new Map(docs.filter((d) => d.type === 'match').map((m) => [m._id.slice(6), m]));
    const states = docs
      .filter((d) => d.type === 'confirmation')
      .map((c) => ({
        match: matches.get(String(c.matchId))!,
        state: confirmationState(c as never, Date.now()),
      }));
    const plays = (m: Record<string, unknown>) =>
      m.homeTeamId === captainTeam || m.awayTeamId === captainTeam;
    expect(states.some((s) => s.state === 'provisional' && plays(s.match))).toBe(true);
    expect(states.some((s) => s.state === 'disputed' && !plays(s.match))).toBe(true);
  });

  it("gives the captain's players links and a mix of answers for the next match, and one link for the newcomer", async () => {
    const captainTeam = accounts!.find((a) => a.role === 'captain')!.teamId!;
    const docs = await docsOf(teamDbName(captainTeam));
    const players = docs.filter((d) => d.type === 'player').length;
    expect(docs.filter((d) => d.type === 'playerLink')).toHaveLength(players);
    const answers = new Set(docs.filter((d) => d.type === 'availability').map((d) => d.answer));
    expect([...answers].sort()).toEqual(['in', 'maybe', 'out']);
    expect(accounts!.find((a) => a.link)?.link).toMatch(/^\/availability#[A-Za-z0-9_-]{43}$/);
  });

  it('loads only once per data folder', async () => {
    expect(await seedDemo(storage, { password: null })).toBeNull();
  });
});
