// Builds the PWA when its output is missing or older than its sources: npm start and npm run bench
// (dist/), and the bench suites that drive the e2e build (dist-e2e/, which the test suite also makes).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// scripts/ holds the build's own plugins (inline-shell, prerender, chunk-groups, ...).
const SOURCES = ['src', 'scripts', 'index.html', 'public', 'vite.config.ts', 'manifest.webmanifest'];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** True when `outDir` has no index.html, or one older than any source (paths from `root`). */
export function isBuildStale(outDir: string, root = '.'): boolean {
  const builtAt = newest(join(root, outDir, 'index.html'));
  return builtAt === 0 || builtAt < Math.max(...SOURCES.map((path) => newest(join(root, path))));
}

export function buildAppIfStale(outDir = 'dist', mode = 'production'): void {
  if (!isBuildStale(outDir)) return;
  console.log(`Building the app into ${outDir}/…`);
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--mode', mode, '--outDir', outDir, '--emptyOutDir'],
    { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}
