/**
 * Through the real parser: `click the Login button` is read as the "Login" button or as an
 * element named "Login button", and a real generation in Chromium keeps the one the page has.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright';
import { chromiumLaunchOptions } from '../../../scripts/chromium.ts';
import { generateTest, type GenerationSink } from './generate.ts';
import type { RecordedStep } from './records.ts';

const page = (body: string) => `data:text/html,${encodeURIComponent(`<!doctype html><title>t</title><body>${body}</body>`)}`;

describe('readings from the parser, decided by the page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch(chromiumLaunchOptions());
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function generate(body: string) {
    let steps: RecordedStep[] = [];
    const sink: GenerationSink = { record: async (s) => ((steps = structuredClone(s)), true), state: async () => true, log: () => {}, screenshotKey: (n) => `s${n}` };
    const outcome = await generateTest(
      {
        testName: 'Parsed readings',
        website: page(body),
        description: 'click the Login button',
        modules: [],
        setupModule: null,
        storageState: null,
        values: { parameters: {}, secretParameters: new Set(), credentials: {} },
        parameterDefaults: {},
        screenshots: false,
      },
      sink,
      { browser, stepTimeoutMs: 800 },
    );
    return { outcome, steps };
  }

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

  it('names both readings when the page has both', async () => {
    const { outcome } = await generate('<button>Login</button><a href="#in">Login button</a>');
    expect(outcome.state).toBe('failed');
    expect(outcome.message).toMatch(/can be read 2 ways and the page has each: click the "Login" button \(button "Login"\); click the "Login button" \(link "Login button"\)/);
  });
});
