import { describe, expect, it } from 'vitest';
import { docId, teamDbName } from '../../src/domain/databases.ts';
import { FILL_IN_ASKS_PER_MATCH, FILL_INS_PER_MATCH } from '../../src/domain/fill-ins.ts';
import { createMatches, matchDoc } from '../../sync-server/seed/factories.ts';
import { api, remoteDb, waitFor } from '../support/clients.ts';
import { freeAgentForm } from '../support/free-agent.ts';
import { STORAGE_MODES, startInMode } from '../support/modes.ts';
import { useWorld } from '../support/world.ts';

// ADR 076: a team short of players asks free agents of its league to play one match. The ask is
// the server's to write; the free agent answers from their private link; a "coming" gives the
// team their contact details and tells the captain.

type TDoc = Record<string, unknown>;
const KEY = 'x-free-agent-key';
const HOUR = 3600_000;

describe.each(STORAGE_MODES)('asking free agents to fill in (%s)', (mode) => {
  const s = useWorld(() => startInMode(mode, undefined, { TRUST_PROXY: '1' }));
  let address = 1;
  /** A free agent of the world's league who applied to no team. */
  async function freeAgent(firstName: string, email = '') {
    const response = await api(s.t.url, '/api/free-agents', {
      headers: { 'x-forwarded-for': `203.0.113.${address++}` },
      body: freeAgentForm(s.world.leagueId, s.world.teamA, {
        firstName,
        email,
        phone: `718555${String(1000 + address)}`,
        teams: [],
      }),
    });
    expect(response.status).toBe(201);
    return response.body as { id: string; key: string };
  }
  async function newMatch(hoursFromNow: number, home = s.world.teamA, away = s.world.teamB) {
    const match = matchDoc({
      leagueId: s.world.leagueId,
      homeTeamId: home,
      awayTeamId: away,
      date: new Date(Date.now() + hoursFromNow * HOUR).toISOString(),
      refereeId: null,
    });
    await createMatches(s.t.storage, s.world.leagueId, [match]);
    return match._id.slice('match:'.length);
  }
  const ask = (cookie: string | null, teamId: string, body: unknown) =>
    api(s.t.url, `/api/teams/${teamId}/fill-ins`, { cookie, body });
  const answer = (agent: { id: string; key: string }, body: unknown, key = agent.key) =>
    api(s.t.url, `/api/free-agents/${agent.id}/fill-ins`, { headers: { [KEY]: key }, body });
  const fillIn = (teamId: string, agentId: string, matchId: string) =>
    s.t.storage
      .db(teamDbName(teamId))
      .get(docId('fillIn', `${agentId}.${matchId}`))
      .catch(() => null) as Promise<TDoc | null>;

  it('goes from the captain to the free agent and back, with the contact details only on "coming"', async () => {
    const { teamA, cookies } = s.world;
    const maria = await freeAgent('Maria', 'maria.fill@example.com');
    const matchId = await newMatch(30);
    const asked = await ask(cookies.captainA, teamA, { matchId, freeAgentId: maria.id });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ status: 'asked', name: 'Maria G.', phone: null, email: null });
    // Asked again: the same ask, nothing new.
    expect((await ask(cookies.captainA, teamA, { matchId, freeAgentId: maria.id })).body).toEqual(asked.body);
    // The captain's phone replicates it; the free agent is told by e-mail, once.
    const captainDb = remoteDb(s.t.url, teamDbName(teamA), cookies.captainA);
    expect(await captainDb.get(docId('fillIn', `${maria.id}.${matchId}`))).toMatchObject({ status: 'asked' });
    const mail = await waitFor(
      () =>
        s.t.storage
          .db('admin')
          .get(`mail:fill-in-${teamA}-${maria.id}-${matchId}`)
          .catch(() => null),
      'the free agent’s e-mail',
    );
    expect(mail).toMatchObject({
      to: 'maria.fill@example.com',
      subject: 'Astoria Athletic asks if you can play a match',
    });
    expect(String(mail.text)).toContain('against Bushwick Blues');

    // The free agent's page lists the ask with the match.
    const page = await api(s.t.url, `/api/free-agents/${maria.id}`, { headers: { [KEY]: maria.key } });
    expect(page.body.fillIns).toEqual([
      expect.objectContaining({
        teamId: teamA,
        teamName: 'Astoria Athletic',
        opponent: 'Bushwick Blues',
        matchId,
        status: 'asked',
        isFull: false,
      }),
    ]);
    const coming = await answer(maria, { teamId: teamA, matchId, answer: 'coming' });
    expect(coming.status).toBe(200);
    expect(coming.body.fillIns[0].status).toBe('coming');
    expect(await fillIn(teamA, maria.id, matchId)).toMatchObject({
      status: 'coming',
      phone: expect.stringMatching(/^718555/),
      email: 'maria.fill@example.com',
    });
    // The captain is told, once.
    const told = await waitFor(
      () =>
        s.t.storage
          .db('admin')
          .get(`mail:fill-in-coming-${teamA}-${maria.id}-${matchId}`)
          .catch(() => null),
      'the captain’s e-mail',
    );
    expect(told).toMatchObject({ to: 'a@test.nyc', subject: 'Maria G. can fill in' });
    // Changing her mind takes the contact details back.
    await answer(maria, { teamId: teamA, matchId, answer: 'notComing' });
    expect(await fillIn(teamA, maria.id, matchId)).toMatchObject({
      status: 'notComing',
      phone: null,
      email: null,
    });
  });

  it('is refused to anyone but the team’s captain, and for a match that is not the team’s or not ahead', async () => {
    const { teamA, teamB, cookies } = s.world;
    const omar = await freeAgent('Omar');
    const matchId = await newMatch(40);
    for (const [cookie, status] of [
      [cookies.captainB, 403],
      [cookies.player, 403],
      [cookies.referee1, 403],
      [null, 401],
    ] as const)
      expect((await ask(cookie, teamA, { matchId, freeAgentId: omar.id })).status).toBe(status);
    // Nobody writes an ask through replication either, the team's own captain included.
    const captainDb = remoteDb(s.t.url, teamDbName(teamA), cookies.captainA);
    const forged = await captainDb
      .put({ _id: docId('fillIn', `${omar.id}.${matchId}`), type: 'fillIn' })
      .catch((error: { status: number }) => error);
    expect((forged as { status: number }).status).toBe(403);
    const past = await newMatch(-2);
    const far = await newMatch(24 * 9);
    const others = await newMatch(30, teamB, 'no-such-team');
    for (const [body, status] of [
      [{ matchId: past, freeAgentId: omar.id }, 409],
      [{ matchId: far, freeAgentId: omar.id }, 409],
      [{ matchId: others, freeAgentId: omar.id }, 404],
      [{ matchId: 'nope', freeAgentId: omar.id }, 404],
      [{ matchId, freeAgentId: 'nobody' }, 404],
      [{ matchId, freeAgentId: omar.id, extra: 1 }, 400],
      [{ matchId: 5, freeAgentId: omar.id }, 400],
    ] as const)
      expect((await ask(cookies.captainA, teamA, body)).status).toBe(status);
    expect(await fillIn(teamA, omar.id, past)).toBeNull();
    // Another team's captain cannot answer for the free agent, nor a wrong key; nothing changes.
    await ask(cookies.captainA, teamA, { matchId, freeAgentId: omar.id });
    expect((await answer(omar, { teamId: teamA, matchId, answer: 'coming' }, 'x'.repeat(43))).status).toBe(
      404,
    );
    expect((await answer(omar, { teamId: teamB, matchId, answer: 'coming' })).status).toBe(404);
    expect((await answer(omar, { teamId: teamA, matchId, answer: 'maybe' })).status).toBe(400);
    expect(await fillIn(teamA, omar.id, matchId)).toMatchObject({ status: 'asked' });
  });

  it('is refused in a league that does not allow fill-ins, as its admin sets in the league form', async () => {
    const { teamA, cookies, leagueId } = s.world;
    const noa = await freeAgent('Noa');
    const matchId = await newMatch(60);
    const admin = remoteDb(s.t.url, 'leagues', cookies.admin);
    const league = await admin.get(docId('league', leagueId));
    await admin.put({ ...league, fillIns: false });
    const refused = await ask(cookies.captainA, teamA, { matchId, freeAgentId: noa.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Your league does not allow fill-ins from its free agents');
    expect(await fillIn(teamA, noa.id, matchId)).toBeNull();
    // A captain cannot change it back.
    const captainLeagues = remoteDb(s.t.url, 'leagues', cookies.captainA);
    const off = await captainLeagues.get(docId('league', leagueId));
    await expect(captainLeagues.put({ ...off, fillIns: true })).rejects.toMatchObject({ status: 403 });
    await admin.put({ ...(await admin.get(docId('league', leagueId))), fillIns: true });
    expect((await ask(cookies.captainA, teamA, { matchId, freeAgentId: noa.id })).status).toBe(201);
  });

  it('may be withdrawn by the captain: the contact details go, a free agent who said yes is told, and may be asked again', async () => {
    const { teamA, cookies } = s.world;
    const lina = await freeAgent('Lina', 'lina.fill@example.com');
    const matchId = await newMatch(50);
    await ask(cookies.captainA, teamA, { matchId, freeAgentId: lina.id });
    await answer(lina, { teamId: teamA, matchId, answer: 'coming' });
    const withdraw = (cookie: string | null, body: unknown) =>
      api(s.t.url, `/api/teams/${teamA}/fill-ins/withdraw`, { cookie, body });
    for (const [cookie, status] of [
      [cookies.captainB, 403],
      [cookies.player, 403],
      [null, 401],
    ] as const)
      expect((await withdraw(cookie, { matchId, freeAgentId: lina.id })).status).toBe(status);
    expect((await withdraw(cookies.captainA, { matchId, freeAgentId: 'nobody' })).status).toBe(404);
    expect(await fillIn(teamA, lina.id, matchId)).toMatchObject({ status: 'coming' });

    expect((await withdraw(cookies.captainA, { matchId, freeAgentId: lina.id })).status).toBe(200);
    expect(await fillIn(teamA, lina.id, matchId)).toMatchObject({
      status: 'withdrawn',
      phone: null,
      email: null,
    });
    const told = await waitFor(
      () =>
        s.t.storage
          .db('admin')
          .get(`mail:fill-in-withdrawn-${teamA}-${lina.id}-${matchId}`)
          .catch(() => null),
      'the free agent told they are not needed',
    );
    expect(told).toMatchObject({
      to: 'lina.fill@example.com',
      subject: 'Astoria Athletic no longer needs a fill-in',
    });
    // Her page says so; she cannot answer a withdrawn ask.
    const page = await api(s.t.url, `/api/free-agents/${lina.id}`, { headers: { [KEY]: lina.key } });
    expect(page.body.fillIns[0]).toMatchObject({ matchId, status: 'withdrawn' });
    expect((await answer(lina, { teamId: teamA, matchId, answer: 'coming' })).status).toBe(404);
    // Asked again, the ask is open once more.
    expect((await ask(cookies.captainA, teamA, { matchId, freeAgentId: lina.id })).body).toMatchObject({
      status: 'asked',
    });
    expect((await answer(lina, { teamId: teamA, matchId, answer: 'notComing' })).status).toBe(200);
  });

  it(`stops at ${FILL_INS_PER_MATCH} coming and ${FILL_IN_ASKS_PER_MATCH} asks a match`, async () => {
    const { teamA, cookies } = s.world;
    const matchId = await newMatch(20);
    const agents = [];
    for (let i = 0; i < FILL_IN_ASKS_PER_MATCH + 1; i++)
      agents.push(await freeAgent(`Agent${'abcdefghij'[i]}`));
    for (const agent of agents.slice(0, FILL_IN_ASKS_PER_MATCH))
      expect((await ask(cookies.captainA, teamA, { matchId, freeAgentId: agent.id })).status).toBe(201);
    const over = await ask(cookies.captainA, teamA, { matchId, freeAgentId: agents.at(-1)!.id });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(
      `You have asked ${FILL_IN_ASKS_PER_MATCH} free agents for this match: wait for their answers`,
    );
    for (const agent of agents.slice(0, FILL_INS_PER_MATCH))
      expect((await answer(agent, { teamId: teamA, matchId, answer: 'coming' })).status).toBe(200);
    const late = agents[FILL_INS_PER_MATCH]!;
    const refused = await answer(late, { teamId: teamA, matchId, answer: 'coming' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Thank you: the team has found all its fill-ins for this match');
    expect(await fillIn(teamA, late.id, matchId)).toMatchObject({ status: 'asked', phone: null });
    // Their page says so before they try.
    const page = await api(s.t.url, `/api/free-agents/${late.id}`, { headers: { [KEY]: late.key } });
    expect(page.body.fillIns[0]).toMatchObject({ matchId, isFull: true });
  });
});
