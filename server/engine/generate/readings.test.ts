/**
 * A line read several ways is settled by the live page, in a real generation in Chromium: the
 * reading whose target is there exactly once is performed and recorded; both there is an
 * ambiguity naming both readings; neither there names what was looked for and the page's
 * nearest names; a recorded reading is replayed. The parser's several readings are given to the
 * steps here (the parser is tested on its own), so only the generation side is under test.
 */
import { describe, expect, it, vi } from 'vitest';
import { chromiumForFile, generateInChromium } from '../../../tests/fixtures/generation.ts';
import type { StepBody } from '../steps/types.ts';
import type { GenerationRequest } from './generate.ts';
import { chooseReading } from './readings.ts';
import { currentPage } from './performActions.ts';
import { resolveTarget } from '../locate/resolve.ts';

const LINK: StepBody = { kind: 'click', clicks: 1, target: { text: 'Login', elementType: 'link' } };
const BUTTON: StepBody = { kind: 'click', clicks: 1, target: { text: 'Login', elementType: 'button' } };
/** What the parser would give `click Login`: the link first, then the button. */
const READINGS: Record<string, StepBody[]> = { 'click Login': [LINK, BUTTON] };

vi.mock('../steps/parse.ts', async (original) => {
  const parse = await original<typeof import('../steps/parse.ts')>();
  return {
    ...parse,
    parseSteps: (description: string) => {
      const parsed = parse.parseSteps(description.replace(/^click Login$/m, 'click "Login" link'));
      if (!parsed.ok) return parsed;
      return {
        ok: true,
        steps: parsed.steps.map((step) =>
          step.line === 1 && READINGS['click Login'] ? { ...step, source: 'click Login', readings: READINGS['click Login'] } : step,
        ),
      };
    },
  };
});

const page = (body: string) =>
  `data:text/html,${encodeURIComponent(`<!doctype html><title>t</title><body>${body}<p id="done" hidden>clicked</p><script>document.addEventListener('click', (e) => { e.preventDefault(); document.title = 'clicked ' + e.target.tagName; });</script></body>`)}`;

