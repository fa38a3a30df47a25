/** The test tree: one plain function per operation. */
import { apiClient, unwrap } from './client';

export const getTestSuiteTree = (suiteId: string) => unwrap(apiClient.GET('/test-suites/{id}/tree', { params: { path: { id: suiteId } } }));

export const moveTestFolder = (suiteId: string, oldPrefix: string, newPrefix: string) =>
  unwrap(
    apiClient.PUT('/test-cases/{suiteId}/update-test-paths', {
      params: { path: { suiteId }, query: { old_path_prefix: oldPrefix, new_path_prefix: newPrefix } },
    }),
  );

export const renameTestCase = (testId: string, newName: string) =>
  unwrap(apiClient.PUT('/test-cases/{testId}/rename', { params: { path: { testId }, query: { new_name: newName } } }));

export const moveTestCase = (testId: string, newPath: string) =>
  unwrap(apiClient.PUT('/test-cases/{testId}/update-test-path', { params: { path: { testId }, query: { new_path: newPath } } }));

export const deleteTestFolder = (suiteId: string, pathPrefix: string) =>
  unwrap(apiClient.DELETE('/test-cases/{suiteId}', { params: { path: { suiteId }, query: { path_prefix: pathPrefix } } }));
