/**
 * Alerts with real parts: groups end (rows written as a run would leave them, then the group's
 * end called as the executor calls it), the real queue and worker deliver to a real HTTP
 * receiver on 127.0.0.1, mail lands in the real outbox. On PGlite and PostgreSQL.
 */
import { createHmac } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertDeliveries, collectionRuns, mailOutbox, sharedParameters, testCases, testCollections, testRuns } from '../db/schema.ts';
import { endCollectionRunIfDone } from '../runs/collectionEnd.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { asUser, signUpAndSignIn } from '../testing/auth.ts';
import { databaseKinds } from '../testing/databases.ts';
import { capturingLog } from '../testing/log.ts';
import { startReceiver, type Receiver } from '../testing/receiver.ts';
import type { RunStatus } from '../../rules/states.ts';

type Api = ReturnType<typeof asUser>;
type Channel = { _id: string; target: string; signing_secret: string | null };
type Delivery = {
  _id: string;
  status: string;
  attempts: number;
  last_status: number | null;
  last_answer: string | null;
  event: string;
  last_attempt_at: string | null;
};
type GroupRun = { test: string; status: RunStatus; flaky?: boolean; message?: string };

const SECRET_VALUE = 'hunter2-very-secret';
const SLACK_TOKEN = 'xoxbSLACKT0KEN123';