describe('a line read several ways', () => {
  const chromium = chromiumForFile();

  function generate(body: string, extra: Partial<GenerationRequest> = {}) {
    return generateInChromium(
      { testName: 'Readings', website: page(body), description: 'click Login\nthe title contains "clicked"', ...extra },
      { browser: chromium.browser, stepTimeoutMs: 800 },
    );
  }

  it('keeps the reading whose target the page has once, records it, and writes its script', async () => {
    const started = performance.now();
    const { outcome, steps } = await generate('<button>Login</button><a href="#x">Sign up</a>');
    expect(outcome.message).toBe('All 2 steps passed.');
    expect(steps[0]).toMatchObject({
      action_description: 'click Login',
      action_name: 'Click',
      reading: 'click the "Login" button',
      status: 'action_succeeded',
    });
    expect(outcome.state === 'completed' && outcome.finalScript).toContain("getByRole('button', { name: 'Login'");
    expect(steps[1].reading).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('fails when the page has both, listing each reading with what it found', async () => {
    const { outcome, steps } = await generate('<button>Login</button><a href="#x">Login</a>');
    expect(outcome.state).toBe('failed');
    expect(outcome.message).toContain(
      'The step can be read 2 ways and the page has each: click the "Login" link (link "Login"); click the "Login" button (button "Login")',
    );
    expect(steps[0].status).toBe('action_failed');
  });

  it('fails when the page has neither, naming what was looked for and the nearest names', async () => {
    const { outcome } = await generate('<button>Log on</button><a href="#x">Sign up</a>');
    expect(outcome.state).toBe('failed');
    // As a single reading says it (issue 17: `No button "Login" on the page. Similar: …`), the preferred reading first.
    expect(outcome.message).toMatch(
      /^Step 1 "click Login" failed: No link "Login" on the page\. Similar: [^.]*"Log on"[^.]*\. The line also reads as click the "Login" button: No button "Login" on the page\. Similar: [^.]*"Log on"[^.]*\.$/,
    );
  });

  it('replays the reading an earlier generation recorded, even where the page now has both', async () => {
    const readings = [{ source: 'click Login', reading: 'click the "Login" link' }];
    const { outcome, steps } = await generate('<button>Login</button><a href="#x">Login</a>', { readings });
    expect(outcome.message).toBe('All 2 steps passed.');
    expect(steps[0].reading).toBe('click the "Login" link');
    expect(outcome.state === 'completed' && outcome.finalScript).toContain("getByRole('link', { name: 'Login'");
  });

  it('performs a step the user pointed at by its text as pointed, not as any of its readings', async () => {
    const feedback = { step: 0, locator_based_feedback: 'Sign up' };
    const { outcome, steps } = await generate('<button>Login</button><a href="#x">Sign up</a>', { resume: { fromStep: 0, previous: [], feedback } });
    expect(outcome.message).toBe('All 2 steps passed.');
    expect(steps[0].reading).toBeUndefined();
    expect(outcome.state === 'completed' && outcome.finalScript).toContain("getByRole('link', { name: 'Sign up'");
  });

  it('adds under 50 ms to a step: the chosen target is resolved once, as the step itself would', async () => {
    const tab = await chromium.browser.newPage();
    await tab.setContent(`<button>Login</button><a href="#x">Sign up</a>${'<p>text</p>'.repeat(300)}`);
    // The fastest of several runs each: the machine's load (other tests, other browsers) only adds.
    const choosing: number[] = [];
    const resolving: number[] = [];
    for (let run = 0; run < 15; run++) {
      let started = performance.now();
      const chosen = await chooseReading(tab, [LINK, BUTTON], 800);
      choosing.push(performance.now() - started);
      started = performance.now();
      await resolveTarget(tab, { text: 'Login', elementType: 'button' }, { purpose: 'click', timeoutMs: 800 });
      resolving.push(performance.now() - started);
      expect(chosen.body).toBe(BUTTON);
      expect(chosen.resolved?.description).toBe('button "Login"');
    }
    await tab.close();
    expect(Math.min(...choosing) - Math.min(...resolving)).toBeLessThan(50);
  });

  it('takes readings that find the same element to do the same thing as one, keeping the one saying the most', async () => {
    const tab = await chromium.browser.newPage();
    await tab.setContent('<button>Load items</button><label>Remember me <input type="checkbox"></label>');
    const load: StepBody = { kind: 'click', clicks: 1, target: { text: 'Load', elementType: 'element' } };
    const loadItems: StepBody = { kind: 'click', clicks: 1, target: { text: 'Load items' } };
    expect((await chooseReading(tab, [load, loadItems], 300)).body).toBe(loadItems);
    const button: StepBody = { kind: 'click', clicks: 1, target: { text: 'Load items', elementType: 'button' } };
    const named: StepBody = { kind: 'click', clicks: 1, target: { text: 'Load items button' } };
    expect((await chooseReading(tab, [button, named], 300)).body).toBe(button);
    // The same element but different deeds (tick it, or expect it ticked) stays an ambiguity.
    const tick: StepBody = { kind: 'check', target: { text: 'Remember me', elementType: 'checkbox' } };
    const expectTicked: StepBody = { kind: 'expectElement', target: { text: 'Remember me', elementType: 'checkbox' }, state: 'checked' };
    await expect(chooseReading(tab, [tick, expectTicked], 300)).rejects.toThrow(/can be read 2 ways/);
    // Clicking what a check reading also found ("choose Express") is ticking it: done as the check.
    const choose: StepBody = { kind: 'check', target: { text: 'Remember me' } };
    const click: StepBody = { kind: 'click', clicks: 1, target: { text: 'Remember me' } };
    expect((await chooseReading(tab, [choose, click], 300)).body).toBe(choose);
    expect((await chooseReading(tab, [click, choose], 300)).body).toBe(choose);
    // Clicking the dropdown a select reading also found ("select country") is choosing its option: done as the select.
    await tab.setContent('<label>Country <select><option>France</option><option>Peru</option></select></label>');
    const pick: StepBody = { kind: 'select', option: { type: 'parameter', key: 'COUNTRY' }, target: { text: 'country', elementType: 'dropdown' } };
    const clickIt: StepBody = { kind: 'click', clicks: 1, target: { text: 'country' } };
    expect((await chooseReading(tab, [clickIt, pick], 300)).body).toBe(pick);
    // Words that name an option of their own ("I choose Mono") are that option, never a dropdown read from them.
    await tab.setContent(
      '<div role="combobox" aria-label="Font" aria-expanded="true" aria-controls="fonts">Mono</div><div role="listbox" id="fonts"><div role="option">Mono</div><div role="option">Serif</div></div>',
    );
    const madeUp: StepBody = { kind: 'select', option: { type: 'parameter', key: 'MONO' }, target: { text: 'Mono', elementType: 'dropdown' } };
    const option: StepBody = { kind: 'click', clicks: 1, target: { text: 'Mono', elementType: 'option' } };
    expect((await chooseReading(tab, [madeUp, option], 300)).body).toBe(option);
    await tab.close();
  });

  it('checks text readings by what the page shows, the longest of nested texts holding', async () => {
    const tab = await chromium.browser.newPage();
    await tab.setContent('<h1>Welcome back, Ada</h1><p>Search box</p>');
    const field: StepBody = { kind: 'expectElement', target: { text: 'Search', elementType: 'field' }, state: 'visible' };
    const text = (t: string): StepBody => ({ kind: 'expectText', text: { type: 'literal', text: t }, visible: true });
    expect((await chooseReading(tab, [field, text('Search box')], 300)).body).toEqual(text('Search box'));
    expect((await chooseReading(tab, [text('Welcome'), text('Welcome back')], 300)).body).toEqual(text('Welcome back'));
    // An element of no kind expected visible, whose name the text holds, is that text seen.
    const element: StepBody = { kind: 'expectElement', target: { text: 'Welcome back', elementType: 'element' }, state: 'visible' };
    expect((await chooseReading(tab, [element, text('Welcome back, Ada')], 300)).body).toEqual(text('Welcome back, Ada'));
    // Nothing to look for in any reading: the preferred one, at once.
    const home: StepBody[] = [
      { kind: 'goto', url: { type: 'literal', text: '/' } },
      { kind: 'expectText', text: { type: 'literal', text: 'home' }, visible: false },
    ];
    expect((await chooseReading(tab, home, 5000)).body).toBe(home[0]);
    // A reading the page cannot confirm is kept once the one it could confirm is not there.
    const absent: StepBody[] = [
      { kind: 'click', clicks: 1, target: { text: 'Gone', elementType: 'button' } },
      { kind: 'expectText', text: { type: 'literal', text: 'Gone' }, visible: false },
    ];
    expect((await chooseReading(tab, absent, 300)).body).toBe(absent[1]);
    await tab.close();
  });
  it('keeps a browser dialog reading once its message holds, without waiting out the page readings; both holding is an ambiguity', async () => {
    const tab = await chromium.browser.newPage();
    // as generation does before each step: every dialog's message is kept from here on
    currentPage(tab);
    await tab.setContent(`<button onclick="alert('Saved')">Save</button>
      <button onclick="alert('Saved'); setTimeout(() => document.querySelector('output').textContent = 'Saved', 200)">Save and show</button>
      <button onclick="alert('Oops')">Fail</button><output></output>`);
    const dialog = (t: string): StepBody => ({ kind: 'expectDialog', text: { type: 'literal', text: t }, match: 'is' });
    const text = (t: string): StepBody => ({ kind: 'expectText', text: { type: 'literal', text: t }, visible: true });
    // What the parser gives `the alert should say "Saved"`: the browser's dialog, then the page's own alert.
    const saysSaved = [dialog('Saved'), text('Saved')];

    await tab.getByText('Save', { exact: true }).click();
    const started = performance.now();
    expect((await chooseReading(tab, saysSaved, 5000)).body).toBe(saysSaved[0]);
    // a short settle for the page's reading, not the step's 5 s
    expect(performance.now() - started).toBeLessThan(2000);

    // The page shows the text a moment after the dialog: both fit, so the line is ambiguous.
    await tab.getByText('Save and show').click();
    await expect(chooseReading(tab, saysSaved, 5000)).rejects.toThrow(
      /can be read 2 ways and the page has each: the dialog should say "Saved" \(the browser dialog said "Saved"\); I should see "Saved"/,
    );

    // The dialog said something else and the page does not show it: neither fits, each says why.
    await tab.evaluate(() => (document.querySelector('output')!.textContent = ''));
    await tab.getByText('Fail').click();
    await expect(chooseReading(tab, saysSaved, 600)).rejects.toThrow(
      /The browser dialog said "Oops", not a browser dialog saying "Saved"\..*I should see "Saved": The page does not show "Saved"/,
    );
    await tab.close();
  });

  it("keeps the page's reading at once when no browser dialog opened", async () => {
    const tab = await chromium.browser.newPage();
    currentPage(tab);
    await tab.setContent('<p role="alert">Saved</p>');
    const readings: StepBody[] = [
      { kind: 'expectDialog', text: { type: 'literal', text: 'Saved' }, match: 'is' },
      { kind: 'expectText', text: { type: 'literal', text: 'Saved' }, visible: true },
    ];
    const started = performance.now();
    expect((await chooseReading(tab, readings, 5000)).body).toBe(readings[1]);
    expect(performance.now() - started).toBeLessThan(1000);
    await tab.close();
  });
});
