import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { turnPlurals } from '../src/i18n/core.ts';

/** The manifest lives at the top of the repository (the design card); the build ships it as is. */
export function webManifest(): Plugin {
  return {
    name: 'pitchside-web-manifest',
    configureServer(server) {
      server.middlewares.use('/manifest.webmanifest', (_req, res) => {
        res.setHeader('content-type', 'application/manifest+json');
        res.end(readFileSync('manifest.webmanifest'));
      });
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: readFileSync('manifest.webmanifest', 'utf8'),
      });
    },
  };
}

const COMPRESSIBLE = /\.(js|css|html|svg|webmanifest|json|txt)$/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** Writes .br and .gz next to each text file, so the server sends them with no work per request. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'pitchside-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      handler() {
        for (const path of files(outDir).filter((p) => COMPRESSIBLE.test(p))) {
          const source = readFileSync(path);
          if (source.length < 512) continue;
          writeFileSync(
            `${path}.br`,
            brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
        }
      },
    },
  };
}

const CATALOGUE = /\/src\/i18n\/catalogues\/(en|es|fr)\/\w+\.ts$/;

/**
 * Catalogues reach the phone compiled (ADR 019): Lingui's runtime then needs no ICU parser,
 * which would cost 7 KB gzipped on the first visit. Node reads the catalogue module itself (it
 * strips the types) and Vite gets plain data in its place.
 */
export function compiledCatalogues(): Plugin {
  return {
    name: 'pitchside-compiled-catalogues',
    enforce: 'pre',
    async load(id) {
      const path = id.split('?')[0]!;
      if (!CATALOGUE.test(path)) return null;
      this.addWatchFile(path);
      const { compileMessage } = await import('@lingui/message-utils/compileMessage');
      const url = `${pathToFileURL(path).href}?t=${statSync(path).mtimeMs}`;
      const messages = (await import(url)).default as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, text]) => [key, compileMessage(text)]),
      );
      if (!path.includes('/catalogues/en/')) return `export default ${JSON.stringify(compiled)};`;
      // English plurals come turned, with the counts they read (src/i18n/core.ts): a phone turned
      // them at each start, 3-4 ms with its CPU 4x slower (issue #36).
      const turned = turnPlurals(compiled);
      return `export default ${JSON.stringify(turned.messages)};\nexport const counts = ${JSON.stringify(turned.counts)};`;
    },
  };
}
