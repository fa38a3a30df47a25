/**
 * What the user observes in each state of the project picker, and what each transition must do:
 * the hand-written tables its path replays check (machines/_testing/expectations.ts).
 */
import type { SnapshotFrom } from 'xstate';
import type { Effect, ExpectationTables, Observation } from '../_testing/expectations';
import type { ProjectPickerContext, projectPickerMachine } from './projectPicker.machine';
import {
  selectCanSave,
  selectDraftName,
  selectError,
  selectIsBusy,
  selectIsCreating,
  selectIsOpen,
  selectRenamingId,
} from './projectPicker.selectors';

type Machine = typeof projectPickerMachine;
type Tables = ExpectationTables<Machine>;

/** Which part of the picker shows: the list, the 'New project' input, a row's rename input. */
function pickerView(snapshot: SnapshotFrom<Machine>) {
  return {
    open: selectIsOpen(snapshot),
    creating: selectIsCreating(snapshot),
    renamingId: selectRenamingId(snapshot),
    busy: selectIsBusy(snapshot),
    canSave: selectCanSave(snapshot),
  };
}

type PickerView = ReturnType<typeof pickerView>;

const closed: PickerView = { open: false, creating: false, renamingId: null, busy: false, canSave: false };
const list: PickerView = { ...closed, open: true };

/** A draft's input: the name as typed, and Save only with a name (never while saving). */
const draft =
  (view: PickerView, saving: boolean) =>
  ({ draftName, error }: ProjectPickerContext): Observation<Machine> => {
    const canSave = !saving && draftName.trim() !== '';
    return {
      tags: saving ? ['busy'] : [],
      can: saving ? [] : ['draft.changed', 'draft.cancel', 'picker.close', ...(canSave ? (['draft.save'] as const) : [])],
      selectors: [
        [pickerView, { ...view, busy: saving, canSave }],
        [selectDraftName, draftName],
        [selectError, error],
      ],
    };
  };

const browsingCan = ['picker.close', 'project.select', 'project.create', 'project.rename', 'project.delete'] as const;

export const projectPickerObservations: Tables['observations'] = {
  closed: {
    can: ['picker.open'],
    selectors: [
      [pickerView, closed],
      [selectDraftName, ''],
      [selectError, null],
    ],
  },
  'open.browsing': {
    can: browsingCan,
    selectors: [
      [pickerView, list],
      [selectDraftName, ''],
      [selectError, null],
    ],
  },
  'open.creating.editing': draft({ ...list, creating: true }, false),
  'open.creating.saving': draft({ ...list, creating: true }, true),
  'open.renaming.editing': draft({ ...list, renamingId: 'suite-1' }, false),
  'open.renaming.saving': draft({ ...list, renamingId: 'suite-1' }, true),
  // The list stays behind the dialog; the dialog answers.
  'open.deleting.asking': { can: ['confirm.accepted', 'confirm.declined'], selectors: [[pickerView, list]] },
  'open.deleting.saving': { tags: ['busy'], selectors: [[pickerView, { ...list, busy: true }]] },
};

const toDialog = (event: object): Effect => ({ send: 'confirmDialog', event });
const toLayout = (event: object): Effect => ({ send: 'mainLayout', event });
/** Spec section 8's toast for a failed call. */
const failed = (text: string): Effect => ({ action: 'notifyFailed', params: { title: 'Some error occurred', text, type: 'error' } });

export const projectPickerTransitions: Tables['transitions'] = {
  'start + xstate.init': { target: 'closed' },
  'closed + picker.open': { target: 'open.browsing' },
  'open.browsing + picker.close': { target: 'closed' },
  'open.browsing + project.select': { target: 'closed', effects: [toLayout({ type: 'suite.selected', suiteId: 'suite-1' })] },
  'open.browsing + project.create': { target: 'open.creating.editing' },
  'open.browsing + project.rename': { target: 'open.renaming.editing' },
  'open.browsing + project.delete': {
    target: 'open.deleting.asking',
    effects: [
      toDialog({
        type: 'confirm.request',
        options: {
          title: 'Delete project "Shop"?',
          message: 'This action cannot be undone and all the tests under this Test Suite will be removed permanently.',
          confirmLabel: 'Delete',
          cancelLabel: 'Cancel',
          icon: 'danger',
        },
        replyTo: 'actor:projectPicker',
      }),
    ],
  },
  // Names are trimmed; a blank one saves nothing.
  'open.creating.editing + draft.save': ({ draftName }) =>
    draftName.trim() ? { target: 'open.creating.saving', effects: [{ invoke: 'createTestSuite', input: { name: 'Shop 2' } }] } : {},
  'open.creating.editing + draft.cancel': { target: 'open.browsing' },
  'open.creating.editing + picker.close': { target: 'closed' },
  'open.creating.saving + xstate.done.actor.createTestSuite': {
    target: 'closed',
    effects: [toLayout({ type: 'suite.selected', suiteId: 'suite-1' })],
  },
  'open.creating.saving + xstate.error.actor.createTestSuite': { target: 'open.creating.editing', effects: [failed('Unable to create the project')] },
  'open.renaming.editing + draft.save': ({ draftName }) =>
    draftName.trim()
      ? { target: 'open.renaming.saving', effects: [{ invoke: 'renameTestSuite', input: { id: 'suite-1', new_name: draftName.trim() } }] }
      : {},
  'open.renaming.editing + draft.cancel': { target: 'open.browsing' },
  'open.renaming.editing + picker.close': { target: 'closed' },
  'open.renaming.saving + xstate.done.actor.renameTestSuite': {
    target: 'open.browsing',
    effects: [toLayout({ type: 'suites.changed' })],
  },
  'open.renaming.saving + xstate.error.actor.renameTestSuite': {
    target: 'open.renaming.editing',
    effects: [failed('Unable to update the project name')],
  },
  'open.deleting.asking + confirm.declined': { target: 'open.browsing' },
  'open.deleting.asking + confirm.accepted': { target: 'open.deleting.saving', effects: [{ invoke: 'deleteTestSuite', input: { id: 'suite-1' } }] },
  'open.deleting.saving + xstate.done.actor.deleteTestSuite': {
    target: 'open.browsing',
    effects: [toDialog({ type: 'confirm.settled' }), { action: 'fallBackToTests', params: undefined }, toLayout({ type: 'suites.changed' })],
  },
  // The dialog shows why and may answer Yes again.
  'open.deleting.saving + xstate.error.actor.deleteTestSuite': {
    target: 'open.deleting.asking',
    effects: [toDialog({ type: 'confirm.failed', error: 'Unable to delete the project' }), failed('Unable to delete the project')],
  },
};
