import { beforeEach, describe, expect, it } from 'vitest';
import {
  bareTestsSuite,
  collectionInAddress,
  followCollectionInAddress,
  followSavedTest,
  forgetProjectSelections,
  savedTestAddress,
} from './savedSelections';
import { readStored, storageKeys, writeStored } from './storage';

function fakeAddress() {
  let listener: ((pathname: string) => void) | null = null;
  return {
    follow: (next: (pathname: string) => void) => {
      listener = next;
      return () => (listener = null);
    },
    go: (pathname: string) => listener?.(pathname),
  };
}

/** Browser storage is the edge here: a Map stands in for window.localStorage. */
function fakeStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('saved selections', () => {
  beforeEach(() => {
    (globalThis as { window?: unknown }).window = { localStorage: fakeStorage() };
  });

  it('reads the collection from a collections address only', () => {
    expect(collectionInAddress('/collections/s1/c1')).toBe('c1');
    expect(collectionInAddress('/collections/s1')).toBeNull();
    expect(collectionInAddress('/tests/s1/t1')).toBeNull();
  });

  it('saves the collection the address names', () => {
    const address = fakeAddress();
    followCollectionInAddress(address.follow);
    address.go('/collections/s1/c1');
    expect(readStored(storageKeys.collection)).toBe('c1');
    address.go('/tests/s1');
    expect(readStored(storageKeys.collection)).toBe('c1');
  });

  it('forgets the saved collection and test (a switch to another project)', () => {
    writeStored(storageKeys.collection, 'c1');
    writeStored(storageKeys.test, 't1');
    forgetProjectSelections();
    expect(readStored(storageKeys.collection)).toBeNull();
    expect(readStored(storageKeys.test)).toBeNull();
  });
});

describe('the saved test (S-110)', () => {
  beforeEach(() => {
    (globalThis as { window?: unknown }).window = { localStorage: fakeStorage() };
  });

  const tree = [
    { is_folder: true, test_case_id: null },
    { is_folder: false, test_case_id: 't1' },
  ];

  function locations() {
    let listener: ((location: { pathname: string; search: string }) => void) | null = null;
    return {
      follow: (next: typeof listener) => {
        listener = next;
        return () => (listener = null);
      },
      go: (pathname: string, search = '') => listener?.({ pathname, search }),
    };
  }

  it('reads a bare Tests address only', () => {
    expect(bareTestsSuite({ pathname: '/tests/s1', search: '' })).toBe('s1');
    expect(bareTestsSuite({ pathname: '/tests/s1/t1', search: '' })).toBeNull();
    expect(bareTestsSuite({ pathname: '/tests/s1', search: '?new' })).toBeNull();
    expect(bareTestsSuite({ pathname: '/tests', search: '' })).toBeNull();
    expect(bareTestsSuite({ pathname: '/collections/s1', search: '' })).toBeNull();
  });

  it("answers the saved test's address only when the tree holds it as a test", () => {
    expect(savedTestAddress('s1', tree, 't1')).toBe('/tests/s1/t1');
    expect(savedTestAddress('s1', tree, 't-gone')).toBeNull();
    expect(savedTestAddress('s1', tree, null)).toBeNull();
  });

  it('opens the saved test when /tests/{S} is opened without one, once the tree is loaded', () => {
    writeStored(storageKeys.test, 't1');
    const address = locations();
    const went: string[] = [];
    const savedTest = followSavedTest(address.follow, (path) => went.push(path));
    address.go('/tests/s1');
    expect(went).toEqual([]);
    savedTest.suiteLoaded('s0', tree);
    expect(went).toEqual([]);
    savedTest.suiteLoaded('s1', tree);
    expect(went).toEqual(['/tests/s1/t1']);
    // Once: a later load of the working set does not open it again.
    savedTest.suiteLoaded('s1', [...tree]);
    expect(went).toHaveLength(1);
    savedTest.stop();
  });

  it('leaves a test for its bare project address, the new-test form and a vanished test alone', () => {
    writeStored(storageKeys.test, 't1');
    const address = locations();
    const went: string[] = [];
    followSavedTest(address.follow, (path) => went.push(path)).suiteLoaded('s1', tree);
    address.go('/tests/s1/t1');
    address.go('/tests/s1');
    address.go('/tests/s1', '?new');
    writeStored(storageKeys.test, 't-gone');
    address.go('/collections/s1');
    address.go('/tests/s1');
    expect(went).toEqual([]);
  });
});
