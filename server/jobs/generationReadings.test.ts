/**
 * A line read several ways, through the API, the queue and the executor in real Chromium: the
 * reading the page decided on is on the step, and a regenerate replays the recorded reading
 * instead of choosing again, so the same text gives the same script. The parser's readings are
 * given to the line here (the parser is tested on its own).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { testCases } from '../db/schema.ts';
import type { StepBody } from '../engine/steps/types.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { asUser, signUpAndSignIn } from '../testing/auth.ts';
import { generationEnded } from '../testing/generation.ts';
import { startFixtureServer, type FixtureServer } from '../../tests/fixtures/server.ts';

vi.mock('../engine/steps/parse.ts', async (original) => {
  const parse = await original<typeof import('../engine/steps/parse.ts')>();
  const link: StepBody = { kind: 'click', clicks: 1, target: { text: 'Sign in', elementType: 'link' } };
  const button: StepBody = { kind: 'click', clicks: 1, target: { text: 'Sign in', elementType: 'button' } };
  return {
    ...parse,
    // `click Sign in`: a link or a button, the link preferred.
    parseSteps: (description: string) => {
      const parsed = parse.parseSteps(description.replace(/^click Sign in$/m, 'click the "Sign in" link'));
      if (!parsed.ok) return parsed;
      return {
        ok: true,
        steps: parsed.steps.map((step) => (step.line === 1 ? { ...step, source: 'click Sign in', readings: [link, button] } : step)),
      };
    },
  };
});

type Test = {
  _id: string;
  state: string;
  final_message: string | null;
  final_script: string | null;
  test_generation_steps: Array<Record<string, unknown>>;
};

describe('readings through the API', () => {
  let t: TestApp;
  let fixtures: FixtureServer;
  let api: ReturnType<typeof asUser>;
  let suiteId: string;

  beforeAll(async () => {
    fixtures = await startFixtureServer();
    t = await createTestApp('pglite', { auth: { autoconfirm: true }, executor: { slots: 1, stepTimeoutSeconds: 2 } });
    api = asUser(t.app, (await signUpAndSignIn(t.app, 'readings@example.com')).accessToken);
    const orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
    suiteId = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Readings' } })).json().test_suite_id;
  });
  afterAll(async () => {
    await t?.close();
    await fixtures?.close();
  });

  it('records the reading the page decided on, and a regenerate replays it', async () => {
    const created = await api({
      method: 'POST',
      url: '/api/test-cases/',
      payload: {
        test_cases: [
          { test_suite_id: suiteId, path: '', name: 'Sign in', website: new URL('login.html', fixtures.url).href, description: 'click Sign in' },
        ],
        schedule_generation: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()[0]._id as string;
    const first = (await generationEnded(api, id)) as unknown as Test;
    expect(first.final_message).toBe('All 1 steps passed.');
    // The page has no "Sign in" link, so the button reading was kept.
    expect(first.test_generation_steps[0]).toMatchObject({ action_description: 'click Sign in', reading: 'click the "Sign in" button' });

    const again = async () => {
      expect((await api({ method: 'PUT', url: `/api/test-case/${id}/regenerate` })).statusCode).toBe(200);
      return (await generationEnded(api, id)) as unknown as Test;
    };
    const second = await again();
    expect(second.final_script).toBe(first.final_script);
    expect(second.test_generation_steps[0].reading).toBe('click the "Sign in" button');

    // The recorded reading is replayed, not chosen again: recorded as the link, the link is looked for.
    const [row] = await t.database.db.select({ steps: testCases.testGenerationSteps }).from(testCases).where(eq(testCases.id, id));
    const steps = row.steps;
    await t.database.db
      .update(testCases)
      .set({ testGenerationSteps: [{ ...steps[0], reading: 'click the "Sign in" link' }] })
      .where(eq(testCases.id, id));
    const third = await again();
    expect(third.state).toBe('failed');
    expect(third.final_message).toContain('No link "Sign in"');
  });
});
