/**
 * The path model of the main layout: a saved organization and project, without and with a
 * project named by the address; the selection rules in detail are tested on their own in the
 * test file.
 */
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { mainLayoutObservations, mainLayoutTransitions } from './mainLayout.expectations';
import { SuiteDataError, mainLayoutMachine, type Organization, type SuiteData, type TestSuite } from './mainLayout.machine';

export const organizations: Organization[] = [
  { org_id: 'org-1', name: 'Acme', ui_config: {} },
  { org_id: 'org-2', name: 'Globex', ui_config: {} },
];

export const suite = (id: string, name: string): TestSuite => ({ test_suite_id: id, name, org_id: 'org-2' });
export const shop = suite('suite-1', 'Shop');
export const blog = suite('suite-2', 'Blog');
/** A project created after the list was loaded. */
export const wiki = suite('suite-3', 'Wiki');
/** A project of the user's other organization, named by a link. */
export const news: TestSuite = { test_suite_id: 'suite-4', name: 'News', org_id: 'org-1' };

export const suiteData: SuiteData = {
  testItems: [{ entity_name: 'Checkout', full_parent_path: '', is_folder: false, is_virtual: false }],
  collections: [],
  recentRuns: [],
  modules: [],
};

export const mainLayoutPathModel: PathModel<typeof mainLayoutMachine> = {
  machine: mainLayoutMachine,
  inputs: [
    { storedOrgId: 'org-2', storedSuiteId: 'suite-2', routeSuiteId: null },
    // Opened at an address that names a project.
    { storedOrgId: 'org-2', storedSuiteId: 'suite-2', routeSuiteId: 'suite-4' },
  ],
  implementations: {
    actors: {
      listUserOrganizations: neverSettles<Organization[]>(),
      getTestSuite: neverSettles<TestSuite, { suiteId: string }>(),
      listTestSuites: neverSettles<TestSuite[], { orgId: string }>(),
      loadSuiteData: neverSettles<SuiteData, { suiteId: string }>(),
    },
    actions: { announceSelection: () => {}, announceSuiteLoaded: () => {}, fallBackToTests: () => {}, notifyFailed: () => {} },
  },
  events: ({ context }) => [
    { type: 'organizations.retry' },
    // The branding it already has: a saved one changes nothing the layout shows but the page's look.
    { type: 'organization.updated', orgId: 'org-2', uiConfig: {} },
    { type: 'suites.retry' },
    { type: 'suites.changed' },
    ...organizations.map(({ org_id }) => ({ type: 'organization.selected' as const, orgId: org_id })),
    { type: 'suite.selected', suiteId: 'suite-1' },
    { type: 'suite.selected', suiteId: 'suite-3' },
    { type: 'route.changed', suiteId: null },
    { type: 'route.changed', suiteId: 'suite-1' },
    { type: 'route.changed', suiteId: 'suite-3' },
    doneEvent('listUserOrganizations', []),
    doneEvent('listUserOrganizations', organizations),
    errorEvent('listUserOrganizations', 'Unable to fetch organizations'),
    doneEvent('getTestSuite', wiki),
    doneEvent('getTestSuite', news),
    errorEvent('getTestSuite', 'Unable to fetch project'),
    doneEvent('listTestSuites', []),
    // Once a project was asked for, the fresh list holds it; otherwise one may have vanished.
    ...(context.requestedSuiteId
      ? [doneEvent('listTestSuites', [shop, blog, wiki])]
      : [doneEvent('listTestSuites', [shop, blog]), doneEvent('listTestSuites', [blog])]),
    errorEvent('listTestSuites', 'Unable to fetch projects'),
    // The working set's own (empty) lists, for the selected project and another: the graph walks
    // both guards without a snapshot per sample list; the test file checks what is taken in.
    { type: 'collections.changed', suiteId: 'suite-1', collections: suiteData.collections, groups: suiteData.recentRuns },
    { type: 'collections.changed', suiteId: 'suite-2', collections: suiteData.collections, groups: suiteData.recentRuns },
    doneEvent('loadSuiteData', suiteData),
    // The tree's call failed; the others' texts differ only by part.
    { type: 'xstate.error.actor.loadSuiteData', error: new SuiteDataError('tree', new Error('Not found')) },
  ],
  observations: mainLayoutObservations,
  transitions: mainLayoutTransitions,
};
