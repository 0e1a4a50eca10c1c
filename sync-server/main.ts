import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { startServer } from './app.ts';
import { ensureFirstAdmin } from './bootstrap/first-admin.ts';
import { readConfig } from './config.ts';
import { seedDemo } from './seed/demo.ts';
import { openStorage } from './storage/storage.ts';

const config = readConfig();
// Issue #34: every line start-up logs comes after this one.
console.log(`Pitchside is starting (storage: ${config.couchUrl ? 'couchdb' : 'embedded'})…`);
const storage = openStorage(config);
// Listening comes first: a taken port ends the process before any account or demo data exists,
// so the next start still creates the first admin and prints its password.
const server = await startServer(config, storage, undefined, { holdReady: true }).catch(
  async (error: NodeJS.ErrnoException) => {
    await storage.close().catch(() => {});
    if (error.code !== 'EADDRINUSE') throw error;
    console.error(
      `Port ${config.port} is already in use. Stop the other server or set PORT, then start again.`,
    );
    process.exit(1);
  },
);
const admin = await ensureFirstAdmin(storage, config);
const demo = config.seed === 'demo' ? await seedDemo(storage, { password: config.demoPassword }) : null;

const lines: string[] = [];
if (admin?.isGenerated) {
  lines.push('First admin created. This password is shown once; change it after signing in:');
  lines.push(`  admin    ${admin.email}  ${admin.password}`);
}
if (demo) {
  const site = server.url.replace('127.0.0.1', 'localhost');
  const withSite = demo.map((a) => (a.link ? { ...a, link: `${site}${a.link}` } : a));
  const accounts = admin
    ? [{ role: 'admin', email: admin.email, password: admin.password }, ...withSite]
    : withSite;
  const file = resolve(config.dataDir, 'demo-accounts.json');
  // In CouchDB mode nothing else makes the data folder.
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, `${JSON.stringify(accounts, null, 2)}\n`, { mode: 0o600 });
  lines.push(`Demo data loaded. Demo logins (also in ${file}):`);
  for (const a of demo.filter((a) => !a.link)) lines.push(`  ${a.role.padEnd(8)} ${a.email}  ${a.password}`);
  // A player's link is a credential: only in the file (mode 600), never in the output.
  if (demo.some((a) => a.link)) lines.push(`  A player's availability link is in ${file} too.`);
}
server.readiness.ready();
console.log(
  [
    '',
    `Pitchside is running at ${server.url.replace('127.0.0.1', 'localhost')} (storage: ${storage.mode})`,
    ...lines,
    '',
  ].join('\n'),
);

let isStopping = false;
async function stop(signal: string) {
  if (isStopping) return;
  isStopping = true;
  server.app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 5000);
  force.unref();
  await server.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
