import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.ts';

// The product under test starts exactly as a user starts it (npm start), on its own port and
// a fresh embedded database, so end-to-end runs never touch a developer's data.
const port = Number(process.env.E2E_PORT ?? 3100);
const fixturesPort = Number(process.env.E2E_FIXTURES_PORT ?? 3200);
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'cj-e2e-'));

export default defineConfig({
  testDir: 'tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    { name: 'chromium', testMatch: /.*\.spec\.ts/, dependencies: ['setup'], use: { storageState: 'tests/.auth/owner.json' } },
  ],
  webServer: [
    {
      command: 'node scripts/start.ts',
      url: `http://localhost:${port}/api/openapi.json`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      // The tests read confirmation links from /dev/mailbox.json, as a developer would.
      env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEV_MAILBOX: 'true' },
    },
    // The web apps generation is tried against (tests/fixtures): a site the product has never seen.
    {
      command: `node tests/fixtures/server.ts ${fixturesPort}`,
      url: `http://127.0.0.1:${fixturesPort}/`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
  ],
});
