import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDocShape, docId, leagueDbName, parseDbName, teamDbName } from '../../src/domain/databases.ts';
import { moveKey } from '../../src/domain/move-request.ts';
import { finishPendingNotices, notePending, tellingWrites } from '../../sync-server/notices/write-notes.ts';
import { createMatches, matchDoc } from '../../sync-server/seed/factories.ts';
import { api } from '../support/clients.ts';
import { outbox, writeSettings } from '../support/mail.ts';
import {
  pushServerEnv,
  startPushService,
  type TPushService,
  type TTestDevice,
} from '../support/push-service.ts';
import { startTestServer, type TTestServer } from '../support/server.ts';
import { buildWorld, signUpThirdTeam, type TWorld } from '../support/world.ts';

// ADR 043: a captain asks the league to move a fixture, from their own team database; the admins
// hear of it, the league declines with a reason (the captain hears of it) or moves the match.
// Every rule refuses an attacker's request, through a real server and the outbox.

let t: TTestServer;
let world: TWorld;
let service: TPushService;
let phone: TTestDevice;
const HOUR = 3600_000;
const MATCH = 'Astoria Athletic vs Bushwick Blues';
type TDoc = Record<string, unknown> & { _id: string; _rev?: string };

const write = (db: string, cookie: string | null, docs: unknown[]) =>
  api(t.url, `/db/${db}/_bulk_docs`, { cookie, body: { docs } });
const later = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

async function newMatch(hoursFromNow: number, teams = [world.teamA, world.teamB]) {
  const match = matchDoc({
    leagueId: world.leagueId,
    homeTeamId: teams[0]!,
    awayTeamId: teams[1]!,
    date: later(hoursFromNow),
    venue: 'Field 1',
  });
  await createMatches(t.storage, world.leagueId, [match]);
  return { id: match._id.slice('match:'.length), date: String(match.date) };
}

function request(
  match: { id: string; date: string },
  teamId: string,
  over: Record<string, unknown> = {},
): TDoc {
  return {
    _id: docId('moveRequest', moveKey(match.id, teamId)),
    type: 'moveRequest',
    matchId: match.id,
    teamId,
    leagueId: world.leagueId,
    fromDate: match.date,
    date: new Date(Date.parse(match.date) + 24 * HOUR).toISOString(),
    venue: '',
    note: 'Half the team is at a wedding',
    askedAt: new Date().toISOString(),
    status: 'asked',
    decidedAt: null,
    decisionNote: '',
    ...over,
  };
}

const stored = (teamId: string, id: string) =>
  t.storage
    .db(teamDbName(teamId))
    .get(id)
    .catch(() => null) as Promise<TDoc | null>;
const mailsOf = async (kind: string, matchId: string) =>
  (await outbox(t.storage)).filter((mail) => mail.kind === kind && mail._id.includes(matchId));
const adminMails = async (matchId: string) =>
  (await mailsOf('moveRequest', matchId)).filter((mail) => mail.to === 'admin@test.nyc');

beforeAll(async () => {
  service = await startPushService();
  t = await startTestServer(pushServerEnv(service));
  world = await buildWorld(t);
  await writeSettings(t.storage, {});
  phone = service.device();
  const subscribed = await api(t.url, '/api/push/devices', {
    cookie: world.cookies.captainA,
    body: { subscription: phone.subscription },
  });
  expect(subscribed.status).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});

