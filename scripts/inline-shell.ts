import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

// Issue #36, ADR 029: the shell's first frame needs only the document. The script that draws a
// saved snapshot (public/snapshot.js) and the stylesheet it is drawn with go inside index.html, so
// nothing is fetched, not even from the service worker, before the snapshot is on screen. The
// Content-Security-Policy allows exactly these two by their hashes (dist/inline-hashes.json,
// read by the server), never 'unsafe-inline'.

const LINK = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/;
const SNAPSHOT_TAG = '<script src="/snapshot.js"></script>';
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/** Where the shell names its modules for snapshot.js, which starts them after the first frame. */
export const ROOT = /<div id="root" data-entry="([^"]+)" data-preloads='([^']*)'><\/div>/;

export type TInlineHashes = { script: string[]; style: string[] };

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

export function inlineShell(): Plugin {
  let outDir = 'dist';
  const hashes: TInlineHashes = { script: [], style: [] };
  return {
    name: 'pitchside-inline-shell',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const link = LINK.exec(html);
        const css = link && ctx.bundle?.[link[1]!];
        if (!link || css?.type !== 'asset' || !html.includes(SNAPSHOT_TAG))
          throw new Error('inline-shell: index.html has no stylesheet or snapshot script to inline');
        const style = typeof css.source === 'string' ? css.source : new TextDecoder().decode(css.source);
        const script = readFileSync('public/snapshot.js', 'utf8');
        if (/<\/(style|script)/i.test(style + script)) throw new Error('inline-shell: a closing tag inside');
        hashes.script = [sha256(script)];
        hashes.style = [sha256(style)];
        const entry = ENTRY.exec(html)?.[1];
        if (!entry || !html.includes('<div id="root"></div>'))
          throw new Error('inline-shell: index.html has no entry module or #root');
        // The modules start after the first frame (snapshot.js), as on a prerendered page: named in
        // the head, they were fetched and compiled while the page was parsed, before the snapshot
        // could be painted (ADR 029).
        const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
        const root = `<div id="root" data-entry="${entry}" data-preloads='${JSON.stringify(preloads)}'></div>`;
        // `data-css` names the stylesheet, so a snapshot is drawn only with the one it was saved with.
        return html
          .replace(ENTRY, '')
          .replace(PRELOAD, '')
          .replace('<div id="root"></div>', () => root)
          .replace(link[0], () => `<style data-css="/${link[1]}">${style}</style>`)
          .replace(SNAPSHOT_TAG, () => `<script>${script}</script>`);
      },
    },
    writeBundle() {
      writeFileSync(join(outDir, 'inline-hashes.json'), JSON.stringify(hashes));
    },
  };
}
