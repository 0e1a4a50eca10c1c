import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenModules } from '../../scripts/screen-preloads.ts';

// Issue #36 (ADR 035): a screen that shows data before any form opens does not load zod or
// react-hook-form with it. One plain import from a schema module (a constant, docId from the
// registry of every schema) brought 90-130 KB of code to the team dashboard, the player's link
// and the referee's profile. Forms load when they open (React.lazy).
const LIGHT_SCREENS = [
  '/',
  '/leagues',
  '/highlights',
  '/my-league',
  '/league-games',
  '/discipline',
  '/teams/:teamId/dashboard',
  '/teams/:teamId/matches',
  '/availability',
  '/referee/dashboard',
  '/referee/matches',
  '/referee/profile',
];
const HEAVY = /^(zod|react-hook-form|@hookform\/resolvers)(\/|$)/;
/** Screens whose form is the screen: react-hook-form draws it, zod checks it only on submit. */
const FORM_SCREENS = ['/referee/match/:matchId/report'];
const ZOD = /^(zod|@hookform\/resolvers)(\/|$)/;

/** The packages a module reaches through static imports (not `import type`, not `import()`), with the path to each. */
function packagesReached(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const via = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm)) {
      const spec = m[1]!;
      const path = [...via.get(file)!, spec];
      if (!spec.startsWith('.')) {
        if (!reached.has(spec)) reached.set(spec, path);
        continue;
      }
      const next = resolve(dirname(file), spec);
      if (!existsSync(next) || via.has(next)) continue;
      via.set(next, path);
      queue.push(next);
    }
  }
  return reached;
}

describe('screens without a form on first paint', () => {
  const screens = screenModules(readFileSync('src/app/routes.tsx', 'utf8'));

  it.each(LIGHT_SCREENS)('%s loads no zod and no react-hook-form', (address) => {
    const module = screens.get(address);
    expect(module, address).toBeDefined();
    const reached = packagesReached(resolve('src', module!));
    const heavy = [...reached].filter(([spec]) => HEAVY.test(spec)).map(([, path]) => path.join(' -> '));
    expect(heavy).toEqual([]);
  });

  it.each(FORM_SCREENS)('%s loads no zod before its form is submitted', (address) => {
    const reached = packagesReached(resolve('src', screens.get(address)!));
    const heavy = [...reached].filter(([spec]) => ZOD.test(spec)).map(([, path]) => path.join(' -> '));
    expect(heavy).toEqual([]);
    expect(reached.has('react-hook-form')).toBe(true);
  });

  it('a screen with a form on first paint is seen to load them (the check can fail)', () => {
    const reached = packagesReached(resolve('src', screens.get('/teams/:teamId/settings')!));
    expect(reached.has('zod')).toBe(true);
    expect(reached.has('react-hook-form')).toBe(true);
  });
});
