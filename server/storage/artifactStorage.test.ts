/**
 * Artifact storage through the real paths: the in-process executor generates and runs a test
 * against the fixture site with an S3-compatible store (s3rver), the screenshots and artifacts
 * download through the API, deleting the test lets the sweeper remove its objects, and rows from
 * before artifact storage (content inline) are still served. The database side (rows written
 * after their objects, the deletion trigger, the sweep) runs on PGlite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileDeletions, files, testRuns } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { asUser, signUpAndSignIn } from '../testing/auth.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/databases.ts';
import { generationEnded } from '../testing/generation.ts';
import { startTestS3, type TestS3 } from '../testing/s3.ts';
import { startFixtureServer, type FixtureServer } from '../../tests/fixtures/server.ts';
import { openFileStore, type FileStore } from './fileStore.ts';
import { readStoredFile, saveStoredFile, startFileSweeper, sweepDeletedFiles } from './storedFiles.ts';
import { capturingLog, quietLog } from '../testing/log.ts';

const PNG = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Still not ${what} after ${timeoutMs} ms`);
    await sleep(50);
  }
}

describe.each(databaseKinds)('stored files and their sweep (%s)', (kind) => {
  let database: TestDatabase;
  let s3: TestS3;
  let store: FileStore;
  const db = () => database.db;
  const listed = async () => (await db().select().from(fileDeletions)).map((row) => row.key).sort();

  beforeAll(async () => {
    [database, s3] = await Promise.all([createTestDatabase(kind), startTestS3()]);
    store = openFileStore(s3.config());
  });
  afterAll(async () => {
    await database?.dispose();
    await s3?.close();
  });

  it('writes the object before its row, and the row without inline content', async () => {
    const key = `generation/${randomUUID()}/${randomUUID()}/0.png`;
    await saveStoredFile(db(), store, { name: 'step-1.png', key, contentType: 'image/png', data: PNG });
    const [row] = await db().select().from(files).where(eq(files.key, key));
    expect(row).toMatchObject({ name: 'step-1.png', contentType: 'image/png', size: PNG.length, data: null });
    expect(await store.get(key)).toEqual(PNG);
    expect(await readStoredFile(store, row)).toEqual(PNG);
    // The same key again (a retried job) keeps the one row.
    await saveStoredFile(db(), store, { name: 'step-1.png', key, contentType: 'image/png', data: PNG });
    expect(await db().select().from(files).where(eq(files.key, key))).toHaveLength(1);
  });

  it('takes its object back when the row cannot be written', async () => {
    const key = `run/${randomUUID()}/trace.zip`;
    // A run that no longer exists (deleted while it ran): the foreign key refuses the row.
    await expect(
      saveStoredFile(db(), store, { testRunId: randomUUID(), name: 'trace.zip', key, contentType: 'application/zip', data: PNG }),
    ).rejects.toThrow();
    expect(await store.get(key)).toBeNull();
    expect(await db().select().from(files).where(eq(files.key, key))).toHaveLength(0);
  });

  it('lists the keys of deleted rows (not of inline ones) and sweeps their objects; a failed removal waits for the next sweep', async () => {
    await db().delete(fileDeletions);
    const keys = [0, 1, 2].map((step) => `generation/${randomUUID()}/${randomUUID()}/${step}.png`);
    for (const key of keys) await saveStoredFile(db(), store, { name: 'shot.png', key, contentType: 'image/png', data: PNG });
    const legacyKey = `legacy/${randomUUID()}/0.png`;
    await db().insert(files).values({ name: 'old.png', key: legacyKey, contentType: 'image/png', size: PNG.length, data: PNG });
    await db()
      .delete(files)
      .where(inArray(files.key, [...keys, legacyKey]));
    expect(await listed()).toEqual([...keys].sort());

    const down = openFileStore(s3.config({ endpoint: 'http://127.0.0.1:1' }));
    const logged = capturingLog();
    expect(await sweepDeletedFiles(db(), down, logged.log)).toBe(0);
    expect(logged.lines().map((line) => line.msg)).toEqual([
      expect.stringMatching(
        /^3 of 3 deleted files could not be removed from the store, will try again: S3 delete of ".+" failed: http:\/\/127\.0\.0\.1:1 cannot be reached/,
      ),
    ]);
    expect(await listed()).toEqual([...keys].sort());
    for (const key of keys) expect(await store.get(key)).toEqual(PNG);

    expect(await sweepDeletedFiles(db(), store, quietLog)).toBe(3);
    expect(await listed()).toEqual([]);
    for (const key of keys) expect(await store.get(key)).toBeNull();
  });

  it('keeps an object whose key a new row uses again', async () => {
    const key = `generation/${randomUUID()}/${randomUUID()}/0.png`;
    await saveStoredFile(db(), store, { name: 'shot.png', key, contentType: 'image/png', data: PNG });
    await db().delete(files).where(eq(files.key, key));
    await saveStoredFile(db(), store, { name: 'shot.png', key, contentType: 'image/png', data: PNG });
    expect(await sweepDeletedFiles(db(), store, quietLog)).toBe(1);
    expect(await store.get(key)).toEqual(PNG);
  });
});

type Run = { _id: string; status: string; final_message: string | null; artifacts: string[] };
type Api = ReturnType<typeof asUser>;

describe('artifacts in S3-compatible storage, end to end (pglite)', () => {
  let s3: TestS3;
  let store: FileStore;
  let fixtures: FixtureServer;
  let t: TestApp;
  let api: Api;
  let suiteId: string;
  let testId: string;
  let screenshotKey: string;
  let runId: string;

  const createTest = async (description: string, scheduleGeneration: boolean) => {
    const response = await api({
      method: 'POST',
      url: '/api/test-cases/',
      payload: {
        test_cases: [
          {
            test_suite_id: suiteId,
            path: '',
            name: `S ${Math.random().toString(36).slice(2, 8)}`,
            website: new URL('login.html', fixtures.url).href,
            description,
          },
        ],
        schedule_generation: scheduleGeneration,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json()[0]._id as string;
  };
  const runEnded = async (id: string): Promise<Run> => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const run = (await api({ method: 'GET', url: `/api/test-run/${id}` })).json() as Run;
      if (!['pending', 'running', 'waiting_for_executor'].includes(run.status)) return run;
      if (Date.now() > deadline) throw new Error(`run still ${run.status}`);
      await sleep(250);
    }
  };
  const rowOf = async (key: string) => (await t.database.db.select().from(files).where(eq(files.key, key)))[0];

  beforeAll(async () => {
    [s3, fixtures] = await Promise.all([startTestS3(), startFixtureServer()]);
    store = openFileStore(s3.config({ prefix: 'cj/' }));
    t = await createTestApp('pglite', {
      auth: { autoconfirm: true },
      executor: { slots: 1, stepTimeoutSeconds: 3, runTimeoutSeconds: 60 },
      fileStore: store,
    });
    api = asUser(t.app, (await signUpAndSignIn(t.app, 'storage@example.com')).accessToken);
    const orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
    suiteId = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Storage' } })).json().test_suite_id;
  });
  afterAll(async () => {
    await t?.close();
    await fixtures?.close();
    // The last test closes it already.
    await s3?.close().catch(() => {});
  });

  it('stores generation screenshots in the bucket and serves them through the API', async () => {
    testId = await createTest('expect "Sign in" to be visible', true);
    const test = await generationEnded(api, testId);
    expect(test.state, test.final_message ?? '').toBe('completed');
    screenshotKey = (test.test_generation_steps as Array<{ screenshot_key: string }>)[0].screenshot_key;
    expect(screenshotKey).toMatch(new RegExp(`^generation/${testId}/[0-9a-f-]{36}/0\\.png$`));
    expect((await rowOf(screenshotKey)).data).toBeNull();
    const stored = await store.get(screenshotKey);
    expect(stored?.subarray(0, 8)).toEqual(PNG);
    const image = await api({ method: 'GET', url: `/api/images/${encodeURIComponent(screenshotKey)}` });
    expect(image.statusCode, image.body).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload).toEqual(stored);
  });

  it('stores run artifacts in the bucket; they download with the token and through a temporary address', async () => {
    const started = await api({ method: 'POST', url: `/api/test-run/${testId}` });
    expect(started.statusCode, started.body).toBe(201);
    runId = started.json()._id;
    const ended = await runEnded(runId);
    expect(ended.status, ended.final_message ?? '').toBe('passed');
    expect(ended.artifacts).toEqual(expect.arrayContaining(['trace.zip', 'step-1.png', 'output.log']));
    for (const name of ['trace.zip', 'step-1.png']) {
      const key = `run/${runId}/${name}`;
      expect((await rowOf(key)).data).toBeNull();
      const download = await api({ method: 'GET', url: `/api/artifacts/${runId}?artifact_name=${name}` });
      expect(download.statusCode, download.body).toBe(200);
      expect(download.rawPayload).toEqual(await store.get(key));
    }
    const address = (await api({ method: 'GET', url: `/api/artifacts/${runId}/url?artifact_name=trace.zip` })).json().url as string;
    const publicDownload = await t.app.inject({ method: 'GET', url: address });
    expect(publicDownload.statusCode).toBe(200);
    expect(publicDownload.headers['content-type']).toBe('application/zip');
    expect(publicDownload.rawPayload).toEqual(await store.get(`run/${runId}/trace.zip`));
  });

  it('serves rows from before artifact storage (inline content), and answers 404 for a row whose object is gone', async () => {
    const [legacy] = await t.database.db
      .insert(files)
      .values({ testCaseId: testId, name: '0.png', key: `screenshots/${testId}/legacy.png`, contentType: 'image/png', size: PNG.length, data: PNG })
      .returning();
    const old = await api({ method: 'GET', url: `/api/images/${legacy.id}` });
    expect(old.statusCode).toBe(200);
    expect(old.rawPayload).toEqual(PNG);

    const [gone] = await t.database.db
      .insert(files)
      .values({ testCaseId: testId, name: '9.png', key: `generation/${testId}/${randomUUID()}/9.png`, contentType: 'image/png', size: 8, data: null })
      .returning();
    const image = await api({ method: 'GET', url: `/api/images/${gone.id}` });
    expect(image.statusCode).toBe(404);
    expect(image.json()).toEqual({ message: 'Image not found.' });

    await t.database.db
      .insert(files)
      .values({ testRunId: runId, name: 'gone.log', key: `run/${runId}/gone.log`, contentType: 'text/plain', size: 3, data: null });
    const [run] = await t.database.db.select().from(testRuns).where(eq(testRuns.id, runId));
    await t.database.db
      .update(testRuns)
      .set({ artifacts: [...run.artifacts, 'gone.log'] })
      .where(eq(testRuns.id, runId));
    const artifact = await api({ method: 'GET', url: `/api/artifacts/${runId}?artifact_name=gone.log` });
    expect(artifact.statusCode).toBe(404);
    expect(artifact.json()).toEqual({ message: 'Artifact not found.' });
  });

  it('deleting the test lets the sweeper remove its objects from the bucket', async () => {
    const keys = (await t.database.db.select({ key: files.key, data: files.data }).from(files))
      .filter((row) => row.data === null && row.key !== null)
      .map((row) => row.key!);
    expect(keys).toEqual(expect.arrayContaining([screenshotKey, `run/${runId}/trace.zip`, `run/${runId}/step-1.png`]));
    expect((await api({ method: 'DELETE', url: `/api/test-case/${testId}` })).statusCode).toBe(204);
    expect(await t.database.db.select().from(files)).toEqual([]);
    // Every key the store held (not the inline row's) now waits for the sweeper.
    expect((await t.database.db.select().from(fileDeletions)).map((row) => row.key).sort()).toEqual([...keys].sort());
    // The background's sweeper runs every 30 s; one like it, but quicker, does the same work.
    const sweeper = startFileSweeper(t.database.db, store, quietLog, 50);
    try {
      await eventually(async () => (await t.database.db.select().from(fileDeletions)).length === 0, 'swept');
    } finally {
      await sweeper.stop();
    }
    for (const key of keys) expect(await store.get(key), key).toBeNull();
  });

  it('answers 503 while the bucket does not answer, and still serves inline rows', async () => {
    const otherTest = await createTest('expect "Sign in" to be visible', false);
    const key = `generation/${otherTest}/${randomUUID()}/0.png`;
    await saveStoredFile(t.database.db, store, { testCaseId: otherTest, name: 'step-1.png', key, contentType: 'image/png', data: PNG });
    const [legacy] = await t.database.db
      .insert(files)
      .values({
        testCaseId: otherTest,
        name: '0.png',
        key: `screenshots/${otherTest}/legacy.png`,
        contentType: 'image/png',
        size: PNG.length,
        data: PNG,
      })
      .returning();
    await s3.close();
    const image = await api({ method: 'GET', url: `/api/images/${encodeURIComponent(key)}` });
    expect(image.statusCode).toBe(503);
    expect(image.json()).toEqual({ message: 'Image cannot be read right now: the file store did not answer. Try again in a moment.' });
    expect((await api({ method: 'GET', url: `/api/images/${legacy.id}` })).rawPayload).toEqual(PNG);
  });
});
