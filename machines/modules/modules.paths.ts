/**
 * The path model of the Modules screen. Three regions run side by side, and every field of
 * every form is a snapshot of its own, so the samples are gated to keep the graph small:
 *
 * - the list is the loaded pair, 'Log in' selected, until some action succeeds; after that only
 *   the actions still in flight finish (and the suite can change);
 * - one group (create form, rename or script, delete asked in the confirm dialog, a recording
 *   stand-in) is edited at a time, the others are at rest or in flight, which still reaches
 *   every combination of the three regions;
 * - the create form is filled in one order (name, type, script) and submitted complete, or
 *   submitted empty to show its error.
 *
 * Without a suite (the second input, or `suite.changed` to none) the module calls only toast.
 */
import type { SnapshotFrom } from 'xstate';
import type { ModelEvent, PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { recordingDialog } from '../_testing/confirmations';
import { checkoutModule, EDITED_LOGIN_SCRIPT, loginModule, RENAMED_LOGIN, SHOP_SUITE_ID, SIGN_UP_SCRIPT, signUpModule } from './modules.fixtures';
import { modulesMachine, type TestModule, type TestModuleCreate, type TestModuleUpdate } from './modules.machine';

export * from './modules.fixtures';

type Snapshot = SnapshotFrom<typeof modulesMachine>;
type Event = ModelEvent<typeof modulesMachine>;
type Status = 'rest' | 'edit' | 'flight';

/** The loaded pair, untouched, with 'Log in' selected. */
function isPristine(snapshot: Snapshot): boolean {
  const { modules, selectedId } = snapshot.context;
  return JSON.stringify(modules) === JSON.stringify([loginModule, checkoutModule]) && selectedId === loginModule.module_id;
}

function createStatus(snapshot: Snapshot): Status {
  if (snapshot.matches({ loaded: { creating: 'saving' } })) return 'flight';
  const { draft, showErrors } = snapshot.context;
  return draft.name === '' && draft.moduleType === 'setup' && draft.script === '' && !showErrors ? 'rest' : 'edit';
}

function updateStatus(snapshot: Snapshot): Status {
  if (snapshot.matches({ loaded: { updating: 'saving' } })) return 'flight';
  const { rename, scriptDraft } = snapshot.context;
  return rename === null && scriptDraft === (loginModule.defining_py_script ?? '') ? 'rest' : 'edit';
}

/** The confirm dialog asking counts as editing: it is modal, so nothing else is edited meanwhile. */
function deleteStatus(snapshot: Snapshot): Status {
  if (snapshot.matches({ loaded: { deleting: 'deleting' } })) return 'flight';
  return snapshot.matches({ loaded: { deleting: 'confirming' } }) ? 'edit' : 'rest';
}

function createEvents(snapshot: Snapshot): Event[] {
  const { draft, showErrors } = snapshot.context;
  const events: Event[] = [];
  if (draft.name === '') events.push({ type: 'draft.nameChanged', value: 'Sign up' });
  if (draft.name !== '' && draft.moduleType === 'setup' && !showErrors) events.push({ type: 'draft.typeChanged', value: 'steps' });
  if (draft.moduleType === 'steps' && draft.script === '') events.push({ type: 'draft.scriptChanged', value: SIGN_UP_SCRIPT });
  if ((draft.name === '' && !showErrors) || draft.script !== '') events.push({ type: 'module.create' });
  return events;
}

function updateEvents(snapshot: Snapshot): Event[] {
  const { rename, scriptDraft } = snapshot.context;
  const scriptAtRest = scriptDraft === (loginModule.defining_py_script ?? '');
  const events: Event[] = [];
  if (rename === null && scriptAtRest) {
    events.push({ type: 'module.renameStart', id: loginModule.module_id }, { type: 'script.changed', value: EDITED_LOGIN_SCRIPT });
  }
  if (rename !== null) {
    if (rename.name === loginModule.name) events.push({ type: 'rename.changed', value: RENAMED_LOGIN }, { type: 'rename.changed', value: '  ' });
    events.push({ type: 'rename.cancel' }, { type: 'module.rename' });
  }
  if (!scriptAtRest) events.push({ type: 'module.saveScript' });
  return events;
}

function loadedEvents(snapshot: Snapshot): Event[] {
  const events: Event[] = [
    doneEvent('createTestModule', signUpModule),
    errorEvent('createTestModule', 'A module with this name already exists'),
    doneEvent('updateTestModule', null),
    errorEvent('updateTestModule', 'Module not found'),
    doneEvent('deleteTestModule', null),
    errorEvent('deleteTestModule', 'Module is used by 3 tests'),
  ];
  if (!isPristine(snapshot)) return events;
  const statuses = { create: createStatus(snapshot), update: updateStatus(snapshot), delete: deleteStatus(snapshot) };
  // A group may be edited while every other one is at rest or in flight.
  const othersSettled = (group: keyof typeof statuses) => Object.entries(statuses).every(([other, status]) => other === group || status !== 'edit');
  if (statuses.create !== 'flight' && othersSettled('create')) events.push(...createEvents(snapshot));
  if (statuses.update !== 'flight' && othersSettled('update')) events.push(...updateEvents(snapshot));
  if (statuses.delete === 'rest' && othersSettled('delete')) events.push({ type: 'module.delete', id: loginModule.module_id });
  if (statuses.delete === 'edit') events.push({ type: 'confirm.accepted', value: '' }, { type: 'confirm.declined' });
  if (Object.values(statuses).every((status) => status === 'rest')) events.push({ type: 'module.select', id: checkoutModule.module_id });
  return events;
}

export const modulesPathModel: PathModel<typeof modulesMachine> = {
  machine: modulesMachine,
  inputs: [
    { suiteId: SHOP_SUITE_ID, confirmDialog: recordingDialog().ref },
    { suiteId: null, confirmDialog: recordingDialog().ref },
  ],
  implementations: {
    actors: {
      listTestModules: neverSettles<TestModule[], { suiteId: string }>(),
      createTestModule: neverSettles<TestModule, { suiteId: string; module: TestModuleCreate }>(),
      updateTestModule: neverSettles<unknown, { suiteId: string; moduleId: string; patch: TestModuleUpdate }>(),
      deleteTestModule: neverSettles<unknown, { suiteId: string; moduleId: string }>(),
    },
    actions: {
      notifyLoadFailed: () => {},
      notifyCreated: () => {},
      notifyCreateFailed: () => {},
      notifyUpdated: () => {},
      notifyRenameFailed: () => {},
      notifyUpdateFailed: () => {},
      notifyDeleted: () => {},
      notifyDeleteFailed: () => {},
    },
  },
  events: (snapshot) => [
    { type: 'suite.changed', suiteId: null },
    ...(snapshot.matches('loaded')
      ? loadedEvents(snapshot)
      : [
          { type: 'modules.retry' } as const,
          doneEvent('listTestModules', [loginModule, checkoutModule]),
          errorEvent('listTestModules', 'Project not found'),
          // A Yes to a deletion asked before the suite changed: it only closes the dialog.
          { type: 'confirm.accepted', value: '' } as const,
          // Only handled (by a toast) without a suite.
          { type: 'module.create' } as const,
          { type: 'module.rename' } as const,
          { type: 'module.saveScript' } as const,
          { type: 'module.delete', id: loginModule.module_id } as const,
        ]),
  ],
};