describe('a captain asks to move a fixture', () => {
  it('is stored, tells every admin once per fixture, and is audited', async () => {
    const match = await newMatch(100);
    const asked = await write(teamDbName(world.teamA), world.cookies.captainA, [request(match, world.teamA)]);
    expect(asked.body[0]).toMatchObject({ ok: true });
    const [mail] = await adminMails(match.id);
    expect(mail).toMatchObject({ subject: `Move requested: ${MATCH}` });
    expect(mail!.text).toContain('Astoria Athletic asks to move');
    expect(mail!.text).toContain('Why: Half the team is at a wedding');
    // Asking again (another day) rewrites the request; the admins are not told twice.
    const current = await stored(world.teamA, request(match, world.teamA)._id);
    const again = request(match, world.teamA, {
      _rev: current!._rev,
      date: later(130),
      askedAt: new Date().toISOString(),
    });
    expect((await write(teamDbName(world.teamA), world.cookies.captainA, [again])).body[0]).toMatchObject({
      ok: true,
    });
    expect(await mailsOf('moveRequest', match.id)).toHaveLength(2);
    expect(await adminMails(match.id)).toHaveLength(1);
    const audit = await api(t.url, '/api/admin/audit', { cookie: world.cookies.admin });
    expect(JSON.stringify(audit.body)).toContain('move.asked');
  });

  it('refuses what is not the captain’s to ask, in plain words, and stores none of it', async () => {
    const match = await newMatch(100);
    const other = await signUpThirdTeam(t, world.leagueId);
    const theirs = await newMatch(100, [world.teamB, other.teamId]);
    const foreign = await write(teamDbName(world.teamB), world.cookies.captainA, [
      request(match, world.teamB),
    ]);
    expect(foreign.status).toBe(403);
    const kickedOff = await newMatch(-1);
    const cases: [TDoc, string][] = [
      [request(match, world.teamB), 'A move request is filed under its match and team'],
      [
        { ...request(match, world.teamA), _id: docId('moveRequest', match.id) },
        'filed under its match and team',
      ],
      [request(theirs, world.teamA), 'This match is not your team’s'],
      [request(kickedOff, world.teamA), 'it cannot be moved'],
      [request(match, world.teamA, { fromDate: later(90) }), 'The match has changed since you looked'],
      [request(match, world.teamA, { date: later(-2) }), 'The new kick-off must be in the future'],
      [request(match, world.teamA, { date: match.date }), 'Choose another day, time or field'],
      [
        request(match, world.teamA, {
          status: 'declined',
          decidedAt: new Date().toISOString(),
          decisionNote: 'No room',
        }),
        'Only the league decides',
      ],
    ];
    for (const [doc, reason] of cases) {
      const refused = await write(teamDbName(world.teamA), world.cookies.captainA, [doc]);
      expect(refused.body[0], reason).toMatchObject({ error: 'forbidden' });
      expect(refused.body[0].reason).toContain(reason);
      expect(await stored(world.teamA, doc._id)).toBeNull();
    }
    // An admin does not ask for a team, and a visitor writes nothing.
    const byAdmin = await write(teamDbName(world.teamA), world.cookies.admin, [request(match, world.teamA)]);
    expect(byAdmin.body[0].reason).toContain('the league only declines it');
    expect((await write(teamDbName(world.teamA), null, [request(match, world.teamA)])).status).toBe(401);
    expect(await mailsOf('moveRequest', match.id)).toEqual([]);
  });
});

