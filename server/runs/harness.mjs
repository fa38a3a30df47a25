// The run harness: imported by the instrumented copy of a test's script (see instrument.ts).
// It writes what the product shows of a run into the run's output folder (CJ_RUN_OUTPUT):
// per-step end markers and screenshots, the page's console messages and requests.
// Secret values (the variables named in CJ_SECRET_ENV) are masked in screenshots here, wherever
// the page shows them (./cj-secret-marks.mjs); the executor masks them in every text artifact.
//
// The harness's own browser calls (marking secret fields, the screenshot) are not the test's:
// users read the trace as their steps, so these calls are kept out of it (see `unrecorded`).
import { test } from '@playwright/test';
import { appendFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { secretMasks } from './cj-secret-marks.mjs';

const out = process.env.CJ_RUN_OUTPUT ?? '.';
const secrets = (process.env.CJ_SECRET_ENV ?? '')
  .split(',')
  .filter(Boolean)
  .map((name) => process.env[name])
  .filter((value) => typeof value === 'string' && value.length > 0);
let started = Date.now();
/** How many steps have ended: a failure is in the step after them. */
let stepsDone = 0;

const write = (file, line) => appendFileSync(path.join(out, file), `${line}\n`);

export async function start(page) {
  started = Date.now();
  write('markers.jsonl', JSON.stringify({ start: started }));
  page.on('console', (message) => write('console.log', `[${message.type()}] ${message.text()}`));
  page.on('pageerror', (error) => write('console.log', `[pageerror] ${error.message}`));
  page.on('requestfinished', async (request) => {
    const response = await request.response().catch(() => null);
    write('network.log', `${request.method()} ${request.url()} ${response ? response.status() : '-'}`);
  });
  page.on('requestfailed', (request) => write('network.log', `${request.method()} ${request.url()} failed: ${request.failure()?.errorText ?? ''}`));
}

/**
 * Runs the harness's browser calls so that the trace does not list them. Calls inside an internal
 * API zone (`_wrapApiCall(fn, { internal: true })`) are neither test steps nor trace actions:
 * Playwright Test takes its own `screenshot: 'on'` pictures that way. The method is not public
 * API, so should it go, the calls are grouped instead, under one boxed step named after what they
 * do. server/runs/runs.test.ts reads a real run's trace and fails if the calls show up again.
 */
async function unrecorded(page, title, work) {
  if (typeof page._wrapApiCall === 'function') return page._wrapApiCall(work, { internal: true, title });
  return test.step(title, work, { box: true });
}

/** The page with every element showing a secret masked, and the password fields. */
async function maskedScreenshot(page, file, title) {
  try {
    const picture = await unrecorded(page, title, async () => {
      const mask = await secretMasks(page, secrets);
      return page.screenshot({ mask, maskColor: '#3d3d3d', timeout: 10_000 });
    });
    writeFileSync(path.join(out, file), picture);
    return file;
  } catch {
    // A page that cannot be captured (closed, navigating away) leaves the step without a picture.
    return null;
  }
}

export async function stepDone(page, step) {
  const screenshot = await maskedScreenshot(page, `step-${step + 1}.png`, `Screenshot after step ${step + 1}`);
  write('markers.jsonl', JSON.stringify({ step, at: Date.now(), screenshot }));
  stepsDone = step + 1;
}

/** After the test: a failed test's page as it was when the step failed. */
export async function finish(page, testInfo) {
  if (testInfo.status === testInfo.expectedStatus) return;
  const screenshot = await maskedScreenshot(page, 'failure.png', 'Screenshot of the failure');
  write('markers.jsonl', JSON.stringify({ failure: true, at: Date.now(), screenshot }));
  await healAfterFailure(page);
}

/**
 * A run that may heal (CJ_HEAL_MODULE set) looks for the failed step's element again while the
 * page is as the step left it (server/runs/heal/inRun.ts). Never the test's business: not in the
 * trace, and a heal that cannot be looked for leaves the failure as it is.
 */
async function healAfterFailure(page) {
  const module = process.env.CJ_HEAL_MODULE;
  if (!module || page.isClosed()) return;
  try {
    const { healAtFailure } = await import(module);
    await unrecorded(page, "Look for the failed step's element again", () =>
      healAtFailure(page, { run: path.dirname(path.resolve(out)), output: out }, stepsDone),
    );
  } catch (error) {
    write('console.log', `[heal] the failed step's element could not be looked for again: ${error instanceof Error ? error.message : error}`);
  }
}
