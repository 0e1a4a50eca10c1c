import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docId, teamDbName } from '../../src/domain/databases.ts';
import { toLeagueLocal } from '../../src/domain/dates.ts';
import { newId } from '../../src/domain/ids.ts';
import { LOCALE_HEADER } from '../../src/i18n/core.ts';
import { sweepReminders } from '../../sync-server/mail/reminders.ts';
import { api } from '../support/clients.ts';
import { startCouchDb, type TTestCouch } from '../support/couchdb.ts';
import { STORAGE_MODES } from '../support/modes.ts';
import { startTestServer, type TTestServer } from '../support/server.ts';
import { buildWorld, type TWorld } from '../support/world.ts';

// ADR 048: after its league's roster deadline, a team that has finished setting up adds no
// player; it may still change or remove the ones it has. A team still building its first roster
// may add, and so may the league's admin. The deadline is read from storage, never from the
// request, and a league saved by an older app version keeps it.

const DAY = 86_400_000;
/** New York's date `days` from now: a deadline is a New York day, and UTC's is a day ahead each evening. */
const dayFromNow = (days: number) => {
  const { year, month, day } = toLeagueLocal(new Date(Date.now() + days * DAY));
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};
/** 12/01/2026 and 01/12/2026, as the messages write a day. */
const us = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
const european = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

