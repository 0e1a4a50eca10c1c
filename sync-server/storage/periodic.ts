/**
 * Runs `work` after `firstMs`, then `everyMs` after each run ends: never two runs at once, and
 * never holding the process open. `stop` waits for a run in progress. `work` handles its errors.
 */
export function periodic(work: () => Promise<unknown>, everyMs: number, firstMs = everyMs) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = work().finally(() => {
      if (timer) timer = setTimeout(run, everyMs).unref();
    });
  };
  return {
    start() {
      timer = setTimeout(run, firstMs).unref();
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
