/**
 * The app's addresses as the workspace reads them: "The route parameters testSuiteId, testId
 * and testCollectionId are kept in the address", and "the selected test is cached in browser
 * storage" (S-110). Pure functions of a path; the router lives in src/app/navigation.ts.
 */

/** Screens whose second path segment is the project id. */
export const SUITE_SCOPED = new Set(['home', 'tests', 'collections', 'settings', 'modules']);

export interface Address {
  pathname: string;
  search: string;
}

type TreeItem = { is_folder: boolean; test_case_id?: string | null };

/** A project-scoped screen's address without a project (/tests, /collections): with the selected one; else null. */
export function addressWithSuite({ pathname, search }: Address, suiteId: string | null): string | null {
  const [screen, currentSuite] = pathname.split('/').filter(Boolean);
  if (!suiteId || !screen || !SUITE_SCOPED.has(screen) || currentSuite) return null;
  return `/${screen}/${suiteId}${search}`;
}

/** The project of a bare `/tests/{testSuiteId}` (no test, no new-test form), else null. */
export function bareTestsSuite({ pathname, search }: Address): string | null {
  const [screen, suiteId, testId] = pathname.split('/').filter(Boolean);
  if (screen !== 'tests' || !suiteId || testId || new URLSearchParams(search).has('new')) return null;
  return suiteId;
}

/** The address of the saved test when it is a test of the project's tree, else null. */
export function savedTestAddress(suiteId: string, items: TreeItem[], savedTestId: string | null): string | null {
  if (!savedTestId) return null;
  return items.some((item) => !item.is_folder && item.test_case_id === savedTestId) ? `/tests/${suiteId}/${savedTestId}` : null;
}
