import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { afterAll, describe, expect, it } from 'vitest';
import { api, login } from '../support/clients.ts';
import { runServer } from '../support/process.ts';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('the server process', () => {
  it('creates the first admin with a one-time password printed once, loads the demo, and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-process-'));
    folders.push(dataDir);
    const first = runServer(dataDir, { DEMO_PASSWORD: 'demo-secret', LOG_LEVEL: 'info' });
    const url = await first.ready;
    const banner = first.output();
    // The banner says where the logins file is, wherever DATA_DIR points.
    expect(banner).toContain(join(dataDir, 'demo-accounts.json'));
    const admin = /^\s+admin\s+(\S+)\s+(\S+)$/m.exec(banner);
    expect(admin?.[1]).toBe('admin@pitchside.local');
    expect(banner).toMatch(/captain\s+captain@pitchside\.demo\s+demo-secret/);
    expect(banner).toMatch(/referee\s+referee@pitchside\.demo\s+demo-secret/);
    const accounts = JSON.parse(readFileSync(join(dataDir, 'demo-accounts.json'), 'utf8'));
    expect(accounts.map((a: { role: string }) => a.role).sort()).toEqual([
      'admin',
      'captain',
      'player link',
      'referee',
    ]);
    // A player's link is a credential: in the file (mode 600), never in the output.
    const link = accounts.find((a: { link?: string }) => a.link).link as string;
    expect(link).toMatch(/^http:\/\/localhost:\d+\/availability#[A-Za-z0-9_-]{43}$/);
    expect(banner).not.toContain(link.split('#')[1]);
    expect(accounts.find((a: { role: string }) => a.role === 'captain').teamId).toMatch(/^[a-z0-9]{20}$/);
    const login = await api(url, '/api/login', { body: { email: admin![1], password: admin![2] } });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ role: 'admin' });
    const leagues = await api(url, '/db/leagues/_changes?include_docs=true');
    const names = leagues.body.results.filter((r: { doc: { type: string } }) => r.doc.type === 'league');
    expect(names.map((r: { doc: { name: string } }) => r.doc.name).sort()).toEqual([
      'First Division',
      'Second Division',
      'Spring Sunday League',
    ]);
    // Requests are not logged at the default level: the banner stays the last thing on screen.
    expect(first.output().slice(first.output().indexOf('running at'))).not.toMatch(/reqId|incoming request/);

    const stoppedAt = Date.now();
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(5000);

    // Second start on the same data: no new admin, no password, no second demo load.
    const second = runServer(dataDir);
    const url2 = await second.ready;
    expect(second.output()).not.toMatch(/First admin created|Demo data loaded/);
    const again = await api(url2, '/db/leagues/_changes');
    expect(again.body.results).toHaveLength(6);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it('stops on a taken port before writing anything, so the next start still shows the first admin password', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-process-'));
    folders.push(dataDir);
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as AddressInfo).port;
    const refused = runServer(dataDir, { PORT: String(port) });
    // It never prints a banner: its `ready` rejects, which is the point here.
    await expect(refused.ready).rejects.toThrow(/exited 1/);
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain(
      `Port ${port} is already in use. Stop the other server or set PORT, then start again.`,
    );
    expect(refused.output()).not.toMatch(/First admin created|Demo data loaded|at \S+\.ts:\d+/);
    await new Promise((resolve) => blocker.close(resolve));

    const retried = runServer(dataDir, { DEMO_PASSWORD: 'demo-secret' });
    const url = await retried.ready;
    const admin = /^\s+admin\s+(\S+)\s+(\S+)$/m.exec(retried.output());
    expect(admin?.[1]).toBe('admin@pitchside.local');
    expect((await api(url, '/api/login', { body: { email: admin![1], password: admin![2] } })).status).toBe(
      200,
    );
    expect(JSON.parse(readFileSync(join(dataDir, 'demo-accounts.json'), 'utf8'))).toHaveLength(4);
    retried.child.kill('SIGTERM');
    expect(await retried.exited).toBe(0);
  });

  it('takes the first admin from ADMIN_EMAIL and ADMIN_PASSWORD, and seeds nothing with SEED=none', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-process-'));
    folders.push(dataDir);
    const run = runServer(dataDir, {
      ADMIN_EMAIL: 'boss@league.nyc',
      ADMIN_PASSWORD: 'from-the-env',
      SEED: 'none',
    });
    const url = await run.ready;
    expect(run.output()).not.toContain('from-the-env');
    expect(
      (await api(url, '/api/login', { body: { email: 'boss@league.nyc', password: 'from-the-env' } })).status,
    ).toBe(200);
    expect((await api(url, '/db/leagues/_changes')).body.results).toEqual([]);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  });
});

