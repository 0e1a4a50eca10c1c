import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

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
