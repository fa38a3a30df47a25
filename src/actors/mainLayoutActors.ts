/** Real implementations of the main layout's actors: API calls with the spec's error toasts. */
import { fromPromise } from 'xstate';
import { apiClient, unwrap } from '../api/client';
import { listUserOrganizations } from '../api/organizations';
import { listTestSuites } from '../api/testSuites';
import { showErrorToast } from '../ui/toaster';

async function orToast<T>(text: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    showErrorToast(text);
    throw error;
  }
}

/** A selected project's working set, loaded together so the page renders once. */
async function loadSuiteData(suiteId: string) {
  const path = { id: suiteId };
  const [testItems, collections, recentRuns, modules] = await Promise.all([
    orToast('Unable to fetch the test suite tree', () => unwrap(apiClient.GET('/test-suites/{id}/tree', { params: { path } }))),
    orToast('Unable to fetch test suites', () =>
      unwrap(apiClient.GET('/test-suites/collections/{suiteId}', { params: { path: { suiteId } } })),
    ),
    orToast('Unable to fetch the test runs', () =>
      unwrap(apiClient.GET('/test-suites/{id}/collection-runs', { params: { path } })),
    ),
    orToast('Failed to fetch modules', () => unwrap(apiClient.GET('/test-suites/{id}/test-modules', { params: { path } }))),
  ]);
  return { testItems, collections, recentRuns, modules };
}

export const mainLayoutActors = {
  listUserOrganizations: fromPromise(() => orToast('Unable to fetch organizations', listUserOrganizations)),
  listTestSuites: fromPromise(({ input }: { input: { orgId: string } }) =>
    orToast('Unable to fetch projects', () => listTestSuites(input.orgId)),
  ),
  loadSuiteData: fromPromise(({ input }: { input: { suiteId: string } }) => loadSuiteData(input.suiteId)),
};
