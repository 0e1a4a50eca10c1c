import { describe, expect, it } from 'vitest';
import { docId } from '../../src/domain/databases.ts';
import { WAITLIST_MAX } from '../../src/domain/forms/waitlist-form.ts';
import { createLeague } from '../../sync-server/seed/factories.ts';
import { getOrNull } from '../../sync-server/storage/pouch.ts';
import { AUDIT_DB } from '../../sync-server/storage/storage.ts';
import { refreshLeagueStats } from '../../sync-server/teams/mirror.ts';
import { entryId, joinWaitlist, listWaiting } from '../../sync-server/waitlist/entries.ts';
import { api } from '../support/clients.ts';
import { outbox } from '../support/mail.ts';
import { STORAGE_MODES, startInMode } from '../support/modes.ts';
import { PASSWORD, useWorld } from '../support/world.ts';

// ADR 057: a full league's waiting list. Asking is public; the list is the admin's; offering a
// place e-mails the captain; signing up with the e-mail that waited takes the team off the list.

const ask = (over: Record<string, unknown> = {}) => ({
  teamName: 'Flushing Falcons',
  captainName: 'Fay Wong',
  email: 'Fay@Test.nyc',
  phone: '',
  note: 'Sunday mornings only',
  ...over,
});

describe.each(STORAGE_MODES)("a full league's waiting list (%s)", (mode) => {
  const s = useWorld(() => startInMode(mode));
  const url = () => `/api/leagues/${s.world.leagueId}/waiting-list`;
  const post = (body: unknown, headers: Record<string, string> = {}, path = url()) =>
    api(s.t.url, path, { body, headers });
  const waiting = () => listWaiting(s.t.storage, s.world.leagueId);
  const setMaxTeams = async (maxTeams: number) => {
    const leagues = s.t.storage.db('leagues');
    const league = await leagues.get(docId('league', s.world.leagueId));
    await leagues.put({ ...league, maxTeams });
    await refreshLeagueStats(s.t.storage, s.world.leagueId);
  };
  const adminCall = (entry: string, action: string, cookie: string | null = s.world.cookies.admin) =>
    api(s.t.url, `/api/admin/waiting-list/${entry}/${action}`, {
      cookie,
      body: {},
      headers: { origin: s.t.url },
    });

  it('refuses a league with places, an unknown league and malformed asks, with nothing stored', async () => {
    const room = await post(ask());
    expect(room.status).toBe(409);
    expect(room.body.message).toBe('This league has places left: sign your team up instead.');
    expect((await post(ask(), {}, '/api/leagues/nope/waiting-list')).status).toBe(404);
    expect((await post(ask(), {}, '/api/leagues/..%2Fadmin/waiting-list')).status).toBe(404);
    await setMaxTeams(2);
    const bad: [unknown, string][] = [
      [ask({ teamName: '' }), 'Please fill in all fields'],
      [ask({ email: 'not-an-email' }), 'Please enter a valid email address'],
      [ask({ phone: '12' }), 'phone'],
      [ask({ note: 'x'.repeat(301) }), 'The note is at most 300 characters'],
      [ask({ teamName: 'x'.repeat(101) }), 'Names are at most 100 characters'],
      [{ ...ask(), extra: true }, ''],
      [JSON.parse('{"__proto__": {"teamName": "x"}}'), ''],
      ['not json at all', ''],
    ];
    for (const [body, words] of bad) {
      const answer = await post(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toEqual(expect.stringContaining(words));
    }
    expect(await waiting()).toEqual([]);
  });

  it('puts a team on the list once, in its language, and tells it where it stands', async () => {
    const first = await post(ask(), { 'x-pitchside-locale': 'es' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ position: 1, league: 'Test Division' });
    // The same e-mail again (another case, twice at once): the same place, nothing new.
    const again = await Promise.all([
      post(ask({ email: 'fay@test.nyc' })),
      post(ask({ email: ' FAY@test.nyc ' })),
    ]);
    expect(again.map((a) => [a.status, a.body.position])).toEqual([
      [200, 1],
      [200, 1],
    ]);
    const second = await post(
      ask({ teamName: 'Astoria Owls', email: 'owls@test.nyc', phone: '(212) 555-0142' }),
    );
    expect(second.body.position).toBe(2);
    // What the page sends is the form schema's output (no phone: null), checked again here.
    const third = await post(ask({ teamName: 'Bronx Bees', email: 'bees@test.nyc', phone: null }));
    expect(third.body.position).toBe(3);
    const list = await waiting();
    expect(list.map((e) => [e.teamName, e.email, e.phone, e.locale])).toEqual([
      ['Flushing Falcons', 'fay@test.nyc', null, 'es'],
      ['Astoria Owls', 'owls@test.nyc', '+12125550142', 'en'],
      ['Bronx Bees', 'bees@test.nyc', null, 'en'],
    ]);
    const mails = (await outbox(s.t.storage)).filter((m) => m.kind === 'waitlist');
    expect(mails.map((m) => m.to).sort()).toEqual(['bees@test.nyc', 'fay@test.nyc', 'owls@test.nyc']);
    const spanish = mails.find((m) => m.to === 'fay@test.nyc')!;
    expect(spanish.subject).toBe('Flushing Falcons está en la lista de espera de Test Division');
    expect(spanish.text).toContain('es el número 1');
  });

  it('is the admin’s alone: nobody else reads it, and no client writes an entry', async () => {
    for (const who of ['anonymous', 'captainA', 'referee1', 'player'] as const) {
      const read = await api(s.t.url, '/db/admin/_all_docs', { cookie: s.world.cookies[who] });
      expect([401, 403], who).toContain(read.status);
    }
    const forged = { _id: 'waitlistEntry:wl-0123456789abcdef', type: 'waitlistEntry' };
    const written = await api(s.t.url, '/db/admin/_bulk_docs', {
      cookie: s.world.cookies.admin,
      body: { docs: [forged] },
    });
    expect(written.body[0]).toMatchObject({ error: 'forbidden' });
    expect(await getOrNull(s.t.storage.db('admin'), forged._id)).toBeNull();
    for (const who of ['anonymous', 'captainA', 'referee1'] as const) {
      const key = entryId(s.world.leagueId, 'fay@test.nyc').slice('waitlistEntry:'.length);
      expect([401, 403], who).toContain((await adminCall(key, 'offer', s.world.cookies[who])).status);
      expect([401, 403], who).toContain((await adminCall(key, 'remove', s.world.cookies[who])).status);
    }
    expect((await adminCall('wl-nope', 'offer')).status).toBe(404);
    expect((await adminCall('..%2F_all_docs', 'remove')).status).toBe(404);
  });

  it('the admin offers a place once one is free; the captain is e-mailed where to sign up', async () => {
    const key = entryId(s.world.leagueId, 'fay@test.nyc').slice('waitlistEntry:'.length);
    const none = await adminCall(key, 'offer');
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('No place is free in this league yet.');
    await setMaxTeams(3);
    const offered = await adminCall(key, 'offer');
    expect(offered.status).toBe(200);
    expect((await waiting())[0]!.offeredAt).toEqual(offered.body.offeredAt);
    const mail = (await outbox(s.t.storage)).find((m) => m.kind === 'waitlistOffer')!;
    expect(mail.to).toBe('fay@test.nyc');
    expect(mail.subject).toBe('Hay una plaza para Flushing Falcons en Test Division');
    expect(mail.text).toContain(`${s.t.url}/team-signup?leagueId=${s.world.leagueId}`);
    expect((await adminCall(key, 'offer')).status).toBe(409);
    const { rows } = await s.t.storage
      .db(AUDIT_DB)
      .allDocs({ startkey: 'audit:', endkey: 'audit:\uffff', include_docs: true });
    expect(rows.some((r) => r.doc?.action === 'waitlist.offered')).toBe(true);
  });

  it('signing up with the e-mail that waited takes the team off the list; the admin removes another', async () => {
    const signUp = await api(s.t.url, '/api/signup', {
      body: {
        kind: 'team',
        teamName: 'Flushing Falcons',
        leagueId: s.world.leagueId,
        captainName: 'Fay Wong',
        captainPhone: '2125550177',
        email: 'fay@test.nyc',
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
    });
    expect(signUp.status).toBe(201);
    expect((await waiting()).map((e) => e.teamName)).toEqual(['Astoria Owls', 'Bronx Bees']);
    const key = entryId(s.world.leagueId, 'owls@test.nyc').slice('waitlistEntry:'.length);
    expect((await adminCall(key, 'remove')).status).toBe(200);
    expect((await waiting()).map((e) => e.teamName)).toEqual(['Bronx Bees']);
    expect((await adminCall(key, 'remove')).status).toBe(404);
  });

  it('a list holds at most 30 teams, a season that is over takes none, and asks are throttled', async () => {
    await setMaxTeams(3);
    for (let i = 1; i < WAITLIST_MAX; i++) {
      await joinWaitlist(
        s.t.storage,
        s.world.leagueId,
        { ...ask(), email: `t${i}@test.nyc`, phone: null },
        'en',
      );
    }
    const full = await post(ask({ email: 'late@test.nyc' }));
    expect(full.status).toBe(409);
    expect(full.body.message).toBe('The waiting list of this league is full.');
    const over = await createLeague(s.t.storage, {
      name: 'Old Division',
      startDate: '2025-03-01',
      endDate: '2025-06-01',
      maxTeams: 1,
    });
    const ended = await post(ask(), {}, `/api/leagues/${over}/waiting-list`);
    expect(ended.status).toBe(409);
    // Ten asks an hour from one address, whatever their outcome: the next is told to wait.
    let answer = ended;
    for (let i = 0; i < 12 && answer.status !== 429; i++)
      answer = await post(ask({ email: `x${i}@test.nyc` }));
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("the teams still waiting wait for the league's next season, in the same order", async () => {
    // Teams that asked in the same millisecond (the list's ties, ordered by id) keep their order too.
    const admin = s.t.storage.db('admin');
    const asked = await waiting();
    for (const entry of asked) await admin.put({ ...entry, createdAt: asked[0]!.createdAt });
    const before = await waiting();
    expect(before.length).toBeGreaterThan(1);
    const started = await api(s.t.url, `/api/admin/leagues/${s.world.leagueId}/next-season`, {
      cookie: s.world.cookies.admin,
      body: { season: '2027-2028', startDate: '2027-09-05', endDate: '2028-05-28', teamIds: [s.world.teamA] },
    });
    expect(started.status).toBe(200);
    const next = await listWaiting(s.t.storage, started.body.leagueId);
    expect(next.map((e) => [e.teamName, e.email, e.offeredAt])).toEqual(
      before.map((e) => [e.teamName, e.email, null]),
    );
    expect(await waiting()).toEqual([]);
  });
});
