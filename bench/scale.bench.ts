/**
 * Runs per minute on this machine with 1 and with 2 executor processes (`npm run executor`,
 * one slot each) behind a server with EXECUTORS=0, all on one PostgreSQL database: a batch of
 * runs of a generated 2-step test against the fixture site, from queueing to the last ending.
 * Run with `npm run bench`; the figures go into the bench report and the deployment guide.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../server/testing/databases.ts';
import { httpApi, signUpOverHttp, until } from '../server/testing/http.ts';
import { startProcess, startServer, type ProductProcess } from '../server/testing/processes.ts';
import { startFixtureServer, type FixtureServer } from '../tests/fixtures/server.ts';
import { record } from './report.ts';

const BATCH = 20;
const ACTIVE = new Set(['pending', 'scheduled', 'running', 'waiting_for_executor']);

let fixtures: FixtureServer;
beforeAll(async () => {
  fixtures = await startFixtureServer();
});
afterAll(async () => {
  await fixtures?.close();
});

async function runsPerMinute(executorCount: number): Promise<number> {
  const database: TestDatabase = await createTestDatabase('postgres');
  const processes: ProductProcess[] = [];
  try {
    const env = { DATABASE_URL: database.connectionString!, AUTH_AUTOCONFIRM: 'true', EXECUTORS: '0', LOG_LEVEL: 'warn' };
    const server = await startServer('bench server', { ...env, LOG_LEVEL: 'info' });
    processes.push(server.process);
    for (let i = 0; i < executorCount; i++)
      processes.push(startProcess(`executor ${i + 1}`, 'server/executors/main.ts', { ...env, EXECUTOR_SLOTS: '1' }));
    await Promise.all(processes.slice(1).map((executor) => executor.waitFor(/is ready/)));
    const api = httpApi(server.url, await signUpOverHttp(server.url, 'bench@example.com'));
    const orgId = (await api('GET', '/api/auth/get-user-organizations')).json[0].org_id;
    const suiteId = (await api('POST', '/api/test-suites', { org_id: orgId, name: 'Bench' })).json.test_suite_id;
    const created = await api('POST', '/api/test-cases/', {
      test_cases: [
        {
          test_suite_id: suiteId,
          path: '',
          name: 'Sign in',
          website: new URL('login.html', fixtures.url).href,
          description: 'enter "ada@example.com" into "Email"\nexpect "Sign in" to be visible',
        },
      ],
      schedule_generation: true,
    });
    const testId = created.json[0]._id;
    const test = await until(
      async () => (await api('GET', `/api/test-case/${testId}`)).json,
      (current) => current.state === 'completed' || current.state === 'failed',
      60_000,
      'generation',
    );
    expect(test.state).toBe('completed');
    const started = performance.now();
    const runIds: string[] = [];
    for (let i = 0; i < BATCH; i++) runIds.push((await api('POST', `/api/test-run/${testId}`)).json._id);
    const ended = await until(
      async () => Promise.all(runIds.map(async (id) => (await api('GET', `/api/test-run/${id}`)).json.status as string)),
      (statuses) => statuses.every((status) => !ACTIVE.has(status)),
      600_000,
      'batch',
    );
    const minutes = (performance.now() - started) / 60_000;
    expect(ended.every((status) => status === 'passed')).toBe(true);
    return BATCH / minutes;
  } finally {
    for (const started of processes) await started.kill('SIGTERM');
    await database.dispose();
  }
}

test('runs per minute with 1 and 2 executors (one slot each)', async () => {
  const one = await runsPerMinute(1);
  const two = await runsPerMinute(2);
  record({ section: 'Scale', name: `${BATCH} runs of a 2-step test, PostgreSQL, 1 executor process`, value: one, unit: 'runs/min' });
  record({ section: 'Scale', name: `${BATCH} runs of a 2-step test, PostgreSQL, 2 executor processes`, value: two, unit: 'runs/min' });
  record({ section: 'Scale', name: '2 executors / 1 executor', value: two / one, unit: '×', atLeast: 1.8 });
}, 1_500_000);
