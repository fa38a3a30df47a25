/**
 * Keeps the address in step with the selected project: "The route parameters testSuiteId,
 * testId and testCollectionId are kept in the address." When the layout selects another
 * project (restored from storage, created, or a deleted one fell back) the address follows.
 */
import type { createBrowserRouter } from 'react-router';

type Router = ReturnType<typeof createBrowserRouter>;
type LayoutSnapshot = { context: { selectedSuiteId: string | null } };
type LayoutActor = {
  subscribe(listener: (snapshot: LayoutSnapshot) => void): unknown;
  getSnapshot(): LayoutSnapshot;
};

/** Screens whose second path segment is the project id. */
const SUITE_SCOPED = new Set(['home', 'tests', 'collections', 'settings', 'modules']);

let router: Router | null = null;

export function attachRouter(created: Router) {
  router = created;
}

export function addressForSuite(pathname: string, suiteId: string | null): string | null {
  const [screen, currentSuite] = pathname.split('/').filter(Boolean);
  if (!screen || !SUITE_SCOPED.has(screen)) return null;
  if ((currentSuite ?? null) === suiteId) return null;
  // Ids after the project (a test, a collection) belong to the old project: drop them.
  return suiteId ? `/${screen}/${suiteId}` : `/${screen}`;
}

/** Calls `listener` with the current path now and after every navigation. */
export function followPathname(listener: (pathname: string) => void): () => void {
  if (!router) return () => {};
  listener(router.state.location.pathname);
  return router.subscribe((state) => listener(state.location.pathname));
}

export function goTo(path: string, options: { replace?: boolean } = {}): void {
  void router?.navigate(path, options);
}

/** The address remembered by the sign-in guard, if it is one of ours; else '/'. */
export function rememberedAddress(search: string): string {
  const target = new URLSearchParams(search).get('redirectTo');
  // Only local paths: '//host' or 'https://...' would send the user to another site.
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/';
}

/** "A deleted project or a refetch falls back to the Tests route." */
export function fallBackToTests() {
  void router?.navigate('/tests', { replace: true });
}

export function followSelectionInAddress(layout: LayoutActor) {
  // Start from the selection as it is: before the projects load it is null, and following that
  // would drop the project and test of an address opened directly (/tests/{project}/{test}).
  let last: string | null = layout.getSnapshot().context.selectedSuiteId;
  layout.subscribe(({ context }) => {
    if (context.selectedSuiteId === last) return;
    last = context.selectedSuiteId;
    if (!router) return;
    const target = addressForSuite(router.state.location.pathname, context.selectedSuiteId);
    if (target) void router.navigate(target, { replace: true });
  });
}
