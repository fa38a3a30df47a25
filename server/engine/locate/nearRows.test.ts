/**
 * `next to` / `near` on a list app whose row checkboxes are invisible inputs (opacity: 0) laid
 * over styled labels (tests/fixtures/apps/todos.html): the row's own checkbox is the one next to
 * its text, never a far one elsewhere on the page (the "Mark all" toggle above the list).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { startFixtureServer, type FixtureServer } from '../../../tests/fixtures/server.ts';
import { parseSteps } from '../steps/parse.ts';
import type { Target } from '../steps/types.ts';
import { toLocator } from './locatorSpec.ts';
import { resolveTarget } from './resolve.ts';
import { clickMark, located, markOf, show, useOnePage } from './testPages.ts';

let page: Page;
let fixtures: FixtureServer;
useOnePage((opened) => (page = opened));
beforeAll(async () => {
  fixtures = await startFixtureServer();
});
afterAll(async () => {
  await fixtures?.close();
});

function targetOf(text: string): Target {
  const parsed = parseSteps(text);
  if (!parsed.ok) throw new Error(parsed.errors[0].message);
  const step = parsed.steps[0];
  if (!('target' in step)) throw new Error(`${text} has no target`);
  return step.target;
}

async function open() {
  await page.goto(new URL('todos.html', fixtures.url).href);
}

describe('the checkbox next to a row', () => {
  it.each([
    ['click the checkbox next to "Buy milk"', 'milk'],
    ['click the checkbox next to "Walk the dog"', 'dog'],
    ['click the checkbox near "Water the plants"', 'plants'],
    ['click the checkbox next to "File taxes"', 'taxes'],
    ['click the checkbox beside "Wash the car"', 'car'],
    ['click the checkbox next to "Mark all as complete"', 'select-all'],
  ])('%s clicks the %s checkbox', async (step, mark) => {
    await open();
    const resolution = await resolveTarget(page, targetOf(step), { purpose: 'click', timeoutMs: 1000 });
    const spec = located(resolution);
    expect(await markOf(page, spec)).toBe(mark);
    await toLocator(page, spec).click({ timeout: 2000 });
    const left = await page.locator('#left').textContent();
    if (mark === 'select-all') expect(left).toBe('Items left: 0 (done: milk, dog, plants, taxes, car)');
    else expect(left).toBe(`Items left: 4 (done: ${mark})`);
  });

  it.each([
    // Far below the list, in no row.
    [
      'click the checkbox next to "Made with care"',
      /^No checkbox near element "Made with care"\. .*the nearest: checkbox "Wash the car" \(in section "Later"\) \(\d+ px away\)/,
    ],
    // A row without a checkbox of its own: the other rows' checkboxes are theirs, however close.
    [
      'click the checkbox next to "Someday: paint the fence"',
      /^No checkbox near element "Someday: paint the fence"\. .*the nearest: checkbox "Wash the car"/,
    ],
  ])('%s fails with the candidates, clicking nothing', async (step, message) => {
    await open();
    const resolution = await resolveTarget(page, targetOf(step), { purpose: 'click', timeoutMs: 500 });
    if (resolution.ok) throw new Error(`expected no match, got ${resolution.description}`);
    expect(resolution.message).toMatch(message);
    expect(resolution.candidates.map((c) => c.description)).toContain('checkbox "Wash the car" (in section "Later")');
    expect(await page.locator('#left').textContent()).toBe('Items left: 5');
  });

  it.each([
    // A table row: its own Edit, the nearer of its two buttons.
    [
      'click the button next to "Alan"',
      'edit-alan',
      `<table><tr><td>Ada</td><td><button data-mark="edit-ada">Edit</button><button>Delete</button></td></tr>
      <tr><td>Alan</td><td><button data-mark="edit-alan">Edit</button><button>Delete</button></td></tr></table>`,
    ],
    // Repeated wrappers holding the text alone are no row: the checkbox in the next one is near.
    [
      'click the checkbox next to "I accept the terms"',
      'terms',
      '<p><span>I accept the terms</span></p><p><input type="checkbox" data-mark="terms"></p>',
    ],
  ])('%s finds %s in other markup', async (step, mark, body) => {
    await show(page, body);
    expect(await clickMark(page, located(await resolveTarget(page, targetOf(step), { purpose: 'click', timeoutMs: 1000 })))).toBe(mark);
  });
});
