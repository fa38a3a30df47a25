import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { envName, pythonScript, stepCode, typeScriptScript, type CodeContext, type StepCode } from './index.ts';
import { cred, ctx, lit, param, step, variable } from './testSteps.ts';

const field = [{ kind: 'label' as const, text: 'Password', exact: true }];
const total = [{ kind: 'testId' as const, value: 'total' }];

/** A test using every kind of value, a re-stored variable and a contains-check. */
function sampleSteps(context: CodeContext = ctx): StepCode[] {
  return [
    stepCode(step({ kind: 'goto', url: lit('/login') }, 'go to /login'), {}, context),
    stepCode(step({ kind: 'fill', value: param('EMAIL'), target: { text: 'Email' } }), { target: field }, context),
    stepCode(step({ kind: 'fill', value: cred('admin', 'password'), target: { text: 'Password' } }), { target: field }, context),
    stepCode(step({ kind: 'store', target: { text: 'Total' }, variable: 'total' }), { target: total }, context),
    stepCode(step({ kind: 'expectText', text: variable('total'), visible: true }), {}, context),
    stepCode(step({ kind: 'store', target: { text: 'Total' }, variable: 'total' }), { target: total }, context),
    stepCode(step({ kind: 'expectTitle', title: lit('Shop'), match: 'contains' }), {}, context),
  ];
}

