/**
 * A generation whose executor is lost mid-way is taken back by the supervisor and queued again as
 * it was: a regenerate's executor that takes it replays the readings already chosen (the steps the
 * lost executor recorded) and, for the steps it never reached, the ones the regenerate carried
 * over, so the same text gives the same script; a resume resumes with its feedback. Real queue (pg-boss on PGlite), real worker code in
 * real Chromium for the executor that dies, a real executor for the second attempt. The parser's
 * several readings are given to the line here (the parser is tested on its own).
 *
 * `click Sign in` reads as the button or the heading, and login.html has both: chosen afresh, the
 * step fails as ambiguous, so only a replayed reading lets the generation pass.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { executors, testCases } from '../db/schema.ts';
import type { ActionStatus } from '../../rules/generationStep.ts';
import type { RecordedStep } from '../engine/generate/records.ts';
import type { StepBody } from '../engine/steps/types.ts';
import { startExecutor, type Executor } from '../executors/executor.ts';
import { holdJob, registerExecutor } from '../executors/registry.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { asUser, signUpAndSignIn } from '../testing/auth.ts';
import { generationEnded } from '../testing/generation.ts';
import { until } from '../testing/http.ts';
import { quietLog } from '../testing/log.ts';
import { startFixtureServer, type FixtureServer } from '../../tests/fixtures/server.ts';
import { EXECUTOR_QUEUE } from './boss.ts';
import { BrowserSource } from './browsers.ts';
import type { ExecutorJobData } from '../executors/executor.ts';
import { runGenerationJob } from './generationWorker.ts';

vi.mock('../engine/steps/parse.ts', async (original) => {
  const parse = await original<typeof import('../engine/steps/parse.ts')>();
  const button: StepBody = { kind: 'click', clicks: 1, target: { text: 'Sign in', elementType: 'button' } };
  const heading: StepBody = { kind: 'click', clicks: 1, target: { text: 'Sign in', elementType: 'heading' } };
  return {
    ...parse,
    parseSteps: (description: string) => {
      const parsed = parse.parseSteps(description.replace(/^click Sign in$/gm, 'click the "Sign in" button'));
      if (!parsed.ok) return parsed;
      return {
        ok: true,
        steps: parsed.steps.map((step) =>
          step.source === 'click the "Sign in" button' ? { ...step, source: 'click Sign in', readings: [button, heading] } : step,
        ),
      };
    },
  };
});

const BUTTON = 'click the "Sign in" button';
const HEADING = 'click the "Sign in" heading';
type Test = { state: string; final_message: string | null; final_script: string | null; test_generation_steps: Array<Record<string, unknown>> };

describe('a generation whose executor is lost mid-way', () => {
  let t: TestApp;
  let fixtures: FixtureServer;
  let api: ReturnType<typeof asUser>;
  let suiteId: string;
  const live: Executor[] = [];
  const browsers = new BrowserSource(null);

  beforeAll(async () => {
    fixtures = await startFixtureServer();
    // No executor of the server's own: the one that dies and the one that takes over are started here.
    t = await createTestApp('pglite', {
      auth: { autoconfirm: true },
      executor: { slots: 0, stepTimeoutSeconds: 2, heartbeatSeconds: 1, lostSeconds: 30, waitSeconds: 120 },
    });
    api = asUser(t.app, (await signUpAndSignIn(t.app, 'requeue@example.com')).accessToken);
    const orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
    suiteId = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Requeue' } })).json().test_suite_id;
  });
  afterAll(async () => {
    for (const executor of live) await executor.stop().catch(() => {});
    await browsers.close();
    await t?.close();
    await fixtures?.close();
  });

  it('replays the readings chosen before it died and the ones the regenerate carried over', async () => {
    const db = t.database.db;
    const created = await api({
      method: 'POST',
      url: '/api/test-cases/',
      payload: {
        test_cases: [
          {
            test_suite_id: suiteId,
            path: '',
            name: 'Sign in twice',
            website: new URL('login.html', fixtures.url).href,
            description: 'click Sign in\nwait 2 seconds\nclick Sign in',
          },
        ],
        schedule_generation: false,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()[0]._id as string;
    // What an earlier generation recorded: the first `click Sign in` as the button, the second as the heading.
    const recorded = (step: number, description: string, reading?: string): RecordedStep => ({
      step,
      action_name: 'Click',
      action_description: description,
      code: null,
      python_code: null,
      screenshot_key: null,
      status: 'action_succeeded',
      ...(reading ? { reading } : {}),
    });
    await db
      .update(testCases)
      .set({
        testGenerationSteps: [recorded(0, 'click Sign in', BUTTON), recorded(1, 'wait 2 seconds'), recorded(2, 'click Sign in', HEADING)],
      })
      .where(eq(testCases.id, id));
    expect((await api({ method: 'PUT', url: `/api/test-case/${id}/regenerate` })).statusCode).toBe(200);

    const { job, partial } = await dieInTheWait(id);
    expect(job).toMatchObject({
      kind: 'generation',
      testId: id,
      readings: [
        { source: 'click Sign in', reading: BUTTON },
        { source: 'click Sign in', reading: HEADING },
      ],
    });
    expect(partial[0].reading).toBe(BUTTON);

    // The supervisor takes its job back; a live executor generates it again, as attempt 2.
    live.push(await startExecutor(t.database.db, t.jobs!, { ...t.config.executor, slots: 1 }));
    const test = (await generationEnded(api, id)) as unknown as Test;
    expect(test.final_message).toBe('All 3 steps passed.');
    expect(test.test_generation_steps.map((step) => step.reading)).toEqual([BUTTON, undefined, HEADING]);
    expect(test.final_script).toContain("getByRole('button', { name: 'Sign in'");
    expect(test.final_script).toContain("getByRole('heading', { name: 'Sign in'");
    const logs = (await api({ method: 'GET', url: `/api/logs/${id}` })).json().logs[0].content as string;
    expect(logs).toContain('(attempt 2)');
  }, 90_000);

  it('resumes from the step with the feedback, not from scratch, when the resuming executor is lost', async () => {
    for (const executor of live.splice(0)) await executor.stop();
    const db = t.database.db;
    const created = await api({
      method: 'POST',
      url: '/api/test-cases/',
      payload: {
        test_cases: [
          {
            test_suite_id: suiteId,
            path: '',
            name: 'Resume',
            website: new URL('login.html', fixtures.url).href,
            description: 'click "Sign in"\nwait 2 seconds\nclick the "Lamp" button',
          },
        ],
        schedule_generation: false,
      },
    });
    const id = created.json()[0]._id as string;
    // An earlier generation that failed at its third step (login.html has no Lamp).
    const step = (n: number, description: string, status: ActionStatus): RecordedStep => ({
      step: n,
      action_name: 'Click',
      action_description: description,
      code: null,
      python_code: null,
      screenshot_key: null,
      status,
    });
    await db
      .update(testCases)
      .set({
        state: 'failed',
        testGenerationSteps: [
          step(0, 'click "Sign in"', 'action_succeeded'),
          step(1, 'wait 2 seconds', 'action_succeeded'),
          step(2, 'click the "Lamp" button', 'action_failed'),
        ],
      })
      .where(eq(testCases.id, id));
    const feedback = await api({
      method: 'PUT',
      url: `/api/test-case/${id}/user-feedback`,
      payload: { step: 2, action_description: 'check "Remember me"' },
    });
    expect(feedback.statusCode, feedback.body).toBe(200);

    const { job } = await dieInTheWait(id);
    expect(job).toMatchObject({ resume: { fromStep: 2, feedback: { action_description: 'check "Remember me"' } } });
    live.push(await startExecutor(db, t.jobs!, { ...t.config.executor, slots: 1 }));
    const test = (await generationEnded(api, id)) as unknown as Test;
    expect(test.final_message).toBe('All 3 steps passed.');
    expect(test.test_generation_steps[2]).toMatchObject({ action_description: 'check "Remember me"', status: 'action_succeeded' });
  }, 90_000);

  /**
   * An executor takes the test's job from the queue and holds it, as executor.ts does, performs
   * the first step with the real worker, and dies in the second (a wait): it stops working and
   * beating. Answers the job's data and the steps it had written.
   */
  async function dieInTheWait(id: string) {
    const db = t.database.db;
    const dying = await registerExecutor(db, { slots: 1, heartbeatSeconds: 3600 }, quietLog);
    const [job] = await until(
      () => t.jobs!.boss.fetch<ExecutorJobData>(EXECUTOR_QUEUE),
      (fetched) => fetched.length === 1,
      10_000,
    );
    const data = job.data as Extract<ExecutorJobData, { kind: 'generation' }>;
    expect(data.testId).toBe(id);
    expect(await holdJob(db, dying.id, { kind: 'generation', targetId: id, generationId: data.generationId, attempt: 1 }, job.data)).toBe(true);
    const death = new AbortController();
    const working = runGenerationJob(db, t.jobs!, { browsers }, t.config.executor, { data, signal: death.signal, retryCount: 0 });
    const stepsOf = async () => (await db.select({ steps: testCases.testGenerationSteps }).from(testCases).where(eq(testCases.id, id)))[0].steps;
    const partial = await until(stepsOf, (steps) => steps[0]?.status === 'action_succeeded' && steps[1]?.status === 'action_running', 20_000);
    death.abort();
    await working;
    await db.update(executors).set({ heartbeatAt: sql`now() - interval '1 hour'` }).where(eq(executors.id, dying.id));
    return { job: job.data, partial };
  }
});
