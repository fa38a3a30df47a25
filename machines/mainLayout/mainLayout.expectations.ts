/**
 * What the user observes in each state of the main layout, and what each transition must do:
 * the hand-written tables its path replays check (machines/_testing/expectations.ts). The
 * selection rules (which organization and project are picked) have their own tests in
 * mainLayout.test.ts; here they decide only which request follows.
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { Effect, ExpectationTables, Observation, StepExpectation } from '../_testing/expectations';
import type { MainLayoutContext, mainLayoutMachine, TestSuite } from './mainLayout.machine';
import { selectError, selectSelectedOrg, selectView, type MainLayoutView } from './mainLayout.selectors';

type Machine = typeof mainLayoutMachine;
type Tables = ExpectationTables<Machine>;
type Can = NonNullable<Observation<Machine>['can']>;

/** The selected organization's id as the layout reads it (its switcher). */
const selectedOrgId = (snapshot: SnapshotFrom<Machine>) => selectSelectedOrg(snapshot)?.org_id ?? null;

const observe =
  (view: MainLayoutView, can: Can | ((context: MainLayoutContext) => Can) = [], busy = false) =>
  (context: MainLayoutContext): Observation<Machine> => ({
    tags: busy ? ['busy'] : [],
    // A saved branding is taken in every state.
    can: ['organization.updated', ...(typeof can === 'function' ? can(context) : can)],
    selectors: [
      [selectView, view],
      [selectError, context.error],
      [selectedOrgId, context.organizations.length ? context.selectedOrgId : null],
    ],
  });

/** Changing the organization, or naming another project, is possible once a project list is asked for. */
const choosing: Can = ['organization.selected', 'suites.changed', 'suite.selected', 'route.changed'];
/** The working set takes the collections of its own project only (the samples change suite-1's and suite-2's). */
const page = ({ selectedSuiteId }: MainLayoutContext): Can =>
  ['suite-1', 'suite-2'].includes(selectedSuiteId ?? '') ? [...choosing, 'collections.changed'] : choosing;

export const mainLayoutObservations: Tables['observations'] = {
  loadingOrganizations: observe('skeleton', ['route.changed'], true),
  noOrganizations: observe('noOrganizations'),
  organizationsFailed: observe('organizationsFailed', ['organizations.retry']),
  findingSuite: observe('skeleton', ['organization.selected', 'route.changed'], true),
  loadingSuites: observe('skeleton', choosing, true),
  noSuites: observe('noSuites', choosing),
  suitesFailed: observe('suitesFailed', ['suites.retry', 'organization.selected']),
  'suiteSelected.loadingSuite': observe('skeleton', ['organization.selected', 'suite.selected', 'route.changed'], true),
  'suiteSelected.suiteFailed': observe('suitesFailed', ['organization.selected', 'suite.selected', 'route.changed', 'suites.retry']),
  'suiteSelected.ready.idle': observe('page', page),
  'suiteSelected.ready.refreshing': observe('page', page),
};

const store: Effect = { action: 'announceSelection', params: undefined };
const fallBack: Effect = { action: 'fallBackToTests', params: undefined };
const listOrganizations: Effect = { invoke: 'listUserOrganizations', input: undefined };
const listSuites = (orgId: string | null): Effect => ({ invoke: 'listTestSuites', input: { orgId } });
const findSuite = (suiteId: string | null): Effect => ({ invoke: 'getTestSuite', input: { suiteId } });
/** Spec section 8's toast for a failed call. */
const failed = (text: string): Effect => ({ action: 'notifyFailed', params: { title: 'Some error occurred', text, type: 'error' } });
const loadSuite = (suiteId: string | null): Effect => ({ invoke: 'loadSuiteData', input: { suiteId } });

const ids = (suites: TestSuite[]) => suites.map((suite) => suite.test_suite_id);
const isListed = (context: MainLayoutContext, suiteId: string | null) => ids(context.testSuites).includes(suiteId ?? '');
/** The project a fresh list selects: the one asked for, the one selected, the saved one, else the first. */
function selectedFrom(suites: TestSuite[], context: MainLayoutContext): string | null {
  const listed = ids(suites);
  return (
    [context.requestedSuiteId, context.selectedSuiteId, context.storedSuiteId].find((id) => id !== null && listed.includes(id)) ?? listed[0] ?? null
  );
}
const isOtherOrganization = (context: MainLayoutContext, orgId: string) =>
  orgId !== context.selectedOrgId && context.organizations.some((org) => org.org_id === orgId);

/** Another of the user's organizations: its projects are listed, and the choice saved. */
const switchOrganization = (context: MainLayoutContext, event: AnyEventObject): StepExpectation =>
  isOtherOrganization(context, event.orgId) ? { target: 'loadingSuites', effects: [store, listSuites(event.orgId)] } : {};

/** Another listed project loads at once; an unlisted one (new, or another organization's) is looked up. */
const nameProject =
  (unlisted: (context: MainLayoutContext, suiteId: string) => StepExpectation) =>
  (context: MainLayoutContext, event: AnyEventObject): StepExpectation => {
    if (event.suiteId !== context.selectedSuiteId && isListed(context, event.suiteId)) {
      return { target: 'suiteSelected.loadingSuite', effects: [store, loadSuite(event.suiteId)] };
    }
    if (event.suiteId !== null && !isListed(context, event.suiteId)) return unlisted(context, event.suiteId);
    return {};
  };

