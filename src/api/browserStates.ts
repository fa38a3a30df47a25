/**
 * A project's saved browser states (Playwright storage states): list, save, delete. The list
 * never carries the files' contents; a project the server answers 404 for has none.
 */
import type { components } from '../../openapi/schema';
import { apiClient, emptyOn404, unwrap } from './client';

export type BrowserState = components['schemas']['BrowserState'];
export type StorageState = components['schemas']['StorageState'];

/** GET browser-states/{testSuiteId}; a 404 means the project has none (spec section 7). */
export const listBrowserStates = (suiteId: string): Promise<BrowserState[]> =>
  emptyOn404(unwrap(apiClient.GET('/browser-states/{testSuiteId}', { params: { path: { testSuiteId: suiteId } } })));

export const createBrowserState = (suiteId: string, name: string, storageState: StorageState) =>
  unwrap(
    apiClient.POST('/browser-states/{testSuiteId}', {
      params: { path: { testSuiteId: suiteId } },
      body: { name, storage_state: storageState },
    }),
  );

/** DELETE browser-states/{testSuiteId}/{stateId}; tests that used it start from a fresh browser. */
export const deleteBrowserState = async (suiteId: string, id: string): Promise<void> => {
  await unwrap(apiClient.DELETE('/browser-states/{testSuiteId}/{stateId}', { params: { path: { testSuiteId: suiteId, stateId: id } } }));
};
