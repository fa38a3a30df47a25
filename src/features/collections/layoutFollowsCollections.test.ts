import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { doneEvent, neverSettles } from '../../../machines/_testing/paths';
import { recordingDialog } from '../../../machines/_testing/confirmations';
import {
  collectionsMachine,
  type CollectionsData,
  type TestCollection,
  type TestCollectionUpdate,
} from '../../../machines/collections/collections.machine';
import {
  checkoutCollection,
  renamedCheckout,
  RENAMED_CHECKOUT,
  SHOP_SUITE_ID,
  shopCollections,
  shopGroups,
  smokeCollection,
} from '../../../machines/collections/collections.fixtures';
import { mainLayoutMachine, type Organization, type SuiteData, type TestSuite } from '../../../machines/mainLayout/mainLayout.machine';
import { selectSuiteData } from '../../../machines/mainLayout/mainLayout.selectors';
import { organizations, suite } from '../../../machines/mainLayout/mainLayout.paths';

const shop = suite(SHOP_SUITE_ID, 'Shop');
const loaded: SuiteData = { testItems: [], collections: shopCollections, recentRuns: shopGroups, modules: [] };

/** A main layout with the shop project loaded, as the app has it when the Test suites screen opens. */
function loadedLayout() {
  const layout = createActor(
    mainLayoutMachine.provide({
      actors: {
        listUserOrganizations: neverSettles<Organization[]>(),
        listTestSuites: neverSettles<TestSuite[], { orgId: string }>(),
        loadSuiteData: neverSettles<SuiteData, { suiteId: string }>(),
      },
      actions: { announceSelection: () => {}, announceSuiteLoaded: () => {}, notifyFailed: () => {} },
    }),
    { input: { storedOrgId: 'org-2', storedSuiteId: SHOP_SUITE_ID, routeSuiteId: null } },
  ).start();
  layout.send(doneEvent('listUserOrganizations', organizations) as never);
  layout.send(doneEvent('listTestSuites', [shop]) as never);
  layout.send(doneEvent('loadSuiteData', loaded) as never);
  return layout;
}

describe("the layout's copy of the collections", () => {
  it('follows what the Test suites screen changes: the real layout takes what the screen tells it', async () => {
    const layout = loadedLayout();
    const data = selectSuiteData(layout.getSnapshot())!;
    const screen = createActor(
      collectionsMachine.provide({
        actors: {
          loadCollections: neverSettles<CollectionsData, { suiteId: string; withFlakiness: boolean; environment: string | null }>(),
          updateTestCollection: fromPromise<TestCollection, TestCollectionUpdate>(async () => renamedCheckout),
        },
        actions: { notifySucceeded: () => {}, notifyFailed: () => {}, showSelection: () => {} },
      }),
      {
        input: {
          suiteId: SHOP_SUITE_ID,
          collections: data.collections,
          groups: data.recentRuns,
          selectedId: checkoutCollection._id,
          confirmDialog: recordingDialog().ref,
          layout,
        },
      },
    ).start();

    screen.send(doneEvent('loadCollections', { collections: shopCollections, groups: shopGroups }) as never);
    screen.send({ type: 'rename.start' });
    screen.send({ type: 'rename.changed', value: RENAMED_CHECKOUT });
    screen.send({ type: 'rename.save' });
    // The rename's PUT settles.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectSuiteData(layout.getSnapshot())).toEqual({ ...loaded, collections: [renamedCheckout, smokeCollection] });
    screen.stop();
    layout.stop();
  });
});
