import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { asUser, signUpAndSignIn, type TestSession } from '../../testing/auth.ts';
import { databaseKinds } from '../../testing/databases.ts';

describe.each(databaseKinds)('organizations on %s', (kind) => {
  let t: TestApp;
  let admin: TestSession;
  let newcomer: TestSession;
  let asAdmin: ReturnType<typeof asUser>;
  let asNewcomer: ReturnType<typeof asUser>;
  let orgId: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { auth: { autoconfirm: true } });
    admin = await signUpAndSignIn(t.app, 'admin@acme.example');
    newcomer = await signUpAndSignIn(t.app, 'newcomer@acme.example');
    asAdmin = asUser(t.app, admin.accessToken);
    asNewcomer = asUser(t.app, newcomer.accessToken);
    orgId = (await asAdmin({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
  });
  afterAll(() => t?.close());

  it('makes the first account a super admin with an organization, and later ones neither', async () => {
    expect((await asAdmin({ method: 'GET', url: '/api/test-admin' })).body).toBe('true');
    expect((await asNewcomer({ method: 'GET', url: '/api/test-admin' })).body).toBe('false');
    expect((await asNewcomer({ method: 'GET', url: '/api/test-admin-or-biz-dev' })).body).toBe('false');
    expect((await asNewcomer({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()).toEqual([]);
  });

  it('lets only a super admin create organizations; the creator becomes a member', async () => {
    const refused = await asNewcomer({ method: 'POST', url: '/api/organizations', payload: { name: 'Rogue' } });
    expect(refused.statusCode).toBe(403);
    const created = await asAdmin({ method: 'POST', url: '/api/organizations', payload: { name: ' Globex ', ui_config: { title: 'Globex QA' } } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Globex', ui_config: { title: 'Globex QA' } });
    const names = (await asAdmin({ method: 'GET', url: '/api/auth/get-user-organizations' })).json().map((o: { name: string }) => o.name);
    expect(names).toContain('Globex');
  });

  it('reads and updates settings (remote browser settings and branding) for members only', async () => {
    const update = {
      org_id: orgId,
      organization_settings: { lambda_test_settings: { username: 'ci', region: 'eu' }, ui_config: { title: 'Acme', theme: { primary: '#ff6600' } } },
    };
    expect((await asNewcomer({ method: 'PUT', url: '/api/customer/settings', payload: update })).statusCode).toBe(403);
    const updated = await asAdmin({ method: 'PUT', url: '/api/customer/settings', payload: update });
    expect(updated.statusCode).toBe(200);
    const settings = (await asAdmin({ method: 'GET', url: `/api/organization/${orgId}/settings` })).json();
    expect(settings).toEqual({
      org_id: orgId,
      lambda_test_settings: { username: 'ci', region: 'eu' },
      ui_config: { title: 'Acme', theme: { primary: '#ff6600' } },
    });
    expect((await asNewcomer({ method: 'GET', url: `/api/organization/${orgId}/settings` })).statusCode).toBe(403);
  });

  it('adds a member by e-mail with role user, and removes them', async () => {
    const added = await asAdmin({ method: 'POST', url: `/api/organizations/${orgId}/add-user/${encodeURIComponent('NEWCOMER@acme.example')}` });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ id: newcomer.userId, email: 'newcomer@acme.example', role: 'user' });
    expect((await asNewcomer({ method: 'GET', url: '/api/auth/get-user-organizations' })).json().map((o: { org_id: string }) => o.org_id)).toEqual([
      orgId,
    ]);
    const again = await asAdmin({ method: 'POST', url: `/api/organizations/${orgId}/add-user/newcomer@acme.example` });
    expect(again.statusCode).toBe(400);

    const members = (await asAdmin({ method: 'GET', url: `/api/organizations/${orgId}/users` })).json();
    expect(members).toContainEqual({ id: newcomer.userId, email: 'newcomer@acme.example', role: 'user' });

    expect((await asAdmin({ method: 'PUT', url: `/api/organizations/${orgId}/remove-user/${newcomer.userId}` })).statusCode).toBe(204);
    expect((await asNewcomer({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()).toEqual([]);
    expect((await asAdmin({ method: 'PUT', url: `/api/organizations/${orgId}/remove-user/not-an-id` })).statusCode).toBe(404);
  });

  it('keeps a membership made before sign-up for the person who signs up later', async () => {
    await asAdmin({ method: 'POST', url: `/api/organizations/${orgId}/add-user/later@acme.example` });
    const later = await signUpAndSignIn(t.app, 'later@acme.example');
    const orgs = (await asUser(t.app, later.accessToken)({ method: 'GET', url: '/api/auth/get-user-organizations' })).json();
    expect(orgs.map((o: { org_id: string }) => o.org_id)).toEqual([orgId]);
  });

  it('shows a new service-account key once; it works for its organization alone and voids the old one', async () => {
    const first = (await asAdmin({ method: 'PUT', url: `/api/organization/${orgId}/regenerate-service-account-key` })).json();
    const second = (await asAdmin({ method: 'PUT', url: `/api/organization/${orgId}/regenerate-service-account-key` })).json();
    expect(first.service_account_key).toMatch(/^cjsa_/);
    expect(second.service_account_key).not.toBe(first.service_account_key);

    const asCi = asUser(t.app, second.service_account_key);
    expect((await asCi({ method: 'GET', url: `/api/organizations/${orgId}/test-suites` })).statusCode).toBe(200);
    const other = (await asAdmin({ method: 'POST', url: '/api/organizations', payload: { name: 'Elsewhere' } })).json();
    expect((await asCi({ method: 'GET', url: `/api/organizations/${other.org_id}/test-suites` })).statusCode).toBe(403);
    expect((await asUser(t.app, first.service_account_key)({ method: 'GET', url: `/api/organizations/${orgId}/test-suites` })).statusCode).toBe(401);
    // The key is a tool, not a person: it is not listed among the members.
    const emails = (await asAdmin({ method: 'GET', url: `/api/organizations/${orgId}/users` })).json().map((m: { email: string }) => m.email);
    expect(emails).toEqual(['admin@acme.example', 'later@acme.example']);
  });
});
