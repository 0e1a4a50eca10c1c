import { fork } from 'node:child_process';
import { profileArgs } from './server-process.ts';

type TAnswer = { url?: string; env?: Record<string, string>; requests?: string[]; total?: number };

/** Starts couch-process-main.ts: the stand-in (or the proxy to COUCHDB_TEST_URL) in its own process. */
export async function startCouchProcess() {
  const child = fork(new URL('./couch-process-main.ts', import.meta.url).pathname, [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: profileArgs(),
  });
  const next = () =>
    new Promise<TAnswer>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the CouchDB process exited ${code}`));
      child.once('exit', onExit);
      child.once('message', (m) => {
        child.off('exit', onExit);
        resolve(m as TAnswer);
      });
    });
  const started = await next();
  return {
    url: started.url!,
    env: started.env as { COUCHDB_URL: string; COUCHDB_PREFIX: string },
    /** The requests CouchDB received from number `from` on, and how many in all. */
    async requests(from = 0) {
      const answer = next();
      child.send({ requestsFrom: from });
      const { requests, total } = await answer;
      return { requests: requests!, total: total! };
    },
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.disconnect();
      await exited;
    },
  };
}
