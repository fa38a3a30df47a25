/**
 * Generation speed against the fixture apps: wall time per step of a generation (resolve,
 * perform, verify, screenshot, code) against the time the final script takes to replay the same
 * steps in the same browser (its recorded locators, no resolving), and a whole `playwright test`
 * run of the emitted script (runner start-up included).
 * Run with `npm run bench`; the figures go into the bench report, never into timed tests.
 */
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';
import { generateTest, type GenerationRequest, type GenerationSink } from '../server/engine/generate/generate.ts';
import { performStep } from '../server/engine/generate/perform.ts';
import type { RecordedStep } from '../server/engine/generate/records.ts';
import { ValueResolver } from '../server/engine/generate/values.ts';
import { parseSteps } from '../server/engine/steps/parse.ts';
import { runPlaywright, specProject } from '../tests/fixtures/playwrightProject.ts';
import { startFixtureServer, type FixtureServer } from '../tests/fixtures/server.ts';
import { record } from './report.ts';
import { FLOWS } from './support.ts';

let fixtures: FixtureServer;
let browser: Browser;

beforeAll(async () => {
  fixtures = await startFixtureServer();
  browser = await chromium.launch(chromiumLaunchOptions());
});
afterAll(async () => {
  await browser?.close();
  await fixtures?.close();
});

function request(page: string, description: string): GenerationRequest {
  return {
    testName: page,
    website: new URL(page, fixtures.url).href,
    description,
    modules: [],
    setupModule: null,
    storageState: null,
    values: { parameters: {}, secretParameters: new Set(), credentials: {} },
    parameterDefaults: {},
    screenshots: true,
  };
}

function memorySink(): GenerationSink & { steps: RecordedStep[] } {
  const sink = {
    steps: [] as RecordedStep[],
    screenshotKey: (step: number) => `bench/${step}.png`,
    async record(steps: RecordedStep[]) {
      sink.steps = steps.map((step) => ({ ...step }));
      return true;
    },
    state: async () => true,
    log: () => {},
  };
  return sink;
}

const ms = (start: number) => performance.now() - start;

test('generation per step against replay of the final script', async () => {
  for (const [name, flow] of Object.entries(FLOWS)) {
    const runs = 3;
    let generation = 0;
    let replay = 0;
    let steps = 0;
    let script = '';
    for (let run = 0; run < runs; run++) {
      const sink = memorySink();
      const started = performance.now();
      const outcome = await generateTest(request(flow.page, flow.description), sink, { browser, stepTimeoutMs: 5000 });
      generation += ms(started);
      expect(outcome.state, outcome.message).toBe('completed');
      if (outcome.state === 'completed') script = outcome.finalScript;
      steps = sink.steps.length;

      // Replay: the same steps on their recorded locators, as the script does, in a fresh context.
      const parsed = parseSteps(flow.description);
      if (!parsed.ok) throw new Error('unparsable');
      const context = await browser.newContext();
      const page = await context.newPage();
      const values = new ValueResolver({ parameters: {}, secretParameters: new Set(), credentials: {} });
      const replayStarted = performance.now();
      await page.goto(new URL(flow.page, fixtures.url).href);
      for (const [index, step] of parsed.steps.entries()) {
        await performStep(step, { page, values, website: page.url(), timeoutMs: 5000, targetOverride: sink.steps[index].locator });
      }
      replay += ms(replayStarted);
      await context.close();
    }
    const perStep = generation / runs / steps;
    const replayPerStep = replay / runs / steps;
    record({ section: 'Generation', name: `${name} (${steps} steps): generation per step`, value: perStep, unit: 'ms' });
    record({ section: 'Generation', name: `${name}: replay of the final script per step`, value: replayPerStep, unit: 'ms' });
    record({ section: 'Generation', name: `${name}: generation / replay`, value: perStep / replayPerStep, unit: '×' });

    // The emitted script run by Playwright's own runner, start-up included.
    const dir = specProject({ [`${name}.spec.ts`]: script });
    const started = performance.now();
    const result = await runPlaywright(dir);
    expect(result.status, result.output).toBe(0);
    record({ section: 'Generation', name: `${name}: \`playwright test\` of the final script (runner start-up included)`, value: ms(started), unit: 'ms' });
  }
}, 300_000);
