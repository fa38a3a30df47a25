import { beforeEach, describe, expect, it } from 'vitest';
import { collectionInAddress, followCollectionInAddress, forgetProjectSelections } from './savedSelections';
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
