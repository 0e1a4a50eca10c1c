import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The browser tests' build (tests/support/build-app.ts) is a production build. react-router 7
// exports only its development files, whose warnings stay on in production (remix-run/react-router
// #12532, #14102); vite.config.ts takes its production files instead.

const assets = join('dist-e2e', 'assets');

describe('the production build', () => {
  it("carries react-router's production files, not its development warnings", () => {
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    const router = scripts.filter((name) => readFileSync(join(assets, name), 'utf8').includes('useNavigate'));
    expect(router.length).toBeGreaterThan(0);
    const warned = scripts.filter((name) =>
      readFileSync(join(assets, name), 'utf8').includes('No routes matched location'),
    );
    expect(warned).toEqual([]);
  });
});
