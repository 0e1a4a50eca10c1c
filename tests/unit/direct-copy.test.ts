import { describe, expect, it } from 'vitest';
import { winningRows } from '../../src/data/direct-copy.ts';

// An admin's direct copy (ADR 027) shows each document as PouchDB would: the winning leaf of the
// server's revision tree, the other live leaves as conflicts, a deleted winner as no row.

const leaf = (id: string, rev: string, extra: Record<string, unknown> = {}) => ({
  _id: id,
  _rev: rev,
  _revisions: { start: Number.parseInt(rev, 10), ids: [rev.split('-')[1]!] },
  name: rev,
  ...extra,
});

describe('winningRows', () => {
  it('keeps a single revision as it is, without its history', () => {
    expect(winningRows([leaf('team:a', '3-abc')])).toEqual([
      { id: 'team:a', doc: { _id: 'team:a', _rev: '3-abc', name: '3-abc' }, rev: '3-abc' },
    ]);
  });

  it('picks the longest branch, then the greater revision, and lists the other live leaves', () => {
    const [row] = winningRows([leaf('team:a', '2-fff'), leaf('team:a', '3-aaa'), leaf('team:a', '3-bbb')]);
    expect(row!.rev).toBe('3-bbb');
    expect(row!.doc).toMatchObject({ name: '3-bbb', _conflicts: ['2-fff', '3-aaa'] });
  });

  it('prefers a live leaf to a longer deleted one, and leaves deleted leaves out of conflicts', () => {
    const rows = winningRows([
      leaf('team:a', '5-zzz', { _deleted: true }),
      leaf('team:a', '2-aaa'),
      leaf('team:b', '4-ccc', { _deleted: true }),
    ]);
    expect(rows).toEqual([
      { id: 'team:a', doc: { _id: 'team:a', _rev: '2-aaa', name: '2-aaa' }, rev: '2-aaa' },
      { id: 'team:b', doc: null },
    ]);
  });

  it("keeps the conflicts the server names on a winner it sends alone (today's answer)", () => {
    const winner = { _id: 'team:a', _rev: '3-bbb', name: 'b', _conflicts: ['3-aaa'] };
    expect(winningRows([winner, { _id: 'team:c', _rev: '2-ccc', _deleted: true }])).toEqual([
      { id: 'team:a', doc: { _id: 'team:a', _rev: '3-bbb', name: 'b', _conflicts: ['3-aaa'] }, rev: '3-bbb' },
      { id: 'team:c', doc: null },
    ]);
  });
});