describe.each(databaseKinds)('alerts on %s', (kind) => {
  let t: TestApp;
  let api: Api;
  let receiver: Receiver;
  let suiteId: string;
  const logs = capturingLog();
  const tests: Record<string, string> = {};
  const db = () => t.database.db;

  beforeAll(async () => {
    receiver = await startReceiver();
    t = await createTestApp(kind, {
      auth: { autoconfirm: true },
      executor: { slots: 0 },
      alerts: { attempts: 3, retryDelaySeconds: 1, timeoutSeconds: 3 },
      log: logs.log,
    });
    api = asUser(t.app, (await signUpAndSignIn(t.app, 'alerts@example.com')).accessToken);
    const orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
    suiteId = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Shop' } })).json().test_suite_id;
    const [parameter] = await db().insert(sharedParameters).values({ testSuiteId: suiteId, key: 'API_TOKEN', value: SECRET_VALUE }).returning();
    for (const name of ['Checkout', 'Login', 'Search']) {
      const [row] = await db()
        .insert(testCases)
        .values({
          testSuiteId: suiteId,
          name,
          website: 'http://shop.test',
          state: 'completed',
          finalScript: 'test()',
          sharedParameterIds: [parameter.id],
          quarantined: name === 'Search',
        })
        .returning();
      tests[name] = row.id;
    }
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  const newCollection = async (name: string) => {
    const [row] = await db().insert(testCollections).values({ testSuiteId: suiteId, name }).returning();
    return row.id;
  };
  const addChannel = async (payload: Record<string, unknown>): Promise<Channel> => {
    const response = await api({ method: 'POST', url: `/api/test-suites/${suiteId}/alert-channels`, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  /** A group whose runs ended as given, ended the way the executor ends it. */
  const endGroup = async (collectionId: string | null, runs: GroupRun[]) => {
    const [group] = await db().insert(collectionRuns).values({ testSuiteId: suiteId, collectionId, status: 'pending' }).returning();
    for (const run of runs) {
      await db()
        .insert(testRuns)
        .values({
          testCaseId: tests[run.test]!,
          collectionRunId: group.id,
          status: run.status,
          flaky: run.flaky ?? false,
          finalMessage: run.message ?? (run.status === 'passed' ? 'All 3 steps passed.' : null),
          startedAt: new Date(),
          finishedAt: new Date(),
        });
    }
    expect(await endCollectionRunIfDone(db(), t.jobs, group.id)).toBe(true);
    return group.id;
  };
  const deliveriesOf = async (groupId: string) =>
    db().select().from(alertDeliveries).where(eq(alertDeliveries.collectionRunId, groupId)).orderBy(desc(alertDeliveries.createdAt));
  const listDeliveries = async (query = ''): Promise<Delivery[]> =>
    (await api({ method: 'GET', url: `/api/test-suites/${suiteId}/alert-deliveries${query}` })).json();
  const settled = async (groupId: string, status: 'delivered' | 'failed', timeoutMs = 20_000) => {
    const start = Date.now();
    for (;;) {
      const rows = await deliveriesOf(groupId);
      if (rows.length > 0 && rows.every((row) => row.status === status)) return rows;
      if (Date.now() - start > timeoutMs) throw new Error(`deliveries still ${rows.map((row) => row.status).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it('a failed group reaches a webhook within 5 s, signed with the secret shown once, naming the failing tests and their step', async () => {
    const collectionId = await newCollection('Smoke');
    const channel = await addChannel({ kind: 'webhook', target: `${receiver.url}/hooks/smoke?token=abc123xyz`, collection_id: collectionId });
    expect(channel.signing_secret).toMatch(/^cjwhsec_[A-Za-z0-9_-]{43}$/);
    expect(channel.target).toBe(`${receiver.url}/********`);

    const groupId = await endGroup(collectionId, [
      { test: 'Checkout', status: 'failed', message: `Step 2 "Click Pay" failed: Expected "Paid" but the page said ${SECRET_VALUE}` },
      { test: 'Login', status: 'passed' },
    ]);
    const [ended] = await db().select().from(collectionRuns).where(eq(collectionRuns.id, groupId));
    expect(ended.status).toBe('failed');
    const [hit] = await receiver.waitFor('/hooks/smoke?token=abc123xyz', 1, 5000);
    expect(hit!.at - ended.finishedAt!.getTime()).toBeLessThan(5000);

    const expected = `sha256=${createHmac('sha256', channel.signing_secret!).update(hit!.body).digest('hex')}`;
    expect(hit!.headers['x-critical-journey-signature']).toBe(expected);
    expect(Number(hit!.headers['x-critical-journey-timestamp'])).toBeGreaterThan(Date.now() / 1000 - 60);
    const payload = JSON.parse(hit!.body);
    expect(payload).toMatchObject({
      event: 'failure',
      project: { id: suiteId, name: 'Shop' },
      collection: { id: collectionId, name: 'Smoke' },
      collection_run_id: groupId,
      run_url: `http://localhost:3000/collections/${suiteId}/${collectionId}`,
      verdict: 'failed',
    });
    const checkout = payload.tests.find((test: { name: string }) => test.name === 'Checkout');
    const checkoutRun = (await db().select().from(testRuns).where(eq(testRuns.collectionRunId, groupId))).find(
      (run) => run.testCaseId === tests.Checkout,
    )!;
    expect(checkout).toEqual({
      name: 'Checkout',
      status: 'failed',
      failed_step: { number: 2, title: 'Click Pay' },
      error: 'Expected "Paid" but the page said ********',
      run_url: `http://localhost:3000/run/${suiteId}/${checkoutRun.id}`,
      flaky: false,
      quarantined: false,
      heal: null,
    });
    expect(hit!.body).not.toContain(SECRET_VALUE);

    const [delivery] = await settled(groupId, 'delivered');
    expect(delivery).toMatchObject({ attempts: 1, lastStatus: 200, lastAnswer: '200 OK: ok', event: 'failure' });
    // The secret was shown once: listings mask it, and the address's token with it.
    const list = await api({ method: 'GET', url: `/api/test-suites/${suiteId}/alert-channels` });
    expect(list.body).not.toContain(channel.signing_secret!);
    expect(list.body).not.toContain('abc123xyz');
    expect(list.json().find((c: Channel) => c._id === channel._id).signing_secret).toBe('********');
  });

  it('recovery alerts after a failure, not after a pass', async () => {
    const collectionId = await newCollection('Nightly');
    await addChannel({ kind: 'webhook', target: `${receiver.url}/hooks/nightly`, collection_id: collectionId, notify_on: 'recovery' });
    const first = await endGroup(collectionId, [{ test: 'Login', status: 'passed' }]);
    expect(await deliveriesOf(first)).toEqual([]);
    const failed = await endGroup(collectionId, [{ test: 'Login', status: 'failed', message: 'The test failed before its first step.' }]);
    expect((await deliveriesOf(failed)).map((row) => row.event)).toEqual(['failure']);
    const recovered = await endGroup(collectionId, [{ test: 'Login', status: 'passed' }]);
    expect((await deliveriesOf(recovered)).map((row) => row.event)).toEqual(['recovery']);
    const again = await endGroup(collectionId, [{ test: 'Login', status: 'passed' }]);
    expect(await deliveriesOf(again)).toEqual([]);
    const hits = await receiver.waitFor('/hooks/nightly', 2);
    // Two deliveries may be worked at once: their order at the receiver is not fixed.
    expect(hits.map((hit) => JSON.parse(hit.body).event).sort()).toEqual(['failure', 'recovery']);
  });

  it('a flaky pass and a quarantined failure alert only channels that ask for them', async () => {
    const collectionId = await newCollection('Flaky');
    const plain = await addChannel({ kind: 'webhook', target: `${receiver.url}/hooks/plain`, collection_id: collectionId });
    const asking = await addChannel({
      kind: 'webhook',
      target: `${receiver.url}/hooks/asking`,
      collection_id: collectionId,
      include_flaky: true,
      include_quarantined: true,
    });
    const flaky = await endGroup(collectionId, [
      { test: 'Login', status: 'passed', flaky: true },
      { test: 'Checkout', status: 'passed' },
    ]);
    expect((await deliveriesOf(flaky)).map((row) => [row.channelId, row.event])).toEqual([[asking._id, 'flaky']]);
    const quarantined = await endGroup(collectionId, [
      { test: 'Search', status: 'failed', message: 'Step 1 "Search for shoes" failed: no results' },
      { test: 'Checkout', status: 'passed' },
    ]);
    // The group passed: a quarantined test's failure does not fail it.
    const [group] = await db().select().from(collectionRuns).where(eq(collectionRuns.id, quarantined));
    expect(group.status).toBe('passed');
    expect((await deliveriesOf(quarantined)).map((row) => [row.channelId, row.event])).toEqual([[asking._id, 'failure']]);
    const hits = await receiver.waitFor('/hooks/asking', 2);
    const failure = hits.map((hit) => JSON.parse(hit.body)).find((body) => body.event === 'failure');
    const search = failure.tests.find((test: { name: string }) => test.name === 'Search');
    expect(search).toMatchObject({ status: 'failed', quarantined: true, failed_step: { number: 1, title: 'Search for shoes' } });
    expect(receiver.received.filter((hit) => hit.path === '/hooks/plain')).toEqual([]);
    expect(plain._id).toBeTruthy();
    // The collection-run listing reports the stored verdict once the group has ended.
    const listed = (await api({ method: 'GET', url: `/api/test-suites/${suiteId}/collection-runs?limit=100` })).json();
    expect(listed.find((row: { _id: string }) => row._id === quarantined)).toMatchObject({ status: 'passed', finished_at: expect.any(String) });
  });

  it('retries a delivery the receiver refused: 500 twice, then 200, delivered at the third attempt', async () => {
    const collectionId = await newCollection('Retried');
    receiver.answer('/hooks/retried', [
      { status: 500, body: 'try later' },
      { status: 500, body: 'try later' },
      { status: 200, body: 'thanks' },
    ]);
    await addChannel({ kind: 'webhook', target: `${receiver.url}/hooks/retried`, collection_id: collectionId });
    const groupId = await endGroup(collectionId, [{ test: 'Login', status: 'failed' }]);
    const [delivery] = await settled(groupId, 'delivered');
    expect(delivery).toMatchObject({ attempts: 3, lastStatus: 200, lastAnswer: '200 OK: thanks' });
    const hits = receiver.received.filter((hit) => hit.path === '/hooks/retried');
    expect(hits).toHaveLength(3);
    // Backoff: the second retry waited longer than the first (1–2 s, then 2–4 s).
    expect(hits[1]!.at - hits[0]!.at).toBeGreaterThanOrEqual(900);
    expect(hits[2]!.at - hits[1]!.at).toBeGreaterThanOrEqual(1900);
    // Every attempt sends the same message, each signed.
    expect(new Set(hits.map((hit) => hit.body)).size).toBe(1);
  });

  it('a receiver that keeps refusing leaves the delivery failed with its last answer, listed newest first', async () => {
    const collectionId = await newCollection('Down');
    receiver.answer('/hooks/down', [{ status: 503, body: `maintenance ${'x'.repeat(600)}` }]);
    await addChannel({ kind: 'webhook', target: `${receiver.url}/hooks/down`, collection_id: collectionId });
    const groupId = await endGroup(collectionId, [{ test: 'Login', status: 'resources_exceeded' }]);
    const [delivery] = await settled(groupId, 'failed');
    expect(delivery.attempts).toBe(3);
    expect(delivery.lastStatus).toBe(503);
    expect(delivery.lastAnswer).toMatch(/^503 Service Unavailable: maintenance x+$/);
    expect(delivery.lastAnswer!.length).toBeLessThanOrEqual(500);
    expect(receiver.received.filter((hit) => hit.path === '/hooks/down')).toHaveLength(3);
    const listed = await listDeliveries(`?collection_run_id=${groupId}`);
    expect(listed).toEqual([expect.objectContaining({ _id: delivery.id, status: 'failed', attempts: 3, last_status: 503 })]);
    expect((await listDeliveries('?limit=1'))[0]!.last_attempt_at).toBeTruthy();
  });

  it('Slack gets text and blocks; its address is never listed or logged', async () => {
    const collectionId = await newCollection('Slacked');
    const path = `/services/T000/B000/${SLACK_TOKEN}`;
    const channel = await addChannel({ kind: 'slack', target: `${receiver.url}${path}`, collection_id: collectionId });
    expect(channel.signing_secret).toBeNull();
    expect(channel.target).not.toContain(SLACK_TOKEN);
    const groupId = await endGroup(collectionId, [
      { test: 'Checkout', status: 'failed', message: `Step 3 "Pay" failed: card ${SECRET_VALUE} declined` },
    ]);
    const [hit] = await receiver.waitFor(path);
    const body = JSON.parse(hit!.body);
    expect(body.text).toContain('Test suite "Slacked" of Shop failed');
    expect(JSON.stringify(body.blocks)).toContain(`<http://localhost:3000/collections/${suiteId}/${collectionId}|Open in Critical Journey>`);
    expect(JSON.stringify(body.blocks)).toContain('step 3 \\"Pay\\"');
    expect(hit!.body).not.toContain(SECRET_VALUE);
    expect(hit!.headers['x-critical-journey-signature']).toBeUndefined();
    await settled(groupId, 'delivered');
    const everything = JSON.stringify([
      (await api({ method: 'GET', url: `/api/test-suites/${suiteId}/alert-channels` })).json(),
      await listDeliveries('?limit=200'),
      logs.lines(),
    ]);
    expect(everything).not.toContain(SLACK_TOKEN);
    expect(everything).not.toContain(SECRET_VALUE);
    expect(logs.lines().some((line) => line.msg === 'alert delivered' && line.channelId === channel._id)).toBe(true);
  });

  it('e-mail lands in the local outbox without SMTP_URL', async () => {
    const collectionId = await newCollection('Mailed');
    await addChannel({ kind: 'email', target: 'Ops@Shop.test; dev@shop.test', collection_id: collectionId });
    const groupId = await endGroup(collectionId, [
      { test: 'Checkout', status: 'failed', message: `Step 1 "Open the shop" failed: ${SECRET_VALUE} refused` },
    ]);
    const [delivery] = await settled(groupId, 'delivered');
    expect(delivery.lastAnswer).toBe('Kept in the local outbox (no SMTP_URL).');
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, 'ops@shop.test, dev@shop.test'));
    expect(mail!.subject).toContain('Test suite "Mailed" of Shop failed');
    expect(mail!.text).toContain('Checkout failed at step 1 "Open the shop": ******** refused');
    expect(mail!.links[0]).toBe(`http://localhost:3000/collections/${suiteId}/${collectionId}`);
    expect(`${mail!.text}${mail!.html}`).not.toContain(SECRET_VALUE);
  });

  it("collections without channels of their own use the project's default; project run-alls too", async () => {
    const own = await newCollection('Own');
    const other = await newCollection('Other');
    const ownChannel = await addChannel({ kind: 'webhook', target: `${receiver.url}/hooks/own`, collection_id: own });
    const fallback = await addChannel({ kind: 'webhook', target: `${receiver.url}/hooks/default`, notify_on: 'every' });
    const failing: GroupRun[] = [{ test: 'Login', status: 'failed' }];
    expect((await deliveriesOf(await endGroup(own, failing))).map((row) => row.channelId)).toEqual([ownChannel._id]);
    expect((await deliveriesOf(await endGroup(other, failing))).map((row) => row.channelId)).toEqual([fallback._id]);
    const runAll = await endGroup(null, [{ test: 'Login', status: 'passed' }]);
    expect((await deliveriesOf(runAll)).map((row) => [row.channelId, row.event])).toEqual([[fallback._id, 'run']]);
    // A disabled channel of its own does not count: the default serves the collection again.
    await api({ method: 'PATCH', url: `/api/test-suites/${suiteId}/alert-channels/${ownChannel._id}`, payload: { enabled: false } });
    expect((await deliveriesOf(await endGroup(own, failing))).map((row) => row.channelId)).toEqual([fallback._id]);
    await api({ method: 'DELETE', url: `/api/test-suites/${suiteId}/alert-channels/${fallback._id}` });
  });

  it('a group ends exactly once, however many callers race to end it', async () => {
    const collectionId = await newCollection('Raced');
    await addChannel({ kind: 'webhook', target: `${receiver.url}/hooks/raced`, collection_id: collectionId });
    const [group] = await db().insert(collectionRuns).values({ testSuiteId: suiteId, collectionId, status: 'pending' }).returning();
    const [running] = await db()
      .insert(testRuns)
      .values([
        { testCaseId: tests.Login!, collectionRunId: group.id, status: 'failed', finishedAt: new Date() },
        { testCaseId: tests.Checkout!, collectionRunId: group.id, status: 'running' },
      ])
      .returning()
      .then((rows) => rows.filter((row) => row.status === 'running'));
    // Not while a run is active.
    expect(await endCollectionRunIfDone(db(), t.jobs, group.id)).toBe(false);
    await db().update(testRuns).set({ status: 'passed', finishedAt: new Date() }).where(eq(testRuns.id, running!.id));
    const results = await Promise.all(Array.from({ length: 6 }, () => endCollectionRunIfDone(db(), t.jobs, group.id)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await deliveriesOf(group.id)).toHaveLength(1);
    await receiver.waitFor('/hooks/raced');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.received.filter((hit) => hit.path === '/hooks/raced')).toHaveLength(1);
  });

  it('sends a test alert through a channel', async () => {
    const channel = await addChannel({ kind: 'webhook', target: `${receiver.url}/hooks/test-alert`, notify_on: 'failure' });
    const response = await api({ method: 'POST', url: `/api/test-suites/${suiteId}/alert-channels/${channel._id}/test` });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ event: 'test', status: 'pending', collection_run_id: null });
    const [hit] = await receiver.waitFor('/hooks/test-alert');
    expect(JSON.parse(hit!.body)).toMatchObject({ event: 'test', project: { name: 'Shop' }, collection: null });
    expect(hit!.headers['x-critical-journey-signature']).toBe(
      `sha256=${createHmac('sha256', channel.signing_secret!).update(hit!.body).digest('hex')}`,
    );
    await api({ method: 'DELETE', url: `/api/test-suites/${suiteId}/alert-channels/${channel._id}` });
  });
});
