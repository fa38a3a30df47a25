/** The versions of a test's final scripts (operations listScriptVersions, restoreScriptVersion): one plain function per operation. */
import type { components } from '../../openapi/schema';
import { apiClient, unwrap } from './client';

export type ScriptVersion = components['schemas']['ScriptVersion'];

/** Every version of the test's scripts, newest first; the one the test has now is `current`. */
export const listScriptVersions = (testCaseId: string) =>
  unwrap(apiClient.GET('/test-case/{id}/script-versions', { params: { path: { id: testCaseId } } }));

/**
 * Makes a version's scripts the test's again, kept as a new version (source `restore`); resolves
 * with the test as it now is. Refused (400) while the test is being generated.
 */
export const restoreScriptVersion = (testCaseId: string, version: number) =>
  unwrap(apiClient.POST('/test-case/{id}/script-versions/{version}/restore', { params: { path: { id: testCaseId, version: String(version) } } }));
