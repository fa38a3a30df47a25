/** The code of the item 4 actions in both languages (run for real in generate/actions.test.ts). */
import { describe, expect, it } from 'vitest';
import type { LocatorSpec } from '../locate/locatorSpec.ts';
import { pythonScript, stepCode, typeScriptScript, type StepLocators } from './index.ts';
import { ctx, lit, step } from './testSteps.ts';
import type { StepBody } from '../steps/types.ts';

const field: LocatorSpec = [{ kind: 'label', text: 'Code', exact: true }];
const t = { text: 'x' };
const code = (body: StepBody, locators: StepLocators = {}) => stepCode(step(body), locators, ctx);

describe('code of the new actions', () => {
  it.each([
    [{ kind: 'navigate', action: 'back' }, {}, 'await page.goBack();', 'page.go_back()'],
    [{ kind: 'sleep', seconds: 1.5 }, {}, 'await page.waitForTimeout(1500);', 'page.wait_for_timeout(1500)'],
    [
      { kind: 'scroll', edge: 'bottom', area: t },
      { target: field },
      "await page.getByLabel('Code', { exact: true }).evaluate((el) => el.scrollTo(0, el.scrollHeight));",
      'page.get_by_label("Code", exact=True).evaluate("(el) => el.scrollTo(0, el.scrollHeight)")',
    ],
    [
      { kind: 'scroll', pages: -2 },
      {},
      'await page.evaluate(() => window.scrollBy(0, -2 * window.innerHeight));',
      'page.evaluate("() => window.scrollBy(0, -2 * window.innerHeight)")',
    ],
    [
      { kind: 'dialog', accept: true, text: lit('Ada') },
      {},
      "page.once('dialog', (dialog) => void dialog.accept('Ada'));",
      'answer_next_dialog(page, True, "Ada")',
    ],
    [
      { kind: 'switchTabTo', by: 'title', text: lit('Help centre') },
      {},
      "page = await tabWith(page, { title: 'Help centre' });",
      'page = tab_with(page, title="Help centre")',
    ],
    [
      { kind: 'openTab', url: lit('/faq.html') },
      {},
      "page = await openTab(page, new URL('/faq.html', BASE_URL).href);",
      'page = open_tab(page, urljoin(BASE_URL, "/faq.html"))',
    ],
    [{ kind: 'closeTab' }, {}, 'page = await closeTab(page);', 'page = close_tab(page)'],
    [
      { kind: 'expectDialog', text: lit('Sure?'), match: 'contains' },
      {},
      "expect(await dialogMessage(), 'the message of the browser dialog').toContain('Sure?');",
      'expect_dialog(page, "Sure?", contains=True)',
    ],
    [
      { kind: 'pressIn', keys: 'Enter', target: t },
      { target: field },
      "await page.getByLabel('Code', { exact: true }).press('Enter');",
      'page.get_by_label("Code", exact=True).press("Enter")',
    ],
    [
      { kind: 'expectCountBound', target: t, bound: 'atMost', count: 3 },
      { target: field },
      "await expect(page.getByLabel('Code', { exact: true }).nth(3)).toHaveCount(0);",
      'expect(page.get_by_label("Code", exact=True).nth(3)).to_have_count(0)',
    ],
    [
      { kind: 'drag', target: t, onto: t },
      { target: field, destination: [{ kind: 'text', text: 'Done', exact: true }] },
      "await page.getByLabel('Code', { exact: true }).dragTo(page.getByText('Done', { exact: true }));",
      'page.get_by_label("Code", exact=True).drag_to(page.get_by_text("Done", exact=True))',
    ],
    [
      { kind: 'select', option: lit('Serif'), target: t },
      { target: field, option: [{ kind: 'role', role: 'option', name: 'Serif', exact: true }] },
      "await page.getByLabel('Code', { exact: true }).click();\nawait page.getByRole('option', { name: 'Serif', exact: true }).click();",
      'page.get_by_label("Code", exact=True).click()\npage.get_by_role("option", name="Serif", exact=True).click()',
    ],
  ] as [StepBody, StepLocators, string, string][])('%o', (body, locators, ts, py) => {
    const c = code(body, locators);
    expect(c.ts.split('\n').slice(1).join('\n')).toBe(ts);
    expect(c.py.split('\n').slice(1).join('\n')).toBe(py);
  });

  it('computes one-time codes at run time from the environment, with their helpers and imports only then', () => {
    const c = code({ kind: 'fillOneTimeCode', credential: 'admin', target: t }, { target: field });
    expect(c.ts).toContain("fill(totp(env('TEST_PARAM_CREDENTIAL_ADMIN_TOTP')))");
    const ts = typeScriptScript({ name: 'T' }, [c], ctx);
    expect(ts).toContain("import { createHmac } from 'node:crypto';");
    expect(ts).toContain('function totp(secret: string)');
    const py = pythonScript({ name: 'T' }, [c], ctx);
    expect(py).toMatch(/import base64\nimport hashlib\nimport hmac\nimport os\nimport re\nimport struct\nimport time/);
    const plain = typeScriptScript({ name: 'T' }, [code({ kind: 'navigate', action: 'reload' })], ctx);
    expect(plain).not.toContain('totp');
    expect(plain).toContain("import { test, expect } from '@playwright/test';");
  });

  it("keeps the dialogs' messages from the start of a script that checks one, with the helpers it calls", () => {
    const steps = [
      code({ kind: 'dialog', accept: false }),
      code({ kind: 'expectDialog', text: lit('Sure?'), match: 'is' }),
      code({ kind: 'closeTab' }),
    ];
    const ts = typeScriptScript({ name: 'T' }, steps, ctx);
    expect(ts).toContain("import { test, expect, type BrowserContext, type Page } from '@playwright/test';");
    expect(ts).toMatch(/watchDialogs\(page\.context\(\)\);\n {2}await page\.goto\(BASE_URL\);/);
    expect(ts).toContain('async function closeTab(current: Page)');
    const py = pythonScript({ name: 'T' }, steps, ctx);
    expect(py).toMatch(/page = browser\.new_context\(\)\.new_page\(\)\n {12}watch_dialogs\(page\.context\)/);
    expect(py).toContain('def answer_next_dialog(page, accept, text=None):');
    expect(py).toContain('def close_tab(current):');
    expect(typeScriptScript({ name: 'T' }, [code({ kind: 'dialog', accept: true })], ctx)).not.toContain('watchDialogs');
  });
});
