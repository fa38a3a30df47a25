/** Real implementations of the main layout's actors: API calls with the spec's error toasts. */
import { fromPromise } from 'xstate';
import { apiClient, unwrap } from '../api/client';
import { listUserOrganizations } from '../api/organizations';
import { getTestSuite, listTestSuites } from '../api/testSuites';
import { withErrorToast } from '../ui/toaster';

/** A selected project's working set, loaded together so the page renders once. */
async function loadSuiteData(suiteId: string) {
  const path = { id: suiteId };
  const [testItems, collections, recentRuns, modules] = await Promise.all([
    withErrorToast('Unable to fetch the test suite tree', () => unwrap(apiClient.GET('/test-suites/{id}/tree', { params: { path } }))),
    withErrorToast('Unable to fetch test suites', () =>
      unwrap(apiClient.GET('/test-suites/collections/{suiteId}', { params: { path: { suiteId } } })),
    ),
    withErrorToast('Unable to fetch the test runs', () => unwrap(apiClient.GET('/test-suites/{id}/collection-runs', { params: { path } }))),
    withErrorToast('Failed to fetch modules', () => unwrap(apiClient.GET('/test-suites/{id}/test-modules', { params: { path } }))),
  ]);
  return { testItems, collections, recentRuns, modules };
}

export const mainLayoutActors = {
  listUserOrganizations: fromPromise(() => withErrorToast('Unable to fetch organizations', listUserOrganizations)),
  getTestSuite: fromPromise(({ input }: { input: { suiteId: string } }) =>
    withErrorToast('Unable to fetch project', () => getTestSuite(input.suiteId)),
  ),
  listTestSuites: fromPromise(({ input }: { input: { orgId: string } }) =>
    withErrorToast('Unable to fetch projects', () => listTestSuites(input.orgId)),
  ),
  loadSuiteData: fromPromise(({ input }: { input: { suiteId: string } }) => loadSuiteData(input.suiteId)),
};
