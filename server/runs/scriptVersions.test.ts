/**
 * Script versions on the server: a real generation records version 1 (who asked), a
 * regeneration version 2, an import its script as version 1; a restore writes an older
 * version back as a new one; a run records the version it ran. Another organization sees none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isActiveRunStatus } from '../../rules/states.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { asUser, signUpAndSignIn } from '../testing/auth.ts';
import { generationEnded } from '../testing/generation.ts';
import { startFixtureServer, type FixtureServer } from '../../tests/fixtures/server.ts';

type Version = { version: number; source: string; author: string | null; final_script: string; current: boolean };
type Api = ReturnType<typeof asUser>;

describe('script versions on pglite', () => {
  let t: TestApp;
  let api: Api;
  let fixtures: FixtureServer;
  let suiteId: string;
  let testId: string;
  const versions = async (id = testId) => (await api({ method: 'GET', url: `/api/test-case/${id}/script-versions` })).json() as Version[];

  beforeAll(async () => {
    fixtures = await startFixtureServer();
    t = await createTestApp('pglite', { auth: { autoconfirm: true }, executor: { slots: 1, stepTimeoutSeconds: 3 } });
    api = asUser(t.app, (await signUpAndSignIn(t.app, 'versions@example.com')).accessToken);
    const orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
    suiteId = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Versions' } })).json().test_suite_id;
    const created = await api({
      method: 'POST',
      url: '/api/test-cases/',
      payload: {
        test_cases: [
          { test_suite_id: suiteId, path: '', name: 'Greets', website: new URL('login.html', fixtures.url).href, description: 'click "Sign in"' },
        ],
        schedule_generation: true,
      },
    });
    testId = created.json()[0]._id;
    expect((await generationEnded(api, testId)).state).toBe('completed');
  });
  afterAll(async () => {
    await t?.close();
    await fixtures?.close();
  });

  it('keeps each generation as a version, who asked for it, and restores an older one as a new version', async () => {
    const [first] = await versions();
    expect(first).toMatchObject({ version: 1, source: 'generation', author: 'versions@example.com', current: true });
    const test = (await api({ method: 'GET', url: `/api/test-case/${testId}` })).json();
    expect(first.final_script).toBe(test.final_script);
    // Regenerated from a changed description: version 2, the current one.
    const edited = await api({
      method: 'PUT',
      url: `/api/test-case/${testId}/edit?schedule=true`,
      payload: { ...editable(test), description: 'click "Sign in"\nexpect "Email" to be visible' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await generationEnded(api, testId)).state).toBe('completed');
    const [second, older] = await versions();
    expect(second).toMatchObject({ version: 2, source: 'regeneration', current: true });
    expect(older).toMatchObject({ version: 1, current: false });
    expect(second.final_script).not.toBe(older.final_script);
    // Restore version 1: the test's script is its again, kept as version 3.
    const restored = await api({ method: 'POST', url: `/api/test-case/${testId}/script-versions/1/restore` });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().final_script).toBe(first.final_script);
    expect((await versions()).map((version) => [version.version, version.source, version.current])).toEqual([
      [3, 'restore', true],
      [2, 'regeneration', false],
      [1, 'generation', false],
    ]);
    for (const unknown of ['9', '0', 'latest', '1.5'])
      expect((await api({ method: 'POST', url: `/api/test-case/${testId}/script-versions/${unknown}/restore` })).statusCode).toBe(404);
  });

  it('records on a run the version it ran', async () => {
    const started = (await api({ method: 'POST', url: `/api/test-run/${testId}` })).json();
    let run = started;
    while (isActiveRunStatus(run.status)) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      run = (await api({ method: 'GET', url: `/api/test-run/${started._id}` })).json();
    }
    expect(run.script_version).toBe(3);
  });

  it("keeps an imported script as version 1, and shows another organization's versions to no one else", async () => {
    const imported = await api({
      method: 'POST',
      url: `/api/test-suites/${suiteId}/import`,
      payload: {
        test_cases: [
          {
            test_suite_id: suiteId,
            path: '',
            name: 'Imported',
            website: 'https://shop.example/',
            description: 'open',
            final_script: "import { test } from '@playwright/test';\ntest('x', async () => {});\n",
          },
        ],
      },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const id = imported.json().test_cases[0]._id as string;
    expect((await versions(id)).map((version) => [version.version, version.source, version.author, version.current])).toEqual([
      [1, 'import', 'versions@example.com', true],
    ]);
    const stranger = asUser(t.app, (await signUpAndSignIn(t.app, 'other@example.com')).accessToken);
    expect((await stranger({ method: 'GET', url: `/api/test-case/${id}/script-versions` })).statusCode).toBe(404);
    const refused = await stranger({ method: 'POST', url: `/api/test-case/${id}/script-versions/1/restore` });
    expect(refused.statusCode, refused.body).toBe(404);
  });
});

/** What editTestCase takes back of a test. */
function editable(test: Record<string, unknown>) {
  const { test_suite_id, path, name, website, description } = test;
  return { test_suite_id, path, name, website, description };
}
