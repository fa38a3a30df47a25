/** Import and export of a project's tests: one plain function per operation. */
import type { components } from '../../openapi/schema';
import { apiClient, unwrap } from './client';

export type TestCasesImport = components['schemas']['TestCasesImport'];

/** POST /test-suites/{id}/import: the product's own export or Playwright spec files; answers the created and the skipped tests. */
export const importTestCases = (suiteId: string, body: TestCasesImport) =>
  unwrap(apiClient.POST('/test-suites/{id}/import', { params: { path: { id: suiteId } }, body }));

/** GET /test-suites/{id}/export: the project's tests in the format importTestCases accepts. */
export const exportTestCases = (suiteId: string) => unwrap(apiClient.GET('/test-suites/{id}/export', { params: { path: { id: suiteId } } }));
