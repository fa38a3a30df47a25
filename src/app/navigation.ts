/**
 * The app's router, and the address kept in step with the selected project: "The route
 * parameters testSuiteId, testId and testCollectionId are kept in the address."
 */
import type { createBrowserRouter } from 'react-router';
import { SUITE_SCOPED } from '../../machines/workspace/addresses';

type Router = ReturnType<typeof createBrowserRouter>;

let router: Router | null = null;
/** Followers that started before the router existed: its first loaders start the layout. */
const waitingForRouter: Array<(router: Router) => void> = [];

export function attachRouter(created: Router) {
  router = created;
  for (const start of waitingForRouter.splice(0)) start(created);
}

/**
 * Calls `listener` with each address the app arrives at: the current one now (once the first
 * address has loaded), then every later one. Only arrivals: the router also reports each step
 * of a navigation, and a follower that navigates from inside such a report would be told of
 * its own step again. The loaders of the first address run inside createBrowserRouter, before
 * attachRouter, and may start a follower: it begins once the router is attached.
 */
function subscribeRouter(listener: (state: Router['state']) => void): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  const start = (attached: Router) => {
    if (stopped) return;
    let last: Router['state']['location'] | null = null;
    const report = (state: Router['state']) => {
      if (!state.initialized || state.navigation.state !== 'idle' || state.location === last) return;
      last = state.location;
      // After the router has finished the arrival: a navigation started from inside its report
      // would lose its history entry (the router resets its pending action once reports end),
      // so the address bar would keep the old address. Skipped when the app has moved on.
      queueMicrotask(() => {
        if (!stopped && attached.state.location === state.location) listener(state);
      });
    };
    report(attached.state);
    stop = attached.subscribe(report);
  };
  if (router) start(router);
  else waitingForRouter.push(start);
  return () => {
    stopped = true;
    stop?.();
  };
}

/** The project the address names (or is about to), on a project-scoped screen; else null. */
export function suiteInAddress(): string | null {
  if (!router) return null;
  const [screen, suiteId] = (router.state.navigation.location ?? router.state.location).pathname.split('/').filter(Boolean);
  return screen && SUITE_SCOPED.has(screen) && suiteId ? suiteId : null;
}

export function addressForSuite(pathname: string, suiteId: string | null): string | null {
  const [screen, currentSuite] = pathname.split('/').filter(Boolean);
  if (!screen || !SUITE_SCOPED.has(screen)) return null;
  if ((currentSuite ?? null) === suiteId) return null;
  // Ids after the project (a test, a collection) belong to the old project: drop them.
  return suiteId ? `/${screen}/${suiteId}` : `/${screen}`;
}

/** Calls `listener` with the current address now and after every navigation. */
export function followLocation(listener: (location: { pathname: string; search: string }) => void): () => void {
  return subscribeRouter((state) => listener(state.location));
}

/** Calls `listener` with the current path now and after every navigation. */
export function followPathname(listener: (pathname: string) => void): () => void {
  return subscribeRouter((state) => listener(state.location.pathname));
}

export function goTo(path: string, options: { replace?: boolean } = {}): void {
  void router?.navigate(path, options);
}

/** The address remembered by the sign-in guard, if it is one of ours; else '/'. */
export function rememberedAddress(search: string): string {
  const target = new URLSearchParams(search).get('redirectTo');
  // Only local paths: '//host' or 'https://...' would send the user to another site.
  return target?.startsWith('/') && !target.startsWith('//') ? target : '/';
}

/** "A deleted project or a refetch falls back to the Tests route." */
export function fallBackToTests() {
  void router?.navigate('/tests', { replace: true });
}

/**
 * Puts the newly selected project into the address (the workspace calls it when the layout
 * settles on another project: restored from storage, created, or a deleted one fell back).
 */
export function showSuiteInAddress(suiteId: string | null): void {
  if (!router) return;
  // Where the app is going, when a navigation is under way (a screen still loading): the
  // address it is about to leave must not win over it (deleting the project on Settings
  // opened by address goes to /tests while the Tests screen loads).
  const pathname = (router.state.navigation.location ?? router.state.location).pathname;
  const target = addressForSuite(pathname, suiteId);
  if (target) void router.navigate(target, { replace: true });
}
