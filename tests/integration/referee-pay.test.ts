import { describe, expect, it } from 'vitest';
import { docId, refereeDbName } from '../../src/domain/databases.ts';
import { createMatches, matchDoc } from '../../sync-server/seed/factories.ts';
import { getOrNull } from '../../sync-server/storage/pouch.ts';
import { AUDIT_DB } from '../../sync-server/storage/storage.ts';
import { api, localDb, PouchDB, remoteDb, settleRequests } from '../support/clients.ts';
import { outbox } from '../support/mail.ts';
import { STORAGE_MODES, startInMode } from '../support/modes.ts';
import { useWorld } from '../support/world.ts';

// ADR 058: the league pays its referees per match. The fee is the admin's (admin database), each
// payment is the server's, one document per match in the referee's database, so a match is paid once.

const DAY = 86_400_000;

describe.each(STORAGE_MODES)('paying referees (%s)', (mode) => {
  const s = useWorld(() => startInMode(mode));
  const ids = { done1: '', done2: '', later: '', other: '' };
  const pay = (body: unknown, cookie: string | null = s.world.cookies.admin, referee = s.world.referee1) =>
    api(s.t.url, `/api/admin/referees/${referee}/payments`, { cookie, body });
  const undo = (matchId: string, cookie: string | null = s.world.cookies.admin) =>
    api(s.t.url, `/api/admin/referees/${s.world.referee1}/payments/${matchId}/undo`, { cookie, body: {} });
  const write = (db: string, docs: unknown[], cookie: string | null = s.world.cookies.admin) =>
    api(s.t.url, `/db/${db}/_bulk_docs`, { cookie, body: { docs } });
  const refereeDb = () => s.t.storage.db(refereeDbName(s.world.referee1));
  const payment = (matchId: string) => getOrNull(refereeDb(), docId('refereePayment', matchId));
  const item = (matchId: string) => ({ leagueId: s.world.leagueId, matchId });
  const fee = (amountCents: number, leagueId = s.world.leagueId) => ({
    _id: docId('refereeFee', s.world.leagueId),
    type: 'refereeFee',
    leagueId,
    amountCents,
    updatedAt: new Date().toISOString(),
  });

  it('sets up: two played matches and one to come for Ref One, one played for Ref Two', async () => {
    const played = (daysAgo: number, refereeId: string) =>
      matchDoc({
        leagueId: s.world.leagueId,
        homeTeamId: s.world.teamA,
        awayTeamId: s.world.teamB,
        date: new Date(Date.now() - daysAgo * DAY).toISOString(),
        status: 'completed',
        score: { home: 2, away: 1 },
        refereeId,
      });
    const matches = [
      played(9, s.world.referee1),
      played(2, s.world.referee1),
      { ...played(-5, s.world.referee1), status: 'scheduled' as const, score: null },
      played(3, s.world.referee2),
    ];
    await createMatches(s.t.storage, s.world.leagueId, matches);
    const [done1, done2, later, other] = matches.map((m) => m._id.slice('match:'.length)) as [
      string,
      string,
      string,
      string,
    ];
    Object.assign(ids, { done1, done2, later, other });
    expect(ids.other).not.toBe('');
  });

  it('only an admin pays: anyone else is refused, and malformed or unknown asks say why', async () => {
    const body = { matches: [item(ids.done1)], note: '' };
    expect((await pay(body, null)).status).toBe(401);
    for (const who of ['captainA', 'referee1', 'player'] as const) {
      const answer = await pay(body, s.world.cookies[who]);
      expect(answer.status, who).toBe(403);
    }
    for (const bad of [
      {},
      { matches: [] },
      { matches: [item('../x')], note: '' },
      { ...body, amountCents: 1 },
    ]) {
      expect((await pay(bad)).status, JSON.stringify(bad)).toBe(400);
    }
    const nobody = await pay(body, s.world.cookies.admin, 'nobody');
    expect([nobody.status, nobody.body.message]).toEqual([404, 'No such referee']);
    expect((await pay(body, s.world.cookies.admin, s.world.teamA)).status).toBe(404);
    // No fee yet: nothing can be paid, and the admin is told where to set it.
    const noFee = await pay(body);
    expect(noFee.status).toBe(409);
    expect(noFee.body.message).toMatch(/referee fee per match first/);
    expect(await payment(ids.done1)).toBeNull();
  });

  it('the fee is the admin’s, through replication, filed under its league', async () => {
    for (const who of ['captainA', 'referee1'] as const) {
      const answer = await write('admin', [fee(6000)], s.world.cookies[who]);
      expect(answer.status === 403 || answer.body[0]?.error === 'forbidden', who).toBe(true);
    }
    const misfiled = (await write('admin', [fee(6000, 'another-league')])).body[0];
    expect(misfiled).toMatchObject({ error: 'forbidden', reason: 'A referee fee is filed under its league' });
    expect((await write('admin', [fee(0)])).body[0]).toMatchObject({ error: 'forbidden' });
    expect((await write('admin', [fee(6000)])).body[0]).toMatchObject({ ok: true });
  });

  it('refuses a match not owed to this referee, with nothing written', async () => {
    for (const matchId of [ids.later, ids.other]) {
      const answer = await pay({ matches: [item(ids.done1), item(matchId)], note: '' });
      expect(answer.status).toBe(409);
      expect(answer.body.message).toContain(matchId);
    }
    const gone = await pay({ matches: [item('no-such-match')], note: '' });
    expect(gone.status).toBe(404);
    expect(await payment(ids.done1)).toBeNull();
  });

  it('pays each match once at the fee, audited, the referee told; a second ask pays nothing', async () => {
    const body = { matches: [item(ids.done1), item(ids.done2), item(ids.done1)], note: ' Venmo, Sept 30 ' };
    const [first, second] = await Promise.all([pay(body), pay(body)]);
    const answers = [first, second].sort((a, b) => a.status - b.status);
    expect(answers.map((a) => a.status)).toEqual([201, 409]);
    expect(answers[0]!.body).toMatchObject({ paid: 2, amountCents: 12_000, alreadyPaid: [] });
    expect(answers[1]!.body.message).toBe('These matches are already paid');
    expect(await payment(ids.done1)).toMatchObject({
      type: 'refereePayment',
      refereeId: s.world.referee1,
      leagueId: s.world.leagueId,
      amountCents: 6000,
      note: 'Venmo, Sept 30',
    });
    const { rows } = await s.t.storage
      .db(AUDIT_DB)
      .allDocs({ include_docs: true, startkey: 'audit:', endkey: 'audit:\uffff' });
    const audits = rows
      .map((r) => r.doc as Record<string, unknown>)
      .filter((d) => d.action === 'refereePayment.created');
    expect(audits).toHaveLength(2);
    expect(audits[0]!.detail).toBe('Recorded a payment of $60 to Ref One');
    const mails = (await outbox(s.t.storage)).filter((m) => m.kind === 'refereePaid');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'r1@test.nyc', subject: 'Payment recorded: $120' });
    expect(mails[0]!.text).toContain('for 2 matches');
    expect(mails[0]!.text).toContain('Astoria Athletic – Bushwick Blues · $60');
    expect(mails[0]!.text).toContain('The league’s note: Venmo, Sept 30');
  });

  it('the referee’s stock PouchDB client replicates the payments; nobody may write one', async () => {
    const phone = localDb();
    const remote = remoteDb(s.t.url, refereeDbName(s.world.referee1), s.world.cookies.referee1);
    await PouchDB.replicate(remote, phone);
    await settleRequests(remote);
    const copy = await getOrNull(phone, docId('refereePayment', ids.done2));
    expect(copy).toMatchObject({ amountCents: 6000, matchId: ids.done2 });
    const forged = {
      ...(copy as object),
      _id: docId('refereePayment', ids.later),
      _rev: undefined,
      matchId: ids.later,
    };
    for (const who of ['admin', 'referee1', 'referee2', 'anonymous'] as const) {
      const answer = await write(refereeDbName(s.world.referee1), [forged], s.world.cookies[who]);
      expect(
        answer.status === 401 || answer.status === 403 || answer.body[0]?.error === 'forbidden',
        who,
      ).toBe(true);
    }
    // Nor may it be taken away through replication: undoing is the admin's call below.
    const deleted = { ...(copy as object), _deleted: 'yes' };
    const answer = await write(refereeDbName(s.world.referee1), [deleted], s.world.cookies.referee1);
    expect(answer.status === 403 || answer.body[0]?.error === 'forbidden').toBe(true);
    expect(await payment(ids.later)).toBeNull();
    expect(await payment(ids.done2)).not.toBeNull();
  });

  it('undo takes a payment back (admin only, audited), and the match can be paid again', async () => {
    expect((await undo(ids.done2, s.world.cookies.referee1)).status).toBe(403);
    expect((await undo(ids.done2)).status).toBe(200);
    expect(await payment(ids.done2)).toBeNull();
    const again = await undo(ids.done2);
    expect([again.status, again.body.message]).toEqual([404, 'No payment was recorded for this match']);
    expect((await undo('..%2Fadmin')).status).toBe(404);
    const repaid = await pay({ matches: [item(ids.done2)], note: '' });
    expect(repaid.status).toBe(201);
    expect(await payment(ids.done2)).toMatchObject({ note: '' });
  });
});
