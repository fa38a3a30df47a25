/**
 * Generation with the optional model configured (MODEL_BASE_URL): through the API, the queue and
 * the in-process executor in real Chromium, a step outside the language is rewritten into it and
 * an ambiguous target is chosen among its candidates; the script stays deterministic (it holds
 * the chosen element's own locator) and passes outside the product; secrets never reach the model.
 * The model itself is a local stand-in: no model can be reached from these machines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHOOSE_SYSTEM } from '../engine/model/prompts.ts';
import { startTestModel, type TestModelServer } from '../engine/model/testModelServer.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { asUser, signUpAndSignIn } from '../testing/auth.ts';
import { generationEnded } from '../testing/generation.ts';
import { runPlaywright, specProject } from '../../tests/fixtures/playwrightProject.ts';
import { startFixtureServer, type FixtureServer } from '../../tests/fixtures/server.ts';

type Test = {
  _id: string;
  state: string;
  final_message: string | null;
  final_script: string | null;
  test_generation_steps: Array<Record<string, unknown>>;
};

/** What the stand-in model knows: two rewrites, and to pick the candidate in the Desk section. */
function answer(system: string, user: string): string {
  if (system === CHOOSE_SYSTEM) {
    const line = user.split('\n').find((candidate) => /^\d+\. .*Desk/.test(candidate));
    return line ? line.split('.')[0] : '0';
  }
  if (user.endsWith('add the desk to my basket')) return 'click the "Add to cart" button';
  // A line in the language whose target the page lacks comes with what was looked for.
  if (user.startsWith('Rewrite this step: click Login button\n') && user.includes('No button "Login" on the page'))
    return 'click the "Sign in" button';
  if (user.endsWith('the order summary lists the desk')) return 'click "Checkout"\nI should see "1 item(s): Desk"';
  return 'CANNOT';
}

describe('generation with a model configured', () => {
  let t: TestApp;
  let model: TestModelServer;
  let fixtures: FixtureServer;
  let api: ReturnType<typeof asUser>;
  let suiteId: string;

  const generate = async (page: string, description: string, extra: Record<string, unknown> = {}) => {
    const created = await api({
      method: 'POST',
      url: '/api/test-cases/',
      payload: {
        test_cases: [
          {
            test_suite_id: suiteId,
            path: '',
            name: `M ${Math.random().toString(36).slice(2, 8)}`,
            website: new URL(page, fixtures.url).href,
            description,
            ...extra,
          },
        ],
        schedule_generation: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    return (await generationEnded(api, created.json()[0]._id as string)) as unknown as Test;
  };

  beforeAll(async () => {
    fixtures = await startFixtureServer();
    model = await startTestModel(answer);
    t = await createTestApp('pglite', {
      auth: { autoconfirm: true },
      executor: { slots: 1, stepTimeoutSeconds: 3, model: { baseUrl: model.url, apiKey: 'sk-local', model: 'stand-in', timeoutSeconds: 5 } },
    });
    api = asUser(t.app, (await signUpAndSignIn(t.app, 'model@example.com')).accessToken);
    const orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
    suiteId = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Model' } })).json().test_suite_id;
  });
  afterAll(async () => {
    await t?.close();
    await model?.close();
    await fixtures?.close();
  });

  it('rewrites steps outside the language, settles an ambiguous target, and emits a script that passes on its own', async () => {
    const test = await generate('shop.html', 'add the desk to my basket\nthe order summary lists the desk');
    expect(test.final_message).toBe('All 3 steps passed.');
    expect(test.test_generation_steps.map((step) => step.action_description)).toEqual([
      'click the "Add to cart" button',
      'click "Checkout"',
      'I should see "1 item(s): Desk"',
    ]);
    const debug = (await api({ method: 'GET', url: `/api/debug/${test._id}` })).json() as { steps: Array<{ result: string }> };
    expect(debug.steps[0].result).toMatch(/Desk.*the model chose it among 3 candidates/);
    // The script names the Desk button itself: no model is needed to replay it.
    expect(test.final_script).toMatch(/Desk/);
    const logs = (await api({ method: 'GET', url: `/api/logs/${test._id}` })).json().logs[0].content as string;
    expect(logs).toContain('the model (stand-in at');
    expect(logs).toContain('rewrote "add the desk to my basket" as: click the "Add to cart" button');
    expect(logs).not.toContain('sk-local');
    const run = await runPlaywright(specProject({ 'desk.spec.ts': test.final_script! }));
    expect(run.status, run.output).toBe(0);
  });

  it('offers a line whose readings all miss their targets to the model, with what was looked for; an expectation that misses is not offered', async () => {
    const before = model.requests.length;
    const test = await generate('login.html', 'click Login button\nI should see "Invalid email or password"');
    expect(test.final_message).toBe('All 2 steps passed.');
    expect(test.test_generation_steps[0]).toMatchObject({ action_description: 'click the "Sign in" button', status: 'action_succeeded' });
    const question = model.requests[before].body.messages.find((m) => m.role === 'user')!.content;
    expect(question).toContain('Rewrite this step: click Login button');
    expect(question).toMatch(/No button "Login" on the page/);
    const logs = (await api({ method: 'GET', url: `/api/logs/${test._id}` })).json().logs[0].content as string;
    expect(logs).toContain('rewrote "click Login button" as: click the "Sign in" button (');
    expect(test.final_script).toContain("getByRole('button', { name: 'Sign in'");

    // The model cannot help: the step fails with the page's own error and the model's answer.
    const cannot = await generate('login.html', 'click the Register button');
    expect(cannot.state).toBe('failed');
    expect(cannot.final_message).toMatch(
      /^Step 1 "click the Register button" failed: .*No button "Register" on the page.*\(the model could not rewrite it either\)$/,
    );
    // An expected element the page lacks is what the test found: it fails without asking the model.
    const asked = model.requests.length;
    const missing = await generate('login.html', 'the Register link should be visible');
    expect(missing.state).toBe('failed');
    expect(missing.final_message).not.toContain('model');
    expect(model.requests.length).toBe(asked);
  });

  it('keeps failing clearly when the model cannot help, and never sends a secret', async () => {
    const before = model.requests.length;
    const test = await generate(
      'login.html',
      'enter the username of "ada" into "Email"\ncorrect horse goes into the password box\nwave at the screen',
      {
        credentials: { ada: { username: 'ada@example.com', password: 'correct horse' } },
      },
    );
    expect(test.state).toBe('failed');
    expect(test.final_message).toContain('"correct horse goes into the password box" is not in the step language');
    expect(test.final_message).toContain('(it holds a secret value, so it was not sent to the model)');
    expect(test.final_message).toMatch(
      /"wave at the screen" is not in the step language(: [^.]*)?\. Did you mean: .*\? \(the model could not rewrite it either\)/,
    );
    const sent = JSON.stringify(model.requests.slice(before));
    expect(model.requests.length - before).toBe(1);
    expect(sent).not.toContain('correct horse');
    expect(sent).not.toContain('ada@example.com');
    expect(model.requests.every((request) => request.authorization === 'Bearer sk-local')).toBe(true);
  });
});
