/**
 * The path model of a project's browser states: a list of one, a valid and a non-JSON file, a
 * typed name, both outcomes of loading, saving and deleting, a deletion answered Yes or No in
 * the confirm dialog (a recording stand-in), and a switch to no project. Few
 * samples keep the snapshots few: every list and draft combination is a snapshot of its own,
 * times the four combinations of the parallel creating and deleting regions.
 */
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent } from '../_testing/paths';
import { recordingDialog } from '../_testing/confirmations';
import { listResourceFakes } from '../listResource/listResource.fakes';
import { browserStatesObservations, browserStatesTransitions } from './browserStates.expectations';
import { adminFile, adminState, editorState, notesFile, SHOP_SUITE_ID } from './browserStates.fixtures';
import { browserStatesMachine, type BrowserState, type StorageState } from './browserStates.machine';

export { adminFile, adminState, adminStorageState, editorState, notesFile, SHOP_SUITE_ID } from './browserStates.fixtures';

export const browserStatesPathModel: PathModel<typeof browserStatesMachine> = {
  machine: browserStatesMachine,
  inputs: [{ ownerId: SHOP_SUITE_ID, confirmDialog: recordingDialog().ref }],
  implementations: listResourceFakes<BrowserState, { name: string; storageState: StorageState }>(),
  events: (snapshot) => [
    { type: 'list.retry' },
    { type: 'owner.changed', ownerId: null },
    // The typed name and the bad file only while the draft is empty, so drafts stay few.
    ...(snapshot.context.draft.fileName === ''
      ? ([
          { type: 'draft.changed', patch: { name: ' Signed-in admin ' } },
          { type: 'draft.changed', patch: { file: notesFile } },
        ] as const)
      : []),
    { type: 'draft.changed', patch: { file: adminFile } },
    { type: 'draft.clear' },
    { type: 'item.create' },
    { type: 'item.delete', id: editorState._id },
    { type: 'confirm.accepted', value: '' },
    { type: 'confirm.declined' },
    doneEvent('list', [editorState]),
    errorEvent('list', 'Network error'),
    doneEvent('create', adminState),
    errorEvent('create', 'The browser state name is required.'),
    doneEvent('remove', undefined),
    errorEvent('remove', 'Browser state not found'),
  ],
  observations: browserStatesObservations,
  transitions: browserStatesTransitions,
};
