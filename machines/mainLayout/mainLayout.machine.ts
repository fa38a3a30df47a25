/**
 * The main layout (spec section 2, "Main layout"): loads the user's organizations, then the
 * selected organization's projects (test suites), then the selected project's working set. Its
 * states follow the spec's order of precedence for what the layout shows.
 *
 * The working set is a copy: screens that change part of it announce the new state, and the
 * layout takes it in (`collections.changed` from the Test suites screen), so a screen opened
 * later starts from current data, not from what was loaded with the project.
 *
 * Invariant: `selectedOrgId` is one of `organizations` and `selectedSuiteId` one of `testSuites`
 * (or null). Wishes not yet checked against a list (the address, storage, a project just
 * created) wait in `storedOrgId`, `storedSuiteId` and `requestedSuiteId`.
 */
import { assign, sendParent, setup } from 'xstate';
import type { components } from '../../openapi/schema';
import { providedActor, providedAction } from '../_shared/provided';

export type Organization = components['schemas']['Organization'];
export type TestSuite = components['schemas']['TestSuite'];
type TestCollection = components['schemas']['TestCollection'];
type CollectionRun = components['schemas']['CollectionRun'];

/** The recent groups the working set holds: loadSuiteData asks for the API's default, 10. */
export const RECENT_GROUPS_HELD = 10;

/** A project's working set, loaded together so the page renders once. */
export interface SuiteData {
  testItems: Array<components['schemas']['TreeItem']>;
  collections: TestCollection[];
  /** The project's latest groups of runs, newest first. */
  recentRuns: CollectionRun[];
  modules: Array<components['schemas']['TestModule']>;
}

export interface MainLayoutInput {
  storedOrgId: string | null;
  storedSuiteId: string | null;
  /** The project the address names, if any. */
  routeSuiteId: string | null;
}

export interface MainLayoutContext {
  organizations: Organization[];
  selectedOrgId: string | null;
  testSuites: TestSuite[];
  selectedSuiteId: string | null;
  /** A project asked for (address, picker, creation) that the loaded list does not hold yet. */
  requestedSuiteId: string | null;
  storedOrgId: string | null;
  storedSuiteId: string | null;
  suiteData: SuiteData | null;
  error: string | null;
}

export type MainLayoutEvent =
  | { type: 'organizations.retry' }
  | { type: 'suites.retry' }
  /** A project was created, renamed or deleted elsewhere. */
  | { type: 'suites.changed' }
  | { type: 'organization.selected'; orgId: string }
  | { type: 'suite.selected'; suiteId: string }
  | { type: 'route.changed'; suiteId: string | null }
  /** An organization's settings were saved: its branding applies at once. */
  | { type: 'organization.updated'; orgId: string; uiConfig: Organization['ui_config'] }
  /** The Test suites screen changed a project's collections or started runs: its lists as they now are (groups newest first). */
  /** Without `groups` (the Test suites screen shows one environment's), the recent groups stay as they are. */
  | { type: 'collections.changed'; suiteId: string; collections: TestCollection[]; groups?: CollectionRun[] };

/** The parts of a project's working set, each fetched by its own call. */
export type SuiteDataPart = 'tree' | 'collections' | 'runs' | 'modules';

/** What loadSuiteData rejects with: which part failed, with the server's message. */
export class SuiteDataError extends Error {
  readonly part: SuiteDataPart;
  constructor(part: SuiteDataPart, cause: unknown) {
    super(messageOf(cause));
    this.part = part;
  }
}

/** Spec section 8: the toast's text per failed part of the working set. */
const SUITE_DATA_FAILURES: Record<SuiteDataPart, string> = {
  tree: 'Unable to fetch the test suite tree',
  collections: 'Unable to fetch test suites',
  runs: 'Unable to fetch the test runs',
  modules: 'Failed to fetch modules',
};

const failureOf = (error: unknown) => (error instanceof SuiteDataError ? SUITE_DATA_FAILURES[error.part] : 'Unable to fetch the project');

