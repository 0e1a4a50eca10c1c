// Lighthouse mobile scores for issue #16's pages. Figures only.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { CHROMIUM_FLAGS, chromiumPath } from '../support/browser.ts';

type TRecord = (name: string, value: string) => void;
const RUNS = 3;
const FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/**
 * This machine cannot reach YouTube. The server fetches highlights' thumbnails itself (issue #35):
 * a local stand-in for YouTube's image host gives it pictures, as a connected server gets.
 */
export function startThumbnailHost(): Promise<{ origin: string; close(): void }> {
  const picture = readFileSync('public/icons/icon-512.png');
  const server = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'image/png' }).end(picture),
  );
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
        close: () => server.close(),
      }),
    ),
  );
}

async function scorePages(url: string, paths: string[], flags: string[], label: string, record: TRecord) {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: await chromiumPath(), chromeFlags: [...FLAGS, ...flags] });
  try {
    for (const path of paths) {
      // Scores move by up to 10 points between runs here: the median of three, as Lighthouse's
      // own guidance on variability advises, with the range beside it.
      const runs: NonNullable<Awaited<ReturnType<typeof lighthouse>>>[] = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await lighthouse(`${url}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          // Each run a first visit: Lighthouse's own reset keeps localStorage and IndexedDB, so its
          // later runs drew the first one's saved snapshot, and its simulated first paint counted
          // the snapshot's pictures (0.6 s or 1.2 s by run, ADR 046).
          clearStorageTypes: [
            'file_systems',
            'shader_cache',
            'service_workers',
            'cache_storage',
            'local_storage',
            'indexeddb',
          ],
        });
        if (run) runs.push(run);
      }
      const perf = (run: (typeof runs)[number]) => run.lhr.categories.performance?.score ?? 0;
      runs.sort((a, b) => perf(a) - perf(b));
      const result = runs[Math.floor(runs.length / 2)];
      const range = `${Math.round(perf(runs[0]!) * 100)}–${Math.round(perf(runs.at(-1)!) * 100)}`;
      const categories = result?.lhr.categories ?? {};
      const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
      const name = `Lighthouse mobile ${path}${label}`;
      record(
        name,
        `performance ${score('performance')} (median of ${runs.length}, ${range}), accessibility ${score('accessibility')}, best practices ${score('best-practices')} (budget 95 / 100 / 100)`,
      );
      const audits = result?.lhr.audits ?? {};
      // What kept accessibility or best practices under 100, with the first offender of each.
      const failing = ['accessibility', 'best-practices'].flatMap((key) =>
        (categories[key]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => {
            const items = (audits[ref.id]?.details as { items?: Record<string, unknown>[] } | undefined)
              ?.items;
            const first = items?.[0];
            const what = first ? String(first.url ?? first.description ?? first.source ?? '') : '';
            return `${ref.id}${what ? ` (${what.slice(0, 120)})` : ''}`;
          }),
      );
      if (failing.length) record(`${name}, audits under 100`, failing.join('; '));
      // Issue #35: nothing leaves for another host before a visitor chooses to play a video.
      const requests = (audits['network-requests']?.details as { items?: { url: string }[] } | undefined)
        ?.items;
      const elsewhere = (requests ?? []).filter(
        (item) => !item.url.startsWith(url) && !item.url.startsWith('data:'),
      );
      record(
        `${name}, requests to other hosts`,
        `${elsewhere.length}${elsewhere.length ? ` (${elsewhere[0]!.url.slice(0, 80)})` : ''} (budget 0)`,
      );
      const metric = (id: string) => audits[id]?.displayValue ?? '?';
      record(
        `${name}, metrics`,
        `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`,
      );
    }
  } finally {
    chrome.kill();
  }
}

export async function lighthouseScores(url: string, record: TRecord) {
  await scorePages(url, ['/', '/leagues', '/highlights'], [], '', record);
}
