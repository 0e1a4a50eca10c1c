import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** BENCH_PROFILE_DIR=/some/dir writes a CPU profile of each process the bench starts, for tuning. */
export const profileArgs = () =>
  process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];

/** The real server in its own process, with the demo data, so its CPU and memory are its own. */
export async function startServerProcess(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-bench-'));
  const child = spawn(process.execPath, [...profileArgs(), 'sync-server/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO_PASSWORD: 'bench-password',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const m = /running at (http:\/\/\S+)/.exec(output);
      if (m) resolve(m[1]!.replace('localhost', '127.0.0.1'));
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}\n${output}`)));
  });
  const accountsFile = join(dataDir, 'demo-accounts.json');
  // With SEED=none there is no demo, so no logins file.
  const accounts = (existsSync(accountsFile) ? JSON.parse(readFileSync(accountsFile, 'utf8')) : []) as {
    role: string;
    email: string;
    password: string;
  }[];
  return {
    url,
    pid: child.pid!,
    accounts,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks of 10 ms
}
export function processRssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS'))!;
  return Number(line.replace(/\D+/g, '')) / 1024;
}
