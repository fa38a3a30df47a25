/**
 * The selected project's shared parameters, browser states and modules: one actor each for
 * the signed-in user, so the Settings and Modules screens and the test-case form share one list
 * ("fetched once per suite until reset"). Each follows the layout's selected project, and asks
 * the global confirm dialog itself before deleting (its input's `confirmDialog`).
 */
import { createActor, fromPromise, type Actor } from 'xstate';
import { browserStatesMachine } from '../../machines/browserStates/browserStates.machine';
import type { mainLayoutMachine } from '../../machines/mainLayout/mainLayout.machine';
import { modulesMachine } from '../../machines/modules/modules.machine';
import { sharedParametersMachine } from '../../machines/sharedParameters/sharedParameters.machine';
import * as browserStatesApi from '../api/browserStates';
import * as modulesApi from '../api/modules';
import * as sharedParametersApi from '../api/sharedParameters';
import { showToast } from '../ui/toaster';
import type { AppActors } from './appActors';

type Toast = { title: string; text: string; type: 'error' | 'success' | 'info' };
const toast = (_: unknown, params: Toast) => showToast(params);

const sharedParameters = sharedParametersMachine.provide({
  actors: {
    list: fromPromise(({ input }) => sharedParametersApi.listSharedParameters(input.ownerId)),
    // POST answers only the id: the listed parameter is made of what was sent.
    create: fromPromise(async ({ input: { ownerId, create } }) => ({
      _id: await sharedParametersApi.createSharedParameter(ownerId, create.key, create.value),
      test_suite_id: ownerId,
      ...create,
    })),
    update: fromPromise(({ input }) => sharedParametersApi.updateSharedParameter(input.ownerId, input.id, input.changes.key, input.changes.value)),
    remove: fromPromise(({ input }) => sharedParametersApi.deleteSharedParameter(input.ownerId, input.id)),
  },
  actions: { notify: toast },
});

const browserStates = browserStatesMachine.provide({
  actors: {
    list: fromPromise(({ input }) => browserStatesApi.listBrowserStates(input.ownerId)),
    create: fromPromise(({ input }) => browserStatesApi.createBrowserState(input.ownerId, input.create.name, input.create.storageState)),
    remove: fromPromise(({ input }) => browserStatesApi.deleteBrowserState(input.ownerId, input.id)),
  },
  actions: { notify: toast },
});

const modules = modulesMachine.provide({
  actors: {
    list: fromPromise(({ input }) => modulesApi.listTestModules(input.ownerId)),
    create: fromPromise(({ input }) => modulesApi.createTestModule(input.ownerId, input.create)),
    update: fromPromise(({ input }) => modulesApi.updateTestModule(input.ownerId, input.id, input.changes)),
    remove: fromPromise(({ input }) => modulesApi.deleteTestModule(input.ownerId, input.id)),
  },
  actions: { notify: toast },
});

export function createSuiteResources({ confirmDialog }: AppActors, mainLayout: Actor<typeof mainLayoutMachine>) {
  const suiteId = mainLayout.getSnapshot().context.selectedSuiteId;
  const actors = {
    sharedParameters: createActor(sharedParameters, { input: { ownerId: suiteId, confirmDialog } }).start(),
    browserStates: createActor(browserStates, { input: { ownerId: suiteId, confirmDialog } }).start(),
    modules: createActor(modules, { input: { ownerId: suiteId, confirmDialog } }).start(),
  };

  let followed = suiteId;
  const subscription = mainLayout.subscribe(({ context }) => {
    if (context.selectedSuiteId === followed) return;
    followed = context.selectedSuiteId;
    for (const actor of Object.values(actors)) actor.send({ type: 'owner.changed', ownerId: followed });
  });

  return {
    ...actors,
    stop() {
      subscription.unsubscribe();
      for (const actor of Object.values(actors)) actor.stop();
    },
  };
}
