/**
 * The app-level actors, created once and wired to their real implementations (API calls,
 * storage, toasts, navigation). Components read them through selectors and only send events.
 *
 * Cross-machine reactions (a project created → the layout refetches) are wired here, from the
 * events the machines emit, so each machine stays testable on its own.
 */
import { createActor, fromPromise } from 'xstate';
import type { LoaderFunctionArgs } from 'react-router';
import { confirmDialogMachine } from '../../machines/confirmDialog/confirmDialog.machine';
import { mainLayoutMachine } from '../../machines/mainLayout/mainLayout.machine';
import { projectPickerMachine } from '../../machines/projectPicker/projectPicker.machine';
import { sidebarMachine } from '../../machines/sidebar/sidebar.machine';
import { themeMachine } from '../../machines/theme/theme.machine';
import { readStored, storageKeys, writeStored } from './storage';
import { inspector } from './inspect';
import { runConfirmedIntent } from './confirmIntents';
import { mainLayoutActors } from '../actors/mainLayoutActors';
import { projectPickerActors } from '../actors/projectPickerActors';
import { fallBackToTests, followSelectionInAddress } from './navigation';

const prefersDarkQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null);

function createThemeActor() {
  const stored = readStored(storageKeys.theme);
  const actor = createActor(
    themeMachine.provide({
      actions: { storeMode: (_, params) => writeStored(storageKeys.theme, params.mode) },
    }),
    {
      input: {
        storedMode: stored === 'light' || stored === 'dark' || stored === 'system' ? stored : null,
        systemPrefersDark: prefersDarkQuery()?.matches ?? false,
      },
      inspect: inspector(),
    },
  );
  prefersDarkQuery()?.addEventListener('change', (event) => actor.send({ type: 'system.changed', prefersDark: event.matches }));
  return actor.start();
}

function createSidebarActor() {
  return createActor(
    sidebarMachine.provide({
      actions: { storePinned: (_, params) => writeStored(storageKeys.sidebarPinned, String(params.pinned)) },
    }),
    { input: { pinned: readStored(storageKeys.sidebarPinned) === 'true' }, inspect: inspector() },
  ).start();
}

function createConfirmDialogActor() {
  return createActor(
    confirmDialogMachine.provide({
      actors: { confirmAction: fromPromise(({ input }) => runConfirmedIntent(input.intent, input.value)) },
    }),
    { inspect: inspector() },
  ).start();
}

function createMainLayoutActor(routeSuiteId: string | null) {
  return createActor(
    mainLayoutMachine.provide({
      actors: mainLayoutActors,
      actions: {
        storeSelection: ({ context }) => {
          writeStored(storageKeys.organization, context.selectedOrgId);
          writeStored(storageKeys.project, context.selectedSuiteId);
        },
      },
    }),
    {
      input: { storedOrgId: readStored(storageKeys.organization), storedSuiteId: readStored(storageKeys.project), routeSuiteId },
      inspect: inspector(),
    },
  ).start();
}

function createProjectPickerActor(selectedOrgId: () => string | null) {
  return createActor(projectPickerMachine.provide({ actors: projectPickerActors(selectedOrgId) }), { inspect: inspector() }).start();
}

export type AppActors = {
  theme: ReturnType<typeof createThemeActor>;
  sidebar: ReturnType<typeof createSidebarActor>;
  confirmDialog: ReturnType<typeof createConfirmDialogActor>;
  mainLayout: ReturnType<typeof createMainLayoutActor>;
  projectPicker: ReturnType<typeof createProjectPickerActor>;
};

let actors: AppActors | null = null;

/** Creates the actors on first use; `routeSuiteId` seeds the layout with the address's project. */
export function appActors(routeSuiteId: string | null = null): AppActors {
  if (actors) return actors;
  const mainLayout = createMainLayoutActor(routeSuiteId);
  const created: AppActors = {
    theme: createThemeActor(),
    sidebar: createSidebarActor(),
    confirmDialog: createConfirmDialogActor(),
    mainLayout,
    projectPicker: createProjectPickerActor(() => mainLayout.getSnapshot().context.selectedOrgId),
  };
  wireReactions(created);
  actors = created;
  return created;
}

function wireReactions({ confirmDialog, mainLayout, projectPicker }: AppActors) {
  projectPicker.on('project.selected', ({ id }) => mainLayout.send({ type: 'suite.selected', suiteId: id }));
  projectPicker.on('project.created', ({ id }) => {
    mainLayout.send({ type: 'suites.changed' });
    mainLayout.send({ type: 'suite.selected', suiteId: id });
  });
  projectPicker.on('project.renamed', () => mainLayout.send({ type: 'suites.changed' }));
  projectPicker.on('project.deleteRequested', ({ id, name }) =>
    confirmDialog.send({
      type: 'dialog.open',
      options: {
        title: `Delete project "${name}"?`,
        message: 'This action cannot be undone and all the tests under this Test Suite will be removed permanently.',
        confirmLabel: 'Delete',
        cancelLabel: 'Cancel',
        icon: 'danger',
        intent: { type: 'testSuite.delete', id },
      },
    }),
  );
  confirmDialog.on('dialog.confirmed', ({ intent }) => {
    if (intent.type !== 'testSuite.delete') return;
    fallBackToTests();
    mainLayout.send({ type: 'suites.changed' });
  });
  followSelectionInAddress(mainLayout);
}

/** Route loader: tells the layout which project the address names. */
export function followRouteSuite({ params }: LoaderFunctionArgs) {
  const suiteId = params.testSuiteId ?? null;
  appActors(suiteId).mainLayout.send({ type: 'route.changed', suiteId });
  return null;
}