describe.each(STORAGE_MODES)('roster deadline (%s)', (mode) => {
  let t: TTestServer;
  let world: TWorld;
  let couch: TTestCouch | null = null;

  beforeAll(async () => {
    couch = mode === 'couchdb' ? await startCouchDb() : null;
    t = await startTestServer(couch?.env ?? {});
    world = await buildWorld(t);
    // Team A has finished setting up; team B is still building its first roster.
    const teamDb = t.storage.db(teamDbName(world.teamA));
    const record = await teamDb.get(docId('team', world.teamA));
    await teamDb.put({
      ...record,
      onboarding: { status: 'complete', checklist: ['team_created', 'roster_added'] },
    });
  });
  afterAll(async () => {
    await t?.close();
    await couch?.close();
  });

  async function setDeadline(deadline: string | null) {
    const leagues = t.storage.db('leagues');
    const league = await leagues.get(docId('league', world.leagueId));
    await leagues.put({ ...league, rosterDeadline: deadline });
  }

  const player = (teamId: string, firstName: string) => ({
    _id: docId('player', newId()),
    type: 'player',
    teamId,
    firstName,
    lastName: 'Nuevo',
    phone: null,
    jerseyNumber: 0,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
  });

  async function write(teamId: string, cookie: string | null, doc: Record<string, unknown>, locale = 'en') {
    const response = await api(t.url, `/db/${teamDbName(teamId)}/_bulk_docs`, {
      cookie,
      body: { docs: [doc] },
      headers: { [LOCALE_HEADER]: locale },
    });
    const stored = await t.storage
      .db(teamDbName(teamId))
      .get(String(doc._id))
      .catch(() => null);
    return { row: (response.body as Record<string, unknown>[])[0]!, stored };
  }

  it('a captain adds a player up to the last day', async () => {
    await setDeadline(dayFromNow(2));
    const { row, stored } = await write(world.teamA, world.cookies.captainA, player(world.teamA, 'Before'));
    expect(row.ok).toBe(true);
    expect(stored).not.toBeNull();
  });

  it('after it, a new player is refused with the day in the caller’s language, and nothing is stored', async () => {
    const deadline = dayFromNow(-3);
    await setDeadline(deadline);
    const english = await write(world.teamA, world.cookies.captainA, player(world.teamA, 'Late'));
    expect(english.row).toMatchObject({
      error: 'forbidden',
      reason: `Rosters closed after ${us(deadline)}. Ask the league to add a player.`,
    });
    expect(english.stored).toBeNull();
    const spanish = await write(world.teamA, world.cookies.captainA, player(world.teamA, 'Tarde'), 'es');
    expect(spanish.row).toMatchObject({
      error: 'forbidden',
      reason: `Las plantillas se cerraron tras el ${european(deadline)}. Pide a la liga que añada al jugador.`,
    });
    expect(spanish.stored).toBeNull();
  });

  it('after it, a captain still changes and removes the players the team has', async () => {
    await setDeadline(dayFromNow(-3));
    const db = t.storage.db(teamDbName(world.teamA));
    const luis = await db.get(docId('player', world.playerA1));
    const changed = await write(world.teamA, world.cookies.captainA, { ...luis, jerseyNumber: 10 });
    expect(changed.row.ok).toBe(true);
    expect(changed.stored).toMatchObject({ jerseyNumber: 10 });
    const { rows } = await db.allDocs({ startkey: 'player:', endkey: 'player:\uffff' });
    const before = rows.find((r) => r.id !== luis._id)!;
    const removed = await write(world.teamA, world.cookies.captainA, {
      _id: before.id,
      _rev: before.value.rev,
      _deleted: true,
    });
    expect(removed.row.ok).toBe(true);
    expect(removed.stored).toBeNull();
  });

  it('after it, a team still setting up adds its players, and the admin adds to any team', async () => {
    await setDeadline(dayFromNow(-3));
    const setup = await write(world.teamB, world.cookies.captainB, player(world.teamB, 'First'));
    expect(setup.row.ok).toBe(true);
    const byAdmin = await write(world.teamA, world.cookies.admin, player(world.teamA, 'Signed'));
    expect(byAdmin.row.ok).toBe(true);
    expect(byAdmin.stored).not.toBeNull();
  });

  it('a captain cannot lift it: the league is the admin’s, and a league with none is open', async () => {
    await setDeadline(dayFromNow(-3));
    const leagues = t.storage.db('leagues');
    const league = await leagues.get(docId('league', world.leagueId));
    const forged = await api(t.url, '/db/leagues/_bulk_docs', {
      cookie: world.cookies.captainA,
      body: { docs: [{ ...league, rosterDeadline: null }] },
    });
    // A captain may not write the leagues database at all: the whole request is refused.
    expect(forged.status).toBe(403);
    expect(forged.body).toMatchObject({ error: 'forbidden' });
    expect((await leagues.get(docId('league', world.leagueId))).rosterDeadline).toBe(dayFromNow(-3));
    await setDeadline(null);
    const open = await write(world.teamA, world.cookies.captainA, player(world.teamA, 'Open'));
    expect(open.row.ok).toBe(true);
  });

  it('three days ahead, the captain of each complete roster hears of it once; a team setting up does not', async () => {
    const mails = async () =>
      (
        await t.storage
          .db('admin')
          .allDocs({ startkey: 'mail:roster-', endkey: 'mail:roster-\uffff', include_docs: true })
      ).rows.map((row) => row.doc as Record<string, unknown>);
    // Too far ahead, and already past: nothing.
    for (const days of [5, -1]) {
      await setDeadline(dayFromNow(days));
      await sweepReminders(t.storage);
    }
    expect(await mails()).toEqual([]);
    const deadline = dayFromNow(1);
    await setDeadline(deadline);
    await sweepReminders(t.storage);
    await sweepReminders(t.storage);
    const league = await t.storage.db('leagues').get(docId('league', world.leagueId));
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      kind: 'rosterDeadline',
      to: 'a@test.nyc',
      teamId: world.teamA,
      subject: `${league.name}: rosters close after ${us(deadline)}`,
    });
    expect(sent[0]!.text).toContain(
      `Hello Ana Lopez,\n\nRosters in ${league.name} close at the end of ${us(deadline)}. Add any player Astoria Athletic still needs before then`,
    );
    // Moved to another day within the lead: that is news again.
    await setDeadline(dayFromNow(2));
    await sweepReminders(t.storage);
    expect(await mails()).toHaveLength(2);
  });

  it('a league saved by an older app version, which knows no deadline, keeps it', async () => {
    const deadline = dayFromNow(-3);
    await setDeadline(deadline);
    const leagues = t.storage.db('leagues');
    const { rosterDeadline: _left, ...older } = await leagues.get(docId('league', world.leagueId));
    const saved = await api(t.url, '/db/leagues/_bulk_docs', {
      cookie: world.cookies.admin,
      body: { docs: [{ ...older, name: 'Test Division (renamed)' }] },
    });
    expect((saved.body as Record<string, unknown>[])[0]).toMatchObject({ ok: true });
    const stored = await leagues.get(docId('league', world.leagueId));
    expect(stored).toMatchObject({ name: 'Test Division (renamed)', rosterDeadline: deadline });
    const late = await write(world.teamA, world.cookies.captainA, player(world.teamA, 'Still'));
    expect(late.row).toMatchObject({ error: 'forbidden' });
  });
});
