import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isBuildStale } from '../../scripts/build-app.ts';

// `npm run bench -- fifty` on a fresh clone needs dist-e2e, which only the test suite built (#35).
describe('the bench builds what it needs', () => {
  const project = () => {
    const root = mkdtempSync(join(tmpdir(), 'pitchside-build-'));
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'src', 'main.tsx'), '');
    return root;
  };
  const builtAt = (root: string, outDir: string, seconds: number) => {
    mkdirSync(join(root, outDir), { recursive: true });
    writeFileSync(join(root, outDir, 'index.html'), '');
    utimesSync(join(root, outDir, 'index.html'), seconds, seconds);
  };

  it('counts a missing output folder as stale, whichever folder the suite drives', () => {
    const root = project();
    builtAt(root, 'dist', Date.now() / 1000 + 60);
    expect(isBuildStale('dist', root)).toBe(false);
    expect(isBuildStale('dist-e2e', root)).toBe(true);
  });

  it('counts an output older than a source as stale', () => {
    const root = project();
    builtAt(root, 'dist-e2e', Date.now() / 1000 - 3600);
    expect(isBuildStale('dist-e2e', root)).toBe(true);
    builtAt(root, 'dist-e2e', Date.now() / 1000 + 60);
    expect(isBuildStale('dist-e2e', root)).toBe(false);
  });
});
