/**
 * End to end: scripts assembled from hand-recorded steps run for real against the fixture apps.
 * TypeScript specs run with the project's own Playwright; Python scripts run when the Python
 * Playwright package is installed (it is not on every machine) and are compile-checked anyway.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand, runPlaywright, specProject } from '../../../tests/fixtures/playwrightProject.ts';
import { startFixtureServer, type FixtureServer } from '../../../tests/fixtures/server.ts';
import { framesFlow, loginFlow, shopFlow, widgetsFlow, type Flow } from './fixtureFlows.ts';
import { pythonScript, typeScriptScript, type CodeContext } from './index.ts';

/** Secrets and parameters reach the scripts only through the environment. */
const testEnv = { TEST_PARAM_EMAIL: 'ada@example.com', TEST_PARAM_CREDENTIAL_ADA_PASSWORD: 'correct horse' };

let server: FixtureServer;
let tmp: string;
// The website the steps were recorded on is a dead address: every run sets TEST_WEBSITE_URL to
// the fixture server, which also proves the override works.
const ctx: CodeContext = { website: 'http://127.0.0.1:9/', parameterDefaults: {} };

beforeAll(async () => {
  server = await startFixtureServer();
  tmp = mkdtempSync(path.join(tmpdir(), 'cj-run-'));
  writeFileSync(path.join(tmp, 'notes.txt'), 'hello');
});
afterAll(async () => {
  await server?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

function flows(): Flow[] {
  return [loginFlow(ctx), shopFlow(ctx), framesFlow(ctx), framesFlow(ctx, 'frames-cross.html'), widgetsFlow(ctx, path.join(tmp, 'notes.txt'))];
}

/** Every run reaches the fixture server through TEST_WEBSITE_URL. */
const run = (command: string, args: string[], env: Record<string, string>) => runCommand(command, args, { TEST_WEBSITE_URL: server.url, ...env });
const runSpecs = (dir: string, env: Record<string, string>) => runPlaywright(dir, { TEST_WEBSITE_URL: server.url, ...env });

const specName = (i: number) => `flow${i}.spec.ts`;

describe('generated TypeScript runs against the fixture apps', () => {
  it('passes: login, shop with its dialog, same- and cross-origin frames, delays, shadow DOM, upload, tables', { timeout: 180_000 }, async () => {
    const specs = Object.fromEntries(flows().map((flow, i) => [specName(i), typeScriptScript(flow, flow.steps, ctx)]));
    for (const source of Object.values(specs)) expect(source).not.toContain('correct horse');
    const { status, output } = await runSpecs(specProject(specs), testEnv);
    expect(output).toContain(`${flows().length} passed`);
    expect(status, output).toBe(0);
  });

  it('fails on a wrong expectation and on a missing credential', { timeout: 180_000 }, async () => {
    const wrong = shopFlow(ctx, 4);
    const dir = specProject(
      {
        'wrong.spec.ts': typeScriptScript({ name: 'Wrong count' }, wrong.steps, ctx),
        'nocred.spec.ts': typeScriptScript({ name: 'No password' }, loginFlow(ctx).steps, ctx),
      },
      { expectTimeout: 1500 },
    );
    const { status, output } = await runSpecs(dir, { TEST_PARAM_EMAIL: 'ada@example.com' });
    expect(status, output).not.toBe(0);
    expect(output).toContain('2 failed');
    expect(output).toContain('toHaveCount');
    expect(output).toContain('Set TEST_PARAM_CREDENTIAL_ADA_PASSWORD in the environment to run this test');
  });
});

const python = spawnSync('python3', ['-c', 'import playwright'], { encoding: 'utf8' });
const pythonPlaywright = python.status === 0;

describe('generated Python', () => {
  it('compiles', () => {
    const dir = path.join(tmp, 'py');
    mkdirSync(dir, { recursive: true });
    const files = flows().map((flow, i) => {
      const file = path.join(dir, `flow${i}.py`);
      writeFileSync(file, pythonScript(flow, flow.steps, ctx));
      return file;
    });
    const result = spawnSync('python3', ['-m', 'py_compile', ...files], { encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
  });

  it('runs against the fixture apps', { timeout: 180_000 }, async (test) => {
    if (!pythonPlaywright) test.skip('the Python playwright package is not installed (python3 -c "import playwright" fails)');
    for (const [i, flow] of flows().entries()) {
      const file = path.join(tmp, `run${i}.py`);
      writeFileSync(file, pythonScript(flow, flow.steps, ctx));
      const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
      const { status, output } = await run('python3', [file], { CHROMIUM_PATH: chromium, ...testEnv });
      expect(status, `${flow.name}\n${output}`).toBe(0);
    }
  });
});
