/**
 * Healing end to end on the server: a test generated against a small sign-in app, which then
 * changes. A renamed button fails the run at that step; the run ends `failed` with a heal whose
 * script passed, and accepting it writes a `heal` version and runs again, which passes. A real
 * bug (the welcome shows the wrong name; the button is gone) is never healed, and a project that
 * accepts heals automatically gets them accepted with the run listing who did it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { asUser, signUpAndSignIn } from '../../testing/auth.ts';
import { runEnded } from '../../testing/runs.ts';
import { generationEnded } from '../../testing/generation.ts';
import { startFixtureServer, type FixtureServer } from '../../../tests/fixtures/server.ts';

type Heal = {
  status: string;
  automatic: boolean;
  step: number;
  step_title: string;
  locator_before: { typescript: string; python: string | null };
  locator_after: { typescript: string; python: string | null };
  element_before: string;
  element_after: string;
  evidence: string[];
  script_before: { typescript: string; python: string | null };
  script_after: { typescript: string; python: string | null };
  picture_before: { artifact: string | null; box: unknown };
  picture_after: { artifact: string | null; box: unknown };
  decided_by: string | null;
  script_version: number | null;
  rerun_id: string | null;
};
type Run = { _id: string; status: string; final_message: string | null; artifacts: string[]; heal?: Heal | null };
type Api = ReturnType<typeof asUser>;

/** The app: sign in, then a welcome naming the user. `button` is the sign-in button's markup. */
const signInApp = (options: { button?: string; welcome?: string } = {}) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Acme</title></head>
<body>
  <main>
    <h1>Acme sign-in</h1>
    <form id="form">
      <label for="email">Email</label> <input id="email" name="email" type="email">
      <label for="password">Password</label> <input id="password" name="password" type="password">
      ${options.button ?? '<button id="signin" type="submit">Sign in</button>'}
    </form>
    <p id="welcome" role="status"></p>
  </main>
  <script>
    document.getElementById('form').addEventListener('submit', (event) => {
      event.preventDefault();
      const email = document.getElementById('email').value;
      document.getElementById('welcome').textContent = 'Welcome, ' + ${options.welcome ? JSON.stringify(options.welcome) : "email.split('@')[0]"};
    });
  </script>
