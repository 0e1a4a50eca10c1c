import { build } from 'vite';

/** Vitest global set-up for the browser tests: one production build of the app, in e2e mode. */
export default async function buildApp() {
  // Vitest sets NODE_ENV=test, which would give React's development build.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ mode: 'e2e', logLevel: 'warn', build: { outDir: 'dist-e2e', emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = previous;
  }
}
