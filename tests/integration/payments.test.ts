import { describe, expect, it } from 'vitest';
import { docId, teamDbName } from '../../src/domain/databases.ts';
import { AUDIT_DB } from '../../sync-server/storage/storage.ts';
import { api, waitFor } from '../support/clients.ts';
import { useWorld } from '../support/world.ts';

// Issue #35, item 6: a league's payment link and instructions; a captain reports the fee paid
// with a reference; the admin confirms it (which sets the team's paid flag) or rejects it with a
// reason. Each rule refuses the request an attacker would send.

describe('league fees beyond a flag', () => {
  const s = useWorld();

  const write = (db: string, cookie: string | null, docs: unknown[]) =>
    api(s.t.url, `/db/${db}/_bulk_docs`, { cookie, body: { docs } });
  const reasonOf = (answer: { body: unknown }) => (answer.body as { reason?: string }[])[0]?.reason;
  const stored = (teamId: string, id: string) => s.t.storage.db(teamDbName(teamId)).get(id);
  const report = (teamId: string, fields: Record<string, unknown> = {}) => ({
    _id: docId('paymentReport', teamId),
    type: 'paymentReport',
    teamId,
    leagueId: s.world.leagueId,
    reference: 'ZELLE-4471',
    status: 'reported',
    reportedAt: new Date().toISOString(),
    decidedAt: null,
    decisionNote: '',
    ...fields,
  });

  it('keeps a payment link and instructions on the league, even when an older app saves it', async () => {
    const league = await s.t.storage.db('leagues').get(docId('league', s.world.leagueId));
    const payment = { link: 'https://buy.stripe.com/test_123', instructions: 'Zelle to fees@league.nyc' };
    expect(reasonOf(await write('leagues', s.world.cookies.admin, [{ ...league, payment }]))).toBeUndefined();
    const { payment: _, ...older } = await s.t.storage.db('leagues').get(docId('league', s.world.leagueId));
    expect(
      reasonOf(await write('leagues', s.world.cookies.admin, [{ ...older, name: 'Test Division' }])),
    ).toBeUndefined();
    expect((await s.t.storage.db('leagues').get(docId('league', s.world.leagueId))).payment).toEqual(payment);
    const bad = { ...older, payment: { link: 'javascript:alert(1)', instructions: '' } };
    expect((await write('leagues', s.world.cookies.admin, [bad])).body[0]).toMatchObject({
      error: 'forbidden',
    });
  });

  it('refuses a captain who confirms their own payment, reports for another team or into its database', async () => {
    const own = teamDbName(s.world.teamA);
    expect(
      reasonOf(
        await write(own, s.world.cookies.captainA, [
          report(s.world.teamA, { status: 'confirmed', decidedAt: new Date().toISOString() }),
        ]),
      ),
    ).toBe('Only the league can confirm or reject a payment');
    expect(reasonOf(await write(own, s.world.cookies.captainA, [report(s.world.teamB)]))).toBe(
      'A payment report is filed under its own team',
    );
    expect(
      reasonOf(
        await write(own, s.world.cookies.captainA, [report(s.world.teamA, { leagueId: 'other-league' })]),
      ),
    ).toBe('A payment report is for the team’s own league');
    expect(
      (await write(teamDbName(s.world.teamB), s.world.cookies.captainA, [report(s.world.teamB)])).status,
    ).toBe(403);
    expect((await write(own, null, [report(s.world.teamA)])).status).toBe(401);
  });

  it('a reported fee, confirmed by the admin, sets the paid flag; the captain cannot report it again', async () => {
    const own = teamDbName(s.world.teamA);
    expect(reasonOf(await write(own, s.world.cookies.captainA, [report(s.world.teamA)]))).toBeUndefined();
    const reported = await stored(s.world.teamA, docId('paymentReport', s.world.teamA));
    const trail = await s.t.storage
      .db(AUDIT_DB)
      .allDocs({ startkey: 'audit:', endkey: 'audit:\uffff', include_docs: true });
    expect(trail.rows.some((row) => row.doc?.action === 'payment.reported')).toBe(true);

    // The admin answers, but may not rewrite what the captain said, nor decide without a time.
    const decided = { ...reported, status: 'confirmed', decidedAt: new Date().toISOString() };
    expect(reasonOf(await write(own, s.world.cookies.admin, [{ ...decided, reference: 'MADE-UP' }]))).toBe(
      'The payment reference is the captain’s and cannot be changed',
    );
    expect(reasonOf(await write(own, s.world.cookies.admin, [{ ...decided, decidedAt: null }]))).toBe(
      'A decision on a payment needs its time',
    );
    expect(reasonOf(await write(own, s.world.cookies.admin, [decided]))).toBeUndefined();
    await waitFor(
      async () => (await stored(s.world.teamA, docId('team', s.world.teamA))).paid === true,
      'the paid flag',
    );

    const again = await stored(s.world.teamA, docId('paymentReport', s.world.teamA));
    expect(
      reasonOf(await write(own, s.world.cookies.captainA, [{ ...report(s.world.teamA), _rev: again._rev }])),
    ).toBe('This fee is already confirmed as paid');
  });

  it('a rejected fee needs a reason, leaves the team unpaid, and may be reported again', async () => {
    const own = teamDbName(s.world.teamB);
    expect(reasonOf(await write(own, s.world.cookies.captainB, [report(s.world.teamB)]))).toBeUndefined();
    const reported = await stored(s.world.teamB, docId('paymentReport', s.world.teamB));
    const rejected = { ...reported, status: 'rejected', decidedAt: new Date().toISOString() };
    expect((await write(own, s.world.cookies.admin, [rejected])).body[0]).toMatchObject({
      error: 'forbidden',
    });
    const withReason = { ...rejected, decisionNote: 'No Zelle payment with that reference' };
    expect(reasonOf(await write(own, s.world.cookies.admin, [withReason]))).toBeUndefined();
    expect((await stored(s.world.teamB, docId('team', s.world.teamB))).paid).not.toBe(true);
    const latest = await stored(s.world.teamB, docId('paymentReport', s.world.teamB));
    const retry = { ...report(s.world.teamB, { reference: 'ZELLE-9000' }), _rev: latest._rev };
    expect(reasonOf(await write(own, s.world.cookies.captainB, [retry]))).toBeUndefined();
  });
});
