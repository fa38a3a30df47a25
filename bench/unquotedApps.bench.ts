/**
 * The "unquoted scenarios against unseen apps" figure (issue 17): the share of the scenarios in
 * tests/fixtures/scenarios/ — written the way QA people write them, unquoted, Gherkin or
 * numbered — that generate in real Chromium with no model and whose emitted TypeScript then
 * passes under `playwright test`; over all of them, and over the real open-source apps alone
 * (Swagger UI, svelte-jsoneditor, TinyMCE, reveal.js). Failures are counted and listed, never
 * thrown: the figure has to say how many do not work yet.
 */
import { test } from 'vitest';
import { chromiumForFile } from '../tests/fixtures/generation.ts';
import { failures, loadScenarios, runScenarios, type ScenarioResult } from '../tests/fixtures/scenarios/scenarios.ts';
import { record } from './report.ts';

const fixtures = chromiumForFile({ server: true });

function share(name: string, results: ScenarioResult[]) {
  const passed = results.filter((r) => r.passed).length;
  const generated = results.filter((r) => r.generated).length;
  record({
    section: 'Generation',
    name: `${name} that generate and pass (${passed} of ${results.length}; ${generated} generated)`,
    value: (100 * passed) / results.length,
    unit: '%',
    atLeast: 90,
  });
}

test('unquoted scenarios against unseen apps generate and pass', async () => {
  const started = performance.now();
  const results = await runScenarios(loadScenarios(), fixtures);
  share('unquoted scenarios on the fixture apps', results);
  share(
    'unquoted scenarios on real open-source apps',
    results.filter((r) => r.scenario.realApp),
  );
  share(
    'unquoted scenarios on the small pages written here',
    results.filter((r) => !r.scenario.realApp),
  );
  const steps = results.reduce((sum, r) => sum + r.scenario.lines.length + 1, 0);
  record({
    section: 'Generation',
    name: `unquoted scenarios: generation and run per step (${steps} steps)`,
    value: (performance.now() - started) / steps,
    unit: 'ms',
  });
  const failed = failures(results);
  if (failed.length) console.log(`[bench] scenarios that did not generate and pass:\n  ${failed.join('\n  ')}`);
}, 900_000);
