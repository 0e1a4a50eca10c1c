// Builds the PWA into dist/ when it is missing or older than its sources (npm start, npm run bench).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

export function buildAppIfStale(): void {
  const builtAt = newest(join('dist', 'index.html'));
  const sourcesAt = Math.max(
    newest('src'),
    newest('index.html'),
    newest('public'),
    newest('vite.config.ts'),
    newest('manifest.webmanifest'),
  );
  if (builtAt >= sourcesAt) return;
  console.log('Building the app…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
