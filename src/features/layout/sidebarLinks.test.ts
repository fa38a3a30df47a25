import { describe, expect, it } from 'vitest';
import { sidebarLinks } from './sidebarLinks';

const byKey = (links: ReturnType<typeof sidebarLinks>) => Object.fromEntries(links.map((l) => [l.key, l.to]));

describe('sidebar links', () => {
  it('lead to the bare screens when no project is selected', () => {
    expect(byKey(sidebarLinks({ suiteId: null, collectionId: 'c1', testId: 't1' }))).toEqual({
      overview: '/home',
      collections: '/collections',
      tests: '/tests',
      modules: '/modules',
      settings: '/settings',
    });
  });

  it('carry the project, collection and test selections', () => {
    expect(byKey(sidebarLinks({ suiteId: 's1', collectionId: 'c1', testId: 't1' }))).toEqual({
      overview: '/home/s1',
      collections: '/collections/s1/c1',
      tests: '/tests/s1/t1',
      modules: '/modules/s1',
      settings: '/settings/s1',
    });
  });

  it('keep the labels of the spec in order', () => {
    expect(sidebarLinks({ suiteId: null, collectionId: null, testId: null }).map((l) => l.label)).toEqual([
      'Overview',
      'Test suites',
      'Test cases',
      'Modules',
      'Settings',
    ]);
  });
});
