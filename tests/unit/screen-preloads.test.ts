import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { screenModules } from '../../scripts/screen-preloads.ts';

describe('screen preloads: which screen module each address opens, read from the routes', () => {
  const screens = screenModules(readFileSync('src/app/routes.tsx', 'utf8'));

  it('finds plain, guarded and listed routes, with their parameters', () => {
    expect(screens.get('/')).toBe('features/landing/LandingPage.tsx');
    expect(screens.get('/leagues')).toBe('features/leagues/LeaguesPage.tsx');
    expect(screens.get('/highlights')).toBe('features/league/HighlightsPage.tsx');
    expect(screens.get('/my-league')).toBe('features/league/StandingsPage.tsx');
    expect(screens.get('/teams/:teamId/dashboard')).toBe('features/team/TeamDashboardPage.tsx');
    expect(screens.get('/referee/match/:matchId/report')).toBe('features/referee/MatchReportPage.tsx');
  });

  it('names a module for every screen address a visitor, captain or referee may open first', () => {
    const paths = [...readFileSync('src/app/routes.tsx', 'utf8').matchAll(/'(\/[a-z][^']*|\/)'/g)]
      .map((m) => m[1]!)
      .filter((path) => !path.startsWith('/admin') && path !== '/captain');
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) expect(screens.has(path), path).toBe(true);
  });
});
