import { describe, expect, it } from 'vitest';
import type { LocatorSpec } from '../locate/locatorSpec.ts';
import type { StepBody, Value } from '../steps/types.ts';
import { stepCode } from './index.ts';
import { cred, ctx, lit, param, step, variable } from './testSteps.ts';

const button: LocatorSpec = [{ kind: 'role', role: 'button', name: 'Sign in', exact: true }];
const email: LocatorSpec = [{ kind: 'label', text: 'Email', exact: true }];
const target = { text: 'x' };

/** The code lines after the comment line, in both languages. */
function code(body: StepBody, spec?: LocatorSpec) {
  const { ts, py } = stepCode(step(body), { target: spec }, ctx);
  return { ts: ts.split('\n').slice(1).join('\n'), py: py.split('\n').slice(1).join('\n') };
}

describe('stepCode: one line per step kind, in both languages', () => {
  const cases: [string, StepBody, LocatorSpec | undefined, string, string][] = [
    [
      'goto relative',
      { kind: 'goto', url: lit('/login') },
      undefined,
      "await page.goto(new URL('/login', BASE_URL).href);",
      'page.goto(urljoin(BASE_URL, "/login"))',
    ],
    [
      'click',
      { kind: 'click', clicks: 1, target },
      button,
      "await page.getByRole('button', { name: 'Sign in', exact: true }).click();",
      'page.get_by_role("button", name="Sign in", exact=True).click()',
    ],
    [
      'double-click',
      { kind: 'click', clicks: 2, target },
      button,
      "await page.getByRole('button', { name: 'Sign in', exact: true }).dblclick();",
      'page.get_by_role("button", name="Sign in", exact=True).dblclick()',
    ],
    [
      'hover',
      { kind: 'hover', target },
      button,
      "await page.getByRole('button', { name: 'Sign in', exact: true }).hover();",
      'page.get_by_role("button", name="Sign in", exact=True).hover()',
    ],
    [
      'fill',
      { kind: 'fill', value: lit('ada@example.com'), target },
      email,
      "await page.getByLabel('Email', { exact: true }).fill('ada@example.com');",
      'page.get_by_label("Email", exact=True).fill("ada@example.com")',
    ],
    [
      'clear',
      { kind: 'clear', target },
      email,
      "await page.getByLabel('Email', { exact: true }).clear();",
      'page.get_by_label("Email", exact=True).clear()',
    ],
    [
      'select by label',
      { kind: 'select', option: lit('Name'), target },
      [{ kind: 'label', text: 'Sort by', exact: true }],
      "await page.getByLabel('Sort by', { exact: true }).selectOption({ label: 'Name' });",
      'page.get_by_label("Sort by", exact=True).select_option(label="Name")',
    ],
    [
      'check',
      { kind: 'check', target },
      [{ kind: 'role', role: 'checkbox', name: 'Remember me' }],
      "await page.getByRole('checkbox', { name: 'Remember me' }).check();",
      'page.get_by_role("checkbox", name="Remember me").check()',
    ],
    [
      'uncheck',
      { kind: 'uncheck', target },
      [{ kind: 'role', role: 'checkbox', name: 'Remember me' }],
      "await page.getByRole('checkbox', { name: 'Remember me' }).uncheck();",
      'page.get_by_role("checkbox", name="Remember me").uncheck()',
    ],
    ['press', { kind: 'press', keys: 'Enter' }, undefined, "await page.keyboard.press('Enter');", 'page.keyboard.press("Enter")'],
    ['press a chord', { kind: 'press', keys: 'Control+a' }, undefined, "await page.keyboard.press('Control+a');", 'page.keyboard.press("Control+a")'],
    [
      'wait for text',
      { kind: 'waitForText', text: lit('Saved') },
      undefined,
      "await expect(page.getByText('Saved').filter({ visible: true }).first()).toBeVisible();",
      'expect(page.get_by_text("Saved").filter(visible=True).first).to_be_visible()',
    ],
    [
      'wait for element',
      { kind: 'waitForElement', target },
      button,
      "await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();",
      'expect(page.get_by_role("button", name="Sign in", exact=True)).to_be_visible()',
    ],
    [
      'wait for url is',
      { kind: 'waitForUrl', url: lit('https://other.example/done'), match: 'is' },
      undefined,
      "await page.waitForURL('https://other.example/done');",
      'page.wait_for_url("https://other.example/done")',
    ],
    [
      'wait for url contains',
      { kind: 'waitForUrl', url: lit('/dashboard'), match: 'contains' },
      undefined,
      "await page.waitForURL(containing('/dashboard'));",
      'page.wait_for_url(re.compile(re.escape("/dashboard")))',
    ],
    [
      'upload',
      { kind: 'upload', file: lit('files/cv.pdf'), target },
      [{ kind: 'label', text: 'Attachment', exact: false }],
      "await page.getByLabel('Attachment').setInputFiles('files/cv.pdf');",
      'page.get_by_label("Attachment").set_input_files("files/cv.pdf")',
    ],
    [
      'store',
      { kind: 'store', target, variable: 'total' },
      [{ kind: 'testId', value: 'total' }],
      "const total = await textOf(page.getByTestId('total'));",
      'total = text_of(page.get_by_test_id("total"))',
    ],
    [
      'text visible',
      { kind: 'expectText', text: lit('Welcome'), visible: true },
      undefined,
      "await expect(page.getByText('Welcome').filter({ visible: true }).first()).toBeVisible();",
      'expect(page.get_by_text("Welcome").filter(visible=True).first).to_be_visible()',
    ],
    [
      'text not visible',
      { kind: 'expectText', text: lit('Error'), visible: false },
      undefined,
      "await expect.poll(() => seenText(page, 'Error')).toBe(0);",
      'expect_not_seen(page, "Error")',
    ],
    [
      'element visible',
      { kind: 'expectElement', target, state: 'visible' },
      button,
      "await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();",
      'expect(page.get_by_role("button", name="Sign in", exact=True)).to_be_visible()',
    ],
    [
      'element hidden',
      { kind: 'expectElement', target, state: 'hidden' },
      button,
      "await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeHidden();",
      'expect(page.get_by_role("button", name="Sign in", exact=True)).to_be_hidden()',
    ],
    [
      'element enabled',
      { kind: 'expectElement', target, state: 'enabled' },
      button,
      "await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();",
      'expect(page.get_by_role("button", name="Sign in", exact=True)).to_be_enabled()',
    ],
    [
      'element disabled',
      { kind: 'expectElement', target, state: 'disabled' },
      button,
      "await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();",
      'expect(page.get_by_role("button", name="Sign in", exact=True)).to_be_disabled()',
    ],
    [
      'element checked',
      { kind: 'expectElement', target, state: 'checked' },
      [{ kind: 'label', text: 'Remember me', exact: true }],
      "await expect(page.getByLabel('Remember me', { exact: true })).toBeChecked();",
      'expect(page.get_by_label("Remember me", exact=True)).to_be_checked()',
    ],
    [
      'element unchecked',
      { kind: 'expectElement', target, state: 'unchecked' },
      [{ kind: 'label', text: 'Remember me', exact: true }],
      "await expect(page.getByLabel('Remember me', { exact: true })).not.toBeChecked();",
      'expect(page.get_by_label("Remember me", exact=True)).not_to_be_checked()',
    ],
    [
      'count',
      { kind: 'expectCount', target, count: 3 },
      [{ kind: 'role', role: 'button', name: 'Add to cart', exact: true }],
      "await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toHaveCount(3);",
      'expect(page.get_by_role("button", name="Add to cart", exact=True)).to_have_count(3)',
    ],
    [
      'url is',
      { kind: 'expectUrl', url: lit('/done'), match: 'is' },
      undefined,
      "await expect(page).toHaveURL(new URL('/done', BASE_URL).href);",
      'expect(page).to_have_url(urljoin(BASE_URL, "/done"))',
    ],
    [
      'url contains',
      { kind: 'expectUrl', url: lit('/orders?id=1'), match: 'contains' },
      undefined,
      "await expect(page).toHaveURL(containing('/orders?id=1'));",
      'expect(page).to_have_url(re.compile(re.escape("/orders?id=1")))',
    ],
    [
      'title is',
      { kind: 'expectTitle', title: lit('Welcome'), match: 'is' },
      undefined,
      "await expect(page).toHaveTitle('Welcome');",
      'expect(page).to_have_title("Welcome")',
    ],
    [
      'title contains',
      { kind: 'expectTitle', title: lit('Shop'), match: 'contains' },
      undefined,
      "await expect(page).toHaveTitle(containing('Shop'));",
      'expect(page).to_have_title(re.compile(re.escape("Shop")))',
    ],
  ];

  it.each(cases)('%s', (_name, body, spec, ts, py) => {
    expect(code(body, spec)).toEqual({ ts, py });
  });

  it('covers every step kind that reaches code generation', () => {
    const kinds = new Set(cases.map(([, body]) => body.kind));
    expect([...kinds].sort()).toEqual(
      [
        'check',
        'clear',
        'click',
        'expectCount',
        'expectElement',
        'expectText',
        'expectTitle',
        'expectUrl',
        'fill',
        'goto',
        'hover',
        'press',
        'select',
        'store',
        'uncheck',
        'upload',
        'waitForElement',
        'waitForText',
        'waitForUrl',
      ].sort(),
    );
  });
});

