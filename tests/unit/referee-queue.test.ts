import { describe, expect, it } from 'vitest';
import { isAssignedTo, needsReport, refereeOrder } from '../../src/domain/referee-queue.ts';

const NOW = Date.parse('2026-11-22T20:00:00Z');
const at = (hours: number) => new Date(NOW + hours * 3_600_000).toISOString();
const match = (id: string, hours: number, status = 'scheduled', refereeId: string | null = 'me') => ({
  id,
  status,
  refereeId,
  date: at(hours),
});

describe("the referee's queue", () => {
  const filed = new Set(['reported']);
  const hasFiled = (id: string) => filed.has(id);
  const all = [
    match('old-done', -300, 'completed'),
    match('next-week', 160),
    match('owed-yesterday', -20),
    match('reported', -25),
    match('owed-last-week', -170),
    match('recent-done', -30, 'completed'),
    match('tomorrow', 20),
    match('someone-else', -2, 'scheduled', 'other'),
  ];

  it('owes a report for a match it refereed that has kicked off with no final report', () => {
    expect(all.filter((m) => needsReport(m, 'me', hasFiled, NOW)).map((m) => m.id)).toEqual([
      'owed-yesterday',
      'owed-last-week',
    ]);
    expect(needsReport(match('kick-off-now', 0), 'me', hasFiled, NOW)).toBe(true);
    expect(needsReport(match('in-a-minute', 0.02), 'me', hasFiled, NOW)).toBe(false);
  });

  it('puts reports owed first (longest overdue first), then what is coming, then the rest newest first', () => {
    expect(refereeOrder(all, 'me', hasFiled, NOW).map((m) => m.id)).toEqual([
      'owed-last-week',
      'owed-yesterday',
      'tomorrow',
      'next-week',
      'someone-else',
      'reported',
      'recent-done',
      'old-done',
    ]);
  });

  it('counts as assigned every scheduled match of this referee, played or not', () => {
    expect(all.filter((m) => isAssignedTo(m, 'me')).length).toBe(5);
  });
});