/** Syntax errors of a TypeScript file (no type check: that is the end-to-end run's job). */
function tsSyntaxErrors(source: string): string[] {
  const out = ts.transpileModule(source, { reportDiagnostics: true, compilerOptions: { module: ts.ModuleKind.ESNext } });
  return (out.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

const tmp = mkdtempSync(path.join(tmpdir(), 'cj-codegen-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Compiles Python files with py_compile; throws with python's message on a syntax error. */
function pyCompile(files: Record<string, string>) {
  const paths = Object.entries(files).map(([name, source]) => {
    const file = path.join(tmp, name);
    writeFileSync(file, source);
    return file;
  });
  execFileSync('python3', ['-m', 'py_compile', ...paths], { stdio: 'pipe' });
}

describe('envName', () => {
  it('names parameters and credentials', () => {
    expect(envName(param('EMAIL'))).toBe('TEST_PARAM_EMAIL');
    expect(envName(param('base_url'))).toBe('TEST_PARAM_BASE_URL');
    expect(envName(cred('admin', 'password'))).toBe('TEST_PARAM_CREDENTIAL_ADMIN_PASSWORD');
    expect(envName(cred('admin', 'username'))).toBe('TEST_PARAM_CREDENTIAL_ADMIN_USERNAME');
    expect(envName(cred('api key'))).toBe('TEST_PARAM_CREDENTIAL_API_KEY');
    expect(envName(cred('Stripe (test) — key'))).toBe('TEST_PARAM_CREDENTIAL_STRIPE_TEST_KEY');
  });
  it('is null for values that are not read from the environment', () => {
    expect(envName(lit('x'))).toBeNull();
    expect(envName(variable('x'))).toBeNull();
  });
});

describe('typeScriptScript', () => {
  const script = typeScriptScript({ name: 'Sign in' }, sampleSteps(), ctx);

  it('is a @playwright/test spec that opens BASE_URL first', () => {
    expect(script).toContain("import { test, expect, type Locator } from '@playwright/test';");
    expect(script).toContain("const BASE_URL = process.env.TEST_WEBSITE_URL ?? 'https://shop.example';");
    expect(script).toMatch(/test\('Sign in', async \(\{ page \}\) => \{\n {2}await page\.goto\(BASE_URL\);\n {2}\/\/ go to \/login\n/);
    expect(script.endsWith('});\n')).toBe(true);
    expect(tsSyntaxErrors(script)).toEqual([]);
  });

  it('includes the helpers the steps use, and fails clearly on a missing variable', () => {
    expect(script).toContain('function env(name: string, fallback?: string): string {');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the expected text is generated source with a template literal.
    expect(script).toContain('throw new Error(`Set ${name} in the environment to run this test`)');
    expect(script).toContain('function containing(part: string): RegExp {');
    expect(script).toContain('async function textOf(locator: Locator): Promise<string> {');
  });

  it('leaves helpers out when nothing uses them', () => {
    const plain = typeScriptScript({ name: 'x' }, [stepCode(step({ kind: 'press', keys: 'Tab' }), {}, ctx)], ctx);
    expect(plain).toContain("import { test, expect } from '@playwright/test';");
    expect(plain).not.toMatch(/function (env|containing|textOf)/);
  });

  it('declares a re-stored variable once with let and assigns it later', () => {
    expect(script).toContain("  let total = await textOf(page.getByTestId('total'));");
    expect(script).toContain("  total = await textOf(page.getByTestId('total'));");
    expect(script).not.toContain('const total');
    const once = typeScriptScript({ name: 'x' }, sampleSteps().slice(0, 5), ctx);
    expect(once).toContain("  const total = await textOf(page.getByTestId('total'));");
  });

  it('escapes the test name and the website', () => {
    const odd = typeScriptScript({ name: 'Ada\'s "test"\n\\ ✓' }, [], { website: "https://x.example/it's", parameterDefaults: {} });
    expect(odd).toContain(`test('Ada\\'s "test"\\n\\\\ ✓', async ({ page }) => {`);
    expect(odd).toContain(`// Generated by Critical Journey from the test "Ada's "test" \\ ✓".`);
    expect(odd).toContain("?? 'https://x.example/it\\'s';");
    expect(tsSyntaxErrors(odd)).toEqual([]);
  });

  it('the containing helper matches its text literally', () => {
    // The helper is a string inside our source: check the emitted regex escapes what it should.
    const helper = /function containing\(part: string\): RegExp \{\n {2}return (.*);\n\}/.exec(script)?.[1];
    const containing = new Function('part', `return ${helper};`) as (part: string) => RegExp;
    expect(containing('/a.b?c=(1)[x]*+^$\\').test('see /a.b?c=(1)[x]*+^$\\ here')).toBe(true);
    expect(containing('a.b').test('axb')).toBe(false);
  });
});

describe('pythonScript', () => {
  const script = pythonScript({ name: 'Sign in' }, sampleSteps(), ctx);

  it('is a sync-API script that opens BASE_URL first and honours CHROMIUM_PATH', () => {
    expect(script).toContain('from playwright.sync_api import expect, sync_playwright');
    expect(script).toContain('BASE_URL = os.environ.get("TEST_WEBSITE_URL", "https://shop.example")');
    expect(script).toContain('browser = p.chromium.launch(executable_path=os.environ.get("CHROMIUM_PATH") or None)');
    expect(script).toContain('            page.goto(BASE_URL)\n            # go to /login\n            page.goto(urljoin(BASE_URL, "/login"))\n');
    expect(script).toContain('if __name__ == "__main__":\n    run()\n');
    expect(script).toContain('import re\nfrom urllib.parse import urljoin\n');
  });

  it('includes the helpers the steps use, and fails clearly on a missing variable', () => {
    expect(script).toContain('def env(name, fallback=None):');
    expect(script).toContain('raise SystemExit(f"Set {name} in the environment to run this test")');
    expect(script).toContain('def text_of(locator):');
  });

  it('leaves unused imports and helpers out', () => {
    const plain = pythonScript({ name: 'x' }, [stepCode(step({ kind: 'press', keys: 'Tab' }), {}, ctx)], ctx);
    expect(plain).not.toMatch(/import re|urljoin|def env|def text_of/);
  });

  it('compiles with py_compile, odd names and values included', () => {
    const odd = pythonScript(
      { name: 'Ada\'s "test"\n\\ ✓ \u2028' },
      [stepCode(step({ kind: 'fill', value: lit('"""\'\'\' \\ {x} \n'), target: { text: 'x' } }, 'fill """'), { target: field }, ctx)],
      { website: 'https://x.example/"q"', parameterDefaults: {} },
    );
    expect(() => pyCompile({ 'sample.py': script, 'odd.py': odd })).not.toThrow();
  });
});

describe('secrets and parameters are never written into scripts', () => {
  // Values the runner would put in the environment; code generation never sees them.
  const secret = 'hunter2-s3cret';
  const env = { TEST_PARAM_CREDENTIAL_ADMIN_PASSWORD: secret, TEST_PARAM_EMAIL: 'someone@private.example' };

  it('reads every credential and parameter from the environment', () => {
    const noDefaults: CodeContext = { website: 'https://shop.example', parameterDefaults: {} };
    for (const script of [
      typeScriptScript({ name: 't' }, sampleSteps(noDefaults), noDefaults),
      pythonScript({ name: 't' }, sampleSteps(noDefaults), noDefaults),
    ]) {
      for (const value of Object.values(env)) expect(script).not.toContain(value);
      expect(script).toMatch(/env\(['"]TEST_PARAM_CREDENTIAL_ADMIN_PASSWORD['"]\)/);
      expect(script).toMatch(/env\(['"]TEST_PARAM_EMAIL['"]\)/);
    }
  });

  it('embeds only the non-secret default it was given', () => {
    const script = typeScriptScript({ name: 't' }, sampleSteps(), ctx);
    expect(script).toContain("env('TEST_PARAM_EMAIL', 'ada@example.com')");
    expect(script).not.toContain(secret);
  });
});
