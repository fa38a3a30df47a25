/**
 * The signed-in user's workspace (machines/workspace) wired to its real implementations: API
 * calls, storage, toasts and navigation. The app's root actor spawns it when a user signs in
 * and stops it when the session ends (resetLayoutActors); components read its children through
 * selectors and only send events.
 *
 * With page.ts (the actors that live as long as the page) and the screens' modules beside it,
 * this directory is where actors meet the outside world (README.md). Only signed-in screens
 * import this module: the login screen never downloads it.
 */
import { fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import type { LoaderFunctionArgs } from 'react-router';
import { selectIsChecking, selectUser } from '../../machines/session/session.selectors';
import { browserStatesMachine } from '../../machines/browserStates/browserStates.machine';
import { changePasswordMachine } from '../../machines/changePassword/changePassword.machine';
import { environmentsMachine } from '../../machines/environments/environments.machine';
import { mainLayoutMachine } from '../../machines/mainLayout/mainLayout.machine';
import { modulesMachine } from '../../machines/modules/modules.machine';
import { projectPickerMachine } from '../../machines/projectPicker/projectPicker.machine';
import { sharedParametersMachine } from '../../machines/sharedParameters/sharedParameters.machine';
import { testTreeMachine } from '../../machines/testTree/testTree.machine';
import { workspaceMachine } from '../../machines/workspace/workspace.machine';
import { changePasswordActors } from './actors/authActors';
import { mainLayoutActors } from './actors/mainLayoutActors';
import { projectPickerActors } from './actors/projectPickerActors';
import { testTreeActors } from './actors/testTreeActors';
import * as browserStatesApi from '../api/browserStates';
import * as environmentsApi from '../api/environments';
import * as modulesApi from '../api/modules';
import * as sharedParametersApi from '../api/sharedParameters';
import { getTestSuiteTree } from '../api/tree';
import { isSignedIn } from '../session/session';
import { followBranding } from '../app/followBranding';
import { fallBackToTests, followLocation, goTo, showSuiteInAddress, suiteInAddress } from '../app/navigation';
import { appActors, appRoot, notify, registerLayoutActorsStop, resetLayoutActors } from './page';
import { followCollectionInAddress, forgetProjectSelections } from '../app/savedSelections';
import { readStored, storageKeys, writeStored } from '../app/storage';

export { appActors, resetLayoutActors, type AppActors } from './page';

/** The workspace, once opened: its children, each reachable by its systemId. */
const workspaceOf = () => appRoot().system.get('workspace') as ActorRefFrom<typeof workspace> | undefined;
/** The workspace's layout: the project the API calls below belong to. */
const layoutContext = () => workspaceOf()?.getSnapshot().children.mainLayout?.getSnapshot().context;
const selectedSuiteId = () => layoutContext()?.selectedSuiteId ?? null;
const selectedOrgId = () => layoutContext()?.selectedOrgId ?? null;

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
  actions: { notify },
});

const browserStates = browserStatesMachine.provide({
  actors: {
    list: fromPromise(({ input }) => browserStatesApi.listBrowserStates(input.ownerId)),
    create: fromPromise(({ input }) => browserStatesApi.createBrowserState(input.ownerId, input.create.name, input.create.storageState)),
    remove: fromPromise(({ input }) => browserStatesApi.deleteBrowserState(input.ownerId, input.id)),
  },
  actions: { notify },
});

const modules = modulesMachine.provide({
  actors: {
    list: fromPromise(({ input }) => modulesApi.listTestModules(input.ownerId)),
    create: fromPromise(({ input }) => modulesApi.createTestModule(input.ownerId, input.create)),
    update: fromPromise(({ input }) => modulesApi.updateTestModule(input.ownerId, input.id, input.changes)),
    remove: fromPromise(({ input }) => modulesApi.deleteTestModule(input.ownerId, input.id)),
  },
  actions: { notify },
});

const environments = environmentsMachine.provide({
  actors: {
    list: fromPromise(({ input }) => environmentsApi.listEnvironments(input.ownerId)),
    create: fromPromise(({ input }) => environmentsApi.createEnvironment(input.ownerId, input.create)),
    update: fromPromise(({ input }) => environmentsApi.updateEnvironment(input.ownerId, input.id, input.changes)),
    remove: fromPromise(({ input }) => environmentsApi.deleteEnvironment(input.ownerId, input.id)),
  },
  actions: { notify },
});

const testTree = testTreeMachine.provide({
  actors: testTreeActors(selectedSuiteId),
  actions: {
    notifyFolderRenameFailed: notify,
    notifyFolderMoveFailed: notify,
    notifyTestRenameFailed: notify,
    notifyTestMoveFailed: notify,
    notifyFolderDeleteFailed: notify,
    openTest: (_, { id }) => {
      writeStored(storageKeys.test, id);
      const suiteId = selectedSuiteId();
      if (suiteId) goTo(`/tests/${suiteId}/${id}`);
    },
  },
});

