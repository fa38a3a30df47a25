/**
 * A project with something on every screen, made through the product's own API as the owner:
 * a test generated against the fixture login page (tests/fixtures) and run once to a pass,
 * published with a short name, a test suite holding it, a module, a shared parameter.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { createProject } from './api';
import { accessToken, OWNER } from './auth';

export const FIXTURES = `http://127.0.0.1:${process.env.E2E_FIXTURES_PORT ?? 3200}`;

/** Signs in as 'ada' on the fixture login page and checks the greeting; 4 steps. */
export const SIGN_IN_STEPS = [
  'enter @EMAIL into "Email"',
  'enter the password of "ada" into "Password"',
  'click the "Sign in" button',
  'expect "Welcome, Ada" to be visible',
];

export type SeededProject = { projectId: string; testId: string; runId: string; collectionId: string; moduleId: string; slug: string };

async function bearer(request: APIRequestContext) {
  return { Authorization: `Bearer ${await accessToken(request, OWNER.email, OWNER.password)}` };
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status: number, what: string): Promise<T> {
  if (response.status() !== status) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A test generated against the fixture login page: resolves once its generation completed. */
export async function generatedSignInTest(request: APIRequestContext, projectId: string, name: string): Promise<string> {
  const headers = await bearer(request);
  const created = await request.post('/api/test-cases/', {
    headers,
    data: {
      test_cases: [
        {
          test_suite_id: projectId,
          path: '',
          name,
          website: `${FIXTURES}/login.html`,
          description: SIGN_IN_STEPS.join('\n'),
          test_parameters: { EMAIL: 'ada@example.com' },
          credentials: { ada: { username: 'ada@example.com', password: 'correct horse' } },
        },
      ],
      schedule_generation: true,
    },
  });
  const [{ _id: testId }] = await json<{ _id: string }[]>(created, 201, 'Creating the test');
  await expect
    .poll(async () => (await (await request.get(`/api/test-case/${testId}`, { headers })).json()).state, {
      timeout: 90_000,
      message: 'the test generates',
    })
    .toBe('completed');
  return testId;
}

/** Runs a generated test once and resolves with the run's id once it has passed. */
export async function passedRun(request: APIRequestContext, testId: string): Promise<string> {
  const headers = await bearer(request);
  const run = await json<{ _id: string }>(
    await request.post(`/api/test-run/${testId}`, { headers, data: { parameter_overrides: {} } }),
    201,
    'Starting a run',
  );
  await expect
    .poll(async () => (await (await request.get(`/api/test-run/${run._id}`, { headers })).json()).status, {
      timeout: 90_000,
      message: 'the run passes',
    })
    .toBe('passed');
  return run._id;
}

export async function seedProject(request: APIRequestContext, name: string): Promise<SeededProject> {
  const headers = await bearer(request);
  const projectId = await createProject(request, name);
  const testId = await generatedSignInTest(request, projectId, 'Sign in and greet');
  const runId = await passedRun(request, testId);

  const slug = `a11y-${Date.now()}`;
  await json(await request.put(`/api/test-case/${testId}/publish`, { headers, data: { slug } }), 200, 'Publishing the test');

  const collection = await json<{ _id: string }>(
    await request.post('/api/test-suites/collection', { headers, data: { test_suite_id: projectId, name: 'Smoke' } }),
    201,
    'Creating a test suite',
  );
  await json(
    await request.put(`/api/test-suites/collection/${collection._id}`, {
      headers,
      data: { collection_id: collection._id, test_case_ids_to_add: [testId] },
    }),
    200,
    'Filling the test suite',
  );

  const module = await json<{ module_id: string }>(
    await request.post(`/api/test-suites/${projectId}/test-module`, {
      headers,
      data: { name: 'Sign in first', module_type: 'setup', test_case_id: testId, defining_py_script: null },
    }),
    201,
    'Creating a module',
  );

  await json(
    await request.post(`/api/test-suites/${projectId}/shared-parameters`, { headers, data: { key: 'BASE_URL', value: FIXTURES } }),
    201,
    'Creating a shared parameter',
  );

  return { projectId, testId, runId, collectionId: collection._id, moduleId: module.module_id, slug };
}
