import { describe, expect, it } from 'vitest';
import { addressForSuite, attachRouter, followLocation, showSuiteInAddress } from './navigation';

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

describe('following the selected project into the address', () => {
  /** A selection the test moves (as the workspace reports it), and a router that records where it was sent. */
  function setUp(pathname: string, goingTo: string | null = null) {
    const visited: string[] = [];
    let routed: ((state: { location: { pathname: string; search: string }; navigation: { state: string }; initialized: boolean }) => void) | null =
      null;
    const router = {
      state: { location: { pathname }, navigation: { location: goingTo ? { pathname: goingTo } : undefined } },
      navigate: async (to: string) => void visited.push(to),
      subscribe: (next: typeof routed) => {
        routed = next;
        return () => (routed = null);
      },
    };
    attachRouter(router as unknown as Parameters<typeof attachRouter>[0]);
    const select = (id: string | null) => showSuiteInAddress(id);
    return { select, visited, router };
  }

  it('keeps an address opened directly when its project is selected', () => {
    const { select, visited } = setUp('/tests/p1/t9');
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

  it('follows the address being opened, not the one being left (S-105: a project deleted on Settings)', () => {
    // Settings opened by address: the deletion goes to /tests while the Tests screen still loads.
    const { select, visited } = setUp('/settings/p1', '/tests');
    select('p2');
    expect(visited).toEqual(['/tests/p2']);
  });
});

describe('following the address', () => {
  type State = { location: { pathname: string; search: string }; navigation: { state: string }; initialized: boolean };
  /** A router whose state the test moves; each move is reported as the router does. */
  function fakeRouter(initial: State) {
    let routed: ((state: State) => void) | null = null;
    const router = {
      state: initial,
      navigate: async () => {},
      subscribe: (next: (state: State) => void) => {
        routed = next;
        return () => {};
      },
    };
    attachRouter(router as unknown as Parameters<typeof attachRouter>[0]);
    return (state: State) => {
      router.state = state;
      routed?.(state);
    };
  }
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('tells followers of arrivals only, not of each step of a navigation (a follower that navigates is not told of its own step)', async () => {
    const location = { pathname: '/tests/p1', search: '' };
    const move = fakeRouter({ location, navigation: { state: 'idle' }, initialized: true });
    const seen: string[] = [];
    followLocation(({ pathname }) => seen.push(pathname));
    await settled();
    move({ location, navigation: { state: 'loading' }, initialized: true });
    move({ location, navigation: { state: 'idle' }, initialized: true });
    const next = { pathname: '/tests/p1/t1', search: '' };
    move({ location: next, navigation: { state: 'loading' }, initialized: true });
    move({ location: next, navigation: { state: 'idle' }, initialized: true });
    await settled();
    expect(seen).toEqual(['/tests/p1', '/tests/p1/t1']);
  });

  it('reports the first address once it has loaded (a follower started by its loaders), after the router is done with it', async () => {
    const location = { pathname: '/tests', search: '' };
    const move = fakeRouter({ location, navigation: { state: 'idle' }, initialized: false });
    const seen: string[] = [];
    followLocation(({ pathname }) => seen.push(pathname));
    move({ location, navigation: { state: 'idle' }, initialized: true });
    expect(seen).toEqual([]);
    await settled();
    expect(seen).toEqual(['/tests']);
  });

  it('skips an arrival the app has already moved on from', async () => {
    const move = fakeRouter({ location: { pathname: '/a', search: '' }, navigation: { state: 'idle' }, initialized: false });
    const seen: string[] = [];
    followLocation(({ pathname }) => seen.push(pathname));
    move({ location: { pathname: '/tests', search: '' }, navigation: { state: 'idle' }, initialized: true });
    move({ location: { pathname: '/tests/p1', search: '' }, navigation: { state: 'idle' }, initialized: true });
    await settled();
    expect(seen).toEqual(['/tests/p1']);
  });
});
