import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type NonReducibleUnknown } from 'xstate';
import { doneEvent, errorEvent, type DoneActorEvent, type ErrorActorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { checkoutCollection, checkoutStartedGroup, nightlyCollection, shopGroups } from '../collections/collections.fixtures';
import { mainLayoutMachine, RECENT_GROUPS_HELD, type MainLayoutInput, type Organization, type SuiteData, type TestSuite } from './mainLayout.machine';
import { blog, mainLayoutPathModel, news, organizations, shop, suiteData, wiki } from './mainLayout.paths';
import { selectError, selectSelectedOrg, selectSelectedSuite, selectSuiteData, selectView } from './mainLayout.selectors';

describePathModel(mainLayoutPathModel);

/**
 * A layout whose actors record their input and never settle; the test finishes them by sending
 * their done or error events, as the path replay does.
 */
function startLayout(input: Partial<MainLayoutInput> = {}) {
  const calls: Array<[string, unknown]> = [];
  const stored: Array<[string | null, string | null]> = [];
  let fallbacks = 0;
  const recording = <TOutput, TInput = NonReducibleUnknown>(name: string) =>
    fromPromise<TOutput, TInput>(({ input }) => {
      calls.push([name, input]);
      return new Promise<TOutput>(() => {});
    });
  const actor = createActor(
    mainLayoutMachine.provide({
      actors: {
        listUserOrganizations: recording<Organization[]>('listUserOrganizations'),
        getTestSuite: recording<TestSuite, { suiteId: string }>('getTestSuite'),
        listTestSuites: recording<TestSuite[], { orgId: string }>('listTestSuites'),
        loadSuiteData: recording<SuiteData, { suiteId: string }>('loadSuiteData'),
      },
      actions: {
        announceSelection: ({ context }) => stored.push([context.selectedOrgId, context.selectedSuiteId]),
        announceSuiteLoaded: () => {},
        notifyFailed: () => {},
        fallBackToTests: () => void fallbacks++,
      },
    }),
    { input: { storedOrgId: null, storedSuiteId: null, routeSuiteId: null, ...input } },
  ).start();
  // Done and error events come from invoked actors, so the machine's own event type excludes them.
  const settle = (event: DoneActorEvent | ErrorActorEvent) => actor.send(event as never);
  return { actor, settle, calls, stored, fallbacks: () => fallbacks, snapshot: () => actor.getSnapshot() };
}

describe('mainLayout selection', () => {
  it('restores the saved organization and project', () => {
    const { settle, calls, stored, snapshot } = startLayout({ storedOrgId: 'org-2', storedSuiteId: 'suite-2' });
    settle(doneEvent('listUserOrganizations', organizations));
    settle(doneEvent('listTestSuites', [shop, blog]));
    expect(calls).toEqual([
      ['listUserOrganizations', undefined],
      ['listTestSuites', { orgId: 'org-2' }],
      ['loadSuiteData', { suiteId: 'suite-2' }],
    ]);
    expect(stored).toEqual([['org-2', 'suite-2']]);
    expect(selectView(snapshot())).toBe('skeleton');
    settle(doneEvent('loadSuiteData', suiteData));
    expect(selectView(snapshot())).toBe('page');
    expect(selectSelectedOrg(snapshot())?.name).toBe('Globex');
    expect(selectSelectedSuite(snapshot())).toEqual(blog);
  });

  it('prefers the project in the address, and falls back to the first of each list', () => {
    const { settle, snapshot } = startLayout({ storedOrgId: 'org-2', storedSuiteId: 'suite-2', routeSuiteId: 'suite-1' });
    settle(doneEvent('listUserOrganizations', organizations));
    settle(doneEvent('getTestSuite', shop));
    expect(snapshot().context.selectedOrgId).toBe('org-2');
    settle(doneEvent('listTestSuites', [shop, blog]));
    expect(snapshot().context.selectedSuiteId).toBe('suite-1');

    const stale = startLayout({ storedSuiteId: 'suite-gone', routeSuiteId: 'suite-gone-too' });
    stale.settle(doneEvent('listUserOrganizations', organizations));
    stale.settle(errorEvent('getTestSuite', 'Unable to fetch project'));
    stale.settle(doneEvent('listTestSuites', [blog, shop]));
    expect(stale.snapshot().context.selectedSuiteId).toBe('suite-2');
  });

  it('refreshes the list silently, falling back to the first project when the selected one is gone', () => {
    const { actor, settle, calls, snapshot } = startLayout({ storedOrgId: 'org-2', storedSuiteId: 'suite-1' });
    settle(doneEvent('listUserOrganizations', organizations));
    settle(doneEvent('listTestSuites', [shop, blog]));
    settle(doneEvent('loadSuiteData', suiteData));
    actor.send({ type: 'suites.changed' });
    expect(selectView(snapshot())).toBe('page');
    settle(doneEvent('listTestSuites', [blog]));
    expect(selectView(snapshot())).toBe('skeleton');
    expect(calls.at(-1)).toEqual(['loadSuiteData', { suiteId: 'suite-2' }]);
  });

  it('keeps the page and says why when a silent refresh fails', () => {
    const { actor, settle, snapshot } = startLayout();
    settle(doneEvent('listUserOrganizations', organizations));
    settle(doneEvent('listTestSuites', [shop]));
    settle(doneEvent('loadSuiteData', suiteData));
    actor.send({ type: 'suites.changed' });
    settle(errorEvent('listTestSuites', 'Unable to fetch projects'));
    expect(selectView(snapshot())).toBe('page');
    expect(selectError(snapshot())).toBe('Unable to fetch projects');
    expect(snapshot().context.suiteData).toEqual(suiteData);
  });

  it('takes in the collections and groups the Test suites screen changed, for the selected project only', () => {
    const { actor, settle, calls, snapshot } = startLayout({ storedOrgId: 'org-2', storedSuiteId: 'suite-2' });
    settle(doneEvent('listUserOrganizations', organizations));
    settle(doneEvent('listTestSuites', [shop, blog]));
    settle(doneEvent('loadSuiteData', suiteData));
    const requests = calls.length;
    const collections = [checkoutCollection, nightlyCollection];
    // The screen holds more groups than the layout: the layout keeps the newest, as many as it loads.
    const groups = [checkoutStartedGroup, ...Array(3).fill(shopGroups).flat()];
    actor.send({ type: 'collections.changed', suiteId: 'suite-2', collections, groups });
    expect(selectSuiteData(snapshot())).toEqual({ ...suiteData, collections, recentRuns: groups.slice(0, RECENT_GROUPS_HELD) });
    expect(selectSuiteData(snapshot())?.recentRuns).toHaveLength(10);
    expect(selectSuiteData(snapshot())?.testItems).toBe(suiteData.testItems);
    // Without groups (the screen shows one environment's history), the recent groups stay.
    actor.send({ type: 'collections.changed', suiteId: 'suite-2', collections: [checkoutCollection] });
    expect(selectSuiteData(snapshot())).toMatchObject({ collections: [checkoutCollection], recentRuns: groups.slice(0, RECENT_GROUPS_HELD) });
    actor.send({ type: 'collections.changed', suiteId: 'suite-2', collections, groups });
    expect(calls).toHaveLength(requests);
    expect(snapshot().value).toEqual({ suiteSelected: { ready: 'idle' } });
    // A change to another project (a screen left behind) leaves this working set alone.
    actor.send({ type: 'collections.changed', suiteId: 'suite-1', collections: [], groups: [] });
    expect(selectSuiteData(snapshot())?.collections).toEqual(collections);
    // Also while the project list is refreshed.
    actor.send({ type: 'suites.changed' });
    actor.send({ type: 'collections.changed', suiteId: 'suite-2', collections: [checkoutCollection], groups: [] });
    expect(snapshot().value).toEqual({ suiteSelected: { ready: 'refreshing' } });
    expect(selectSuiteData(snapshot())).toMatchObject({ collections: [checkoutCollection], recentRuns: [] });
  });

  it('fetches the list again for a project it does not know yet, then selects it', () => {
    const { actor, settle, calls, snapshot } = startLayout();
    settle(doneEvent('listUserOrganizations', organizations));
    settle(doneEvent('listTestSuites', [shop]));
    settle(doneEvent('loadSuiteData', suiteData));
    actor.send({ type: 'suite.selected', suiteId: 'suite-3' });
    settle(doneEvent('listTestSuites', [shop, wiki]));
    expect(calls.at(-1)).toEqual(['loadSuiteData', { suiteId: 'suite-3' }]);
    expect(selectSelectedSuite(snapshot())).toEqual(wiki);
  });

  it('ignores an address without a project, or naming the selected one', () => {
    const { actor, settle, snapshot } = startLayout();
    settle(doneEvent('listUserOrganizations', organizations));
    settle(doneEvent('listTestSuites', [shop, blog]));
    settle(doneEvent('loadSuiteData', suiteData));
    actor.send({ type: 'route.changed', suiteId: null });
    actor.send({ type: 'route.changed', suiteId: 'suite-1' });
    expect(snapshot().value).toEqual({ suiteSelected: { ready: 'idle' } });
    actor.send({ type: 'route.changed', suiteId: 'suite-2' });
    expect(snapshot().value).toEqual({ suiteSelected: 'loadingSuite' });
  });

  it('resets the projects and reloads them when another organization is selected', () => {
    const { actor, settle, calls, stored, snapshot } = startLayout();
    settle(doneEvent('listUserOrganizations', organizations));
    settle(doneEvent('listTestSuites', [shop]));
    actor.send({ type: 'organization.selected', orgId: 'org-2' });
    expect(snapshot().value).toBe('loadingSuites');
    expect(snapshot().context).toMatchObject({ selectedOrgId: 'org-2', testSuites: [], selectedSuiteId: null, suiteData: null });
    expect(calls.at(-1)).toEqual(['listTestSuites', { orgId: 'org-2' }]);
    expect(stored.at(-1)).toEqual(['org-2', null]);
  });

  it('shows each notice and failure', () => {
    const empty = startLayout();
    empty.settle(doneEvent('listUserOrganizations', []));
    expect(selectView(empty.snapshot())).toBe('noOrganizations');

    const failing = startLayout();
    failing.settle(errorEvent('listUserOrganizations', 'Unable to fetch organizations'));
    expect(selectView(failing.snapshot())).toBe('organizationsFailed');
    expect(selectError(failing.snapshot())).toBe('Unable to fetch organizations');
    failing.actor.send({ type: 'organizations.retry' });
    expect(selectError(failing.snapshot())).toBeNull();

    const noProjects = startLayout();
    noProjects.settle(doneEvent('listUserOrganizations', organizations));
    noProjects.settle(doneEvent('listTestSuites', []));
    expect(selectView(noProjects.snapshot())).toBe('noSuites');

    const suiteFails = startLayout();
    suiteFails.settle(doneEvent('listUserOrganizations', organizations));
    suiteFails.settle(doneEvent('listTestSuites', [shop]));
    suiteFails.settle(errorEvent('loadSuiteData', 'Unable to fetch the test suite tree'));
    expect(selectView(suiteFails.snapshot())).toBe('suitesFailed');
    suiteFails.actor.send({ type: 'suites.retry' });
    expect(suiteFails.snapshot().value).toBe('loadingSuites');
  });

  it('a Retry refetches the projects and falls back to the Tests route (S-106)', () => {
    const suiteFails = startLayout();
    suiteFails.settle(doneEvent('listUserOrganizations', organizations));
    suiteFails.settle(doneEvent('listTestSuites', [shop]));
    suiteFails.settle(errorEvent('loadSuiteData', 'Unable to fetch the test suite tree'));
    suiteFails.actor.send({ type: 'suites.retry' });
    expect(suiteFails.fallbacks()).toBe(1);
    expect(suiteFails.calls.at(-1)).toEqual(['listTestSuites', { orgId: 'org-1' }]);

    const listFails = startLayout();
    listFails.settle(doneEvent('listUserOrganizations', organizations));
    listFails.settle(errorEvent('listTestSuites', 'Unable to fetch projects'));
    listFails.actor.send({ type: 'suites.retry' });
    expect(listFails.fallbacks()).toBe(1);
  });
});

describe('the project the address names (GET test-suites/{id}, E-06)', () => {
  it('is loaded on its own before the list, and selected when it is in the organization shown', () => {
    const { settle, calls, snapshot } = startLayout({ storedOrgId: 'org-2', routeSuiteId: 'suite-1' });
    settle(doneEvent('listUserOrganizations', organizations));
    expect(snapshot().value).toBe('findingSuite');
    expect(calls.at(-1)).toEqual(['getTestSuite', { suiteId: 'suite-1' }]);
    settle(doneEvent('getTestSuite', shop));
    settle(doneEvent('listTestSuites', [shop, blog]));
    expect(selectSelectedSuite(snapshot())).toEqual(shop);
  });

  it("of another of the user's organizations switches to it, never showing a project of this one instead", () => {
    const { settle, calls, stored, snapshot } = startLayout({ storedOrgId: 'org-2', storedSuiteId: 'suite-2', routeSuiteId: 'suite-4' });
    settle(doneEvent('listUserOrganizations', organizations));
    settle(doneEvent('getTestSuite', news));
    expect(snapshot().context.selectedOrgId).toBe('org-1');
    expect(stored.at(-1)).toEqual(['org-1', null]);
    expect(calls.at(-1)).toEqual(['listTestSuites', { orgId: 'org-1' }]);
    settle(doneEvent('listTestSuites', [news]));
    expect(selectSelectedSuite(snapshot())).toEqual(news);
  });

  it('a link followed later does the same; another link while it loads asks for that one', () => {
    const { actor, settle, calls, snapshot } = startLayout({ storedOrgId: 'org-2' });
    settle(doneEvent('listUserOrganizations', organizations));
    settle(doneEvent('listTestSuites', [shop, blog]));
    settle(doneEvent('loadSuiteData', suiteData));
    actor.send({ type: 'route.changed', suiteId: 'suite-9' });
    expect(calls.at(-1)).toEqual(['getTestSuite', { suiteId: 'suite-9' }]);
    actor.send({ type: 'route.changed', suiteId: 'suite-9' });
    actor.send({ type: 'route.changed', suiteId: 'suite-4' });
    expect(calls.filter(([name]) => name === 'getTestSuite')).toHaveLength(2);
    settle(doneEvent('getTestSuite', news));
    settle(doneEvent('listTestSuites', [news]));
    expect(selectSelectedOrg(snapshot())?.org_id).toBe('org-1');
    expect(selectSelectedSuite(snapshot())).toEqual(news);
  });

  it('named while the organizations load (a test opened by its id) is the one looked for', () => {
    const { actor, settle, calls } = startLayout({ storedOrgId: 'org-2', storedSuiteId: 'suite-2' });
    actor.send({ type: 'route.changed', suiteId: 'suite-1' });
    settle(doneEvent('listUserOrganizations', organizations));
    expect(calls.at(-1)).toEqual(['getTestSuite', { suiteId: 'suite-1' }]);
  });

  it('that cannot be loaded leaves the choice to the list (the actor has said so in a toast)', () => {
    const { settle, snapshot } = startLayout({ storedOrgId: 'org-2', storedSuiteId: 'suite-2', routeSuiteId: 'suite-1' });
    settle(doneEvent('listUserOrganizations', organizations));
    settle(errorEvent('getTestSuite', 'Unable to fetch project'));
    expect(snapshot().value).toBe('loadingSuites');
    settle(doneEvent('listTestSuites', [shop, blog]));
    expect(selectSelectedSuite(snapshot())).toEqual(shop);
  });
});
