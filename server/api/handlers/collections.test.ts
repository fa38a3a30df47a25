import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { collectionRuns, collectionTestCases, testCases, testCollections, testRuns } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { asUser, signUpAndSignIn } from '../../testing/auth.ts';
import { databaseKinds } from '../../testing/databases.ts';

const SCRIPT = "import { test } from '@playwright/test';\ntest('t', async () => {});\n";

describe.each(databaseKinds)('collections and run-all on %s', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof asUser>;
  let outsider: ReturnType<typeof asUser>;
  let suiteId: string;
  let otherSuiteId: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { auth: { autoconfirm: true } });
    api = asUser(t.app, (await signUpAndSignIn(t.app, 'owner@example.com')).accessToken);
    // A second account belongs to no organization of the owner's.
    outsider = asUser(t.app, (await signUpAndSignIn(t.app, 'outsider@example.com')).accessToken);
    const orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
    suiteId = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Shop' } })).json().test_suite_id;
    otherSuiteId = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Blog' } })).json().test_suite_id;
  });
  afterAll(() => t?.close());

  /** A test saved straight in the database; `generated` makes it runnable (completed, with a script). */
  async function addTest(name: string, { suite = suiteId, generated = false } = {}) {
    const [row] = await t.database.db
      .insert(testCases)
      .values({
        testSuiteId: suite,
        name,
        website: 'http://shop.test',
        description: 'd',
        ...(generated ? { state: 'completed', finalScript: SCRIPT } : {}),
      })
      .returning();
    return row.id;
  }
  const createCollection = async (name: string) =>
    (await api({ method: 'POST', url: '/api/test-suites/collection', payload: { test_suite_id: suiteId, name } })).json();
  const update = (id: string, changes: object) =>
    api({ method: 'PUT', url: `/api/test-suites/collection/${id}`, payload: { collection_id: id, ...changes } });
  const stored = async (id: string) => {
    const [row] = await t.database.db.select().from(testCollections).where(eq(testCollections.id, id));
    const links = await t.database.db.select().from(collectionTestCases).where(eq(collectionTestCases.collectionId, id));
    return { ...row, tests: links.map((l) => l.testCaseId).sort() };
  };

  it('creates a collection with a trimmed name, gets it and lists it', async () => {
    const created = await api({ method: 'POST', url: '/api/test-suites/collection', payload: { test_suite_id: suiteId, name: '  Smoke  ' } });
    expect(created.statusCode).toBe(201);
    const collection = created.json();
    expect(collection).toEqual({
      _id: expect.any(String),
      test_suite_id: suiteId,
      name: 'Smoke',
      linked_test_ids: [],
      schedule: null,
      environment_id: null,
      linked_runs: [],
    });
    const got = await api({ method: 'GET', url: `/api/test-suites/collection/${collection._id}` });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(collection);
    const list = await api({ method: 'GET', url: `/api/test-suites/collections/${suiteId}` });
    expect(list.json()).toContainEqual(collection);
  });

  it('refuses a blank name', async () => {
    const blank = await api({ method: 'POST', url: '/api/test-suites/collection', payload: { test_suite_id: suiteId, name: '   ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('This field is required');
  });

  it('renames, adds and removes tests, and sets and clears a schedule', async () => {
    const { _id: id } = await createCollection('Checkout');
    const [a, b, c] = [await addTest('A'), await addTest('B'), await addTest('C')];
    const added = await update(id, { new_name: ' Checkout flow ', test_case_ids_to_add: [a, b, c, a] });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ _id: id, name: 'Checkout flow', schedule: null });
    expect([...added.json().linked_test_ids].sort()).toEqual([a, b, c].sort());

    const removed = await update(id, { test_case_ids_to_remove: [b], test_case_ids_to_add: [a], schedule: ' 0  6 * * 1-5 ' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().schedule).toBe('0 6 * * 1-5');
    expect((await stored(id)).tests).toEqual([a, c].sort());

    const cleared = await update(id, { schedule: null });
    expect(cleared.json()).toMatchObject({ name: 'Checkout flow', schedule: null });
    await update(id, { schedule: '*/5 * * * *' });
    expect((await update(id, { schedule: '   ' })).json().schedule).toBeNull();
    // Leaving a field out leaves it as it was.
    await update(id, { schedule: '0 0 * * *' });
    expect((await update(id, { new_name: 'Nightly' })).json()).toMatchObject({ name: 'Nightly', schedule: '0 0 * * *' });
  });

  it('refuses bad updates with a clear message and changes nothing', async () => {
    const { _id: id } = await createCollection('Guarded');
    const mine = await addTest('Mine');
    await update(id, { test_case_ids_to_add: [mine], schedule: '0 1 * * *' });
    const before = await stored(id);
    const foreign = await addTest('Elsewhere', { suite: otherSuiteId });
    const unknown = '00000000-0000-4000-8000-000000000000';

    const cases: [object, RegExp][] = [
      [{ new_name: 'Renamed', test_case_ids_to_add: [foreign] }, new RegExp(`^Not tests of this project: ${foreign}\\. Nothing was changed\\.$`)],
      [{ new_name: 'Renamed', test_case_ids_to_remove: [mine, unknown] }, new RegExp(`^Not tests of this project: ${unknown}\\.`)],
      [{ new_name: 'Renamed', test_case_ids_to_add: [mine], test_case_ids_to_remove: [mine] }, /^A test cannot be both added and removed/],
      [{ new_name: 'Renamed', test_case_ids_to_add: ['not-a-uuid'] }, /must match format "uuid"/],
      [{ new_name: '   ', schedule: null }, /^This field is required$/],
      [{ new_name: 'Renamed', schedule: 'every day' }, /^Invalid cron expression: expected five fields/],
      [{ new_name: 'Renamed', schedule: '*/10 * * * * *' }, /^Invalid cron expression: .*six fields.*no seconds field/],
      [{ new_name: 'Renamed', schedule: '61 * * * *' }, /^Invalid cron expression: Constraint error/],
      [{ new_name: 'Renamed', schedule: 'H 3 * * *' }, /^Invalid cron expression: random \(H\)/],
    ];
    for (const [changes, message] of cases) {
      const response = await update(id, changes);
      expect(response.statusCode, JSON.stringify(changes)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const mismatch = await api({ method: 'PUT', url: `/api/test-suites/collection/${id}`, payload: { collection_id: unknown, new_name: 'Renamed' } });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('collection_id must be the id of the collection in the path.');
    expect(await stored(id)).toEqual(before);
  });

  it('deletes a collection and keeps its tests', async () => {
    const { _id: id } = await createCollection('Doomed');
    const kept = await addTest('Kept');
    await update(id, { test_case_ids_to_add: [kept], schedule: '* * * * *' });
    const deleted = await api({ method: 'DELETE', url: `/api/test-suites/collection/${id}` });
    expect(deleted.statusCode).toBe(204);
    expect((await api({ method: 'GET', url: `/api/test-suites/collection/${id}` })).statusCode).toBe(404);
    expect(await t.database.db.select().from(testCases).where(eq(testCases.id, kept))).toHaveLength(1);
    expect((await api({ method: 'DELETE', url: `/api/test-suites/collection/${id}` })).json()).toEqual({ message: 'Collection not found.' });
  });

  it('runs a collection: pending runs for runnable tests, not_runnable for the others, in one group', async () => {
    const { _id: id } = await createCollection('Regression');
    const ready = await addTest('Ready', { generated: true });
    const draft = await addTest('Draft');
    await update(id, { test_case_ids_to_add: [ready, draft] });
    const settings = { parameter_overrides: { USER: 'alice' }, website_url_override: 'http://staging.shop.test' };
    const response = await api({ method: 'POST', url: `/api/test-suites/collection/${id}/run-all`, payload: { settings } });
    expect(response.statusCode).toBe(201);
    const group = response.json();
    expect(group).toMatchObject({ test_suite_id: suiteId, collection_id: id, collection_name: 'Regression', status: 'running' });
    const byTest = Object.fromEntries(group.runs.map((run: { test_case_id: string }) => [run.test_case_id, run]));
    expect(byTest[ready]).toMatchObject({ status: 'pending', collection_run_id: group._id, settings });
    expect(byTest[draft]).toMatchObject({ status: 'not_runnable', collection_run_id: group._id });
    expect(group.runs).toHaveLength(2);

    // The collection shows each test's latest run; the project lists the group and its runs.
    const collection = (await api({ method: 'GET', url: `/api/test-suites/collection/${id}` })).json();
    expect(collection.linked_runs).toEqual(
      expect.arrayContaining([
        { _id: byTest[ready]._id, status: 'pending' },
        { _id: byTest[draft]._id, status: 'not_runnable' },
      ]),
    );
    const recent = (await api({ method: 'GET', url: `/api/test-suites/${suiteId}/collection-runs?limit=1` })).json();
    expect(recent).toHaveLength(1);
    expect(recent[0]).toMatchObject({ _id: group._id, collection_name: 'Regression' });
    // Without a body, too; an empty collection has nothing to run.
    expect((await api({ method: 'POST', url: `/api/test-suites/collection/${id}/run-all` })).statusCode).toBe(201);
    const empty = await createCollection('Empty');
    const refused = await api({ method: 'POST', url: `/api/test-suites/collection/${empty._id}/run-all` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This collection has no tests to run. Add tests to it first.');
  });

  it('runs a whole project as a group with no collection, and lists its runs newest first', async () => {
    const orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
    const projectId = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Solo' } })).json().test_suite_id;
    const empty = await api({ method: 'POST', url: `/api/test-suites/${projectId}/run-all` });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('This project has no tests to run. Create a test first.');
    const ready = await addTest('Ready', { suite: projectId, generated: true });
    const failed = await addTest('Failed last time', { suite: projectId });
    await t.database.db.update(testCases).set({ state: 'failed', finalScript: SCRIPT }).where(eq(testCases.id, failed));
    const draft = await addTest('Draft', { suite: projectId });

    const response = await api({ method: 'POST', url: `/api/test-suites/${projectId}/run-all`, payload: {} });
    expect(response.statusCode).toBe(201);
    const group = response.json();
    expect(group).toMatchObject({ test_suite_id: projectId, collection_id: null, collection_name: null, status: 'running' });
    const statuses = Object.fromEntries(group.runs.map((run: { test_case_id: string; status: string }) => [run.test_case_id, run.status]));
    expect(statuses).toEqual({ [ready]: 'pending', [failed]: 'pending', [draft]: 'not_runnable' });
    const [row] = await t.database.db.select().from(collectionRuns).where(eq(collectionRuns.id, group._id));
    expect(row.collectionId).toBeNull();

    // A later run comes first; `limit` caps the list; other projects' runs are not in it.
    const [later] = await t.database.db
      .insert(testRuns)
      .values({ testCaseId: ready, status: 'passed', createdAt: new Date(Date.now() + 60_000) })
      .returning();
    const runs = await api({ method: 'GET', url: `/api/test-suites/${projectId}/test-runs` });
    expect(runs.statusCode).toBe(200);
    expect(runs.json()).toHaveLength(4);
    expect(runs.json()[0]).toMatchObject({ _id: later.id, status: 'passed', collection_run_id: null });
    expect((await api({ method: 'GET', url: `/api/test-suites/${projectId}/test-runs?limit=2` })).json()).toHaveLength(2);
    expect((await api({ method: 'GET', url: `/api/test-suites/${otherSuiteId}/test-runs` })).json()).toEqual([]);
  });

  it("keeps another organization's collections and runs out of reach, changing nothing", async () => {
    const { _id: id } = await createCollection('Private');
    const test = await addTest('Private test', { generated: true });
    await update(id, { test_case_ids_to_add: [test] });
    const before = await stored(id);
    const groupsBefore = await t.database.db.select().from(collectionRuns);
    const attempts = [
      outsider({ method: 'GET', url: `/api/test-suites/collection/${id}` }),
      outsider({
        method: 'PUT',
        url: `/api/test-suites/collection/${id}`,
        payload: { collection_id: id, new_name: 'Mine now', schedule: '* * * * *' },
      }),
      outsider({ method: 'POST', url: `/api/test-suites/collection/${id}/run-all` }),
      outsider({ method: 'DELETE', url: `/api/test-suites/collection/${id}` }),
      outsider({ method: 'POST', url: '/api/test-suites/collection', payload: { test_suite_id: suiteId, name: 'Intruder' } }),
      outsider({ method: 'POST', url: `/api/test-suites/${suiteId}/run-all` }),
      outsider({ method: 'GET', url: `/api/test-suites/${suiteId}/test-runs` }),
      outsider({ method: 'GET', url: `/api/test-suites/collections/${suiteId}` }),
      outsider({ method: 'GET', url: `/api/test-suites/${suiteId}/collection-runs` }),
    ];
    for (const response of await Promise.all(attempts)) expect([403, 404], response.body).toContain(response.statusCode);
    expect(await stored(id)).toEqual(before);
    expect(await t.database.db.select().from(collectionRuns)).toEqual(groupsBefore);
    expect((await api({ method: 'GET', url: '/api/test-suites/collection/not-a-uuid' })).statusCode).toBe(404);
  });
});
