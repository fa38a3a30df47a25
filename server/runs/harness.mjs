// The run harness: imported by the instrumented copy of a test's script (see instrument.ts).
// It writes what the product shows of a run into the run's output folder (CJ_RUN_OUTPUT):
// per-step end markers and screenshots, the page's console messages and requests.
// Secret values (the variables named in CJ_SECRET_ENV) are masked in screenshots here; the
// executor masks them again in every text artifact.
import { appendFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const out = process.env.CJ_RUN_OUTPUT ?? '.';
const secrets = (process.env.CJ_SECRET_ENV ?? '')
  .split(',')
  .filter(Boolean)
  .map((name) => process.env[name])
  .filter((value) => typeof value === 'string' && value.length > 0);
let started = Date.now();

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

/** Marks the fields showing a secret, so that the screenshot masks them with the password fields. */
async function maskedScreenshot(page, file) {
  try {
    await page.evaluate((values) => {
      for (const field of document.querySelectorAll('input, textarea')) {
        if (values.includes(field.value)) field.setAttribute('data-cj-secret', '');
      }
    }, secrets);
    const mask = [page.locator('input[type=password], [data-cj-secret]')];
    writeFileSync(path.join(out, file), await page.screenshot({ mask, maskColor: '#3d3d3d', timeout: 10_000 }));
    return file;
  } catch {
    // A page that cannot be captured (closed, navigating away) leaves the step without a picture.
    return null;
  }
}

export async function stepDone(page, step) {
  const screenshot = await maskedScreenshot(page, `step-${step + 1}.png`);
  write('markers.jsonl', JSON.stringify({ step, at: Date.now(), screenshot }));
}

/** After the test: a failed test's page as it was when the step failed. */
export async function finish(page, testInfo) {
  if (testInfo.status === testInfo.expectedStatus) return;
  const screenshot = await maskedScreenshot(page, 'failure.png');
  write('markers.jsonl', JSON.stringify({ failure: true, at: Date.now(), screenshot }));
}
