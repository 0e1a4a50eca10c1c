import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { api } from '../support/clients.ts';
import { runServer } from '../support/process.ts';
import { startTestServer } from '../support/server.ts';

// Issue #34, item 2: liveness and readiness. `/api/health` answered 200 while the server was still
// seeding the demo and the first admin; a load balancer sent users to a server that had no admin.

describe('health probes', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('a started server is live and ready', async () => {
    const t = await startTestServer();
    try {
      expect((await api(t.url, '/api/health/live')).body).toEqual({ ok: true });
      expect(await api(t.url, '/api/health/ready')).toMatchObject({
        status: 200,
        body: { ok: true, storage: 'embedded' },
      });
      expect(await api(t.url, '/api/health')).toMatchObject({ status: 200, body: { ok: true } });
    } finally {
      await t.close();
    }
  });

  it('npm start is live at once, ready only once the first admin and the demo exist', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-health-'));
    folders.push(dataDir);
    const running = runServer(dataDir, { LOG_LEVEL: 'info' });
    try {
      // Fastify says where it listens as soon as it does, long before the demo is seeded.
      const listening = await new Promise<string>((resolve, reject) => {
        const look = () => {
          const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(running.output());
          if (m) resolve(m[1]!);
        };
        running.child.stdout!.on('data', look);
        running.child.once('exit', () => reject(new Error(running.output())));
      });
      const early = await api(listening, '/api/health/ready');
      expect(early.status).toBe(503);
      expect(early.body).toMatchObject({ ok: false, reason: expect.any(String) });
      expect((await api(listening, '/api/health')).status).toBe(503);
      expect((await api(listening, '/api/health/live')).status).toBe(200);

      await running.ready;
      expect(await api(listening, '/api/health/ready')).toMatchObject({ status: 200, body: { ok: true } });
      // Start-up's log lines come after the line that says it is starting.
      const output = running.output();
      expect(output.indexOf('Pitchside is starting')).toBe(0);
    } finally {
      running.child.kill('SIGTERM');
      await running.exited;
    }
  });
});
