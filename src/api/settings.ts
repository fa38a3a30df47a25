/**
 * The Settings screen's operations: organization settings, members, the service account key,
 * and the selected project's settings. One plain function per operation.
 */
import type { components } from '../../openapi/schema';
import { apiClient, unwrap } from './client';

export type OrganizationSettings = components['schemas']['OrganizationSettings'];
export type OrganizationSettingsUpdate = components['schemas']['OrganizationSettingsUpdate'];
export type OrganizationMember = components['schemas']['OrganizationMember'];
export type TestSuiteFeatures = components['schemas']['TestSuiteFeatures'];

// Renaming and deleting the selected project are the project picker's calls; the Settings
// screen's 'Project' section reuses them.
export { deleteTestSuite, renameTestSuite } from './testSuites';

export const getOrganizationSettings = (orgId: string) => unwrap(apiClient.GET('/organization/{orgId}/settings', { params: { path: { orgId } } }));

export const updateOrganizationSettings = (body: OrganizationSettingsUpdate) => unwrap(apiClient.PUT('/customer/settings', { body }));

export const listOrganizationMembers = (orgId: string) => unwrap(apiClient.GET('/organizations/{orgId}/users', { params: { path: { orgId } } }));

export const addOrganizationMember = (orgId: string, email: string) =>
  unwrap(apiClient.POST('/organizations/{orgId}/add-user/{email}', { params: { path: { orgId, email } } }));

export const removeOrganizationMember = (orgId: string, userId: string) =>
  unwrap(apiClient.PUT('/organizations/{orgId}/remove-user/{userId}', { params: { path: { orgId, userId } } }));

export const regenerateServiceAccountKey = (orgId: string) =>
  unwrap(apiClient.PUT('/organization/{orgId}/regenerate-service-account-key', { params: { path: { orgId } } }));

export const getTestSuiteFeatures = (id: string) => unwrap(apiClient.GET('/test-suites/{id}/features', { params: { path: { id } } }));

export const updateTestSuiteFeatures = (id: string, features: TestSuiteFeatures) =>
  unwrap(apiClient.PUT('/test-suites/{id}/features', { params: { path: { id } }, body: features }));
