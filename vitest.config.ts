import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // Each file starts real servers on LevelDB; two cores, so keep it to two at a time.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
