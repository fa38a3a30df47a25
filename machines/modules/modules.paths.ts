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
 * Without a suite (the second input, or `owner.changed` to none) the module calls only toast.
 */
import type { SnapshotFrom } from 'xstate';
import type { ModelEvent, PathModel } from '../_testing/paths';
import { doneEvent, errorEvent } from '../_testing/paths';
import { recordingDialog } from '../_testing/confirmations';
import { listResourceFakes } from '../listResource/listResource.fakes';
import { modulesObservations, modulesTransitions } from './modules.expectations';
import { checkoutModule, EDITED_LOGIN_SCRIPT, loginModule, RENAMED_LOGIN, SHOP_SUITE_ID, SIGN_UP_SCRIPT, signUpModule } from './modules.fixtures';
import { modulesMachine, type TestModule, type TestModuleCreate, type TestModuleUpdate } from './modules.machine';

export * from './modules.fixtures';

type Snapshot = SnapshotFrom<typeof modulesMachine>;
type Event = ModelEvent<typeof modulesMachine>;
type Status = 'rest' | 'edit' | 'flight';

/** The loaded pair, untouched, with 'Log in' selected. */
function isPristine(snapshot: Snapshot): boolean {
  const { items, editing } = snapshot.context;
  return JSON.stringify(items) === JSON.stringify([loginModule, checkoutModule]) && editing?.id === loginModule.module_id;
}

function createStatus(snapshot: Snapshot): Status {
  if (snapshot.hasTag('creating')) return 'flight';
  const { draft, showDraftErrors } = snapshot.context;
  return draft.name === '' && draft.moduleType === 'setup' && draft.script === '' && !showDraftErrors ? 'rest' : 'edit';
}

function updateStatus(snapshot: Snapshot): Status {
  if (snapshot.hasTag('updating')) return 'flight';
  const { editing } = snapshot.context;
  return editing?.name === null && editing.script === (loginModule.defining_py_script ?? '') ? 'rest' : 'edit';
}

/** The confirm dialog asking counts as editing: it is modal, so nothing else is edited meanwhile. */
function deleteStatus(snapshot: Snapshot): Status {
  if (snapshot.hasTag('deleting')) return 'flight';
  // The deleted module is set only while the dialog asks or the DELETE runs.
  return snapshot.context.deletingId !== null ? 'edit' : 'rest';
}

function createEvents(snapshot: Snapshot): Event[] {
  const { draft, showDraftErrors } = snapshot.context;
  const events: Event[] = [];
  if (draft.name === '') events.push({ type: 'draft.changed', patch: { name: 'Sign up' } });
  if (draft.name !== '' && draft.moduleType === 'setup' && !showDraftErrors) events.push({ type: 'draft.changed', patch: { moduleType: 'steps' } });
  if (draft.moduleType === 'steps' && draft.script === '') events.push({ type: 'draft.changed', patch: { script: SIGN_UP_SCRIPT } });
  if ((draft.name === '' && !showDraftErrors) || draft.script !== '') events.push({ type: 'item.create' });
  return events;
}

function updateEvents(snapshot: Snapshot): Event[] {
  const { editing } = snapshot.context;
  const rename = editing?.name ?? null;
  const scriptAtRest = editing?.script === (loginModule.defining_py_script ?? '');
  const events: Event[] = [];
  if (rename === null && scriptAtRest) {
    events.push({ type: 'edit.changed', patch: { name: loginModule.name } }, { type: 'edit.changed', patch: { script: EDITED_LOGIN_SCRIPT } });
  }
  if (rename !== null) {
    if (rename === loginModule.name)
      events.push({ type: 'edit.changed', patch: { name: RENAMED_LOGIN } }, { type: 'edit.changed', patch: { name: '  ' } });
    events.push({ type: 'edit.changed', patch: { name: null } }, { type: 'item.save', part: 'name' });
  }
  if (!scriptAtRest) events.push({ type: 'item.save', part: 'script' });
  return events;
}

function loadedEvents(snapshot: Snapshot): Event[] {
  const events: Event[] = [
    doneEvent('create', signUpModule),
    errorEvent('create', 'A module with this name already exists'),
    doneEvent('update', null),
    errorEvent('update', 'Module not found'),
    doneEvent('remove', null),
    errorEvent('remove', 'Module is used by 3 tests'),
  ];
  if (!isPristine(snapshot)) return events;
  const statuses = { create: createStatus(snapshot), update: updateStatus(snapshot), delete: deleteStatus(snapshot) };
  // A group may be edited while every other one is at rest or in flight.
  const othersSettled = (group: keyof typeof statuses) => Object.entries(statuses).every(([other, status]) => other === group || status !== 'edit');
  if (statuses.create !== 'flight' && othersSettled('create')) events.push(...createEvents(snapshot));
  if (statuses.update !== 'flight' && othersSettled('update')) events.push(...updateEvents(snapshot));
  if (statuses.delete === 'rest' && othersSettled('delete')) events.push({ type: 'item.delete', id: loginModule.module_id });
  if (statuses.delete === 'edit') events.push({ type: 'confirm.accepted', value: '' }, { type: 'confirm.declined' });
  // The view sends neither draft.clear nor edit.cancel (which would leave no module selected); the machine has them.
  if (Object.values(statuses).every((status) => status === 'rest')) {
    events.push({ type: 'item.edit', id: checkoutModule.module_id }, { type: 'draft.clear' }, { type: 'edit.cancel' });
  }
  return events;
}

export const modulesPathModel: PathModel<typeof modulesMachine> = {
  machine: modulesMachine,
  inputs: [
    { ownerId: SHOP_SUITE_ID, confirmDialog: recordingDialog().ref },
    { ownerId: null, confirmDialog: recordingDialog().ref },
  ],
  implementations: listResourceFakes<TestModule, TestModuleCreate, TestModuleUpdate>(),
  events: (snapshot) => [
    { type: 'owner.changed', ownerId: null },
    ...(snapshot.matches('loaded')
      ? loadedEvents(snapshot)
      : [
          { type: 'list.retry' } as const,
          doneEvent('list', [loginModule, checkoutModule]),
          errorEvent('list', 'Project not found'),
          // A Yes to a deletion asked before the suite changed: it only closes the dialog.
          { type: 'confirm.accepted', value: '' } as const,
          // Only handled (by a toast) without a suite.
          { type: 'item.create' } as const,
          { type: 'item.save', part: 'name' } as const,
          { type: 'item.save', part: 'script' } as const,
          { type: 'item.delete', id: loginModule.module_id } as const,
        ]),
  ],
  observations: modulesObservations,
  transitions: modulesTransitions,
};
