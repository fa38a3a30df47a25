/// <reference types="vitest/config" />
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './scripts/chromium.ts';

const rootDir = path.dirname(fileURLToPath(import.meta.url));
// The dev server proxies everything the backend answers to the product server (npm run dev).
const backend = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;
const shellLibraries =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@emotion|stylis|react-is|hoist-non-react-statics|use-sync-external-store|xstate|@xstate|@supabase)[\\/]/;

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // Chakra's theme entry builds its whole default theme with `defineConfig(...)`, which only
      // returns its argument. Known to be pure, it lets the recipes src/ui/chakraTheme.ts leaves
      // out fall away instead of reaching every first visit.
      treeshake: { manualPureFunctions: ['defineConfig'] },
      output: {
        codeSplitting: {
          // The libraries every screen runs on, in one chunk: a first visit fetches all of them
          // anyway, and one file compresses better than the dozens the automatic split makes.
          groups: [{ name: 'shell', test: shellLibraries }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: backend, ws: true },
      '/auth/v1': backend,
      '/rest/v1': backend,
      '/dev': backend,
      '/config.json': backend,
      '/trace': backend,
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['machines/**/*.test.ts', 'rules/**/*.test.ts', 'src/**/*.test.ts', 'openapi/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite is single-process and CPU heavy: one file at a time keeps 2-core machines steady.
          fileParallelism: false,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(rootDir, '.storybook') })],
        test: {
          name: 'storybook',
          // The diagrams story draws every machine's flow with mermaid, one after another.
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