describe('stepCode: comments, locators and modules', () => {
  it('starts with the step text as a one-line comment', () => {
    const { ts, py } = stepCode(step({ kind: 'press', keys: 'Enter' }, 'press Enter\n// not code'), {}, ctx);
    expect(ts.split('\n')[0]).toBe('// press Enter // not code');
    expect(py.split('\n')[0]).toBe('# press Enter // not code');
  });

  it('writes frames and positions from the locator spec', () => {
    const spec: LocatorSpec = [
      { kind: 'frame', selector: 'iframe[title="Payment"]' },
      { kind: 'role', role: 'button', name: 'Pay', exact: true },
      { kind: 'nth', index: -1 },
    ];
    expect(code({ kind: 'click', clicks: 1, target }, spec)).toEqual({
      ts: `await page.locator('iframe[title="Payment"]').contentFrame().getByRole('button', { name: 'Pay', exact: true }).last().click();`,
      py: `page.locator("iframe[title=\\"Payment\\"]").content_frame.get_by_role("button", name="Pay", exact=True).last.click()`,
    });
  });

  it('fails clearly when a step with a target has no locator', () => {
    expect(() => stepCode(step({ kind: 'click', clicks: 1, target }, 'click "Buy"'), {}, ctx)).toThrow(/click "Buy".*no locator/);
  });

  it('leaves a comment for a module that was not expanded', () => {
    const { ts, py } = stepCode(step({ kind: 'useModule', name: 'Login' }, 'use module "Login"'), {}, ctx);
    expect(ts).toBe('// use module "Login"\n// Module "Login" was not expanded into its steps: nothing to run here.');
    expect(py).toBe('# use module "Login"\n# Module "Login" was not expanded into its steps: nothing to run here.');
  });
});

