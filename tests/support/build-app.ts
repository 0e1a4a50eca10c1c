import { build } from 'vite';

/** Vitest global set-up for the browser tests: one build of the app, for the e2e mode. */
export default async function buildApp() {
  await build({ mode: 'e2e', logLevel: 'warn', build: { outDir: 'dist-e2e', emptyOutDir: true } });
}
