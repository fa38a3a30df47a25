/**
 * What several bench files share: a signed-in user with a project on a test app, a project of
 * 10,000 tests written straight into the database (the API takes 500 at a time), load from
 * autocannon in a worker thread, latency percentiles and a tiny real websocket client.
 */
import { Worker } from 'node:worker_threads';
import { testCases } from '../server/db/schema.ts';
import type { TestApp } from '../server/testing/app.ts';
import { asUser, signUpAndSignIn, type TestSession } from '../server/testing/auth.ts';

export type Api = ReturnType<typeof asUser>;
/** A product on a database: a TestApp, or one built with the UI. */
export type Product = Pick<TestApp, 'app' | 'database'>;

export async function signedInProject(
  t: Product,
  email: string,
  name = 'Bench',
): Promise<{ session: TestSession; api: Api; orgId: string; suiteId: string }> {
  const session = await signUpAndSignIn(t.app, email);
  const api = asUser(t.app, session.accessToken);
  const orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id as string;
  const suiteId = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name } })).json().test_suite_id as string;
  return { session, api, orgId, suiteId };
}

const STATES = ['completed', 'failed', 'created', 'running', 'error'] as const;

/** 10,000 tests in 500 folders of 20, two levels deep ("Area 3/Feature 7"), as tree.bench.ts models them. */
export async function insertTenThousandTests(t: Product, suiteId: string): Promise<string[]> {
  const ids: string[] = [];
  for (let area = 0; area < 20; area++) {
    const rows = [];
    for (let feature = 0; feature < 25; feature++) {
      for (let n = 0; n < 20; n++) {
        rows.push({
          testSuiteId: suiteId,
          path: `Area ${area}/Feature ${feature}`,
          name: `Checkout step ${area}.${feature}.${n}`,
          website: 'https://shop.example/',
          description: 'click "Add to cart"\nexpect "Cart (1)" to be visible',
          state: STATES[n % STATES.length],
        });
      }
    }
    const inserted = await t.database.db.insert(testCases).values(rows).returning({ id: testCases.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

export type Load = { url: string; headers: Record<string, string>; connections: number; seconds: number };

/** Requests/s and every response's latency (ms) of `connections` connections for `seconds` (loadWorker.ts); fails on any failed request. */
export function load({ url, headers, connections, seconds }: Load): Promise<{ rps: number; latencies: number[] }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./loadWorker.ts', import.meta.url), { workerData: { url, headers, connections, duration: seconds } });
    worker.once('message', (result: { rps: number; failed: number; latencies: number[] }) => {
      if (result.failed > 0) reject(new Error(`${url}: ${result.failed} failed requests`));
      else resolve(result);
    });
    worker.once('error', reject);
  });
}

/** The p-th percentile (0–100) of some figures, nearest rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const elapsed = (start: number) => performance.now() - start;

/** Flows on the fixture apps (tests/fixtures/apps) that generate and run green. */
export const FLOWS = {
  login: {
    page: 'login.html',
    description:
      'enter "ada@example.com" into "Email"\nenter "correct horse" into "Password"\ncheck "Remember me"\nclick the "Sign in" button\nexpect "Welcome, Ada" to be visible\nthe title should be "Welcome"',
  },
  shop: {
    page: 'shop.html',
    description:
      'click the "Add to cart" button in the "Lamp" section\nclick the "Add to cart" button in the "Desk" section\nexpect "Cart (2)" to be visible\nclick "Checkout"\nclick "Place order" in the dialog\nexpect "Thank you for your order" to be visible',
  },
  users: {
    page: 'users.html',
    description:
      'click "Delete" in the table row containing "Grace" and column "Actions"\nexpect "Deleted Grace Hopper" to be visible\ncheck "Show archived"',
  },
};

/** Creates a test of a flow through the API, its generation queued; answers its id. */
export async function createFlowTest(api: Api, suiteId: string, fixturesUrl: string, name: keyof typeof FLOWS): Promise<string> {
  const flow = FLOWS[name];
  const created = await api({
    method: 'POST',
    url: '/api/test-cases/',
    payload: {
      test_cases: [
        {
          test_suite_id: suiteId,
          path: '',
          name: `${name} ${Date.now()}`,
          website: new URL(flow.page, fixturesUrl).href,
          description: flow.description,
        },
      ],
      schedule_generation: true,
    },
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  return created.json()[0]._id as string;
}
