/**
 * One group end through a run really executed (the in-process executor, Playwright, Chromium):
 * the run's end ends its group, and the alert names the step that failed, with the secret the
 * failing step looked for masked.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCases } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { asUser, signUpAndSignIn } from '../testing/auth.ts';
import { startReceiver, type Receiver } from '../testing/receiver.ts';

const SECRET = 'tok-3f9a-never-shown';

describe('an executed run ends its group and alerts (pglite)', () => {
  let t: TestApp;
  let receiver: Receiver;

  beforeAll(async () => {
    receiver = await startReceiver();
    receiver.answer('/shop', [{ status: 200, body: '<h1>Welcome</h1>' }]);
    t = await createTestApp('pglite', { auth: { autoconfirm: true }, executor: { slots: 1, stepTimeoutSeconds: 1, runTimeoutSeconds: 60 } });
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  it('a failed run of a collection alerts its webhook with the failed step', async () => {
    const api = asUser(t.app, (await signUpAndSignIn(t.app, 'executed@example.com')).accessToken);
    const orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
    const suiteId = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Shop' } })).json().test_suite_id;
    const parameterId = (
      await api({ method: 'POST', url: `/api/test-suites/${suiteId}/shared-parameters`, payload: { key: 'API_TOKEN', value: SECRET } })
    ).json();
    const [test] = await t.database.db
      .insert(testCases)
      .values({
        testSuiteId: suiteId,
        name: 'Checkout',
        website: `${receiver.url}/shop`,
        state: 'completed',
        sharedParameterIds: [parameterId],
        finalScript: [
          "import { test, expect } from '@playwright/test';",
          '',
          "test('Checkout', async ({ page }) => {",
          '  // Open the shop',
          `  await page.goto('${receiver.url}/shop');`,
          '  // expect the token to be visible',
          "  await expect(page.getByText(process.env.TEST_PARAM_API_TOKEN ?? '')).toBeVisible();",
          '});',
          '',
        ].join('\n'),
      })
      .returning();
    const collectionId = (
      await api({ method: 'POST', url: '/api/test-suites/collection', payload: { test_suite_id: suiteId, name: 'Smoke' } })
    ).json()._id;
    await api({
      method: 'PUT',
      url: `/api/test-suites/collection/${collectionId}`,
      payload: { collection_id: collectionId, test_case_ids_to_add: [test.id] },
    });
    const channel = (
      await api({ method: 'POST', url: `/api/test-suites/${suiteId}/alert-channels`, payload: { kind: 'webhook', target: `${receiver.url}/hook` } })
    ).json();

    const started = await api({ method: 'POST', url: `/api/test-suites/collection/${collectionId}/run-all` });
    expect(started.statusCode, started.body).toBe(201);
    const [hit] = await receiver.waitFor('/hook', 1, 90_000);
    expect(hit!.headers['x-critical-journey-signature']).toBe(
      `sha256=${createHmac('sha256', channel.signing_secret).update(hit!.body).digest('hex')}`,
    );
    const payload = JSON.parse(hit!.body);
    expect(payload).toMatchObject({ event: 'failure', verdict: 'failed', collection: { id: collectionId, name: 'Smoke' } });
    expect(payload.tests).toHaveLength(1);
    expect(payload.tests[0]).toMatchObject({
      name: 'Checkout',
      status: 'failed',
      failed_step: { number: 2, title: 'expect the token to be visible' },
    });
    expect(payload.tests[0].error).toBeTruthy();
    expect(hit!.body).not.toContain(SECRET);

    const [group] = (await api({ method: 'GET', url: `/api/test-suites/${suiteId}/collection-runs` })).json();
    expect(group).toMatchObject({ _id: started.json()._id, status: 'failed', finished_at: expect.any(String) });
  }, 120_000);
});
