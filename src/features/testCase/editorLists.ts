/** What the test-case editor offers to choose from in a project, loaded once per project. */
import { apiClient, unwrap } from '../../api/client';
import type { EditorLists } from './editorTypes';

const cache = new Map<string, Promise<EditorLists>>();

/** The spec treats a 404 on these lists as "none". */
async function orEmpty<T>(call: Promise<T[]>): Promise<T[]> {
  try {
    return await call;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return [];
    throw error;
  }
}

export function editorLists(suiteId: string): Promise<EditorLists> {
  let lists = cache.get(suiteId);
  if (!lists) {
    const path = { id: suiteId };
    lists = Promise.all([
      orEmpty(unwrap(apiClient.GET('/browser-states/{testSuiteId}', { params: { path: { testSuiteId: suiteId } } }))),
      orEmpty(unwrap(apiClient.GET('/test-suites/{id}/shared-parameters', { params: { path } }))),
      orEmpty(unwrap(apiClient.GET('/test-suites/{id}/test-modules', { params: { path } }))),
    ]).then(([browserStates, sharedParameters, modules]) => ({ browserStates, sharedParameters, modules }));
    // A failed load is not kept: the next editor tries again.
    lists.catch(() => cache.delete(suiteId));
    cache.set(suiteId, lists);
  }
  return lists;
}
