/**
 * Executors in one process, on both databases: a server with EXECUTORS=0 runs nothing and shows
 * its queue as waiting; an executor started later takes the queue; one slot serves one job at a
 * time while the rest wait; a job of a lost executor is taken again once, then aborted; a job
 * whose executor stops goes back to the queue; with no executor alive, jobs end
 * executor_not_available. Real generations and runs (Chromium, the fixture site).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executorJobs, executors, testCases, testRuns } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { asUser, signUpAndSignIn } from '../testing/auth.ts';
import { databaseKinds } from '../testing/databases.ts';
import { generationEnded } from '../testing/generation.ts';
import { until } from '../testing/http.ts';
import { startFixtureServer, type FixtureServer } from '../../tests/fixtures/server.ts';
import { startExecutor, type Executor } from './executor.ts';
import { GENERATION_ABORTED_MESSAGE, RUN_ABORTED_MESSAGE } from './requeue.ts';
import { notAvailableMessage } from './supervisor.ts';

type Api = ReturnType<typeof asUser>;
type Run = { _id: string; status: string; final_message: string | null };

const WAIT_SECONDS = 4;

describe.each(databaseKinds)('executors on %s', (kind) => {
  let t: TestApp;
  let api: Api;
  let fixtures: FixtureServer;
  let suiteId: string;
  let testId: string;
  const started: Executor[] = [];

  const startOne = async (slots = 1) => {
    const executor = await startExecutor(t.database.db, t.jobs!, { ...t.config.executor, slots });
    started.push(executor);
    return executor;
  };
  const getRun = async (runId: string) => (await api({ method: 'GET', url: `/api/test-run/${runId}` })).json() as Run;
  const queueRun = async () => {
    const response = await api({ method: 'POST', url: `/api/test-run/${testId}` });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Run;
  };
  const ended = (run: Run) => !['pending', 'running', 'waiting_for_executor'].includes(run.status);

  beforeAll(async () => {
    fixtures = await startFixtureServer();
    // EXECUTORS=0: the server supervises the queue but executes nothing itself.
    t = await createTestApp(kind, {
      auth: { autoconfirm: true },
      executor: { slots: 0, stepTimeoutSeconds: 3, heartbeatSeconds: 1, lostSeconds: 3, waitSeconds: WAIT_SECONDS },
    });
    api = asUser(t.app, (await signUpAndSignIn(t.app, `exec-${kind}@example.com`)).accessToken);
    const orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
    suiteId = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Executors' } })).json().test_suite_id;
  });
  afterAll(async () => {
    for (const executor of started) await executor.stop().catch(() => {});
    await t?.close();
    await fixtures?.close();
  });

  it('with EXECUTORS=0 a generation waits for an executor, and the first executor to start takes it', async () => {
    const created = await api({
      method: 'POST',
      url: '/api/test-cases/',
      payload: {
        test_cases: [
          {
            test_suite_id: suiteId,
            path: '',
            name: 'Welcome',
            website: new URL('login.html', fixtures.url).href,
            description: 'expect "Sign in" to be visible',
          },
        ],
        schedule_generation: true,
      },
    });
    testId = created.json()[0]._id;
    const waiting = await until(
      async () => (await api({ method: 'GET', url: `/api/test-case/${testId}` })).json().state as string,
      (state) => state === 'waiting_for_executor',
      10_000,
    );
    expect(waiting).toBe('waiting_for_executor');
    await startOne();
    const test = await generationEnded(api, testId);
    expect(test.state, test.final_message ?? '').toBe('completed');
  });

  it('one slot runs one job at a time: the others show waiting_for_executor, then all pass', async () => {
    // Two runs show it as three did: while the one slot runs the first, the second waits.
    const runs = [await queueRun(), await queueRun()];
    const seen = await until(
      async () => Promise.all(runs.map((run) => getRun(run._id))),
      (current) => current.filter((run) => run.status === 'running').length === 1 && current.some((run) => run.status === 'waiting_for_executor'),
      30_000,
    );
    expect(seen.filter((run) => run.status === 'running')).toHaveLength(1);
    for (const run of runs) expect((await until(() => getRun(run._id), ended)).status).toBe('passed');
  });

  it('a run in hand of an executor that stops goes back to the queue and another executor runs it', async () => {
    const [first] = started;
    const run = await queueRun();
    await until(
      () => getRun(run._id),
      (current) => current.status === 'running',
      30_000,
    );
    const stopping = first.stop();
    await until(
      () => getRun(run._id),
      (current) => current.status !== 'running',
      20_000,
    );
    await stopping;
    await startOne();
    expect((await until(() => getRun(run._id), ended)).status).toBe('passed');
  });

  it('a lost executor’s run is taken again once; lost a second time it ends aborted', async () => {
    const db = t.database.db;
    // An executor that stopped beating its heartbeat an hour ago, holding two runs mid-way.
    const [ghost] = await db.insert(executors).values({ name: 'ghost:1', slots: 2, heartbeatAt: sql`now() - interval '1 hour'` }).returning();
    const firstTry = await queueRun();
    const secondTry = await queueRun();
    for (const [run, attempt] of [
      [firstTry, 1],
      [secondTry, 2],
    ] as const) {
      // Taken by the ghost before any live executor could (the live one would find it running).
      await db.update(testRuns).set({ status: 'running', startedAt: new Date() }).where(eq(testRuns.id, run._id));
      await db
        .insert(executorJobs)
        .values({ executorId: ghost.id, kind: 'run', targetId: run._id, attempt })
        .onConflictDoUpdate({ target: [executorJobs.kind, executorJobs.targetId], set: { executorId: ghost.id, attempt } });
    }
    expect((await until(() => getRun(firstTry._id), ended)).status).toBe('passed');
    const aborted = await until(() => getRun(secondTry._id), ended);
    expect([aborted.status, aborted.final_message]).toEqual(['aborted', RUN_ABORTED_MESSAGE]);
    const [ghostNow] = await db.select().from(executors).where(eq(executors.id, ghost.id));
    expect(ghostNow.stoppedAt).not.toBeNull();
  });

  it('a lost executor’s generation on its second attempt ends aborted', async () => {
    const db = t.database.db;
    const [ghost] = await db.insert(executors).values({ name: 'ghost:2', slots: 1, heartbeatAt: sql`now() - interval '1 hour'` }).returning();
    const generationId = crypto.randomUUID();
    await db.update(testCases).set({ state: 'retrying', generationId }).where(eq(testCases.id, testId));
    await db.insert(executorJobs).values({ executorId: ghost.id, kind: 'generation', targetId: testId, generationId, attempt: 2 });
    const test = await generationEnded(api, testId);
    expect([test.state, test.final_message]).toEqual(['aborted', GENERATION_ABORTED_MESSAGE]);
  });

  it('with no executor alive for EXECUTOR_WAIT_SECONDS, queued runs and generations end executor_not_available', async () => {
    for (const executor of started.splice(0)) await executor.stop();
    // Runnable again after the aborted generation above (its script is still there).
    await t.database.db.update(testCases).set({ state: 'completed' }).where(eq(testCases.id, testId));
    const run = await queueRun();
    const regenerate = await api({ method: 'PUT', url: `/api/test-case/${testId}/regenerate` });
    expect(regenerate.statusCode, regenerate.body).toBeLessThan(300);
    const waiting = await until(
      () => getRun(run._id),
      (current) => current.status !== 'pending',
      10_000,
    );
    expect(waiting.status).toBe('waiting_for_executor');
    const notAvailable = await until(() => getRun(run._id), ended, (WAIT_SECONDS + 10) * 1000);
    expect([notAvailable.status, notAvailable.final_message]).toEqual(['executor_not_available', notAvailableMessage(WAIT_SECONDS)]);
    const test = await generationEnded(api, testId, (WAIT_SECONDS + 10) * 1000);
    expect([test.state, test.final_message]).toEqual(['executor_not_available', notAvailableMessage(WAIT_SECONDS)]);
  });
});
