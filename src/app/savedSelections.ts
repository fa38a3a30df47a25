/**
 * "Saved selections (organization, project, collection, test) are cached in browser storage."
 * The layout saves the organization and project, the tree the test; this keeps the collection
 * the address names, and forgets the collection and test when the user moves to another
 * project (they belong to the one they were chosen in).
 */
import { followPathname } from './navigation';
import { storageKeys, writeStored } from './storage';

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
