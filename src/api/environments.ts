/**
 * A project's environments (docs/runs.md#environments): list, create, update and delete. Values
 * are never read back: every answer shows them as eight stars.
 */
import type { components } from '../../openapi/schema';
import { apiClient, unwrap } from './client';

export type Environment = components['schemas']['Environment'];
export type EnvironmentCreate = components['schemas']['EnvironmentCreate'];
export type EnvironmentUpdate = components['schemas']['EnvironmentUpdate'];

/** By name. */
export const listEnvironments = (suiteId: string): Promise<Environment[]> =>
  unwrap(apiClient.GET('/test-suites/{id}/environments', { params: { path: { id: suiteId } } }));

export const createEnvironment = (suiteId: string, body: EnvironmentCreate): Promise<Environment> =>
  unwrap(apiClient.POST('/test-suites/{id}/environments', { params: { path: { id: suiteId } }, body }));

/** Only the fields sent change; in `values`, null removes a key and a key left out keeps its value. */
export const updateEnvironment = (suiteId: string, environmentId: string, body: EnvironmentUpdate): Promise<Environment> =>
  unwrap(apiClient.PATCH('/test-suites/{id}/environments/{environmentId}', { params: { path: { id: suiteId, environmentId } }, body }));

export const deleteEnvironment = async (suiteId: string, environmentId: string): Promise<void> => {
  await unwrap(apiClient.DELETE('/test-suites/{id}/environments/{environmentId}', { params: { path: { id: suiteId, environmentId } } }));
};