describe('the other team', () => {
  const answer = (match: { id: string }, askedAt: unknown, over: Record<string, unknown> = {}): TDoc => ({
    _id: docId('moveAnswer', moveKey(match.id, world.teamA)),
    type: 'moveAnswer',
    matchId: match.id,
    leagueId: world.leagueId,
    teamId: world.teamB,
    askingTeamId: world.teamA,
    askedAt,
    answer: 'agree',
    answeredAt: new Date().toISOString(),
    ...over,
  });

  it('gets a copy without the note, is told, and says whether the new time suits them', async () => {
    const match = await newMatch(100);
    const asked = request(match, world.teamA);
    await write(teamDbName(world.teamA), world.cookies.captainA, [asked]);
    const copy = await stored(world.teamB, docId('moveAsk', moveKey(match.id, world.teamA)));
    expect(copy).toMatchObject({ teamId: world.teamA, date: asked.date, askedAt: asked.askedAt });
    expect(copy).not.toHaveProperty('note');
    const [told] = (await mailsOf('moveRequest', match.id)).filter((mail) => mail.to === 'b@test.nyc');
    expect(told).toMatchObject({ subject: `Move asked: ${MATCH}` });
    expect(told!.text).not.toContain('wedding');
    // Only the other captain answers, about the request as it stands, and cannot take it back.
    const refusals: [string, string | null, TDoc, string][] = [
      [
        teamDbName(world.teamA),
        world.cookies.captainA,
        { ...answer(match, asked.askedAt), teamId: world.teamA },
        'There is no request',
      ],
      [
        teamDbName(world.teamB),
        world.cookies.captainB,
        answer(match, new Date().toISOString()),
        'The request has changed',
      ],
      [
        teamDbName(world.teamB),
        world.cookies.admin,
        answer(match, asked.askedAt),
        'Only this team’s captain',
      ],
      [
        teamDbName(world.teamB),
        world.cookies.captainB,
        { ...answer(match, asked.askedAt), teamId: world.teamA },
        'filed under its match',
      ],
    ];
    for (const [db, cookie, doc, reason] of refusals) {
      const refused = await write(db, cookie, [doc]);
      expect(refused.body[0].reason, reason).toContain(reason);
    }
    // Nobody but the server writes the copy.
    const forged = await write(teamDbName(world.teamB), world.cookies.captainB, [
      { ...copy, date: later(200) },
    ]);
    expect(forged.body[0].reason).toContain('Only the server writes');
    const saved = await write(teamDbName(world.teamB), world.cookies.captainB, [
      answer(match, asked.askedAt),
    ]);
    expect(saved.body[0]).toMatchObject({ ok: true });
    const answered = (await stored(world.teamB, answer(match, asked.askedAt)._id))!;
    const withdrawn = await write(teamDbName(world.teamB), world.cookies.captainB, [
      { _id: answered._id, _rev: answered._rev, _deleted: true },
    ]);
    expect(withdrawn.body[0].reason).toContain('cannot be withdrawn');
    // The copy goes with the request.
    const current = (await stored(world.teamA, asked._id))!;
    await write(teamDbName(world.teamA), world.cookies.captainA, [
      { _id: asked._id, _rev: current._rev, _deleted: true },
    ]);
    expect(await stored(world.teamB, copy!._id)).toBeNull();
  });
});