/** The first candidate the list holds, else the list's first entry, else null. */
function pickId(ids: string[], candidates: Array<string | null>): string | null {
  return candidates.find((id) => id !== null && ids.includes(id)) ?? ids[0] ?? null;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const listsSuite = (suites: TestSuite[], suiteId: string | null) => suites.some((suite) => suite.test_suite_id === suiteId);

/** Spec section 8: "Every failed product call shows a toast titled 'Some error occurred' with specific text". */
const failed = (text: string) => ({ type: 'notifyFailed' as const, params: { title: 'Some error occurred', text, type: 'error' as const } });

export const mainLayoutMachine = setup({
  types: {
    context: {} as MainLayoutContext,
    events: {} as MainLayoutEvent,
    input: {} as MainLayoutInput,
    tags: {} as 'busy',
    children: {} as {
      listUserOrganizations: 'listUserOrganizations';
      getTestSuite: 'getTestSuite';
      listTestSuites: 'listTestSuites';
      loadSuiteData: 'loadSuiteData';
    },
  },
  actors: {
    listUserOrganizations: providedActor<Organization[]>('listUserOrganizations'),
    getTestSuite: providedActor<TestSuite, { suiteId: string }>('getTestSuite'),
    listTestSuites: providedActor<TestSuite[], { orgId: string }>('listTestSuites'),
    loadSuiteData: providedActor<SuiteData, { suiteId: string }>('loadSuiteData'),
  },
  actions: {
    setOrganizations: assign(({ context }, params: { organizations: Organization[] }) => ({
      organizations: params.organizations,
      selectedOrgId: pickId(
        params.organizations.map((org) => org.org_id),
        [context.selectedOrgId, context.storedOrgId],
      ),
    })),
    selectOrganization: assign((_, params: { orgId: string }) => ({
      selectedOrgId: params.orgId,
      testSuites: [],
      selectedSuiteId: null,
      requestedSuiteId: null,
      // The saved project belonged to the previous organization.
      storedSuiteId: null,
      suiteData: null,
    })),
    // A fresh list keeps the selection when it can; the working set only when the selection stays.
    setSuites: assign(({ context }, params: { suites: TestSuite[] }) => {
      const selectedSuiteId = pickId(
        params.suites.map((suite) => suite.test_suite_id),
        [context.requestedSuiteId, context.selectedSuiteId, context.storedSuiteId],
      );
      return {
        testSuites: params.suites,
        selectedSuiteId,
        requestedSuiteId: null,
        suiteData: selectedSuiteId === context.selectedSuiteId ? context.suiteData : null,
      };
    }),
    // The project the address names belongs to another of the user's organizations: switch to it.
    selectOrganizationOf: assign((_, params: { suite: TestSuite }) => ({
      selectedOrgId: params.suite.org_id,
      testSuites: [],
      selectedSuiteId: null,
      storedSuiteId: null,
      suiteData: null,
    })),
    selectSuite: assign((_, params: { suiteId: string | null }) => ({ selectedSuiteId: params.suiteId, suiteData: null })),
    requestSuite: assign(({ context }, params: { suiteId: string | null }) => ({
      requestedSuiteId: params.suiteId ?? context.requestedSuiteId,
    })),
    setSuiteData: assign((_, params: { suiteData: SuiteData }) => ({ suiteData: params.suiteData })),
    // The tree and modules are not the screen's: they stay as loaded.
    setCollections: assign(({ context }, params: { collections: TestCollection[]; groups?: CollectionRun[] }) => ({
      suiteData: {
        ...context.suiteData!,
        collections: params.collections,
        recentRuns: params.groups ? params.groups.slice(0, RECENT_GROUPS_HELD) : context.suiteData!.recentRuns,
      },
    })),
    setUiConfig: assign(({ context }, params: { orgId: string; uiConfig: Organization['ui_config'] }) => ({
      organizations: context.organizations.map((org) => (org.org_id === params.orgId ? { ...org, ui_config: params.uiConfig } : org)),
    })),
    setError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    clearError: assign({ error: null }),
    // The layout runs inside the signed-in user's workspace (machines/workspace), which stores
    // the selection and moves the project's lists, tree and address along with it.
    announceSelection: sendParent(({ context }) => ({ type: 'layout.selected', orgId: context.selectedOrgId, suiteId: context.selectedSuiteId })),
    announceSuiteLoaded: sendParent(({ context }) => ({
      type: 'layout.suiteLoaded',
      suiteId: context.selectedSuiteId,
      items: context.suiteData?.testItems ?? [],
    })),
    fallBackToTests: providedAction('fallBackToTests'),
    /** Spec section 8: "Every failed product call shows a toast titled 'Some error occurred'". */
    notifyFailed: providedAction<{ title: string; text: string; type: 'error' }>('notifyFailed'),
  },
  guards: {
    isEmpty: (_, params: { items: unknown[] }) => params.items.length === 0,
    hasRequestedSuite: ({ context }) => context.requestedSuiteId !== null,
    isOtherRequest: ({ context }, params: { suiteId: string | null }) => params.suiteId !== null && params.suiteId !== context.requestedSuiteId,
    listsSelectedSuite: ({ context }, params: { suites: TestSuite[] }) => listsSuite(params.suites, context.selectedSuiteId),
    isOtherOrganization: ({ context }, params: { orgId: string }) =>
      params.orgId !== context.selectedOrgId && context.organizations.some((org) => org.org_id === params.orgId),
    isListedOtherSuite: ({ context }, params: { suiteId: string | null }) =>
      params.suiteId !== context.selectedSuiteId && listsSuite(context.testSuites, params.suiteId),
    isUnlistedSuite: ({ context }, params: { suiteId: string | null }) => params.suiteId !== null && !listsSuite(context.testSuites, params.suiteId),
    isSelectedSuite: ({ context }, params: { suiteId: string }) => params.suiteId === context.selectedSuiteId,
  },
}).createMachine({
  id: 'mainLayout',
  context: ({ input }) => ({
    organizations: [],
    selectedOrgId: null,
    testSuites: [],
    selectedSuiteId: null,
    requestedSuiteId: input.routeSuiteId,
    storedOrgId: input.storedOrgId,
    storedSuiteId: input.storedSuiteId,
    suiteData: null,
    error: null,
  }),
  initial: 'loadingOrganizations',
  on: {
    'organization.updated': { actions: { type: 'setUiConfig', params: ({ event }) => ({ orgId: event.orgId, uiConfig: event.uiConfig }) } },
  },
  states: {
    loadingOrganizations: {
      tags: 'busy',
      entry: 'clearError',
      invoke: {
        id: 'listUserOrganizations',
        src: 'listUserOrganizations',
        onDone: [
          {
            guard: { type: 'isEmpty', params: ({ event }) => ({ items: event.output }) },
            target: 'noOrganizations',
            actions: { type: 'setOrganizations', params: ({ event }) => ({ organizations: event.output }) },
          },
          {
            guard: 'hasRequestedSuite',
            target: 'findingSuite',
            actions: { type: 'setOrganizations', params: ({ event }) => ({ organizations: event.output }) },
          },
          {
            target: 'loadingSuites',
            actions: { type: 'setOrganizations', params: ({ event }) => ({ organizations: event.output }) },
          },
        ],
        onError: {
          target: 'organizationsFailed',
          actions: [{ type: 'setError', params: ({ event }) => ({ error: event.error }) }, failed('Unable to fetch organizations')],
        },
      },
      on: {
        // The layout may start before the address names its project (/{testId} opens the test
        // under its project once the test is loaded): that project is the one to find.
        'route.changed': { actions: { type: 'requestSuite', params: ({ event }) => ({ suiteId: event.suiteId }) } },
      },
    },
    noOrganizations: {},
    organizationsFailed: {
      on: { 'organizations.retry': 'loadingOrganizations' },
    },
    /**
     * The project the address names (opened by address, or a link), loaded on its own first
     * (GET test-suites/{id}): it may belong to another of the user's organizations, which is
     * then selected, rather than another project of this one shown in its place. A failure
     * says so ('Unable to fetch project'), and the list then decides as without it.
     */
    findingSuite: {
      tags: 'busy',
      invoke: {
        id: 'getTestSuite',
        src: 'getTestSuite',
        input: ({ context }) => ({ suiteId: context.requestedSuiteId! }),
        onDone: [
          {
            guard: { type: 'isOtherOrganization', params: ({ event }) => ({ orgId: event.output.org_id }) },
            target: 'loadingSuites',
            actions: [{ type: 'selectOrganizationOf', params: ({ event }) => ({ suite: event.output }) }, 'announceSelection'],
          },
          { target: 'loadingSuites' },
        ],
        onError: {
          target: 'loadingSuites',
          actions: failed('Unable to fetch project'),
        },
      },
      on: {
        'organization.selected': {
          guard: { type: 'isOtherOrganization', params: ({ event }) => ({ orgId: event.orgId }) },
          target: 'loadingSuites',
          actions: [{ type: 'selectOrganization', params: ({ event }) => ({ orgId: event.orgId }) }, 'announceSelection'],
        },
        // The answer in flight is for the project named before.
        'route.changed': {
          guard: { type: 'isOtherRequest', params: ({ event }) => ({ suiteId: event.suiteId }) },
          target: 'findingSuite',
          reenter: true,
          actions: { type: 'requestSuite', params: ({ event }) => ({ suiteId: event.suiteId }) },
        },
      },
    },
    loadingSuites: {
      tags: 'busy',
      entry: 'clearError',
      invoke: {
        id: 'listTestSuites',
        src: 'listTestSuites',
        input: ({ context }) => ({ orgId: context.selectedOrgId! }),
        onDone: [
          {
            guard: { type: 'isEmpty', params: ({ event }) => ({ items: event.output }) },
            target: 'noSuites',
            actions: [{ type: 'setSuites', params: ({ event }) => ({ suites: event.output }) }, 'announceSelection'],
          },
          {
            target: 'suiteSelected',
            actions: [{ type: 'setSuites', params: ({ event }) => ({ suites: event.output }) }, 'announceSelection'],
          },
        ],
        onError: {
          target: 'suitesFailed',
          actions: [{ type: 'setError', params: ({ event }) => ({ error: event.error }) }, failed('Unable to fetch projects')],
        },
      },
      on: {
        // Re-entering restarts the request: its answer would be for the old organization.
        'organization.selected': {
          guard: { type: 'isOtherOrganization', params: ({ event }) => ({ orgId: event.orgId }) },
          target: 'loadingSuites',
          reenter: true,
          actions: [{ type: 'selectOrganization', params: ({ event }) => ({ orgId: event.orgId }) }, 'announceSelection'],
        },
        // The answer in flight may predate the change.
        'suites.changed': { target: 'loadingSuites', reenter: true },
        'suite.selected': { actions: { type: 'requestSuite', params: ({ event }) => ({ suiteId: event.suiteId }) } },
        'route.changed': { actions: { type: 'requestSuite', params: ({ event }) => ({ suiteId: event.suiteId }) } },
      },
    },
    noSuites: {
      on: {
        'organization.selected': {
          guard: { type: 'isOtherOrganization', params: ({ event }) => ({ orgId: event.orgId }) },
          target: 'loadingSuites',
          actions: [{ type: 'selectOrganization', params: ({ event }) => ({ orgId: event.orgId }) }, 'announceSelection'],
        },
        'suites.changed': 'loadingSuites',
        // The list is empty, so any project named is a new one: fetch the list that holds it.
        'suite.selected': { target: 'loadingSuites', actions: { type: 'requestSuite', params: ({ event }) => ({ suiteId: event.suiteId }) } },
        'route.changed': {
          guard: { type: 'isUnlistedSuite', params: ({ event }) => ({ suiteId: event.suiteId }) },
          target: 'findingSuite',
          actions: { type: 'requestSuite', params: ({ event }) => ({ suiteId: event.suiteId }) },
        },
      },
    },
    suitesFailed: {
      on: {
        // "A refetch falls back to the Tests route" (S-106).
        'suites.retry': { target: 'loadingSuites', actions: 'fallBackToTests' },
        'organization.selected': {
          guard: { type: 'isOtherOrganization', params: ({ event }) => ({ orgId: event.orgId }) },
          target: 'loadingSuites',
          actions: [{ type: 'selectOrganization', params: ({ event }) => ({ orgId: event.orgId }) }, 'announceSelection'],
        },
      },
    },
    /**
     * A project is selected. Its three states share how the selection changes: picking another
     * listed project (re)loads it, an unlisted one (just created, or named by the address)
     * refetches the list first, and another organization starts over.
     */
    suiteSelected: {
      initial: 'loadingSuite',
      on: {
        'organization.selected': {
          guard: { type: 'isOtherOrganization', params: ({ event }) => ({ orgId: event.orgId }) },
          target: 'loadingSuites',
          actions: [{ type: 'selectOrganization', params: ({ event }) => ({ orgId: event.orgId }) }, 'announceSelection'],
        },
        // Re-entering restarts a load in flight: its answer would be for the old project.
        'suite.selected': [
          {
            guard: { type: 'isListedOtherSuite', params: ({ event }) => ({ suiteId: event.suiteId }) },
            target: '.loadingSuite',
            reenter: true,
            actions: [{ type: 'selectSuite', params: ({ event }) => ({ suiteId: event.suiteId }) }, 'announceSelection'],
          },
          {
            guard: { type: 'isUnlistedSuite', params: ({ event }) => ({ suiteId: event.suiteId }) },
            target: 'loadingSuites',
            actions: { type: 'requestSuite', params: ({ event }) => ({ suiteId: event.suiteId }) },
          },
        ],
        'route.changed': [
          {
            guard: { type: 'isListedOtherSuite', params: ({ event }) => ({ suiteId: event.suiteId }) },
            target: '.loadingSuite',
            reenter: true,
            actions: [{ type: 'selectSuite', params: ({ event }) => ({ suiteId: event.suiteId }) }, 'announceSelection'],
          },
          {
            guard: { type: 'isUnlistedSuite', params: ({ event }) => ({ suiteId: event.suiteId }) },
            target: 'findingSuite',
            actions: { type: 'requestSuite', params: ({ event }) => ({ suiteId: event.suiteId }) },
          },
        ],
      },
      states: {
        loadingSuite: {
          tags: 'busy',
          entry: 'clearError',
          invoke: {
            id: 'loadSuiteData',
            src: 'loadSuiteData',
            input: ({ context }) => ({ suiteId: context.selectedSuiteId! }),
            onDone: {
              target: 'ready',
              actions: [{ type: 'setSuiteData', params: ({ event }) => ({ suiteData: event.output }) }, 'announceSuiteLoaded'],
            },
            onError: {
              target: 'suiteFailed',
              actions: [
                { type: 'setError', params: ({ event }) => ({ error: event.error }) },
                {
                  type: 'notifyFailed',
                  params: ({ event }) => ({ title: 'Some error occurred', text: failureOf(event.error), type: 'error' as const }),
                },
              ],
            },
          },
        },
        // "A suite load failure with retry (refetches suites)".
        suiteFailed: {
          on: { 'suites.retry': { target: '#mainLayout.loadingSuites', actions: 'fallBackToTests' } },
        },
        ready: {
          initial: 'idle',
          on: {
            // Re-entering restarts a refresh already in flight: its answer may predate this change.
            'suites.changed': { target: '.refreshing', reenter: true },
            // Changes to another project's collections (a screen left behind) are not this working set's.
            'collections.changed': {
              guard: { type: 'isSelectedSuite', params: ({ event }) => ({ suiteId: event.suiteId }) },
              actions: { type: 'setCollections', params: ({ event }) => ({ collections: event.collections, groups: event.groups }) },
            },
          },
          states: {
            idle: {},
            // Refetches the list while the page stays on screen.
            refreshing: {
              invoke: {
                id: 'listTestSuites',
                src: 'listTestSuites',
                input: ({ context }) => ({ orgId: context.selectedOrgId! }),
                onDone: [
                  {
                    guard: { type: 'isEmpty', params: ({ event }) => ({ items: event.output }) },
                    target: '#mainLayout.noSuites',
                    actions: [{ type: 'setSuites', params: ({ event }) => ({ suites: event.output }) }, 'announceSelection'],
                  },
                  {
                    guard: { type: 'listsSelectedSuite', params: ({ event }) => ({ suites: event.output }) },
                    target: 'idle',
                    actions: { type: 'setSuites', params: ({ event }) => ({ suites: event.output }) },
                  },
                  // The selected project is gone: fall back to the first one.
                  {
                    target: '#mainLayout.suiteSelected.loadingSuite',
                    actions: [{ type: 'setSuites', params: ({ event }) => ({ suites: event.output }) }, 'announceSelection'],
                  },
                ],
                // A failed silent refresh keeps the page and the old list.
                onError: {
                  target: 'idle',
                  actions: [{ type: 'setError', params: ({ event }) => ({ error: event.error }) }, failed('Unable to fetch projects')],
                },
              },
            },
          },
        },
      },
    },
  },
});
