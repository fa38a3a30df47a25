/**
 * The folder a run executes in: the instrumented spec, its Playwright config, the harness, the
 * browser state, and a link to the product's node_modules so that `@playwright/test` is the
 * product's own. Nothing else of the product is reachable through it but code.
 */
import { copyFileSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumExecutablePath } from '../../scripts/chromium.ts';
import { HEAL_REQUESTS_FILE } from './heal/inRun.ts';
import type { HealRequest } from './heal/types.ts';
import { HARNESS_FILE } from './instrument.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
export const PLAYWRIGHT_CLI = path.join(root, 'node_modules/@playwright/test/cli.js');
export const SPEC_FILE = 'test.spec.ts';
export const REPORT_FILE = 'report.json';

export interface RunProject {
  dir: string;
  home: string;
  output: string;
  config: string;
}

export interface RunProjectOptions {
  spec: string;
  storageState: Record<string, unknown> | null;
  /** Playwright's own test timeout: a little under the run's wall-clock limit, so the trace is still written. */
  testTimeoutMs: number;
  /**
   * STEP_TIMEOUT_SECONDS, as generation uses it: how long an action waits for its element and an
   * expectation for its state. Without it an action on a missing element waits until the test's
   * own timeout, and the run ends `resources_exceeded` instead of failing at that step.
   */
  stepTimeoutMs: number;
  /** Without trace screenshots a typed secret cannot show in the trace's screencast (DOM snapshots are masked). */
  traceScreenshots: boolean;
  /** A remote browser (`ws://…`) instead of a local Chromium. */
  browserEndpoint: string | null;
  /** The steps the run may look for again should one fail (server/runs/heal/); none: it does not heal. */
  healRequests?: HealRequest[];
}

/**
 * The runner leads its own process group (server/runs/limits.ts). Should its executor be killed
 * outright (SIGKILL: no chance to stop it), the runner notices it was orphaned and ends its
 * whole group, browser included, instead of running on with no one to report to.
 */
const DIE_WITH_EXECUTOR = [
  'if (!process.env.TEST_WORKER_INDEX) {',
  '  const executor = process.ppid;',
  "  setInterval(() => { if (process.ppid !== executor) process.kill(0, 'SIGKILL'); }, 1000).unref();",
  '}',
];

export function createRunProject(options: RunProjectOptions): RunProject {
  const dir = mkdtempSync(path.join(tmpdir(), 'cj-run-'));
  const home = path.join(dir, 'home');
  const output = path.join(dir, 'output');
  mkdirSync(home);
  mkdirSync(output);
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }\n');
  copyFileSync(fileURLToPath(new URL('./harness.mjs', import.meta.url)), path.join(dir, HARNESS_FILE));
  copyFileSync(fileURLToPath(new URL('../engine/secretMarks.mjs', import.meta.url)), path.join(dir, 'cj-secret-marks.mjs'));
  writeFileSync(path.join(dir, SPEC_FILE), options.spec);
  if (options.storageState) writeFileSync(path.join(dir, 'state.json'), JSON.stringify(options.storageState));
  if (options.healRequests?.length) writeFileSync(path.join(dir, HEAL_REQUESTS_FILE), JSON.stringify(options.healRequests));
  const use = {
    ...(options.browserEndpoint
      ? { connectOptions: { wsEndpoint: options.browserEndpoint } }
      : { launchOptions: { executablePath: chromiumExecutablePath(), args: chromiumArgs } }),
    actionTimeout: options.stepTimeoutMs,
    // Pages load as in generation: at least 30 s, whatever the step timeout.
    navigationTimeout: Math.max(options.stepTimeoutMs, 30_000),
    trace: { mode: 'on', screenshots: options.traceScreenshots, snapshots: true, sources: true },
    ...(options.storageState ? { storageState: path.join(dir, 'state.json') } : {}),
  };
  const config = path.join(dir, 'playwright.config.mjs');
  writeFileSync(
    config,
    [
      "import { defineConfig } from '@playwright/test';",
      'export default defineConfig({',
      `  testDir: ${JSON.stringify(dir)},`,
      `  testMatch: ${JSON.stringify(SPEC_FILE)},`,
      `  outputDir: ${JSON.stringify(path.join(dir, 'results'))},`,
      `  workers: 1, retries: 0, timeout: ${options.testTimeoutMs}, expect: { timeout: ${options.stepTimeoutMs} },`,
      `  reporter: [['json', { outputFile: ${JSON.stringify(path.join(dir, REPORT_FILE))} }], ['line']],`,
      `  use: ${JSON.stringify(use)},`,
      '});',
      ...DIE_WITH_EXECUTOR,
      '',
    ].join('\n'),
  );
  return { dir, home, output, config };
}
