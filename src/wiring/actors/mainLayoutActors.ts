/** Real implementations of the main layout's actors: the API calls (the layout decides the toasts). */
import { fromPromise } from 'xstate';
import { SuiteDataError, type SuiteDataPart } from '../../../machines/mainLayout/mainLayout.machine';
import { apiClient, unwrap } from '../../api/client';
import { listUserOrganizations } from '../../api/organizations';
import { getTestSuite, listTestSuites } from '../../api/testSuites';

/** One part of the working set; a failure says which part. */
const part = <T>(name: SuiteDataPart, call: () => Promise<T>) =>
  call().catch((error: unknown) => {
    throw new SuiteDataError(name, error);
  });

/** A selected project's working set, loaded together so the page renders once. */
async function loadSuiteData(suiteId: string) {
  const path = { id: suiteId };
  const [testItems, collections, recentRuns, modules] = await Promise.all([
    part('tree', () => unwrap(apiClient.GET('/test-suites/{id}/tree', { params: { path } }))),
    part('collections', () => unwrap(apiClient.GET('/test-suites/collections/{suiteId}', { params: { path: { suiteId } } }))),
    part('runs', () => unwrap(apiClient.GET('/test-suites/{id}/collection-runs', { params: { path } }))),
    part('modules', () => unwrap(apiClient.GET('/test-suites/{id}/test-modules', { params: { path } }))),
  ]);
  return { testItems, collections, recentRuns, modules };
}

export const mainLayoutActors = {
  listUserOrganizations: fromPromise(() => listUserOrganizations()),
  getTestSuite: fromPromise(({ input }: { input: { suiteId: string } }) => getTestSuite(input.suiteId)),
  listTestSuites: fromPromise(({ input }: { input: { orgId: string } }) => listTestSuites(input.orgId)),
  loadSuiteData: fromPromise(({ input }: { input: { suiteId: string } }) => loadSuiteData(input.suiteId)),
};