const workspace = workspaceMachine.provide({
  actors: {
    fetchTree: fromPromise(({ input }) => getTestSuiteTree(input.suiteId)),
    mainLayout: mainLayoutMachine.provide({ actors: mainLayoutActors, actions: { fallBackToTests: () => fallBackToTests(), notifyFailed: notify } }),
    projectPicker: projectPickerMachine.provide({
      actors: projectPickerActors(selectedOrgId),
      actions: { fallBackToTests: () => fallBackToTests(), notifyFailed: notify },
    }),
    changePassword: changePasswordMachine.provide({
      actors: changePasswordActors,
      actions: {
        notifyChanged: notify,
        notifyFailed: notify,
        goHome: () => goTo('/'),
        refetchProjects: ({ system }) => system.get('mainLayout')?.send({ type: 'suites.changed' }),
      },
    }),
    testTree,
    sharedParameters,
    browserStates,
    modules,
    environments,
  },
  actions: {
    storeSelection: (_, { orgId, suiteId }) => {
      writeStored(storageKeys.organization, orgId);
      writeStored(storageKeys.project, suiteId);
    },
    showSuiteInAddress: (_, { suiteId }) => showSuiteInAddress(suiteId),
    forgetProjectSelections: () => forgetProjectSelections(),
    goTo: (_, { path }) => goTo(path, { replace: true }),
    notifyFailed: notify,
  },
});

/**
 * The signed-in user's actors, the workspace's children, started for them if not yet;
 * `routeSuiteId` seeds the layout with the address's project.
 */
export function layoutActors(routeSuiteId: string | null = null) {
  const userId = selectUser(appActors().session.getSnapshot())?.id ?? null;
  const opened = appRoot().getSnapshot().context.workspace;
  if (opened && opened.userId !== userId) resetLayoutActors();
  if (!appRoot().getSnapshot().context.workspace) openWorkspace(userId, routeSuiteId);
  const children = workspaceOf()?.getSnapshot().children;
  const { mainLayout, projectPicker, orgSwitcher, changePasswordDialog, testTree, sharedParameters, browserStates, modules, environments } =
    children ?? {};
  if (
    !mainLayout ||
    !projectPicker ||
    !orgSwitcher ||
    !changePasswordDialog ||
    !testTree ||
    !sharedParameters ||
    !browserStates ||
    !modules ||
    !environments
  ) {
    throw new Error('The workspace is opened for a signed-in user only');
  }
  return { mainLayout, projectPicker, orgSwitcher, changePasswordDialog, testTree, sharedParameters, browserStates, modules, environments };
}

function openWorkspace(userId: string | null, routeSuiteId: string | null) {
  appRoot().send({
    type: 'workspace.open',
    userId,
    logic: workspace,
    input: {
      storedOrgId: readStored(storageKeys.organization),
      storedSuiteId: readStored(storageKeys.project),
      // Opened for another user (or first by a screen, not a route loader), the workspace still
      // starts from the project the address names: a test opened by its id keeps it.
      routeSuiteId: routeSuiteId ?? suiteInAddress(),
      storedTestId: readStored(storageKeys.test),
      confirmDialog: appActors().confirmDialog,
    },
  });
  const opened = workspaceOf();
  const layout = opened?.getSnapshot().children.mainLayout;
  if (!opened || !layout) return;
  // The router's arrivals are events of the workspace, as the browser's are of the session.
  const followers: Array<() => void> = [
    followLocation(({ pathname, search }) => opened.send({ type: 'address.arrived', pathname, search, savedTestId: readStored(storageKeys.test) })),
    followCollectionInAddress(),
    followBranding(layout),
  ];
  registerLayoutActorsStop(() => {
    for (const stop of followers) stop();
  });
}

export type LayoutActors = ReturnType<typeof layoutActors>;

/**
 * Route loader: tells the layout which project the address names. React Router runs it in
 * parallel with the parent's sign-in guard, so it must not start the workspace for a visitor
 * who is about to be sent to the login screen (the layout would call the API without a session).
 */
export async function followRouteSuite({ params }: LoaderFunctionArgs) {
  if (!(await isSignedIn())) return null;
  // The workspace belongs to the session's user: wait until the session machine knows who it is.
  await waitFor(appActors().session, (snapshot) => !selectIsChecking(snapshot));
  const suiteId = params.testSuiteId ?? null;
  layoutActors(suiteId).mainLayout.send({ type: 'route.changed', suiteId });
  return null;
}
