import type { SnapshotFrom } from 'xstate';
import type { mainLayoutMachine, Organization, TestSuite } from './mainLayout.machine';

type Snapshot = SnapshotFrom<typeof mainLayoutMachine>;

export type MainLayoutView = 'noOrganizations' | 'organizationsFailed' | 'noSuites' | 'suitesFailed' | 'skeleton' | 'page';

/** What the layout shows, in the spec's order of precedence. */
export function selectView(snapshot: Snapshot): MainLayoutView {
  if (snapshot.matches('noOrganizations')) return 'noOrganizations';
  if (snapshot.matches('organizationsFailed')) return 'organizationsFailed';
  if (snapshot.matches('noSuites')) return 'noSuites';
  // Both failures offer the same retry: refetch the projects.
  if (snapshot.matches('suitesFailed') || snapshot.matches({ suiteSelected: 'suiteFailed' })) return 'suitesFailed';
  // A silent refresh keeps the page.
  if (snapshot.matches({ suiteSelected: 'ready' })) return 'page';
  return 'skeleton';
}

export const selectOrganizations = (snapshot: Snapshot): Organization[] => snapshot.context.organizations;

export const selectSelectedOrg = (snapshot: Snapshot): Organization | null =>
  snapshot.context.organizations.find((org) => org.org_id === snapshot.context.selectedOrgId) ?? null;

export const selectTestSuites = (snapshot: Snapshot): TestSuite[] => snapshot.context.testSuites;

export const selectSelectedSuite = (snapshot: Snapshot): TestSuite | null =>
  snapshot.context.testSuites.find((suite) => suite.test_suite_id === snapshot.context.selectedSuiteId) ?? null;

/** The selected project's working set; null until it is loaded. */
export const selectSuiteData = (snapshot: Snapshot) => snapshot.context.suiteData;

export const selectError = (snapshot: Snapshot) => snapshot.context.error;