describe('stepCode: values', () => {
  const fill = (value: Value) => code({ kind: 'fill', value, target }, email);

  it('reads a parameter from the environment with its non-secret default', () => {
    expect(fill(param('EMAIL'))).toEqual({
      ts: "await page.getByLabel('Email', { exact: true }).fill(env('TEST_PARAM_EMAIL', 'ada@example.com'));",
      py: 'page.get_by_label("Email", exact=True).fill(env("TEST_PARAM_EMAIL", "ada@example.com"))',
    });
  });

  it('reads a parameter without a default from the environment only', () => {
    expect(fill(param('PHONE')).ts).toContain("fill(env('TEST_PARAM_PHONE'))");
    expect(fill(param('PHONE')).py).toContain('fill(env("TEST_PARAM_PHONE"))');
  });

  it('reads credentials from the environment only', () => {
    expect(fill(cred('admin', 'password')).ts).toContain("fill(env('TEST_PARAM_CREDENTIAL_ADMIN_PASSWORD'))");
    expect(fill(cred('admin', 'username')).py).toContain('fill(env("TEST_PARAM_CREDENTIAL_ADMIN_USERNAME"))');
    expect(fill(cred('api key')).ts).toContain("fill(env('TEST_PARAM_CREDENTIAL_API_KEY'))");
  });

  it('uses a stored variable by its safe name', () => {
    expect(fill(variable('total'))).toEqual({
      ts: "await page.getByLabel('Email', { exact: true }).fill(total);",
      py: 'page.get_by_label("Email", exact=True).fill(total)',
    });
    expect(fill(variable('class')).ts).toContain('.fill(class_)');
    expect(code({ kind: 'store', target, variable: 'class' }, email).py).toMatch(/^class_ = text_of\(/);
  });

  it('escapes literals', () => {
    expect(fill(lit(`O'Brien "Jr"\\\n`))).toEqual({
      ts: `await page.getByLabel('Email', { exact: true }).fill('O\\'Brien "Jr"\\\\\\n');`,
      py: `page.get_by_label("Email", exact=True).fill("O'Brien \\"Jr\\"\\\\\\n")`,
    });
  });

  it('uses any value in text, URL and title checks', () => {
    expect(code({ kind: 'expectText', text: variable('total'), visible: true }).ts).toContain('page.getByText(total)');
    expect(code({ kind: 'expectUrl', url: param('PATH'), match: 'contains' }).py).toBe(
      'expect(page).to_have_url(re.compile(re.escape(env("TEST_PARAM_PATH"))))',
    );
    expect(code({ kind: 'expectTitle', title: cred('site', 'username'), match: 'is' }).ts).toBe(
      "await expect(page).toHaveTitle(env('TEST_PARAM_CREDENTIAL_SITE_USERNAME'));",
    );
  });
});

describe('stepCode: addresses', () => {
  const goto = (url: Value) => code({ kind: 'goto', url });

  it('keeps absolute addresses on other sites as they are', () => {
    expect(goto(lit('https://other.example/x?y=1'))).toEqual({
      ts: "await page.goto('https://other.example/x?y=1');",
      py: 'page.goto("https://other.example/x?y=1")',
    });
  });

  it('writes addresses on the test website relative to BASE_URL, so TEST_WEBSITE_URL moves them too', () => {
    expect(goto(lit('https://shop.example/cart?x=1#top')).ts).toBe("await page.goto(new URL('/cart?x=1#top', BASE_URL).href);");
    expect(goto(lit('https://shop.example/'))).toEqual({ ts: 'await page.goto(BASE_URL);', py: 'page.goto(BASE_URL)' });
  });

  it('resolves relative paths and values from the environment against BASE_URL', () => {
    expect(goto(lit('login.html')).py).toBe('page.goto(urljoin(BASE_URL, "login.html"))');
    expect(goto(param('URL'))).toEqual({
      ts: "await page.goto(new URL(env('TEST_PARAM_URL'), BASE_URL).href);",
      py: 'page.goto(urljoin(BASE_URL, env("TEST_PARAM_URL")))',
    });
    expect(goto(variable('link')).ts).toBe('await page.goto(new URL(link, BASE_URL).href);');
  });
});
