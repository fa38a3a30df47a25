/**
 * "Saved selections (organization, project, collection, test) are cached in browser storage."
 * The workspace saves the organization and project and reopens the saved test, the tree saves
 * the test; this keeps the collection the address names, and forgets the collection and test
 * when the user moves to another project (they belong to the one they were chosen in).
 */
import { followPathname } from './navigation';
import { storageKeys, writeStored } from './storage';

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
