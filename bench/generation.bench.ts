/**
 * Generation speed against the fixture apps: wall time per step of a generation (resolve,
 * perform, verify, screenshot, code) against the time the final script takes to replay the same
 * steps in the same browser (its recorded locators, no resolving), and a whole `playwright test`
 * run of the emitted script (runner start-up included).
 * Run with `npm run bench`; the figures go into the bench report, never into timed tests.
 */
import { expect, test } from 'vitest';
import { performStep } from '../server/engine/generate/perform.ts';
import { ValueResolver } from '../server/engine/generate/values.ts';
import { parseSteps } from '../server/engine/steps/parse.ts';
import { chromiumForFile, generateInChromium } from '../tests/fixtures/generation.ts';
import { runPlaywright, specProject } from '../tests/fixtures/playwrightProject.ts';
import { record } from './report.ts';
import { FLOWS } from './support.ts';

const fixtures = chromiumForFile({ server: true });

const ms = (start: number) => performance.now() - start;

test('generation per step against replay of the final script', async () => {
  for (const [name, flow] of Object.entries(FLOWS)) {
    const runs = 3;
    let generation = 0;
    let replay = 0;
    let steps = 0;
    let script = '';
    for (let run = 0; run < runs; run++) {
      const website = new URL(flow.page, fixtures.server.url).href;
      const started = performance.now();
      const generated = await generateInChromium(
        { testName: flow.page, website, description: flow.description, screenshots: true },
        { browser: fixtures.browser, stepTimeoutMs: 5000 },
      );
      generation += ms(started);
      const { outcome } = generated;
      expect(outcome.state, outcome.message).toBe('completed');
      if (outcome.state === 'completed') script = outcome.finalScript;
      steps = generated.steps.length;

      // Replay: the same steps on their recorded locators, as the script does, in a fresh context.
      const parsed = parseSteps(flow.description);
      if (!parsed.ok) throw new Error('unparsable');
      const context = await fixtures.browser.newContext();
      const page = await context.newPage();
      const values = new ValueResolver({ parameters: {}, secretParameters: new Set(), credentials: {} });
      const replayStarted = performance.now();
      await page.goto(new URL(flow.page, fixtures.server.url).href);
      for (const [index, step] of parsed.steps.entries()) {
        await performStep(step, { page, values, website: page.url(), timeoutMs: 5000, targetOverride: generated.steps[index].locator });
      }
      replay += ms(replayStarted);
      await context.close();
    }
    const perStep = generation / runs / steps;
    const replayPerStep = replay / runs / steps;
    record({ section: 'Generation', name: `${name} (${steps} steps): generation per step`, value: perStep, unit: 'ms' });
    record({ section: 'Generation', name: `${name}: replay of the final script per step`, value: replayPerStep, unit: 'ms' });
    record({ section: 'Generation', name: `${name}: generation / replay`, value: perStep / replayPerStep, unit: '×', budget: 2 });

    // The emitted script run by Playwright's own runner, start-up included.
    const dir = specProject({ [`${name}.spec.ts`]: script });
    const started = performance.now();
    const result = await runPlaywright(dir);
    expect(result.status, result.output).toBe(0);
    record({
      section: 'Generation',
      name: `${name}: \`playwright test\` of the final script (runner start-up included)`,
      value: ms(started),
      unit: 'ms',
    });
  }
}, 300_000);
