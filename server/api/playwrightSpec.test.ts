import { describe, expect, it } from 'vitest';
import { parsePlaywrightSpec, SpecSyntaxError, tokenize } from './playwrightSpec.ts';

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('Playwright spec parser', () => {
  it('reads flat tests, keeps imports and helpers, and cuts the other tests', () => {
    const source = `import { test, expect } from '@playwright/test';

const BASE = 'https://shop.example';

test('adds to cart', async ({ page }) => {
  await page.goto('https://shop.example/cart');
  await expect(page.getByText('Cart')).toBeVisible();
});

test("checks out", async ({ page }) => {
  await page.goto("https://shop.example/checkout");
});
`;
    const tests = parsePlaywrightSpec(source).tests;
    expect(tests.map((t) => [t.describes, t.title, t.firstGoto])).toEqual([
      [[], 'adds to cart', 'https://shop.example/cart'],
      [[], 'checks out', 'https://shop.example/checkout'],
    ]);
    expect(tests[0].script).toBe(`import { test, expect } from '@playwright/test';

const BASE = 'https://shop.example';

test('adds to cart', async ({ page }) => {
  await page.goto('https://shop.example/cart');
  await expect(page.getByText('Cart')).toBeVisible();
});

`);
    expect(tests[1].script).not.toContain('adds to cart');
    expect(tests[1].script).toContain("import { test, expect } from '@playwright/test';");
    expect(tests[1].script).toContain('const BASE');
  });

  it('nests describes into a path, keeps their hooks, and drops .only', () => {
    const source = `import { test } from '@playwright/test';
test.beforeEach(async ({ page }) => { await page.goto('http://localhost:5173/'); });
test.describe('Account', () => {
  test.use({ locale: 'de-DE' });
  test.describe.serial('Profile', function () {
    test.only('edits name', async ({ page }) => {
      await page.goto('http://localhost:5173/profile');
    });
    test.skip('edits avatar', async ({ page }) => {});
  });
  test('signs out', async ({ page }) => {});
});
test.describe(() => {
  test('anonymous describe adds no folder', async ({ page }) => {});
});
`;
    const tests = parsePlaywrightSpec(source).tests;
    expect(tests.map((t) => [t.describes, t.title])).toEqual([
      [['Account', 'Profile'], 'edits name'],
      [['Account', 'Profile'], 'edits avatar'],
      [['Account'], 'signs out'],
      [[], 'anonymous describe adds no folder'],
    ]);
    const [first] = tests;
    // The top-level hook runs first, so its goto is where the test starts.
    expect(first.firstGoto).toBe('http://localhost:5173/');
    expect(squash(first.script)).toBe(
      squash(`import { test } from '@playwright/test';
test.beforeEach(async ({ page }) => { await page.goto('http://localhost:5173/'); });
test.describe('Account', () => {
  test.use({ locale: 'de-DE' });
  test.describe.serial('Profile', function () {
    test('edits name', async ({ page }) => {
      await page.goto('http://localhost:5173/profile');
    });
  });
});`),
    );
    expect(tests[2].script).toContain("test('signs out'");
    expect(tests[2].script).not.toContain('Profile');
    expect(tests[3].script).not.toContain('Account');
  });

  it('is not fooled by strings, templates, comments and regular expressions that look like code', () => {
    const source = `import { test, expect } from '@playwright/test';
// test('commented out', async () => {});
/* test('also commented', async () => { */
const note = "test('in a string', () => {})";
const tpl = \`} ) test('in a template', () => {}) \${ '}' + \`\${"{"}\` } \`;
test(\`quotes ' " and braces { ( [ in the title\`, async ({ page }) => {
  const re = /['"{(]/g;
  const ratio = 4 / 2 / 1;
  await page.goto('https://example.test/a?x=}');
  await expect(page).toHaveURL(/\\/a\\?x=\\}/);
  // }) test('fake', () => {
});
test('second', async ({ page }) => { await page.goto(\`https://example.test/b\`); });
`;
    const tests = parsePlaywrightSpec(source).tests;
    expect(tests.map((t) => t.title)).toEqual([`quotes ' " and braces { ( [ in the title`, 'second']);
    expect(tests[0].firstGoto).toBe('https://example.test/a?x=}');
    expect(tests[1].firstGoto).toBe('https://example.test/b');
    expect(tests[1].script).toContain('const note = "test(\'in a string\', () => {})";');
    expect(tests[1].script).not.toContain('quotes');
  });

  it('reads titles with escapes, test details objects, and tests without a goto', () => {
    const source = `const { test } = require('@playwright/test');
test('it\\'s "escaped"', { tag: '@smoke' }, async ({ page }) => {
  const url = 'https://example.test';
  await page.goto(url);
});
test.fixme('later', async function ({ page }) { await page.goto('/relative'); });
`;
    const tests = parsePlaywrightSpec(source).tests;
    expect(tests.map((t) => [t.title, t.firstGoto])).toEqual([
      [`it's "escaped"`, null],
      ['later', '/relative'],
    ]);
  });

  it('ignores calls that are not tests: hooks, steps, test.skip() conditions, other objects', () => {
    const source = `import { test } from '@playwright/test';
test.describe.configure({ mode: 'serial' });
test.skip(({ browserName }) => browserName === 'webkit', 'not there');
other.test('not ours', async () => {});
test('only one', async ({ page }) => {
  await test.step('inner step', async () => { await page.goto('https://example.test'); });
  test.skip(true, 'inside a test');
});
`;
    const tests = parsePlaywrightSpec(source).tests;
    expect(tests.map((t) => t.title)).toEqual(['only one']);
    expect(tests[0].firstGoto).toBe('https://example.test');
  });

  it('finds no tests in a file without any and refuses unbalanced text', () => {
    expect(parsePlaywrightSpec('export const x = 1;')).toEqual({ tests: [], unplaced: 0 });
    expect(() => parsePlaywrightSpec("test('open', async () => {")).toThrow(SpecSyntaxError);
    expect(() => parsePlaywrightSpec("test('open)")).toThrow(SpecSyntaxError);
  });

  it('counts tests made in loops and conditions without cutting them out of the others', () => {
    const source = `import { test } from '@playwright/test';
for (const size of ['s', 'm']) test(\`size \${size}\`, async ({ page }) => {});
if (process.env.CI) test('only on CI', async () => {});
['a', 'b'].forEach((name) => {
  test(name + ' works', async () => {});
  test('fixed ' + name, async () => {});
});
test('placed', async ({ page }) => { await page.goto('https://example.test'); });
`;
    const { tests, unplaced } = parsePlaywrightSpec(source);
    expect(tests.map((t) => t.title)).toEqual(['placed']);
    // The loop's and the condition's are counted; the forEach ones have computed titles, which no import could name.
    expect(unplaced).toBe(2);
    expect(tests[0].script).toContain("if (process.env.CI) test('only on CI'");
  });

  it('tokenizes division and regular expressions apart', () => {
    const kinds = tokenize('a = b / c / d; e = /x\\/y[/]/gi.test(f);').map((t) => t.kind);
    expect(kinds.filter((k) => k === 'regex')).toHaveLength(1);
  });
});
