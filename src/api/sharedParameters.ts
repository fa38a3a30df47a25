/**
 * A project's shared parameters (spec section 7): list, create, update and delete. Values are
 * never read back: the server answers them as eight stars.
 */
import type { components } from '../../openapi/schema';
import { apiClient, emptyOn404, unwrap } from './client';

export type SharedParameter = components['schemas']['SharedParameter'];

export const listSharedParameters = (suiteId: string) =>
  emptyOn404(unwrap(apiClient.GET('/test-suites/{id}/shared-parameters', { params: { path: { id: suiteId } } })));

/** Answers the new parameter's id. */
export const createSharedParameter = (suiteId: string, key: string, value: string) =>
  unwrap(apiClient.POST('/test-suites/{id}/shared-parameters', { params: { path: { id: suiteId } }, body: { key, value } }));

/** A value of exactly eight stars (the masked value) keeps the stored one. */
export const updateSharedParameter = (suiteId: string, paramId: string, key: string, value: string) =>
  unwrap(apiClient.PUT('/test-suites/{id}/shared-parameters/{paramId}', { params: { path: { id: suiteId, paramId } }, body: { key, value } }));

export const deleteSharedParameter = (suiteId: string, paramId: string): Promise<void> =>
  unwrap(apiClient.DELETE('/test-suites/{id}/shared-parameters/{paramId}', { params: { path: { id: suiteId, paramId } } })).then(() => undefined);
