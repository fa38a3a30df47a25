/**
 * "Saved selections (organization, project, collection, test) are cached in browser storage."
 * The workspace saves the organization and project, the tree the test; this keeps the
 * collection the address names, forgets the collection and test when the user moves to another
 * project (they belong to the one they were chosen in), and reopens the saved test.
 */
import { followLocation, followPathname, goTo } from './navigation';
import { readStored, storageKeys, writeStored } from './storage';

/** The collection id of `/collections/{testSuiteId}/{testCollectionId}`, else null. */
export function collectionInAddress(pathname: string): string | null {
  const [screen, , collectionId] = pathname.split('/').filter(Boolean);
  return screen === 'collections' && collectionId ? collectionId : null;
}

/** The saved collection and test belong to the project they were chosen in: a switch forgets them. */
export function forgetProjectSelections(): void {
  writeStored(storageKeys.collection, null);
  writeStored(storageKeys.test, null);
}

/** Saves the collection each address names. Returns how to stop following. */
export function followCollectionInAddress(follow = followPathname): () => void {
  return follow((pathname) => {
    const collectionId = collectionInAddress(pathname);
    if (collectionId) writeStored(storageKeys.collection, collectionId);
  });
}

type Location = { pathname: string; search: string };
type TreeItem = { is_folder: boolean; test_case_id?: string | null };

/** The project of a bare `/tests/{testSuiteId}` (no test, no new-test form), else null. */
export function bareTestsSuite({ pathname, search }: Location): string | null {
  const [screen, suiteId, testId] = pathname.split('/').filter(Boolean);
  if (screen !== 'tests' || !suiteId || testId || new URLSearchParams(search).has('new')) return null;
  return suiteId;
}

/** The address of the saved test when it is a test of the project's tree, else null. */
export function savedTestAddress(suiteId: string, items: TreeItem[], savedTestId: string | null): string | null {
  if (!savedTestId) return null;
  return items.some((item) => !item.is_folder && item.test_case_id === savedTestId) ? `/tests/${suiteId}/${savedTestId}` : null;
}

/**
 * "The selected test is cached in browser storage" (S-110): arriving at `/tests/{S}` without a
 * test opens the saved one, once the project's tree shows it is still there. Only on arrival
 * from elsewhere: leaving a test for its bare project address (the test was deleted, say)
 * stays there. The workspace reports each loaded tree (`suiteLoaded`).
 */
export function followSavedTest(
  follow: (listener: (location: Location) => void) => () => void = followLocation,
  go: (path: string, options: { replace: boolean }) => void = goTo,
) {
  let previousPath: string | null = null;
  let waitingSuite: string | null = null;
  let loaded: { suiteId: string; items: TreeItem[] } | null = null;
  const restore = () => {
    if (!waitingSuite || loaded?.suiteId !== waitingSuite) return;
    const target = savedTestAddress(waitingSuite, loaded.items, readStored(storageKeys.test));
    waitingSuite = null;
    if (target) go(target, { replace: true });
  };
  const stop = follow((location) => {
    const suiteId = bareTestsSuite(location);
    const fromOwnTest = suiteId !== null && previousPath?.startsWith(`/tests/${suiteId}/`) === true;
    previousPath = location.pathname;
    waitingSuite = suiteId && !fromOwnTest ? suiteId : null;
    restore();
  });
  return {
    suiteLoaded(suiteId: string | null, items: TreeItem[]) {
      if (!suiteId) return;
      loaded = { suiteId, items };
      restore();
    },
    stop,
  };
}
