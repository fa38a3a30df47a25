/** Organizations and the role flags. */
import type { components } from '../../openapi/schema';
import { apiClient, unwrap } from './client';

export type Organization = components['schemas']['Organization'];

export const listUserOrganizations = () => unwrap(apiClient.GET('/auth/get-user-organizations'));

/** The flag endpoints answer text; a user has the role exactly when the text is 'true'. */
async function readFlag(path: '/test-admin' | '/test-admin-or-biz-dev'): Promise<boolean> {
  const { data, response } = await apiClient.GET(path, { parseAs: 'text' });
  return response.ok && String(data).trim() === 'true';
}

export const isSuperAdmin = () => readFlag('/test-admin');
export const isBizDevOrAdmin = () => readFlag('/test-admin-or-biz-dev');

export const createOrganization = (body: components['schemas']['OrganizationCreate']) => unwrap(apiClient.POST('/organizations', { body }));
