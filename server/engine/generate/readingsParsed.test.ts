/**
 * Through the real parser: `click the Login button` is read as the "Login" button or as an
 * element named "Login button", and a real generation in Chromium keeps the one the page has.
 */
import { describe, expect, it } from 'vitest';
import { chromiumForFile, generateInChromium } from '../../../tests/fixtures/generation.ts';

const page = (body: string) => `data:text/html,${encodeURIComponent(`<!doctype html><title>t</title><body>${body}</body>`)}`;

describe('readings from the parser, decided by the page', () => {
  const chromium = chromiumForFile();
  const generate = (body: string) =>
    generateInChromium(
      { testName: 'Parsed readings', website: page(body), description: 'click the Login button' },
      { browser: chromium.browser, stepTimeoutMs: 800 },
    );

  it('keeps the element named "Login button" when the page has no "Login" button', async () => {
    const { outcome, steps } = await generate('<a href="#in">Login button</a><button>Sign up</button>');
    expect(outcome.message).toBe('All 1 steps passed.');
    expect(steps[0].reading).toBe('click the "Login button"');
    expect(outcome.state === 'completed' && outcome.finalScript).toContain('Login button');
  });

  it('keeps the "Login" button when the page has it and nothing named "Login button"', async () => {
    const { outcome, steps } = await generate('<button>Login</button>');
    expect(outcome.message).toBe('All 1 steps passed.');
    expect(steps[0].reading).toBe('click the "Login" button');
  });

  it('keeps the "Search" button over a looser match of the whole name (a search field\'s label)', async () => {
    // nothing is named "Search button", but its words found the label of a search field, by its search icon
    const body = '<label>Search books <input type="search"></label> <button>Search</button>';
    const { outcome, steps } = await generateInChromium(
      { testName: 'Parsed readings', website: page(body), description: 'I click the Search button' },
      { browser: chromium.browser, stepTimeoutMs: 800 },
    );
    expect(outcome.message).toBe('All 1 steps passed.');
    expect(steps[0].reading).toBe('click the "Search" button');
  });

  it('names both readings when the page has both', async () => {
    const { outcome } = await generate('<button>Login</button><a href="#in">Login button</a>');
    expect(outcome.state).toBe('failed');
    expect(outcome.message).toMatch(
      /can be read 2 ways and the page has each: click the "Login" button \(button "Login"\); click the "Login button" \(link "Login button"\)/,
    );
  });
});
