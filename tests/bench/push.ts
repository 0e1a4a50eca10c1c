// Issue #33: a burst of push notices through a slow push service. Figures only.
import { dispatch } from '../../sync-server/notices/dispatch.ts';
import { accountOwner, addDevice } from '../../sync-server/push/devices.ts';
import { writeSettings } from '../support/mail.ts';
import { startPushService } from '../support/push-service.ts';
import { startTestServer } from '../support/server.ts';

type TRecord = (name: string, value: string) => void;
const RESULTS = 40;
const PEOPLE_PER_RESULT = 5;
const DEVICES_PER_PERSON = 10;
const SERVICE_MS = 200;

/**
 * A round of 40 results, each told to 5 people with 10 phones each: 2,000 subscriptions, every
 * one answered by a local push service after 200 ms (which really decrypts each). Printed: the
 * time from the first result to the last notice delivered, and the longest wait of an unrelated
 * request (the league directory's info, every 20 ms) meanwhile. Budget: under 100 ms.
 */
export async function pushBurstBenchmark(record: TRecord) {
  const service = await startPushService();
  service.slow(SERVICE_MS);
  const t = await startTestServer({ PUSH_SERVICE_ORIGINS: service.url });
  try {
    const settings = (await writeSettings(t.storage, { emailNotifications: false })) as never;
    const people = RESULTS * PEOPLE_PER_RESULT;
    for (let p = 0; p < people; p++)
      for (let d = 0; d < DEVICES_PER_PERSON; d++)
        await addDevice(t.storage, accountOwner(`bench-${p}`), service.device().subscription, 'en');

    let isRunning = true;
    const waits: number[] = [];
    const probe = (async () => {
      while (isRunning) {
        const started = performance.now();
        await (await fetch(`${t.url}/db/leagues`)).arrayBuffer();
        waits.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const started = performance.now();
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    for (let r = 0; r < RESULTS; r++) {
      for (let p = 0; p < PEOPLE_PER_RESULT; p++) {
        await dispatch(t.storage, settings, {
          key: `result-bench-${r}-${p}`,
          kind: 'result',
          to: {
            email: null,
            locale: 'en',
            owner: accountOwner(`bench-${r * PEOPLE_PER_RESULT + p}`),
            teamId: null,
            choicesDb: null,
            wantsMail: false,
          },
          expiresAt,
          url: '/leagues',
          mail: null,
          push: () => ({ title: 'Result posted', body: `Bench ${r}`, about: `Bench ${r}` }),
        });
      }
    }
    const queuedMs = performance.now() - started;
    await t.server.pushSender.drained();
    const drainMs = performance.now() - started;
    isRunning = false;
    await probe;
    const delivered = service.received.length;
    record(
      'push burst: 40 results to 2,000 phones, push service answering in 200 ms',
      `${delivered} delivered in ${(drainMs / 1000).toFixed(1)} s (queued in ${(queuedMs / 1000).toFixed(1)} s), ` +
        `${service.refused.length} refused`,
    );
    record(
      'push burst: longest wait of an unrelated request meanwhile (budget 100 ms)',
      `${Math.max(...waits).toFixed(1)} ms (median ${[...waits].sort((a, b) => a - b)[Math.floor(waits.length / 2)]!.toFixed(1)} ms, ${waits.length} requests)`,
    );
  } finally {
    await t.close();
    await service.close();
  }
}
