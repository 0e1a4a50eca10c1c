import { describe, expect, it } from 'vitest';
import { docId, leagueDbName } from '../../src/domain/databases.ts';
import { VENUES_MAX } from '../../src/domain/venues.ts';
import { createMatches, matchDoc } from '../../sync-server/seed/factories.ts';
import { api } from '../support/clients.ts';
import { outbox } from '../support/mail.ts';
import { useWorld } from '../support/world.ts';

// A league's fields and their addresses, through the real gateway: an admin keeps them on the
// league (an older app's save keeps them too), nobody else may, and a player's link shows where
// their next match is.

describe("a league's fields and their addresses", () => {
  const s = useWorld();
  const write = (cookie: string | null, docs: unknown[]) =>
    api(s.t.url, '/db/leagues/_bulk_docs', { cookie, body: { docs } });
  const league = () => s.t.storage.db('leagues').get(docId('league', s.world.leagueId));
  const field = { name: 'Randalls Island Field 12', address: "Randall's Island Park, New York, NY 10035" };

  it('are kept by an admin, trimmed, and kept when an older app saves the league without them', async () => {
    const answer = await write(s.world.cookies.admin, [
      { ...(await league()), venues: [{ name: `  ${field.name} `, address: `${field.address}  ` }] },
    ]);
    expect(answer.body[0]).toMatchObject({ ok: true });
    expect((await league()).venues).toEqual([field]);
    const { venues: _unknownToIt, ...older } = await league();
    expect((await write(s.world.cookies.admin, [{ ...older, name: 'Test Division' }])).body[0]).toMatchObject(
      {
        ok: true,
      },
    );
    expect(await league()).toMatchObject({ name: 'Test Division', venues: [field] });
  });

  it('refuses a captain, a field with no name, an unknown part and more than the limit; nothing is stored', async () => {
    const current = await league();
    const refused = async (cookie: string, venues: unknown) =>
      (await write(cookie, [{ ...current, venues }])).body[0];
    expect((await write(s.world.cookies.captainA, [{ ...current, venues: [field] }])).status).toBe(403);
    expect(await refused(s.world.cookies.admin, [{ name: ' ', address: 'Somewhere' }])).toMatchObject({
      error: 'forbidden',
    });
    expect(await refused(s.world.cookies.admin, [{ ...field, gate: 'B' }])).toMatchObject({
      error: 'forbidden',
    });
    const many = Array.from({ length: VENUES_MAX + 1 }, (_, i) => ({ name: `Field ${i}`, address: '' }));
    expect(await refused(s.world.cookies.admin, many)).toMatchObject({ error: 'forbidden' });
    expect((await league())._rev).toBe(current._rev);
  });

  it("shows a player from their link where their next match is, when the league gave the field's address", async () => {
    const soon = (hours: number, venue: string) =>
      matchDoc({
        leagueId: s.world.leagueId,
        homeTeamId: s.world.teamA,
        awayTeamId: s.world.teamB,
        date: new Date(Date.now() + hours * 3_600_000).toISOString(),
        venue,
      });
    await createMatches(s.t.storage, s.world.leagueId, [
      soon(30, 'randalls island field 12'),
      soon(60, 'Pier 5'),
    ]);
    const issued = await api(s.t.url, `/api/teams/${s.world.teamA}/links`, {
      cookie: s.world.cookies.captainA,
      body: { playerIds: [s.world.playerA1] },
    });
    const view = await api(s.t.url, '/api/availability', {
      headers: { 'x-pitchside-link': String(issued.body.links[s.world.playerA1]) },
    });
    expect(view.status).toBe(200);
    expect(
      view.body.matches.map((m: { venue: string; address: string | null }) => [m.venue, m.address]),
    ).toEqual([
      ['randalls island field 12', field.address],
      ['Pier 5', null],
    ]);
  });

  it('a match moved to one of the fields tells the captains its address', async () => {
    const match = matchDoc({
      leagueId: s.world.leagueId,
      homeTeamId: s.world.teamA,
      awayTeamId: s.world.teamB,
      date: new Date(Date.now() + 40 * 3_600_000).toISOString(),
      venue: 'Pier 5',
    });
    await createMatches(s.t.storage, s.world.leagueId, [match]);
    const db = leagueDbName(s.world.leagueId);
    const stored = await s.t.storage.db(db).get(match._id);
    const moved = { ...stored, venue: 'Randalls Island Field 12', updatedAt: new Date().toISOString() };
    const put = await api(s.t.url, `/db/${db}/${match._id}`, {
      method: 'PUT',
      cookie: s.world.cookies.admin,
      body: moved,
    });
    expect(put.status).toBe(201);
    const mails = (await outbox(s.t.storage)).filter(
      (mail) => mail.kind === 'matchChanged' && mail._id.includes(match._id.slice('match:'.length)),
    );
    expect(mails.map((mail) => mail.to).sort()).toEqual(['a@test.nyc', 'b@test.nyc']);
    expect(mails[0]!.text).toContain(`Where: Randalls Island Field 12, ${field.address}`);
    expect(mails[0]!.text).toMatch(/Before: .+, Pier 5/);
  });
});
