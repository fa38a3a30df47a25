import { defineConfig } from 'vitest/config';

// Benchmarks run on their own (`npm run bench`), never as part of `npm test`.
export default defineConfig({
  test: { environment: 'node', benchmark: { include: ['bench/**/*.bench.ts'] }, hookTimeout: 120_000 },
});