export const mainLayoutTransitions: Tables['transitions'] = {
  'start + xstate.init': { target: 'loadingOrganizations', effects: [listOrganizations] },
  // The saved organization (org-2) is listed, so it is the selected one.
  'loadingOrganizations + xstate.done.actor.listUserOrganizations': (context, event) => {
    if (!(event.output as unknown[]).length) return { target: 'noOrganizations' };
    if (context.requestedSuiteId) return { target: 'findingSuite', effects: [findSuite(context.requestedSuiteId)] };
    return { target: 'loadingSuites', effects: [listSuites('org-2')] };
  },
  'loadingOrganizations + xstate.error.actor.listUserOrganizations': {
    target: 'organizationsFailed',
    effects: [failed('Unable to fetch organizations')],
  },
  'organizationsFailed + organizations.retry': { target: 'loadingOrganizations', effects: [listOrganizations] },
  // A project of another organization switches to it first.
  'findingSuite + xstate.done.actor.getTestSuite': (context, event) => {
    const orgId = (event.output as TestSuite).org_id;
    return isOtherOrganization(context, orgId)
      ? { target: 'loadingSuites', effects: [store, listSuites(orgId)] }
      : { target: 'loadingSuites', effects: [listSuites(context.selectedOrgId)] };
  },
  // The list then decides, as without the address's project.
  'findingSuite + xstate.error.actor.getTestSuite': (context) => ({
    target: 'loadingSuites',
    effects: [failed('Unable to fetch project'), listSuites(context.selectedOrgId)],
  }),
  'findingSuite + organization.selected': switchOrganization,
  // Another project named meanwhile is looked up instead.
  'findingSuite + route.changed': (context, event) =>
    event.suiteId !== null && event.suiteId !== context.requestedSuiteId ? { target: 'findingSuite', effects: [findSuite(event.suiteId)] } : {},
  'loadingSuites + xstate.done.actor.listTestSuites': (context, event) => {
    const suites = event.output as TestSuite[];
    if (!suites.length) return { target: 'noSuites', effects: [store] };
    return { target: 'suiteSelected.loadingSuite', effects: [store, loadSuite(selectedFrom(suites, context))] };
  },
  'loadingSuites + xstate.error.actor.listTestSuites': { target: 'suitesFailed', effects: [failed('Unable to fetch projects')] },
  'loadingSuites + organization.selected': switchOrganization,
  'loadingSuites + suites.changed': (context) => ({ target: 'loadingSuites', effects: [listSuites(context.selectedOrgId)] }),
  'noSuites + organization.selected': switchOrganization,
  'noSuites + suites.changed': (context) => ({ target: 'loadingSuites', effects: [listSuites(context.selectedOrgId)] }),
  'noSuites + suite.selected': (context) => ({ target: 'loadingSuites', effects: [listSuites(context.selectedOrgId)] }),
  'noSuites + route.changed': (_, event) => (event.suiteId !== null ? { target: 'findingSuite', effects: [findSuite(event.suiteId)] } : {}),
  // S-106: a refetch falls back to the Tests route.
  'suitesFailed + suites.retry': (context) => ({ target: 'loadingSuites', effects: [fallBack, listSuites(context.selectedOrgId)] }),
  'suitesFailed + organization.selected': switchOrganization,
  'suiteSelected + organization.selected': switchOrganization,
  'suiteSelected + suite.selected': nameProject((context) => ({ target: 'loadingSuites', effects: [listSuites(context.selectedOrgId)] })),
  'suiteSelected + route.changed': nameProject((_, suiteId) => ({ target: 'findingSuite', effects: [findSuite(suiteId)] })),
  // The workspace hands the loaded tree to the test tree.
  'suiteSelected.loadingSuite + xstate.done.actor.loadSuiteData': {
    target: 'suiteSelected.ready.idle',
    effects: [{ action: 'announceSuiteLoaded', params: undefined }],
  },
  // The toast names the part that failed (the sample: the tree's call).
  'suiteSelected.loadingSuite + xstate.error.actor.loadSuiteData': {
    target: 'suiteSelected.suiteFailed',
    effects: [failed('Unable to fetch the test suite tree')],
  },
  'suiteSelected.suiteFailed + suites.retry': (context) => ({ target: 'loadingSuites', effects: [fallBack, listSuites(context.selectedOrgId)] }),
  'suiteSelected.ready + suites.changed': (context) => ({ target: 'suiteSelected.ready.refreshing', effects: [listSuites(context.selectedOrgId)] }),
  // The selected project is gone: another one loads; a failure keeps the page.
  'suiteSelected.ready.refreshing + xstate.done.actor.listTestSuites': (context, event) => {
    const suites = event.output as TestSuite[];
    if (!suites.length) return { target: 'noSuites', effects: [store] };
    if (ids(suites).includes(context.selectedSuiteId ?? '')) return { target: 'suiteSelected.ready.idle' };
    return { target: 'suiteSelected.loadingSuite', effects: [store, loadSuite(selectedFrom(suites, context))] };
  },
  // A silent refresh keeps the page, but says it failed.
  'suiteSelected.ready.refreshing + xstate.error.actor.listTestSuites': {
    target: 'suiteSelected.ready.idle',
    effects: [failed('Unable to fetch projects')],
  },
};
