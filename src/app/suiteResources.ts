/**
 * The selected project's shared parameters, browser states and modules: one actor each for
 * the signed-in user, so the Settings and Modules screens and the test-case form share one list
 * ("fetched once per suite until reset"). Each follows the layout's selected project, and its
 * deletions are confirmed in the global dialog first.
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
import { escapeHtml } from './htmlText';
import { actOnConfirmation, settleAfter } from './confirmSections';
import { selectIsDeleting as selectIsDeletingParameter } from '../../machines/sharedParameters/sharedParameters.selectors';
import { selectIsDeleting as selectIsDeletingBrowserState } from '../../machines/browserStates/browserStates.selectors';
import { selectIsDeleting as selectIsDeletingModule } from '../../machines/modules/modules.selectors';

type Toast = { title: string; text: string; type: 'error' | 'success' | 'info' };
const toast = (_: unknown, params: Toast) => showToast(params);

const sharedParameters = sharedParametersMachine.provide({
  actors: {
    listSharedParameters: fromPromise(({ input }) => sharedParametersApi.listSharedParameters(input.suiteId)),
    createSharedParameter: fromPromise(({ input }) => sharedParametersApi.createSharedParameter(input.suiteId, input.key, input.value)),
    updateSharedParameter: fromPromise(({ input }) =>
      sharedParametersApi.updateSharedParameter(input.suiteId, input.id, input.key, input.value),
    ),
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

/** The dialog only asks; once agreed, the section deletes and shows its own progress. */
const deleteOptions = (title: string, message: string, intent: { type: string; id: string }) => ({
  title,
  message,
  confirmLabel: 'Delete',
  cancelLabel: 'Cancel',
  icon: 'danger' as const,
  intent,
});

export function createSuiteResources({ confirmDialog }: AppActors, mainLayout: Actor<typeof mainLayoutMachine>) {
  const suiteId = mainLayout.getSnapshot().context.selectedSuiteId;
  const actors = {
    sharedParameters: createActor(sharedParameters, { input: { suiteId } }).start(),
    browserStates: createActor(browserStates, { input: { suiteId } }).start(),
    modules: createActor(modules, { input: { suiteId } }).start(),
  };

  let followed = suiteId;
  const subscriptions = [
    mainLayout.subscribe(({ context }) => {
      if (context.selectedSuiteId === followed) return;
      followed = context.selectedSuiteId;
      for (const actor of Object.values(actors)) actor.send({ type: 'suite.changed', suiteId: followed });
    }),
    actors.sharedParameters.on('parameter.deleteRequested', ({ id, key }) =>
      confirmDialog.send({
        type: 'dialog.open',
        options: deleteOptions(
          `Delete shared parameter "${key}"?`,
          `Tests that use <b>${escapeHtml(key)}</b> will no longer receive it.`,
          { type: 'sharedParameter.delete', id },
        ),
      }),
    ),
    actors.browserStates.on('browserState.deleteRequested', ({ id, name }) =>
      confirmDialog.send({
        type: 'dialog.open',
        options: deleteOptions(
          `Delete browser state "${name}"?`,
          `Tests that start from <b>${escapeHtml(name)}</b> will start from a fresh browser.`,
          { type: 'browserState.delete', id },
        ),
      }),
    ),
    actors.modules.on('module.deleteRequested', ({ id, name }) =>
      confirmDialog.send({
        type: 'dialog.open',
        options: deleteOptions(
          `Delete module "${name}"?`,
          `This action cannot be undone. Tests that use <b>${escapeHtml(name)}</b> as their setup will run without it.`,
          { type: 'module.delete', id },
        ),
      }),
    ),
  ];
  // The dialog's Yes hands the deletion to its section and loads until the DELETE settles.
  const registrations = [
    actOnConfirmation('sharedParameter.delete', (intent) =>
      settleAfter(actors.sharedParameters, { type: 'parameter.deleteConfirmed', id: String(intent.id) }, selectIsDeletingParameter),
    ),
    actOnConfirmation('browserState.delete', (intent) =>
      settleAfter(actors.browserStates, { type: 'browserState.deleteConfirmed', id: String(intent.id) }, selectIsDeletingBrowserState),
    ),
    actOnConfirmation('module.delete', (intent) =>
      settleAfter(actors.modules, { type: 'module.deleteConfirmed', id: String(intent.id) }, selectIsDeletingModule),
    ),
  ];

  return {
    ...actors,
    stop() {
      subscriptions.forEach((subscription) => subscription.unsubscribe());
      registrations.forEach((unregister) => unregister());
      Object.values(actors).forEach((actor) => actor.stop());
    },
  };
}
