import { describe, expect, it } from 'vitest';
import { addressForSuite, attachRouter, followSelectionInAddress } from './navigation';

describe('the address follows the selected project', () => {
  it('puts the project into project-scoped screens', () => {
    expect(addressForSuite('/tests', 'p1')).toBe('/tests/p1');
    expect(addressForSuite('/modules', 'p1')).toBe('/modules/p1');
  });
  it('drops a test or collection id that belonged to the previous project', () => {
    expect(addressForSuite('/tests/p0/t9', 'p1')).toBe('/tests/p1');
    expect(addressForSuite('/collections/p0/c3', 'p1')).toBe('/collections/p1');
  });
  it('leaves the address alone when it already names the project, or the screen has no project', () => {
    expect(addressForSuite('/tests/p1/t9', 'p1')).toBeNull();
    expect(addressForSuite('/change-password', 'p1')).toBeNull();
    expect(addressForSuite('/run/p0/r1', 'p1')).toBeNull();
  });
  it('removes a project that no longer exists', () => {
    expect(addressForSuite('/tests/p0', null)).toBe('/tests');
  });
});

describe('following the layout selection into the address', () => {
  /** A layout whose selection the test moves, and a router that records where it was sent. */
  function setUp(pathname: string) {
    let listener: ((snapshot: { context: { selectedSuiteId: string | null } }) => void) | null = null;
    let selected: string | null = null;
    const layout = {
      subscribe: (next: typeof listener) => (listener = next),
      getSnapshot: () => ({ context: { selectedSuiteId: selected } }),
    };
    const visited: string[] = [];
    const router = { state: { location: { pathname } }, navigate: async (to: string) => void visited.push(to), subscribe: () => () => {} };
    attachRouter(router as unknown as Parameters<typeof attachRouter>[0]);
    followSelectionInAddress(layout);
    const select = (id: string | null) => {
      selected = id;
      listener?.({ context: { selectedSuiteId: id } });
    };
    return { select, visited };
  }

  it('keeps an address opened directly while the projects load, then selects its project', () => {
    const { select, visited } = setUp('/tests/p1/t9');
    select(null); // the layout's first snapshots, before any project is known
    select('p1');
    expect(visited).toEqual([]);
  });

  it('moves the address when another project is chosen, and off a project that went away', () => {
    const { select, visited } = setUp('/tests/p1/t9');
    select('p1');
    select('p2');
    select(null);
    expect(visited).toEqual(['/tests/p2', '/tests']);
  });
});