describe('the league answers', () => {
  it('declines with a reason: the captain hears of it by e-mail and on the phone', async () => {
    service.reset();
    const match = await newMatch(100);
    const asked = request(match, world.teamA);
    await write(teamDbName(world.teamA), world.cookies.captainA, [asked]);
    const current = (await stored(world.teamA, asked._id))!;
    // The league may not rewrite what the captain asked, nor decline without a time.
    const rewrites: [TDoc, string][] = [
      [{ ...current, date: later(140) }, 'the league only declines it'],
      [{ ...current, status: 'declined', decisionNote: 'No field' }, 'needs its time'],
      [{ ...current, status: 'declined', decidedAt: new Date().toISOString() }, 'at least 3 characters'],
    ];
    for (const [doc, reason] of rewrites) {
      const refused = await write(teamDbName(world.teamA), world.cookies.admin, [doc]);
      expect(refused.body[0].reason, reason).toContain(reason);
    }
    const declined = {
      ...current,
      status: 'declined',
      decidedAt: new Date().toISOString(),
      decisionNote: 'No field is free that Sunday',
    };
    expect((await write(teamDbName(world.teamA), world.cookies.admin, [declined])).body[0]).toMatchObject({
      ok: true,
    });
    expect(await stored(world.teamB, docId('moveAsk', moveKey(match.id, world.teamA)))).toBeNull();
    const [mail] = await mailsOf('moveDeclined', match.id);
    expect(mail).toMatchObject({ to: 'a@test.nyc', subject: `Match stays as planned: ${MATCH}` });
    expect(mail!.text).toContain('The league’s reason: No field is free that Sunday');
    // Every notice of a request is a document the admins' phones read: each passes the shared shape check.
    for (const told of [...(await mailsOf('moveRequest', match.id)), mail!])
      expect(checkDocShape('admin', told), told._id).toMatchObject({ ok: true });
    const [notice] = await service.waitFor(phone, 1, 'the captain’s notice');
    expect(notice!.payload).toMatchObject({
      title: 'Move declined',
      body: `${MATCH}: No field is free that Sunday`,
      url: `/teams/${world.teamA}/dashboard`,
    });
    // The captain may ask again, and withdraw.
    const afterDecline = (await stored(world.teamA, asked._id))!;
    const askAgain = request(match, world.teamA, { _rev: afterDecline._rev, date: later(150) });
    expect((await write(teamDbName(world.teamA), world.cookies.captainA, [askAgain])).body[0]).toMatchObject({
      ok: true,
    });
    const withdrawn = await stored(world.teamA, asked._id);
    const gone = await write(teamDbName(world.teamA), world.cookies.captainA, [
      { _id: asked._id, _rev: withdrawn!._rev, _deleted: true },
    ]);
    expect(gone.body[0]).toMatchObject({ ok: true });
    expect(await stored(world.teamA, asked._id)).toBeNull();
  });

  it('moved as asked, far off: both captains hear it was granted; in the next two weeks, as of any move', async () => {
    const admin = async (matchId: string, change: Record<string, unknown>) => {
      const id = docId('match', matchId);
      const match = await t.storage.db(leagueDbName(world.leagueId)).get(id);
      const put = await api(t.url, `/db/${leagueDbName(world.leagueId)}/${id}`, {
        method: 'PUT',
        cookie: world.cookies.admin,
        body: { ...match, ...change, updatedAt: new Date().toISOString() },
      });
      expect(put.status).toBe(201);
    };
    const farOff = await newMatch(24 * 30);
    const asked = request(farOff, world.teamA);
    await write(teamDbName(world.teamA), world.cookies.captainA, [asked]);
    // A save that moves nothing (the venue as it was) grants nothing.
    await admin(farOff.id, { venue: 'Field 1' });
    expect(await mailsOf('matchChanged', farOff.id)).toEqual([]);
    await admin(farOff.id, { date: asked.date });
    const granted = await mailsOf('matchChanged', farOff.id);
    expect(granted.map((mail) => mail.to).sort()).toEqual(['a@test.nyc', 'b@test.nyc']);
    expect(granted[0]!.subject).toBe(`Match moved as asked: ${MATCH}`);
    expect(granted.find((mail) => mail.to === 'b@test.nyc')!.text).toContain('as Astoria Athletic asked');
    for (const mail of granted) expect(checkDocShape('admin', mail), mail._id).toMatchObject({ ok: true });
    // Saved again, nothing is told twice.
    await admin(farOff.id, { date: asked.date });
    expect(await mailsOf('matchChanged', farOff.id)).toHaveLength(2);

    // Within two weeks, the move's own notice tells them; no second e-mail says the same.
    const soon = await newMatch(72);
    const soonAsked = request(soon, world.teamA, { date: later(96) });
    await write(teamDbName(world.teamA), world.cookies.captainA, [soonAsked]);
    await admin(soon.id, { date: soonAsked.date });
    const told = await mailsOf('matchChanged', soon.id);
    expect(told.length).toBeGreaterThan(0);
    expect(told.every((mail) => !mail.subject.startsWith('Match moved as asked'))).toBe(true);
  });

  it('a request stored by a write that died before telling is told at the next sweep, once', async () => {
    const match = await newMatch(100);
    const doc = request(match, world.teamA);
    const ref = parseDbName(teamDbName(world.teamA))!;
    await notePending(t.storage, ref, tellingWrites(ref, [doc], new Map(), false));
    await t.storage.db(teamDbName(world.teamA)).put(doc);
    expect(await mailsOf('moveRequest', match.id)).toEqual([]);
    expect(await finishPendingNotices(t.storage, '\uffff')).toBe(1);
    expect(await adminMails(match.id)).toHaveLength(1);
    // The other team's copy is made then too.
    expect(await stored(world.teamB, docId('moveAsk', moveKey(match.id, world.teamA)))).not.toBeNull();
    expect(await finishPendingNotices(t.storage, '\uffff')).toBe(0);
    // The fixture in the league is untouched until the admin moves it.
    const fixture = await t.storage.db(leagueDbName(world.leagueId)).get(docId('match', match.id));
    expect(fixture.date).toBe(match.date);
  });
});
