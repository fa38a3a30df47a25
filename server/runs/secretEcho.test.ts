/**
 * A site that echoes a secret back: the fixture `echo.html` posts it form-urlencoded (a space
 * becomes `+`), redirects to an address holding it, and shows it HTML-escaped as text and in a
 * field. The secret, in none of its encodings, may reach a generation screenshot (public once
 * the test is published), a run's network log, its trace (network bodies, DOM snapshots) or its
 * step screenshots; each screenshot masks the echoed text, not only the field it was typed in.
 */
import { unzipSync } from 'fflate';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import { startFixtureServer, type FixtureServer } from '../../tests/fixtures/server.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { asUser, signUpAndSignIn } from '../testing/auth.ts';
import { generationEnded } from '../testing/generation.ts';

const SECRET = `open sesame & "tell" <no> 'one'`;
const html = (text: string, quote: (c: string) => string) => text.replace(/[&<>"']/g, quote);
/** The forms the secret takes on the wire and in the page. */
const ENCODINGS = {
  written: SECRET,
  json: JSON.stringify(SECRET).slice(1, -1),
  uriComponent: encodeURIComponent(SECRET),
  formUrlencoded: new URLSearchParams({ s: SECRET }).toString().slice(2),
  htmlNumeric: html(SECRET, (c) => `&#${c.charCodeAt(0)};`),
  htmlNamed: html(SECRET, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!),
};
const MASK_COLOR = [0x3d, 0x3d, 0x3d];

function expectNoSecret(where: string, text: string) {
  for (const [name, form] of Object.entries(ENCODINGS)) expect(text.includes(form), `${where} holds the secret ${name}: ${form}`).toBe(false);
}

type Api = ReturnType<typeof asUser>;
type Box = { x: number; y: number; width: number; height: number };

describe('a site that echoes a secret', () => {
  let t: TestApp;
  let api: Api;
  let fixtures: FixtureServer;
  let browser: Browser;
  let testId: string;
  /** Where the echo page shows the secret, as both the generation and the run lay it out (1280×720). */
  let shown: { text: Box; field: Box; heading: Box };

  /** The colours of a grid of points inside a box of a PNG, decoded by the browser. */
  const samples = async (png: Buffer, box: Box): Promise<number[][]> => {
    const page = await browser.newPage();
    try {
      return await page.evaluate(
        async ({ data, box }) => {
          const image = new Image();
          image.src = `data:image/png;base64,${data}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = image.width;
          canvas.height = image.height;
          const context = canvas.getContext('2d')!;
          context.drawImage(image, 0, 0);
          const points: number[][] = [];
          for (let i = 1; i < 8; i++) {
            for (let j = 1; j < 4; j++) {
              const [r, g, b] = context.getImageData(Math.round(box.x + (box.width * i) / 8), Math.round(box.y + (box.height * j) / 4), 1, 1).data;
              points.push([r, g, b]);
            }
          }
          return points;
        },
        { data: png.toString('base64'), box },
      );
    } finally {
      await page.close();
    }
  };
  const expectMasked = async (where: string, png: Buffer) => {
    for (const box of [shown.text, shown.field])
      expect(await samples(png, box), `${where}: the echoed secret is not masked`).toEqual(Array(21).fill(MASK_COLOR));
    // The rest of the page is still there: a screenshot masked whole would pass the check above.
    expect(
      (await samples(png, shown.heading)).some((point) => point.join() !== MASK_COLOR.join()),
      `${where}: the heading is masked too`,
    ).toBe(true);
  };

  beforeAll(async () => {
    fixtures = await startFixtureServer();
    browser = await chromium.launch(chromiumLaunchOptions());
    const page = await browser.newPage();
    await page.goto(`${fixtures.url}echo?${new URLSearchParams({ secret: SECRET })}`);
    const box = async (selector: string) => (await page.locator(selector).boundingBox())!;
    shown = { text: await box('#echo'), field: await box('input'), heading: await box('h1') };
    await page.close();
    t = await createTestApp('pglite', { auth: { autoconfirm: true }, executor: { slots: 1, stepTimeoutSeconds: 3, runTimeoutSeconds: 60 } });
    api = asUser(t.app, (await signUpAndSignIn(t.app, 'echo@example.com')).accessToken);
    const orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
    const suiteId = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Echo' } })).json().test_suite_id;
    const created = await api({
      method: 'POST',
      url: '/api/test-cases/',
      payload: {
        test_cases: [
          {
            test_suite_id: suiteId,
            path: '',
            name: 'Echo',
            website: new URL('echo.html', fixtures.url).href,
            description: ['enter the secret "echo" into "Secret"', 'click the "Send" button', 'expect "You sent" to be visible'].join('\n'),
            credentials: { echo: SECRET },
          },
        ],
        schedule_generation: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    testId = created.json()[0]._id;
  });
  afterAll(async () => {
    await t?.close();
    await browser?.close();
    await fixtures?.close();
  });

  it('masks the echoed secret in generation screenshots', async () => {
    const test = await generationEnded(api, testId);
    expect(test.state, test.final_message ?? '').toBe('completed');
    const steps = test.test_generation_steps as Array<{ screenshot_key: string | null }>;
    for (const step of [1, 2]) {
      const image = await api({ method: 'GET', url: `/api/images/${encodeURIComponent(steps[step].screenshot_key!)}` });
      expect(image.statusCode).toBe(200);
      await expectMasked(`generation step ${step + 1}`, image.rawPayload);
    }
  });

  it('keeps the secret, in every encoding, out of the network log, the trace and the step screenshots of a run', async () => {
    const started = await api({ method: 'POST', url: `/api/test-run/${testId}` });
    expect(started.statusCode, started.body).toBe(201);
    const runId = started.json()._id as string;
    let run: { status: string; final_message: string | null; artifacts: string[] };
    do {
      await new Promise((resolve) => setTimeout(resolve, 250));
      run = (await api({ method: 'GET', url: `/api/test-run/${runId}` })).json();
    } while (['pending', 'scheduled', 'running', 'waiting_for_executor'].includes(run.status));
    expect(run.status, run.final_message ?? '').toBe('passed');
    const download = async (name: string) => (await api({ method: 'GET', url: `/api/artifacts/${runId}?artifact_name=${name}` })).rawPayload;

    const network = (await download('network.log')).toString('utf8');
    expect(network).toMatch(/GET http:\/\/127\.0\.0\.1:\d+\/echo\?secret=\*{8} 200/);
    expectNoSecret('network.log', network);

    const entries = unzipSync(new Uint8Array(await download('trace.zip')));
    // The request body, the redirect, the echoed page and its DOM snapshots are all in there, masked.
    expect(Object.keys(entries).some((name) => name.startsWith('resources/'))).toBe(true);
    const everything = Object.values(entries)
      .map((data) => Buffer.from(data).toString('utf8'))
      .join('\n');
    expect(everything).toContain('secret=********');
    expect(everything).toContain('You sent: ********');
    expectNoSecret('trace.zip', everything);

    for (const step of [2, 3]) await expectMasked(`run step ${step}`, await download(`step-${step}.png`));
  });
});
