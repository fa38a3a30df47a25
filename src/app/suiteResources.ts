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
    listSharedParameters: fromPromise(({ input }) => sharedParametersApi.listSharedParameters(input.suiteId)),
    createSharedParameter: fromPromise(({ input }) => sharedParametersApi.createSharedParameter(input.suiteId, input.key, input.value)),
    updateSharedParameter: fromPromise(({ input }) => sharedParametersApi.updateSharedParameter(input.suiteId, input.id, input.key, input.value)),
    deleteSharedParameter: fromPromise(({ input }) => sharedParametersApi.deleteSharedParameter(input.suiteId, input.id)),
  },
  actions: { notifyLoadFailed: toast, notifyCreateFailed: toast, notifyUpdateFailed: toast, notifyDeleteFailed: toast },
});

const browserStates = browserStatesMachine.provide({
  actors: {
    listBrowserStates: fromPromise(({ input }) => browserStatesApi.listBrowserStates(input.suiteId)),
    createBrowserState: fromPromise(({ input }) => browserStatesApi.createBrowserState(input.suiteId, input.name, input.storageState)),
    deleteBrowserState: fromPromise(({ input }) => browserStatesApi.deleteBrowserState(input.suiteId, input.id)),
  },
  actions: { notifyLoadFailed: toast, notifyCreateFailed: toast, notifyDeleteFailed: toast },
});

const modules = modulesMachine.provide({
  actors: {
    listTestModules: fromPromise(({ input }) => modulesApi.listTestModules(input.suiteId)),
    createTestModule: fromPromise(({ input }) => modulesApi.createTestModule(input.suiteId, input.module)),
    updateTestModule: fromPromise(({ input }) => modulesApi.updateTestModule(input.suiteId, input.moduleId, input.patch)),
    deleteTestModule: fromPromise(({ input }) => modulesApi.deleteTestModule(input.suiteId, input.moduleId)),
  },
  actions: {
    notifyLoadFailed: toast,
    notifyCreated: toast,
    notifyCreateFailed: toast,
    notifyUpdated: toast,
    notifyRenameFailed: toast,
    notifyUpdateFailed: toast,
    notifyDeleted: toast,
    notifyDeleteFailed: toast,
  },
});

export function createSuiteResources({ confirmDialog }: AppActors, mainLayout: Actor<typeof mainLayoutMachine>) {
  const suiteId = mainLayout.getSnapshot().context.selectedSuiteId;
  const actors = {
    sharedParameters: createActor(sharedParameters, { input: { suiteId, confirmDialog } }).start(),
    browserStates: createActor(browserStates, { input: { suiteId, confirmDialog } }).start(),
    modules: createActor(modules, { input: { suiteId, confirmDialog } }).start(),
  };

  let followed = suiteId;
  const subscription = mainLayout.subscribe(({ context }) => {
    if (context.selectedSuiteId === followed) return;
    followed = context.selectedSuiteId;
    for (const actor of Object.values(actors)) actor.send({ type: 'suite.changed', suiteId: followed });
  });

  return {
    ...actors,
    stop() {
      subscription.unsubscribe();
      for (const actor of Object.values(actors)) actor.stop();
    },
  };
}
