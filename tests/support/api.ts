/**
 * Test data set up through the product's own API as the owner account, so each end-to-end
 * test starts from the state it needs whatever ran before it on the shared server.
 */
import type { APIRequestContext } from '@playwright/test';
import { accessToken, OWNER } from './auth';

async function bearer(request: APIRequestContext) {
  return { Authorization: `Bearer ${await accessToken(request, OWNER.email, OWNER.password)}` };
}

/** The owner's own organization (named after its e-mail domain), whatever others it created. */
export async function organizationId(request: APIRequestContext): Promise<string> {
  const orgs: { org_id: string; name: string }[] = await (
    await request.get('/api/auth/get-user-organizations', { headers: await bearer(request) })
  ).json();
  const own = orgs.find((org) => org.name === OWNER.email.split('@')[1]);
  if (!own) throw new Error(`The owner's organization is missing: ${JSON.stringify(orgs)}`);
  return own.org_id;
}

export async function listProjects(request: APIRequestContext): Promise<{ test_suite_id: string; name: string }[]> {
  const headers = await bearer(request);
  return (await request.get(`/api/organizations/${await organizationId(request)}/test-suites`, { headers })).json();
}

export async function deleteAllProjects(request: APIRequestContext): Promise<void> {
  const headers = await bearer(request);
  for (const project of await listProjects(request)) {
    const response = await request.delete(`/api/test-suites/${project.test_suite_id}`, { headers });
    if (response.status() !== 204) throw new Error(`Could not delete project ${project.name}: ${response.status()}`);
  }
}

export async function createProject(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.post('/api/test-suites', { headers: await bearer(request), data: { org_id: await organizationId(request), name } });
  if (response.status() !== 201) throw new Error(`Could not create project ${name}: ${response.status()}`);
  return (await response.json()).test_suite_id;
}