</body></html>`;

const STEPS = [
  'type "ada@example.com" into the "Email" field',
  'type "secret-pass" into the "Password" field',
  'click "Sign in"',
  'expect "Welcome, ada" to be visible',
].join('\n');

describe('healing on pglite', () => {
  let t: TestApp;
  let api: Api;
  let fixtures: FixtureServer;
  let suiteId: string;

  /** A test generated against the app as it first is, under its own page key. */
  const generatedTest = async (key: string) => {
    fixtures.setPage(key, signInApp());
    const created = await api({
      method: 'POST',
      url: '/api/test-cases/',
      payload: {
        test_cases: [
          { test_suite_id: suiteId, path: '', name: `Sign in ${key}`, website: new URL(`changing/${key}`, fixtures.url).href, description: STEPS },
        ],
        schedule_generation: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()[0]._id as string;
    const generated = (await generationEnded(api, id)) as unknown as { state: string; final_message: string };
    expect(generated.final_message).toBe('All 4 steps passed.');
    return id;
  };
  const run = async (id: string) => runEnded<Run>(api, (await api({ method: 'POST', url: `/api/test-run/${id}` })).json()._id);

  beforeAll(async () => {
    fixtures = await startFixtureServer();
    t = await createTestApp('pglite', { auth: { autoconfirm: true }, executor: { slots: 1, stepTimeoutSeconds: 2, runTimeoutSeconds: 60 } });
    api = asUser(t.app, (await signUpAndSignIn(t.app, 'heals@example.com')).accessToken);
    const orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
    suiteId = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Heals' } })).json().test_suite_id;
  });
  afterAll(async () => {
    await t?.close();
    await fixtures?.close();
  });

  it('proposes a verified heal for a renamed button, and accepting it writes a heal version and runs again, passing', async () => {
    const id = await generatedTest('renamed');
    fixtures.setPage('renamed', signInApp({ button: '<button id="signin" type="submit">Log in</button>' }));
    const failed = await run(id);
    expect(failed.status).toBe('failed');
    expect(failed.final_message).toMatch(
      /^Step 3 "click "Sign in"" failed: .* A heal is proposed: button "Sign in" is now button "Log in"[^,]*, and the script with it passed\.$/s,
    );
    const heal = failed.heal!;
    expect(heal).toMatchObject({
      status: 'proposed',
      automatic: false,
      step: 2,
      step_title: 'click "Sign in"',
      element_after: expect.stringMatching(/^button "Log in"/),
    });
    expect(heal.locator_before.typescript).toContain("'Sign in'");
    expect(heal.locator_after.typescript).toContain("'Log in'");
    expect(heal.locator_after.python).toContain('"Log in"');
    expect(heal.evidence.length).toBeGreaterThan(0);
    // Only the healed step's locator differs: the typed values and the expectation are as they were.
    const changed = (before: string, after: string) => {
      const a = before.split('\n');
      const b = after.split('\n');
      expect(b).toHaveLength(a.length);
      return a.flatMap((line, index) => (line === b[index] ? [] : [[line, b[index]]]));
    };
    const tsChanges = changed(heal.script_before.typescript, heal.script_after.typescript);
    expect(tsChanges).toHaveLength(1);
    expect(tsChanges[0][0]).toContain(heal.locator_before.typescript.replace(/^page/, ''));
    expect(tsChanges[0][1]).toContain(heal.locator_after.typescript.replace(/^page/, ''));
    expect(changed(heal.script_before.python!, heal.script_after.python!)).toHaveLength(1);
    expect(heal.script_after.typescript).toContain("'Welcome, ada'");
    // The proof: the page before the step at generation, the page at the failure, and the heal's own check.
    expect(failed.artifacts).toEqual(expect.arrayContaining(['heal-before.png', 'step-3.png', 'heal-check-trace.zip', 'heal-check-steps.json']));
    expect(heal.picture_before.artifact).toBe('heal-before.png');
    expect(heal.picture_after.artifact).toBe('step-3.png');

    const accepted = await api({ method: 'POST', url: `/api/test-run/${failed._id}/heal/accept` });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const decided = accepted.json() as Run;
    expect(decided.status).toBe('failed'); // the run itself stays what it was
    expect(decided.heal).toMatchObject({ status: 'accepted', decided_by: 'heals@example.com', automatic: false });
    const rerun = await runEnded<Run>(api, decided.heal!.rerun_id!);
    expect(rerun.status).toBe('passed');
    const versions = (await api({ method: 'GET', url: `/api/test-case/${id}/script-versions` })).json() as Array<{
      version: number;
      source: string;
      author: string | null;
      current: boolean;
    }>;
    expect(versions[0]).toMatchObject({ source: 'heal', author: 'heals@example.com', current: true, version: decided.heal!.script_version });
    // Decided once: a second decision is refused and changes nothing.
    const again = await api({ method: 'POST', url: `/api/test-run/${failed._id}/heal/reject` });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This run has no heal waiting for a decision.');
  }, 240_000);

  it('never heals a real bug: a wrong welcome fails its expectation, a missing button has nothing like it', async () => {
    const wrong = await generatedTest('wrong-text');
    fixtures.setPage('wrong-text', signInApp({ welcome: 'bob' }));
    const wrongRun = await run(wrong);
    expect(wrongRun.status).toBe('failed');
    expect(wrongRun.heal).toBeNull();
    expect(wrongRun.final_message).not.toContain('heal');

    const gone = await generatedTest('gone');
    fixtures.setPage('gone', signInApp({ button: '' }));
    const goneRun = await run(gone);
    expect(goneRun.status).toBe('failed');
    expect(goneRun.heal).toBeNull();
    expect(goneRun.artifacts.some((name) => name.startsWith('heal-check-'))).toBe(false);
  }, 240_000);

  it('rejects a heal on request, and a project that accepts heals automatically gets them accepted and run again', async () => {
    const rejected = await generatedTest('rejected');
    fixtures.setPage('rejected', signInApp({ button: '<button id="signin" type="submit">Log in</button>' }));
    const failed = await run(rejected);
    // Only the test's organization sees or decides its heal: anyone else is told there is no such run.
    const outsider = asUser(t.app, (await signUpAndSignIn(t.app, 'outsider@example.com')).accessToken);
    for (const url of [`/api/test-run/${failed._id}/heal/accept`, `/api/test-run/${failed._id}/heal/reject`])
      expect((await outsider({ method: 'POST', url })).statusCode).toBe(404);
    expect((await outsider({ method: 'GET', url: `/api/test-run/${failed._id}` })).statusCode).toBe(404);
    const refused = await api({ method: 'POST', url: `/api/test-run/${failed._id}/heal/reject` });
    expect(refused.statusCode, refused.body).toBe(200);
    expect((refused.json() as Run).heal).toMatchObject({ status: 'rejected', decided_by: 'heals@example.com' });
    expect((await api({ method: 'POST', url: `/api/test-run/${failed._id}/heal/accept` })).statusCode).toBe(400);

    // The same break again, in a project that now accepts heals without asking.
    expect((await api({ method: 'PUT', url: `/api/test-suites/${suiteId}/features`, payload: { auto_accept_heals: true } })).statusCode).toBe(200);
    const healedRun = await run(rejected);
    expect(healedRun.status).toBe('failed');
    let heal = healedRun.heal!;
    for (let waited = 0; heal.status === 'proposed' && waited < 50; waited++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      heal = ((await api({ method: 'GET', url: `/api/test-run/${healedRun._id}` })).json() as Run).heal!;
    }
    expect(heal).toMatchObject({ status: 'accepted', automatic: true, decided_by: null });
    expect((await runEnded<Run>(api, heal.rerun_id!)).status).toBe('passed');
  }, 240_000);
});
