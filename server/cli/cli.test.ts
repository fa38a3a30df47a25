/**
 * The command-line client against a real server: runs a generated test from "CI" with the
 * organization's service-account key, waits, prints, writes JUnit XML, and exits 0 / 1 / 2.
 */
import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCases } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { asUser, signUpAndSignIn } from '../testing/auth.ts';
import { generationEnded } from '../testing/generation.ts';
import { startFixtureServer, type FixtureServer } from '../../tests/fixtures/server.ts';
import { junitXml } from './junit.ts';
import { main } from './main.ts';

describe('critical-journey run', () => {
  let t: TestApp;
  let fixtures: FixtureServer;
  let url: string;
  let key: string;
  let testId: string;
  let suiteId: string;

  let api: ReturnType<typeof asUser>;
  const cli = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await main(argv, {
      out: (line) => lines.push(line),
      env: { CRITICAL_JOURNEY_URL: url, CRITICAL_JOURNEY_KEY: key },
      sleep: (ms) => new Promise((r) => setTimeout(r, Math.min(ms, 300))),
    });
    return { code, output: lines.join('\n') };
  };

  beforeAll(async () => {
    fixtures = await startFixtureServer();
    t = await createTestApp('pglite', { auth: { autoconfirm: true }, executor: { slots: 1, stepTimeoutSeconds: 3 } });
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    api = asUser(t.app, (await signUpAndSignIn(t.app, 'ci@example.com')).accessToken);
    const orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
    key = (await api({ method: 'PUT', url: `/api/organization/${orgId}/regenerate-service-account-key` })).json().service_account_key;
    suiteId = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'CI' } })).json().test_suite_id;
    const created = await api({
      method: 'POST',
      url: '/api/test-cases/',
      payload: {
        test_cases: [
          {
            test_suite_id: suiteId,
            path: '',
            name: 'Sign in & greet Ada',
            website: new URL('login.html', fixtures.url).href,
            description: 'enter @EMAIL into "Email"\nenter "correct horse" into "Password"\nclick "Sign in"\nexpect "Welcome, Ada" to be visible',
            test_parameters: { EMAIL: 'ada@example.com' },
          },
        ],
        schedule_generation: true,
      },
    });
    testId = created.json()[0]._id;
    expect((await generationEnded(api, testId)).state).toBe('completed');
  });
  afterAll(async () => {
    await t?.close();
    await fixtures?.close();
  });

  it('runs a test, waits, writes JUnit XML and exits 0 when it passes', async () => {
    const junit = path.join(mkdtempSync(path.join(tmpdir(), 'cj-cli-')), 'results.xml');
    const { code, output } = await cli('run', '--test', testId, '--wait', '--junit', junit);
    expect(output).toContain('Started 1 run(s).');
    expect(output).toMatch(new RegExp(`PASS  Sign in & greet Ada\\n\\s+${url}/run/${suiteId}/[0-9a-f-]+`));
    expect(output).toContain('1 of 1 passed.');
    expect(code).toBe(0);
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toContain(`<testsuite name="${testId}" tests="1" failures="0" skipped="0"`);
    expect(xml).toContain(`<testcase classname="${testId}" name="Sign in &amp; greet Ada"`);
  });

  it('exits 1 when a run fails (here through a parameter override)', async () => {
    const { code, output } = await cli('run', '--test', testId, '--wait', '--param', 'EMAIL=nobody@example.com');
    expect(output).toMatch(/FAILED {2}Sign in & greet Ada — Step 4 "expect "Welcome, Ada" to be visible" failed/);
    expect(output).toContain('0 of 1 passed.');
    expect(code).toBe(1);
  });

  it('exits 2 with a clear message on bad usage or a bad key', async () => {
    expect(await cli('run', '--wait')).toMatchObject({
      code: 2,
      output: expect.stringContaining('Name exactly one of --collection, --project or --test.'),
    });
    expect(await cli('run', '--test', testId, '--junit', 'x.xml')).toMatchObject({
      code: 2,
      output: expect.stringContaining('--junit needs --wait.'),
    });
    expect(await cli('run', '--test', testId, '--param', 'nope')).toMatchObject({ code: 2, output: expect.stringContaining('--param KEY=VALUE') });
    for (const retries of ['4', 'one', '1.5'])
      expect(await cli('run', '--test', testId, '--retries', retries)).toMatchObject({
        code: 2,
        output: expect.stringContaining('--retries must be a whole number from 0 to 3.'),
      });
    const refused = await cli('run', '--test', testId, '--key', 'cjsa_not-a-key');
    expect(refused.code).toBe(2);
    expect(refused.output).toMatch(/answered 401/);
  });

  it("does not fail for a quarantined test's failure: reported, and skipped in JUnit with the reason", async () => {
    await api({
      method: 'PUT',
      url: `/api/test-case/${testId}/quarantine`,
      payload: { quarantined: true, reason: 'Login page is being redesigned' },
    });
    try {
      const junit = path.join(mkdtempSync(path.join(tmpdir(), 'cj-cli-')), 'results.xml');
      const { code, output } = await cli('run', '--test', testId, '--wait', '--junit', junit, '--param', 'EMAIL=nobody@example.com');
      expect(output).toMatch(/FAILED \(quarantined\) {2}Sign in & greet Ada — Step 4/);
      expect(output).toContain('0 of 1 passed; 1 quarantined test(s) did not, and count for nothing.');
      expect(code).toBe(0);
      const xml = readFileSync(junit, 'utf8');
      expect(xml).toContain('tests="1" failures="0" skipped="1"');
      expect(xml).toContain('<skipped message="Quarantined: Login page is being redesigned">failed: Step 4');
    } finally {
      await api({ method: 'PUT', url: `/api/test-case/${testId}/quarantine`, payload: { quarantined: false } });
    }
  });

  it('passes --retries on to the runs it starts', async () => {
    const { code, output } = await cli('run', '--test', testId, '--retries', '2');
    expect(code).toBe(0);
    expect(output).toContain('Started 1 run(s).');
    const [latest] = (await api({ method: 'GET', url: `/api/test-runs/${testId}` })).json() as Array<{
      retries: number;
      settings?: { retries?: number };
    }>;
    expect(latest).toMatchObject({ retries: 2, settings: { retries: 2 } });
  });

  it("runs against --environment: its base URL's origin, its values over shared parameters, masked in the artifacts", async () => {
    // A shared parameter wins over the test's default: without the environment, the sign-in fails.
    const shared = (
      await api({ method: 'POST', url: `/api/test-suites/${suiteId}/shared-parameters`, payload: { key: 'EMAIL', value: 'nobody@example.com' } })
    ).json();
    await t.database.db
      .update(testCases)
      .set({ sharedParameterIds: [shared] })
      .where(eq(testCases.id, testId));
    try {
      expect((await cli('run', '--test', testId, '--wait')).code).toBe(1);
      // The test's website is on the fixture server's first origin; the environment points at the other.
      const created = await api({
        method: 'POST',
        url: `/api/test-suites/${suiteId}/environments`,
        payload: { name: 'staging', base_url: fixtures.otherOriginUrl, values: { EMAIL: 'ada@example.com' } },
      });
      expect(created.statusCode).toBe(201);
      const { code, output } = await cli('run', '--test', testId, '--wait', '--environment', 'staging');
      expect(output).toContain('1 of 1 passed.');
      expect(code).toBe(0);
      const [run] = (await api({ method: 'GET', url: `/api/test-runs/${testId}?environment=staging` })).json() as Array<{
        _id: string;
        artifacts: string[];
        environment: { name: string } | null;
      }>;
      expect(run.environment).toMatchObject({ name: 'staging' });
      const artifact = async (name: string) => (await api({ method: 'GET', url: `/api/artifacts/${run._id}?artifact_name=${name}` })).body;
      const network = await artifact('network.log');
      expect(network).toContain(new URL(fixtures.otherOriginUrl).host);
      expect(network).not.toContain(new URL(fixtures.url).host);
      for (const name of run.artifacts.filter((file) => /\.(log|json)$/.test(file)))
        expect(await artifact(name), name).not.toContain('ada@example.com');
      // The value is a secret of the run (handlers/environments.test.ts: runEnvironment's secrets), so the
      // trace keeps no screenshots and nothing the run wrote holds it.
      expect(await api({ method: 'GET', url: `/api/test-suites/${suiteId}/environments` }).then((r) => r.body)).not.toContain('ada@example.com');

      const unknown = await cli('run', '--test', testId, '--environment', 'nowhere');
      expect(unknown).toMatchObject({ code: 2, output: expect.stringContaining('No environment named nowhere in this project.') });
    } finally {
      await t.database.db.update(testCases).set({ sharedParameterIds: [] }).where(eq(testCases.id, testId));
    }
  });

  it('writes well-formed JUnit for failures and cancellations, and says a flaky pass is one', () => {
    const flaky = junitXml('suite', [
      {
        name: 'c',
        status: 'passed',
        message: 'All 2 steps passed. Flaky: passed on attempt 2 of 2',
        seconds: 3,
        link: 'http://x/run/3',
        flaky: true,
      },
    ]);
    expect(flaky).toContain('failures="0" skipped="0"');
    expect(flaky).toContain('<system-out>Flaky: All 2 steps passed. Flaky: passed on attempt 2 of 2\nhttp://x/run/3</system-out>');
    const xml = junitXml('suite', [
      { name: 'a', status: 'failed', message: 'Step 1 "x" failed: <boom> & "more"', seconds: 1.5, link: 'http://x/run/1' },
      { name: 'b', status: 'cancelled', message: null, seconds: 0, link: 'http://x/run/2' },
    ]);
    expect(xml).toContain('tests="2" failures="1" skipped="1" time="1.500"');
    expect(xml).toContain('<failure type="failed" message="Step 1 &quot;x&quot; failed: &lt;boom&gt; &amp; &quot;more&quot;">');
    expect(xml).toContain('<skipped message="cancelled"/>');
  });
});
