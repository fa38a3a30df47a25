/**
 * Alert latency: from a group's end (its `finished_at` written, as the executor's last run of it
 * writes it) to a local webhook receiver holding the signed POST, through the real queue and
 * worker. Target: within 5 s. Also the time a refused delivery takes to be delivered on retry.
 */
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { alertDeliveries, collectionRuns, testCases, testCollections, testRuns } from '../server/db/schema.ts';
import { endCollectionRunIfDone } from '../server/runs/collectionEnd.ts';
import { createTestApp, type TestApp } from '../server/testing/app.ts';
import { quietLog } from '../server/testing/log.ts';
import { startReceiver, type Receiver } from '../server/testing/receiver.ts';
import { record } from './report.ts';
import { percentile, signedInProject, type Api } from './support.ts';

const SAMPLES = 10;

let t: TestApp;
let receiver: Receiver;
let api: Api;
let suiteId = '';
let testId = '';

beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestApp('pglite', { executor: { slots: 0 }, alerts: { retryDelaySeconds: 1 }, log: quietLog });
  ({ api, suiteId } = await signedInProject(t, 'alerts@example.com'));
  const [test] = await t.database.db
    .insert(testCases)
    .values({ testSuiteId: suiteId, name: 'Checkout', website: 'http://shop.test', state: 'completed' })
    .returning();
  testId = test.id;
});

afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

/** A collection with a webhook channel at `path`; answers its signing secret. */
async function collectionWithHook(name: string, path: string) {
  const [collection] = await t.database.db.insert(testCollections).values({ testSuiteId: suiteId, name }).returning();
  const channel = (
    await api({
      method: 'POST',
      url: `/api/test-suites/${suiteId}/alert-channels`,
      payload: { kind: 'webhook', target: `${receiver.url}${path}`, collection_id: collection.id, notify_on: 'every' },
    })
  ).json() as { signing_secret: string };
  return { collectionId: collection.id, secret: channel.signing_secret };
}

/** A group whose one run failed, ended; answers when its end was written. */
async function endFailedGroup(collectionId: string): Promise<{ groupId: string; finishedAt: number }> {
  const db = t.database.db;
  const [group] = await db.insert(collectionRuns).values({ testSuiteId: suiteId, collectionId, status: 'pending' }).returning();
  await db.insert(testRuns).values({
    testCaseId: testId,
    collectionRunId: group.id,
    status: 'failed',
    finalMessage: 'Step 2 "Click Pay" failed: no element matches "Pay"',
    finishedAt: new Date(),
  });
  expect(await endCollectionRunIfDone(db, t.jobs, group.id)).toBe(true);
  const [ended] = await db.select().from(collectionRuns).where(eq(collectionRuns.id, group.id));
  return { groupId: group.id, finishedAt: ended.finishedAt!.getTime() };
}

test(`a group's end to the signed POST at a local receiver (${SAMPLES} groups)`, async () => {
  const { collectionId, secret } = await collectionWithHook('Latency', '/hook');
  const latencies: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const { finishedAt } = await endFailedGroup(collectionId);
    const hits = await receiver.waitFor('/hook', i + 1, 10_000);
    const hit = hits[i]!;
    expect(hit.headers['x-critical-journey-signature']).toBe(`sha256=${createHmac('sha256', secret).update(hit.body).digest('hex')}`);
    latencies.push(hit.at - finishedAt);
  }
  record({
    section: 'Alerts',
    name: `group end → signed webhook POST received, p50 of ${SAMPLES}`,
    value: percentile(latencies, 50),
    unit: 'ms',
    budget: 5000,
  });
  record({
    section: 'Alerts',
    name: `group end → signed webhook POST received, max of ${SAMPLES}`,
    value: Math.max(...latencies),
    unit: 'ms',
    budget: 5000,
  });
}, 120_000);

test('a delivery refused once (500) is delivered on its retry', async () => {
  receiver.answer('/refused-once', [{ status: 500, body: 'busy' }, { status: 200 }]);
  const { collectionId } = await collectionWithHook('Retry', '/refused-once');
  const { groupId, finishedAt } = await endFailedGroup(collectionId);
  const hits = await receiver.waitFor('/refused-once', 2, 20_000);
  const [delivery] = await t.database.db.select().from(alertDeliveries).where(eq(alertDeliveries.collectionRunId, groupId));
  expect(delivery!.attempts).toBe(2);
  record({
    section: 'Alerts',
    name: 'group end → delivered on the first retry (ALERT_RETRY_DELAY_SECONDS=1)',
    value: hits[1]!.at - finishedAt,
    unit: 'ms',
  });
}, 60_000);
