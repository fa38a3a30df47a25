import { defineConfig } from 'vitest/config';

// Benchmarks run on their own (`npm run bench`), never as part of `npm test`: one file at a time,
// so figures measured side by side do not share the machine with another bench.
export default defineConfig({
  test: {
    environment: 'node',
    benchmark: { include: ['bench/**/*.bench.ts'] },
    globalSetup: ['bench/globalSetup.ts'],
    fileParallelism: false,
    hookTimeout: 300_000,
  },
});
