/**
 * The path model of a project's browser states: a list of one, a valid and a non-JSON file, a
 * typed name, both outcomes of loading, saving and deleting, a deletion answered Yes or No in
 * the confirm dialog (a recording stand-in), and a switch to no project. Few
 * samples keep the snapshots few: every list and draft combination is a snapshot of its own,
 * times the four combinations of the parallel creating and deleting regions.
 */
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { recordingDialog } from '../_testing/confirmations';
import { adminFile, adminState, editorState, notesFile, SHOP_SUITE_ID } from './browserStates.fixtures';
import { browserStatesMachine, type BrowserState, type StorageState } from './browserStates.machine';

export { adminFile, adminState, adminStorageState, editorState, notesFile, SHOP_SUITE_ID } from './browserStates.fixtures';

export const browserStatesPathModel: PathModel<typeof browserStatesMachine> = {
  machine: browserStatesMachine,
  inputs: [{ suiteId: SHOP_SUITE_ID, confirmDialog: recordingDialog().ref }],
  implementations: {
    actors: {
      listBrowserStates: neverSettles<BrowserState[], { suiteId: string }>(),
      createBrowserState: neverSettles<BrowserState, { suiteId: string; name: string; storageState: StorageState }>(),
      deleteBrowserState: neverSettles<void, { suiteId: string; id: string }>(),
    },
    actions: { notifyLoadFailed: () => {}, notifyCreateFailed: () => {}, notifyDeleteFailed: () => {} },
  },
  events: (snapshot) => [
    { type: 'browserStates.load' },
    { type: 'browserStates.retry' },
    { type: 'suite.changed', suiteId: null },
    // The typed name and the bad file only while the draft is empty, so drafts stay few.
    ...(snapshot.context.draft.fileName === ''
      ? ([
          { type: 'draft.nameChanged', value: ' Signed-in admin ' },
          { type: 'file.chosen', ...notesFile },
        ] as const)
      : []),
    { type: 'file.chosen', ...adminFile },
    { type: 'draft.clear' },
    { type: 'browserState.create' },
    { type: 'browserState.delete', id: editorState._id },
    { type: 'confirm.accepted', value: '' },
    { type: 'confirm.declined' },
    doneEvent('listBrowserStates', [editorState]),
    errorEvent('listBrowserStates', 'Network error'),
    doneEvent('createBrowserState', adminState),
    errorEvent('createBrowserState', 'The browser state name is required.'),
    doneEvent('deleteBrowserState', undefined),
    errorEvent('deleteBrowserState', 'Browser state not found'),
  ],
};
