/**
 * The signed-in user's actors: the main layout (organizations, projects), the project picker,
 * the organization switcher, the change-password dialog, the test tree and the selected project's
 * shared parameters, browser states and modules, wired to each other.
 */
import { createActor } from 'xstate';
import { changePasswordMachine } from '../../machines/changePassword/changePassword.machine';
import { mainLayoutMachine } from '../../machines/mainLayout/mainLayout.machine';
import { orgSwitcherMachine } from '../../machines/orgSwitcher/orgSwitcher.machine';
import { projectPickerMachine } from '../../machines/projectPicker/projectPicker.machine';
import { changePasswordActors } from '../actors/authActors';
import { mainLayoutActors } from '../actors/mainLayoutActors';
import { projectPickerActors } from '../actors/projectPickerActors';
import { showToast } from '../ui/toaster';
import type { AppActors } from './appActors';
import { followBranding } from './followBranding';
import { followSavedSelections, followSavedTest } from './savedSelections';
import { createSuiteResources } from './suiteResources';
import { createTestTree } from './testTreeWiring';
import { fallBackToTests, followSelectionInAddress, goTo } from './navigation';
import { readStored, storageKeys, writeStored } from './storage';

function createMainLayoutActor(routeSuiteId: string | null) {
  return createActor(
    mainLayoutMachine.provide({
      actors: mainLayoutActors,
      actions: {
        storeSelection: ({ context }) => {
          writeStored(storageKeys.organization, context.selectedOrgId);
          writeStored(storageKeys.project, context.selectedSuiteId);
        },
        fallBackToTests: () => fallBackToTests(),
      },
    }),
    { input: { storedOrgId: readStored(storageKeys.organization), storedSuiteId: readStored(storageKeys.project), routeSuiteId } },
  ).start();
}

export function createLayoutActors(app: AppActors, routeSuiteId: string | null) {
  const { confirmDialog } = app;
  const mainLayout = createMainLayoutActor(routeSuiteId);
  const selectedOrgId = () => mainLayout.getSnapshot().context.selectedOrgId;
  const projectPicker = createActor(
    projectPickerMachine.provide({ actors: projectPickerActors(selectedOrgId), actions: { fallBackToTests: () => fallBackToTests() } }),
    { input: { confirmDialog, layout: mainLayout } },
  ).start();
  const orgSwitcher = createActor(orgSwitcherMachine, { input: { layout: mainLayout } }).start();
  const changePasswordDialog = createActor(
    changePasswordMachine.provide({
      actors: changePasswordActors,
      actions: {
        notifyChanged: (_, params) => showToast(params),
        notifyFailed: (_, params) => showToast(params),
        goHome: () => goTo('/'),
        refetchProjects: () => mainLayout.send({ type: 'suites.changed' }),
      },
    }),
    { input: { presentation: 'dialog' } },
  ).start();

  const stopSelectionInAddress = followSelectionInAddress(mainLayout);
  const stopSavedSelections = followSavedSelections(mainLayout);
  const stopSavedTest = followSavedTest(mainLayout);
  const stopBranding = followBranding(mainLayout);
  const tree = createTestTree(app, mainLayout);
  const resources = createSuiteResources(app, mainLayout);

  const all = [mainLayout, projectPicker, orgSwitcher, changePasswordDialog];
  return {
    mainLayout,
    projectPicker,
    orgSwitcher,
    changePasswordDialog,
    testTree: tree.testTree,
    sharedParameters: resources.sharedParameters,
    browserStates: resources.browserStates,
    modules: resources.modules,
    stopAll() {
      resources.stop();
      stopSavedSelections();
      stopSavedTest();
      stopSelectionInAddress();
      stopBranding();
      tree.stop();
      for (const actor of all) actor.stop();
    },
  };
}

export type LayoutActors = ReturnType<typeof createLayoutActors>;