/** `npm run admin -- …` on a data folder. */
const adminCli =
  (dataDir: string) =>
  (...args: string[]) =>
    spawnSync(process.execPath, ['sync-server/admin-cli.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });

describe('npm run admin -- create', () => {
  it('creates an admin who can sign in, and refuses a duplicate or a bad e-mail with a clear message', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-cli-'));
    folders.push(dataDir);
    const cli = adminCli(dataDir);
    const created = cli('create', '--email', 'Chief@League.nyc', '--password', 'cli-secret');
    expect(created.status).toBe(0);
    expect(created.stdout).toContain('Admin created: chief@league.nyc');
    const generated = cli('create', '--email', 'second@league.nyc');
    expect(generated.stdout).toMatch(/password: \S{12,}/);
    const duplicate = cli('create', '--email', 'chief@league.nyc', '--password', 'cli-secret');
    expect(duplicate.status).toBe(1);
    expect(duplicate.stderr).toContain('An account with this email already exists');
    const bad = cli('create', '--email', 'not-an-email');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('Usage: npm run admin');
  });

  it('the created admin signs in on the running server', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-cli-'));
    folders.push(dataDir);
    spawnSync(
      process.execPath,
      ['sync-server/admin-cli.ts', 'create', '--email', 'ops@league.nyc', '--password', 'cli-secret'],
      {
        env: { ...process.env, DATA_DIR: dataDir },
      },
    );
    const run = runServer(dataDir, { SEED: 'none' });
    const url = await run.ready;
    // An admin exists already, so no password is generated or printed.
    expect(run.output()).not.toContain('First admin created');
    const login = await api(url, '/api/login', { body: { email: 'ops@league.nyc', password: 'cli-secret' } });
    expect(login.body.user).toMatchObject({ role: 'admin' });
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  });
});

describe('npm run admin -- two-factor-off (ADR 037)', () => {
  it('gives back sign-in by password to an admin who lost their phone and their codes', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-cli-'));
    folders.push(dataDir);
    const cli = adminCli(dataDir);
    cli('create', '--email', 'lost@league.nyc', '--password', 'cli-secret');
    let run = runServer(dataDir, { SEED: 'none' });
    let url = await run.ready;
    const cookie = await login(url, 'lost@league.nyc', 'cli-secret');
    const setup = await api(url, '/api/two-factor/setup', { body: {}, cookie });
    const code = new TOTP({ secret: Secret.fromBase32(setup.body.secret) }).generate();
    expect((await api(url, '/api/two-factor/enable', { body: { code }, cookie })).status).toBe(200);
    const asked = await api(url, '/api/login', {
      body: { email: 'lost@league.nyc', password: 'cli-secret' },
    });
    expect(asked.body.error).toBe('code_required');
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);

    const off = cli('two-factor-off', '--email', 'lost@league.nyc');
    expect(off.status).toBe(0);
    expect(off.stdout).toContain('Two-factor sign-in turned off for lost@league.nyc');
    expect(cli('two-factor-off', '--email', 'nobody@league.nyc').status).toBe(1);

    run = runServer(dataDir, { SEED: 'none' });
    url = await run.ready;
    const signedIn = await api(url, '/api/login', {
      body: { email: 'lost@league.nyc', password: 'cli-secret' },
    });
    expect(signedIn.status).toBe(200);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  });
});
