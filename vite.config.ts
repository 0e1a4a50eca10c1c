import { defineConfig } from 'vite';

// The PWA build (issue #3) extends this; the sync-server serves dist/.
export default defineConfig({
  build: { outDir: 'dist', sourcemap: true },
});
