import { beforeEach, describe, expect, it } from 'vitest';
import { collectionInAddress, followSavedSelections } from './savedSelections';
import { readStored, storageKeys, writeStored } from './storage';

function fakeLayout(initial: string | null) {
  let listener: ((snapshot: { context: { selectedSuiteId: string | null } }) => void) | null = null;
  let current = initial;
  return {
    getSnapshot: () => ({ context: { selectedSuiteId: current } }),
    subscribe(next: typeof listener) {
      listener = next;
      return { unsubscribe: () => (listener = null) };
    },
    select(suiteId: string | null) {
      current = suiteId;
      listener?.({ context: { selectedSuiteId: suiteId } });
    },
  };
}

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
    followSavedSelections(fakeLayout('s1'), address.follow);
    address.go('/collections/s1/c1');
    expect(readStored(storageKeys.collection)).toBe('c1');
    address.go('/tests/s1');
    expect(readStored(storageKeys.collection)).toBe('c1');
  });

  it('keeps the saved collection and test when the saved project is restored, and forgets them on a switch', () => {
    writeStored(storageKeys.collection, 'c1');
    writeStored(storageKeys.test, 't1');
    const layout = fakeLayout(null);
    const stop = followSavedSelections(layout, fakeAddress().follow);
    layout.select('s1');
    expect(readStored(storageKeys.collection)).toBe('c1');
    expect(readStored(storageKeys.test)).toBe('t1');
    layout.select('s2');
    expect(readStored(storageKeys.collection)).toBeNull();
    expect(readStored(storageKeys.test)).toBeNull();
    stop();
  });
});
