/** Where each sidebar entry leads, from the saved selections (spec section 2, Sidebar). */
export type Selection = { suiteId: string | null; collectionId: string | null; testId: string | null };

export type SidebarLink = { key: string; label: string; to: string };

const join = (...parts: (string | null)[]) => `/${parts.filter(Boolean).join('/')}`;

export function sidebarLinks({ suiteId, collectionId, testId }: Selection): SidebarLink[] {
  return [
    { key: 'overview', label: 'Overview', to: join('home', suiteId) },
    // A collection or test id only means something inside its project.
    { key: 'collections', label: 'Test suites', to: suiteId ? join('collections', suiteId, collectionId) : '/collections' },
    { key: 'tests', label: 'Test cases', to: suiteId ? join('tests', suiteId, testId) : '/tests' },
    { key: 'modules', label: 'Modules', to: join('modules', suiteId) },
    { key: 'settings', label: 'Settings', to: join('settings', suiteId) },
  ];
}
