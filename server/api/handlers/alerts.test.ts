import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertChannels, alertDeliveries, collectionRuns } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { asUser, signUpAndSignIn } from '../../testing/auth.ts';
import { databaseKinds } from '../../testing/databases.ts';
import { snapshotProductData } from '../../testing/tenantFixture.ts';

type Api = ReturnType<typeof asUser>;

describe.each(databaseKinds)('alert channels on %s', (kind) => {
  let t: TestApp;
  let api: Api;
  let outsider: Api;
  let suiteId: string;
  let otherSuiteId: string;
  let collectionId: string;
  let foreignCollectionId: string;
  const url = (rest = '') => `/api/test-suites/${suiteId}/alert-channels${rest}`;
  const create = (payload: object) => api({ method: 'POST', url: url(), payload });

  const project = async (who: Api, name: string) => {
    const orgId = (await who({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
    return (await who({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name } })).json().test_suite_id as string;
  };
  const collection = async (suite: string, name: string) =>
    (await api({ method: 'POST', url: '/api/test-suites/collection', payload: { test_suite_id: suite, name } })).json()._id as string;

  beforeAll(async () => {
    t = await createTestApp(kind, { auth: { autoconfirm: true } });
    // The first account is the instance's super admin; the outsider is an ordinary user of another organization.
    api = asUser(t.app, (await signUpAndSignIn(t.app, 'owner@alerts.example')).accessToken);
    outsider = asUser(t.app, (await signUpAndSignIn(t.app, 'outsider@elsewhere.example')).accessToken);
    suiteId = await project(api, 'Shop');
    otherSuiteId = await project(api, 'Blog');
    collectionId = await collection(suiteId, 'Smoke');
    foreignCollectionId = await collection(otherSuiteId, 'Posts');
  });
  afterAll(() => t?.close());

  it('creates a webhook channel, answers its signing secret once, and lists it masked', async () => {
    const created = await create({
      kind: 'webhook',
      target: 'https://hooks.example.com/cj/s3cr3tpath?token=abc',
      collection_id: collectionId,
      notify_on: 'recovery',
    });
    expect(created.statusCode).toBe(201);
    const channel = created.json();
    expect(channel).toMatchObject({
      test_suite_id: suiteId,
      collection_id: collectionId,
      kind: 'webhook',
      target: 'https://hooks.example.com/********',
      notify_on: 'recovery',
      include_flaky: false,
      include_quarantined: false,
      enabled: true,
    });
    expect(channel.signing_secret).toMatch(/^cjwhsec_/);
    const list = await api({ method: 'GET', url: url() });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual({ ...channel, signing_secret: '********' });
    expect(list.body).not.toContain(channel.signing_secret);
    expect(list.body).not.toContain('s3cr3tpath');
    // Stored in clear: the worker needs both.
    const [row] = await t.database.db.select().from(alertChannels).where(eq(alertChannels.id, channel._id));
    expect(row.target).toBe('https://hooks.example.com/cj/s3cr3tpath?token=abc');
    expect(row.signingSecret).toBe(channel.signing_secret);
  });

  it('creates e-mail and Slack channels (no signing secret) and project defaults', async () => {
    const email = await create({ kind: 'email', target: 'Ops@Shop.test, dev@shop.test' });
    expect(email.statusCode).toBe(201);
    expect(email.json()).toMatchObject({
      kind: 'email',
      target: 'ops@shop.test, dev@shop.test',
      collection_id: null,
      notify_on: 'failure',
      signing_secret: null,
    });
    const slack = await create({
      kind: 'slack',
      target: 'https://hooks.slack.com/services/T0/B0/XYZ',
      include_flaky: true,
      include_quarantined: true,
      enabled: false,
    });
    expect(slack.json()).toMatchObject({
      kind: 'slack',
      target: 'https://hooks.slack.com/********',
      include_flaky: true,
      include_quarantined: true,
      enabled: false,
      signing_secret: null,
    });
  });

  it.each([
    [{ kind: 'email', target: 'not-an-address' }, 'Invalid Email: "not-an-address" is not an e-mail address. Nothing was changed.'],
    [{ kind: 'email', target: '  ' }, 'Enter one to 20 e-mail addresses, separated by commas. Nothing was changed.'],
    [{ kind: 'webhook', target: 'ftp://files.example.com/hook' }, /^Enter an http:\/\/ or https:\/\/ address/],
    [{ kind: 'slack', target: 'javascript:alert(1)' }, /^Enter an http:\/\/ or https:\/\/ address/],
    [{ kind: 'webhook', target: 'https://user:pw@example.com/' }, /^Put no user name or password/],
    [{ kind: 'webhook', target: 'https://example.com/', notify_on: 'sometimes' }, /notify_on/],
    [{ kind: 'pager', target: 'https://example.com/' }, /kind/],
    [{ target: 'https://example.com/' }, /kind/],
  ])('refuses %j with a clear message and writes nothing', async (payload, message) => {
    const before = await snapshotProductData(t.database.db);
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await snapshotProductData(t.database.db)).toBe(before);
  });

  it("refuses another project's collection (and an unknown one) as not found", async () => {
    for (const id of [foreignCollectionId, '00000000-0000-4000-8000-000000000000']) {
      const response = await create({ kind: 'email', target: 'ops@shop.test', collection_id: id });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Collection not found.');
    }
  });

  it('updates only what is sent; a bad target changes nothing', async () => {
    const channel = (await create({ kind: 'webhook', target: 'https://example.com/a' })).json();
    const patch = (payload: object) => api({ method: 'PATCH', url: url(`/${channel._id}`), payload });
    const updated = await patch({ notify_on: 'every', collection_id: collectionId, enabled: false });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      notify_on: 'every',
      collection_id: collectionId,
      enabled: false,
      target: 'https://example.com/********',
      signing_secret: '********',
    });
    const refused = await patch({ target: 'mailto:ops@shop.test', notify_on: 'failure' });
    expect(refused.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(alertChannels).where(eq(alertChannels.id, channel._id));
    expect(row).toMatchObject({ target: 'https://example.com/a', notifyOn: 'every', signingSecret: channel.signing_secret });
    expect((await patch({ collection_id: foreignCollectionId })).statusCode).toBe(404);
    expect((await patch({ collection_id: null })).json().collection_id).toBeNull();
    expect((await patch({})).json().notify_on).toBe('every');
  });

  it('deletes a channel with its deliveries', async () => {
    const channel = (await create({ kind: 'email', target: 'ops@shop.test' })).json();
    const [group] = await t.database.db.insert(collectionRuns).values({ testSuiteId: suiteId, collectionId, status: 'failed' }).returning();
    await t.database.db.insert(alertDeliveries).values({ channelId: channel._id, testSuiteId: suiteId, collectionRunId: group.id, event: 'failure' });
    const deleted = await api({ method: 'DELETE', url: url(`/${channel._id}`) });
    expect(deleted.statusCode).toBe(204);
    expect((await api({ method: 'GET', url: url() })).json().map((c: { _id: string }) => c._id)).not.toContain(channel._id);
    expect(await t.database.db.select().from(alertDeliveries).where(eq(alertDeliveries.channelId, channel._id))).toEqual([]);
    expect((await api({ method: 'DELETE', url: url(`/${channel._id}`) })).statusCode).toBe(404);
  });

  it('queues a test alert (pending without a queue) and lists deliveries newest first, by group and limit', async () => {
    const channel = (await create({ kind: 'webhook', target: 'https://example.com/test' })).json();
    const sent = await api({ method: 'POST', url: url(`/${channel._id}/test`) });
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toMatchObject({
      channel_id: channel._id,
      event: 'test',
      status: 'pending',
      attempts: 0,
      collection_run_id: null,
      last_answer: null,
    });
    const [group] = await t.database.db.insert(collectionRuns).values({ testSuiteId: suiteId, collectionId, status: 'failed' }).returning();
    await t.database.db.insert(alertDeliveries).values({
      channelId: channel._id,
      testSuiteId: suiteId,
      collectionRunId: group.id,
      event: 'failure',
      status: 'failed',
      attempts: 5,
      lastStatus: 500,
      lastAnswer: '500: echo of https://example.com/test',
    });
    const deliveries = (await api({ method: 'GET', url: `/api/test-suites/${suiteId}/alert-deliveries` })).json();
    expect(deliveries.map((d: { event: string }) => d.event).slice(0, 2)).toEqual(['failure', 'test']);
    // An answer echoing the channel's address is masked.
    expect(deliveries[0].last_answer).toBe('500: echo of ********');
    const ofGroup = (await api({ method: 'GET', url: `/api/test-suites/${suiteId}/alert-deliveries?collection_run_id=${group.id}` })).json();
    expect(ofGroup).toHaveLength(1);
    expect((await api({ method: 'GET', url: `/api/test-suites/${suiteId}/alert-deliveries?limit=1` })).json()).toHaveLength(1);
    expect((await api({ method: 'GET', url: `/api/test-suites/${suiteId}/alert-deliveries?limit=0` })).statusCode).toBe(400);
    const disabled = (await create({ kind: 'webhook', target: 'https://example.com/off', enabled: false })).json();
    const refused = await api({ method: 'POST', url: url(`/${disabled._id}/test`) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/disabled/);
  });

  it('answers 404 to a member of another organization, for every operation, and changes nothing', async () => {
    const channel = (await create({ kind: 'webhook', target: 'https://example.com/private' })).json();
    const before = await snapshotProductData(t.database.db);
    const base = `/api/test-suites/${suiteId}`;
    const requests = [
      { method: 'GET', url: `${base}/alert-channels` },
      { method: 'POST', url: `${base}/alert-channels`, payload: { kind: 'email', target: 'thief@elsewhere.example' } },
      { method: 'PATCH', url: `${base}/alert-channels/${channel._id}`, payload: { target: 'https://thief.example/' } },
      { method: 'DELETE', url: `${base}/alert-channels/${channel._id}` },
      { method: 'POST', url: `${base}/alert-channels/${channel._id}/test` },
      { method: 'GET', url: `${base}/alert-deliveries` },
    ] as const;
    for (const request of requests) {
      const response = await outsider(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
    }
    // The project's own member cannot reach a channel through another of its projects either.
    expect((await api({ method: 'PATCH', url: `/api/test-suites/${otherSuiteId}/alert-channels/${channel._id}`, payload: {} })).statusCode).toBe(404);
    expect(await snapshotProductData(t.database.db)).toBe(before);
  });
});
