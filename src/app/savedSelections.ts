/**
 * "Saved selections (organization, project, collection, test) are cached in browser storage."
 * The layout saves the organization and project, the tree the test; this keeps the collection
 * the address names, and forgets the collection and test when the user moves to another
 * project (they belong to the one they were chosen in).
 */
import { followLocation, followPathname, goTo } from './navigation';
import { readStored, storageKeys, writeStored } from './storage';

type LayoutActor = {
  getSnapshot(): { context: { selectedSuiteId: string | null } };
  subscribe(listener: (snapshot: { context: { selectedSuiteId: string | null } }) => void): { unsubscribe(): void };
};

/** The collection id of `/collections/{testSuiteId}/{testCollectionId}`, else null. */
export function collectionInAddress(pathname: string): string | null {
  const [screen, , collectionId] = pathname.split('/').filter(Boolean);
  return screen === 'collections' && collectionId ? collectionId : null;
}

export function followSavedSelections(layout: LayoutActor, follow = followPathname): () => void {
  let suiteId = layout.getSnapshot().context.selectedSuiteId;
  const subscription = layout.subscribe(({ context }) => {
    if (context.selectedSuiteId === suiteId) return;
    // The first project chosen after loading is the saved one: nothing to forget yet.
    const switched = suiteId !== null && context.selectedSuiteId !== null;
    suiteId = context.selectedSuiteId;
    if (!switched) return;
    writeStored(storageKeys.collection, null);
    writeStored(storageKeys.test, null);
  });
  const stopPath = follow((pathname) => {
    const collectionId = collectionInAddress(pathname);
    if (collectionId) writeStored(storageKeys.collection, collectionId);
  });
  return () => {
    subscription.unsubscribe();
    stopPath();
  };
}

type Location = { pathname: string; search: string };
type TreeItem = { is_folder: boolean; test_case_id?: string | null };
type LayoutWithTree = {
  getSnapshot(): { context: { selectedSuiteId: string | null; suiteData: { testItems: TreeItem[] } | null } };
  subscribe(listener: () => void): { unsubscribe(): void };
};

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
 * stays there.
 */
export function followSavedTest(
  layout: LayoutWithTree,
  follow: (listener: (location: Location) => void) => () => void = followLocation,
  go: (path: string, options: { replace: boolean }) => void = goTo,
): () => void {
  let previousPath: string | null = null;
  let waitingSuite: string | null = null;
  const restore = () => {
    const { selectedSuiteId, suiteData } = layout.getSnapshot().context;
    if (!waitingSuite || selectedSuiteId !== waitingSuite || !suiteData) return;
    const target = savedTestAddress(waitingSuite, suiteData.testItems, readStored(storageKeys.test));
    waitingSuite = null;
    if (target) go(target, { replace: true });
  };
  const stopLocation = follow((location) => {
    const suiteId = bareTestsSuite(location);
    const fromOwnTest = suiteId !== null && previousPath?.startsWith(`/tests/${suiteId}/`) === true;
    previousPath = location.pathname;
    waitingSuite = suiteId && !fromOwnTest ? suiteId : null;
    restore();
  });
  const subscription = layout.subscribe(restore);
  return () => {
    stopLocation();
    subscription.unsubscribe();
  };
}
