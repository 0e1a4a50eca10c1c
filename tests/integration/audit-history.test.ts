import { describe, expect, it } from 'vitest';
import { docId } from '../../src/domain/databases.ts';
import { describeWrite, recordAudit, recordAuditOfRequest } from '../../sync-server/admin/audit.ts';
import { moveAuditOutOfAdmin, pruneAudit } from '../../sync-server/admin/audit-history.ts';
import { findAccountById } from '../../sync-server/auth/accounts.ts';
import { AUDIT_DB } from '../../sync-server/storage/storage.ts';
import { api } from '../support/clients.ts';
import { useWorld } from '../support/world.ts';

// Issue #35, item 2: the change history keeps to a retention (2 years unless the admin chooses),
// is exported as CSV, and lives outside the admin database that every admin's device replicates.

describe("the admins' change history", () => {
  const s = useWorld();

  const auditIds = async (db: string) =>
    (await s.t.storage.db(db).allDocs({ startkey: 'audit:', endkey: 'audit:\uffff' })).rows.map((r) => r.id);
  const admin = async () => (await findAccountById(s.t.storage.internal, s.world.adminId))!;

  it('an admin write is audited outside the replicated admin database', async () => {
    const league = await s.t.storage.db('leagues').get(docId('league', s.world.leagueId));
    const saved = await api(s.t.url, '/db/leagues/_bulk_docs', {
      cookie: s.world.cookies.admin,
      body: { docs: [{ ...league, city: 'Queens' }] },
    });
    expect(saved.status).toBe(201);
    expect((await auditIds(AUDIT_DB)).length).toBeGreaterThan(0);
    expect(await auditIds('admin')).toEqual([]);
    // Nobody replicates it, an admin neither.
    for (const cookie of [s.world.cookies.admin, s.world.cookies.captainA, null]) {
      const answer = await api(s.t.url, `/db/${AUDIT_DB}/_all_docs`, { cookie });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(JSON.stringify(answer.body)).not.toContain('audit:');
    }
  });

  it('pages newest first to an admin only, and exports every entry as CSV', async () => {
    await recordAudit(
      s.t.storage,
      await admin(),
      Array.from({ length: 30 }, (_, i) => ({
        action: 'test.entry',
        target: `x/${i}`,
        words: { key: 'admin.audit.accountReactivated', params: { email: `player${i}@example.com` } },
      })),
    );
    await recordAudit(s.t.storage, await admin(), [
      {
        action: 'team.renamed',
        target: 'x/y',
        words: { key: 'admin.audit.accountDeactivated', params: { email: '=HYPERLINK("x")' } },
      },
    ]);
    expect((await api(s.t.url, '/api/admin/audit', { cookie: s.world.cookies.captainA })).status).toBe(403);
    expect((await api(s.t.url, '/api/admin/audit', {})).status).toBe(401);
    expect((await api(s.t.url, '/api/admin/audit.csv', { cookie: s.world.cookies.referee1 })).status).toBe(
      403,
    );

    const first = await api(s.t.url, '/api/admin/audit?limit=25', { cookie: s.world.cookies.admin });
    expect(first.body.entries).toHaveLength(25);
    expect(first.body.entries[0]).toMatchObject({
      detail: '=HYPERLINK("x") deactivated',
      detailKey: 'admin.audit.accountDeactivated',
      detailParams: { email: '=HYPERLINK("x")' },
    });
    const ids = first.body.entries.map((e: { _id: string }) => e._id);
    expect([...ids].sort().reverse()).toEqual(ids);
    const rest = await api(
      s.t.url,
      `/api/admin/audit?limit=25&before=${encodeURIComponent(first.body.next)}`,
      {
        cookie: s.world.cookies.admin,
      },
    );
    const all = await auditIds(AUDIT_DB);
    expect(first.body.entries.length + rest.body.entries.length).toBe(all.length);
    expect(rest.body.next).toBeNull();

    const csv = await fetch(`${s.t.url}/api/admin/audit.csv`, { headers: { cookie: s.world.cookies.admin } });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = await csv.text();
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('When (UTC),Who,Action,Target,Detail');
    expect(lines).toHaveLength(all.length + 1);
    // A formula stays text in a spreadsheet.
    expect(text).toContain(`"'=HYPERLINK(""x"") deactivated"`);
    expect(text).toContain('player3@example.com reactivated');

    // In the admin's language, named by the app's link; an entry from before the words had keys
    // keeps its English words.
    const at = new Date().toISOString();
    await s.t.storage
      .db(AUDIT_DB)
      .put({ _id: `audit:${at}:old`, type: 'audit', action: 'x.y', detail: 'Old words', at });
    const french = await (
      await fetch(`${s.t.url}/api/admin/audit.csv?lang=fr`, { headers: { cookie: s.world.cookies.admin } })
    ).text();
    expect(french.split('\r\n')[0]).toBe('Quand (UTC),Qui,Action,Objet,Détail');
    expect(french).toContain('Compte player3@example.com réactivé');
    expect(french).toContain('Old words');
  });

  it("names each replication batch's database as the page does: league, team or referee", async () => {
    const writes = (db: string) =>
      recordAuditOfRequest(s.t.storage, adminAccount, db, [
        describeWrite(db, 'match:a', null, { title: 'One' }),
        describeWrite(db, 'match:b', null, { title: 'Two' }),
      ]);
    const adminAccount = await admin();
    await writes(`league-${s.world.leagueId}`);
    await writes(`team-${s.world.teamA}`);
    await writes(`referee-${s.world.referee1}`);
    await writes('leagues');
    await writes('team-withdrawn0'); // no such database: its stored name stays
    const csv = await (
      await fetch(`${s.t.url}/api/admin/audit.csv?lang=fr`, { headers: { cookie: s.world.cookies.admin } })
    ).text();
    for (const place of [
      'Test Division',
      'Astoria Athletic',
      'Ref One',
      'la liste des ligues',
      'team-withdrawn0',
    ])
      expect(csv).toContain(`Création : 2 matchs dans ${place}`);
    expect(csv).not.toContain(`dans league-${s.world.leagueId}`);
  });

  it('prunes what is older than the retention, keeping the rest', async () => {
    const db = s.t.storage.db(AUDIT_DB);
    const old = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    await db.bulkDocs([
      { _id: `audit:${old(800)}:a`, type: 'audit', at: old(800) },
      { _id: `audit:${old(400)}:b`, type: 'audit', at: old(400) },
      { _id: `audit:${old(10)}:c`, type: 'audit', at: old(10) },
    ]);
    const before = await auditIds(AUDIT_DB);
    expect(await pruneAudit(s.t.storage)).toBe(1);
    expect(await auditIds(AUDIT_DB)).toEqual(before.filter((id) => !id.endsWith(':a')));
    // One year chosen in Settings: the 400-day-old entry goes too.
    await s.t.storage.db('admin').put({
      _id: 'settings:system',
      type: 'settings',
      smtp: { host: '', port: null, user: '', fromEmail: '' },
      emailNotifications: true,
      pushNotifications: false,
      matchReminders: true,
      statsUpdates: true,
      auditRetentionDays: 365,
      updatedAt: new Date().toISOString(),
    });
    expect(await pruneAudit(s.t.storage)).toBe(1);
    expect((await auditIds(AUDIT_DB)).some((id) => id.endsWith(':c'))).toBe(true);
  });

  it('moves the entries an older version kept in the admin database, once', async () => {
    const at = new Date().toISOString();
    await s.t.storage.db('admin').bulkDocs([
      { _id: `audit:${at}:old1`, type: 'audit', action: 'x', at },
      { _id: `audit:${at}:old2`, type: 'audit', action: 'y', at },
    ]);
    expect(await moveAuditOutOfAdmin(s.t.storage)).toBe(2);
    expect(await auditIds('admin')).toEqual([]);
    expect(await auditIds(AUDIT_DB)).toEqual(
      expect.arrayContaining([`audit:${at}:old1`, `audit:${at}:old2`]),
    );
    expect(await moveAuditOutOfAdmin(s.t.storage)).toBe(0);
  });
});
