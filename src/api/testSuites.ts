/** Projects (test suites in the API): one plain function per operation. */
import type { components } from '../../openapi/schema';
import { apiClient, unwrap } from './client';

export type TestSuite = components['schemas']['TestSuite'];

export const listTestSuites = (orgId: string) => unwrap(apiClient.GET('/organizations/{orgId}/test-suites', { params: { path: { orgId } } }));

export const createTestSuite = (orgId: string, name: string) => unwrap(apiClient.POST('/test-suites', { body: { org_id: orgId, name } }));

export const renameTestSuite = (id: string, newName: string) =>
  unwrap(apiClient.PUT('/test-suites/{id}/rename', { params: { path: { id }, query: { new_name: newName } } }));

export const deleteTestSuite = (id: string) => unwrap(apiClient.DELETE('/test-suites/{id}', { params: { path: { id } } }));

export const getTestSuite = (id: string) => unwrap(apiClient.GET('/test-suites/{id}', { params: { path: { id } } }));
