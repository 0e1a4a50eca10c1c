import { beforeAll, describe, expect, it } from 'vitest';
import { docId, teamDbName } from '../../src/domain/databases.ts';
import { instantToLeagueLocalInput } from '../../src/domain/dates.ts';
import { sweepReminders } from '../../sync-server/mail/reminders.ts';
import { addPlayers, createMatches, matchDoc } from '../../sync-server/seed/factories.ts';
import { api } from '../support/clients.ts';
import { STORAGE_MODES } from '../support/modes.ts';
import { linkedPhone, type TPushService, type TTestDevice } from '../support/push-service.ts';
import { usePushWorld } from '../support/push-world.ts';
import type { TTestServer } from '../support/server.ts';
import type { TWorld } from '../support/world.ts';

// ADR 071: a player says from their link when they are away. The server keeps the list in the
// team's database; a match on those days reads "away" on their page, counts them out for the
// captain, and the reminder to answer leaves them alone. Their own answer wins.

type TDoc = Record<string, unknown>;
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const dayOf = (ms: number) => instantToLeagueLocalInput(new Date(ms).toISOString()).slice(0, 10);

describe.each(STORAGE_MODES)('dates a player is away (%s)', (mode) => {
  let t: TTestServer;
  let world: TWorld;
  let service: TPushService;
  let away: { token: string; phone: TTestDevice };
  let other: { token: string; phone: TTestDevice };
  const soon = matchDoc({ leagueId: '', homeTeamId: '', awayTeamId: '', date: '' });
  const later = matchDoc({ leagueId: '', homeTeamId: '', awayTeamId: '', date: '' });
  const idOf = (m: { _id: string }) => m._id.slice('match:'.length);

  const s = usePushWorld(mode);
  beforeAll(async () => {
    ({ t, world, service } = s);
    const [second] = (await addPlayers(t.storage, world.teamA, [
      { firstName: 'Ana', lastName: 'Reyes', jerseyNumber: 4 },
    ])) as [string];
    const base = { leagueId: world.leagueId, homeTeamId: world.teamA, awayTeamId: world.teamB };
    Object.assign(soon, base, { date: new Date(Date.now() + 30 * HOUR).toISOString() });
    Object.assign(later, base, { date: new Date(Date.now() + 20 * DAY).toISOString() });
    await createMatches(t.storage, world.leagueId, [soon, later]);
    const captain = world.cookies.captainA;
    away = await linkedPhone(t.url, service, { teamId: world.teamA, playerId: world.playerA1, captain });
    other = await linkedPhone(t.url, service, { teamId: world.teamA, playerId: second, captain });
  });

  const save = (token: string | null, body: unknown) =>
    api(t.url, '/api/availability/away', {
      method: 'PUT',
      headers: token ? { 'x-pitchside-link': token } : {},
      body,
    });
  const stored = () =>
    t.storage
      .db(teamDbName(world.teamA))
      .get(docId('playerAway', world.playerA1))
      .catch(() => null) as Promise<TDoc | null>;

  it('keeps the dates, marks the match on them, and the reminder to answer skips the player', async () => {
    const ranges = [{ from: dayOf(Date.now()), to: dayOf(Date.now() + 3 * DAY) }];
    const saved = await save(away.token, { ranges });
    expect(saved.status).toBe(200);
    expect(saved.body.away).toEqual(ranges);
    const marked = (saved.body.matches as TDoc[]).map((m) => [m.id, m.away]);
    expect(marked).toEqual([
      [idOf(soon), true],
      [idOf(later), false],
    ]);
    expect(await stored()).toMatchObject({ type: 'playerAway', playerId: world.playerA1, ranges });
    // The reminder sweep, 48 hours before kick-off: the other player is asked, this one is not.
    await sweepReminders(t.storage);
    await service.waitFor(other.phone, 1, 'the reminder to answer');
    await t.server.pushSender.drained();
    expect(service.to(away.phone)).toHaveLength(0);
    // Their own answer wins: In for the match after all.
    const answered = await api(t.url, `/api/availability/${idOf(soon)}`, {
      method: 'PUT',
      headers: { 'x-pitchside-link': away.token },
      body: { answer: 'in' },
    });
    expect(answered.status).toBe(200);
    const page = (await api(t.url, '/api/availability', { headers: { 'x-pitchside-link': away.token } }))
      .body;
    expect(page.matches[0]).toMatchObject({ id: idOf(soon), answer: 'in', away: true });
  });

  it('drops the dates already over, keeps a repeat as it was, and clears with an empty list', async () => {
    const past = { from: dayOf(Date.now() - 20 * DAY), to: dayOf(Date.now() - 10 * DAY) };
    const coming = { from: dayOf(Date.now() + 19 * DAY), to: dayOf(Date.now() + 21 * DAY) };
    expect((await save(away.token, { ranges: [coming, past, coming] })).body.away).toEqual([coming]);
    const first = (await stored())!;
    await save(away.token, { ranges: [coming] });
    expect((await stored())!._rev).toBe(first._rev);
    const cleared = await save(away.token, { ranges: [] });
    expect(cleared.body.away).toEqual([]);
    expect((cleared.body.matches as TDoc[]).every((m) => m.away === false)).toBe(true);
  });

  it('refuses no link, a bad shape or too much, and a captain writing the list; nothing changes', async () => {
    await save(away.token, { ranges: [{ from: dayOf(Date.now()), to: dayOf(Date.now()) }] });
    const before = await stored();
    const d = (n: number) => dayOf(Date.now() + n * DAY);
    const bad: [string | null, unknown, number, RegExp][] = [
      [null, { ranges: [] }, 404, /no longer/i],
      ['not-a-token', { ranges: [] }, 404, /no longer/i],
      [away.token, { ranges: [{ from: d(5), to: d(2) }] }, 400, /after the first/],
      [away.token, { ranges: [{ from: d(1), to: d(130) }] }, 400, /at most 120 days/],
      [
        away.token,
        { ranges: Array.from({ length: 11 }, (_, i) => ({ from: d(i), to: d(i) })) },
        400,
        /At most 10/,
      ],
      [away.token, { ranges: [{ from: '2026-02-30', to: d(1) }] }, 400, /./],
      [away.token, { ranges: [{ from: d(1), to: d(2), note: 'x' }] }, 400, /./],
      [away.token, { ranges: [], playerId: world.teamB }, 400, /./],
      [away.token, 'nonsense', 400, /./],
    ];
    for (const [token, body, status, reason] of bad) {
      const answer = await save(token, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(String(answer.body.reason ?? answer.body.message ?? answer.body.error)).toMatch(reason);
    }
    expect(await stored()).toEqual(before);
    // Server-written: the captain's own copy cannot carry it.
    const forged = {
      _id: docId('playerAway', 'forged'),
      type: 'playerAway',
      teamId: world.teamA,
      playerId: world.playerA1,
      ranges: [],
      updatedAt: new Date().toISOString(),
    };
    const written = await api(t.url, `/db/${teamDbName(world.teamA)}/_bulk_docs`, {
      cookie: world.cookies.captainA,
      body: { docs: [forged] },
    });
    expect((written.body as TDoc[])[0]).toMatchObject({ error: 'forbidden' });
    expect(
      await t.storage
        .db(teamDbName(world.teamA))
        .get(forged._id)
        .catch(() => null),
    ).toBeNull();
  });
});
