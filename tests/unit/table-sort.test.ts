import { describe, expect, it } from 'vitest';
import {
  nextSort,
  ROSTER_ASCENDING_FIRST,
  ROSTER_DEFAULT_SORT,
  STANDINGS_ASCENDING_FIRST,
  STANDINGS_DEFAULT_SORT,
} from '../../src/domain/table-sort.ts';

describe('standings sorting (spec: Standings)', () => {
  it('starts with points descending', () => {
    expect(STANDINGS_DEFAULT_SORT).toEqual({ key: 'points', direction: 'desc' });
  });
  it('starts name ascending and every other column descending', () => {
    expect(nextSort(STANDINGS_DEFAULT_SORT, 'name', STANDINGS_ASCENDING_FIRST)).toEqual({
      key: 'name',
      direction: 'asc',
    });
    for (const key of ['matchesPlayed', 'wins', 'goalsFor'] as const) {
      expect(nextSort(STANDINGS_DEFAULT_SORT, key, STANDINGS_ASCENDING_FIRST)).toEqual({
        key,
        direction: 'desc',
      });
    }
  });
  it('flips the active column', () => {
    expect(nextSort(STANDINGS_DEFAULT_SORT, 'points', STANDINGS_ASCENDING_FIRST)).toEqual({
      key: 'points',
      direction: 'asc',
    });
    expect(nextSort({ key: 'name', direction: 'asc' }, 'name', STANDINGS_ASCENDING_FIRST)).toEqual({
      key: 'name',
      direction: 'desc',
    });
  });
});

describe('roster sorting (spec: Team details)', () => {
  it('starts with goals descending', () => {
    expect(ROSTER_DEFAULT_SORT).toEqual({ key: 'goals', direction: 'desc' });
  });
  it('starts jersey number and first name ascending, matches played descending', () => {
    expect(nextSort(ROSTER_DEFAULT_SORT, 'jerseyNumber', ROSTER_ASCENDING_FIRST).direction).toBe('asc');
    expect(nextSort(ROSTER_DEFAULT_SORT, 'firstName', ROSTER_ASCENDING_FIRST).direction).toBe('asc');
    expect(nextSort(ROSTER_DEFAULT_SORT, 'matchesPlayed', ROSTER_ASCENDING_FIRST).direction).toBe('desc');
    expect(nextSort(ROSTER_DEFAULT_SORT, 'goals', ROSTER_ASCENDING_FIRST).direction).toBe('asc');
  });
});
