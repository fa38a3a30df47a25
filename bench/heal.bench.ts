/**
 * Healing on the catalog of scripted breaks and real bugs (tests/fixtures/healCases.ts), in real
 * Chromium: each case's target is resolved on its original page as generation does, the page
 * breaks, and the run's heal looks for the element again (server/runs/heal/findHeal.ts).
 * Targets: at least 90 % of breaks healed to the right element, none healed to a wrong one,
 * and no heal proposed for a real bug. (A run also checks a heal by passing the rest of its test
 * before proposing it, which only removes proposals: these figures are before that check.)
 */
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { chromiumArgs, chromiumExecutablePath } from '../scripts/chromium.ts';
import { scoreCatalog } from '../server/runs/heal/catalogScore.ts';
import { healCases } from '../tests/fixtures/healCases.ts';
import { record } from './report.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: chromiumArgs });
});

afterAll(async () => {
  await browser?.close();
});

test('the catalog of scripted breaks and real bugs', async () => {
  const page = await browser.newPage();
  const started = Date.now();
  const score = await scoreCatalog(page, healCases);
  const took = Date.now() - started;
  await page.close();
  expect(score.breaks).toBeGreaterThanOrEqual(20);
  record({
    section: 'Healing',
    name: `breaks healed to the right element (of ${score.breaks})`,
    value: (100 * score.healedCorrectly) / score.breaks,
    unit: '%',
    atLeast: 90,
  });
  record({ section: 'Healing', name: 'breaks healed to a wrong element', value: score.wronglyHealed, unit: 'heals', budget: 0 });
  record({ section: 'Healing', name: `real bugs given a heal (of ${score.bugs})`, value: score.bugsHealed, unit: 'heals', budget: 0 });
  record({ section: 'Healing', name: 'time to look for one lost element (mean)', value: took / (score.breaks + score.bugs), unit: 'ms' });
});
