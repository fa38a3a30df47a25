/**
 * What the user observes in each state of a project's browser states, and what each transition
 * must do: the hand-written tables its path replays check (machines/_testing/expectations.ts).
 * Texts are written out, so a changed toast or dialog fails here.
 */
import type { SnapshotFrom } from 'xstate';
import type { Effect, ExpectationTables, Observation } from '../_testing/expectations';
import {
  failedView,
  listView,
  loadedCan,
  loadedKey,
  loadedObservations,
  loadedStates,
  loadedTags,
  loadedTransitions,
  loadedView,
  loadingView,
  noOwnerView,
  type ListView,
  type RegionStep,
  deletionAnywhere,
  deletionSteps,
  errorToast as toast,
  dialogSettled as settled,
  ownerChanged,
} from '../listResource/listResource.expectations';
import { adminStorageState, editorState, SHOP_SUITE_ID } from './browserStates.fixtures';
import type { BrowserStatesContext, browserStatesMachine } from './browserStates.machine';
import { selectDraftErrors, selectFileError, selectStates } from './browserStates.selectors';

type Machine = typeof browserStatesMachine;
type Tables = ExpectationTables<Machine>;
type Can = Observation<Machine>['can'];

const NOT_JSON = 'The file is not JSON.';

/** The list: names in order. */
const namesView = (snapshot: SnapshotFrom<Machine>) => selectStates(snapshot).map((state) => state.name);

/** The fields' messages, whether shown yet or not: a name is required, and a file that is a storage state. */
function fieldErrors({ draft }: BrowserStatesContext) {
  return {
    name: draft.name.trim() === '' ? 'This field is required' : null,
    file: draft.fileName === '' ? 'Choose a Playwright storage-state file' : draft.fileName === 'notes.txt' ? NOT_JSON : null,
  };
}

const observe =
  (view: ListView, can: (context: BrowserStatesContext) => string[], tags: string[] = []) =>
  (context: BrowserStatesContext): Observation<Machine> => {
    const errors = context.showDraftErrors ? fieldErrors(context) : { name: null, file: null };
    return {
      tags,
      can: can(context) as Can,
      selectors: [
        [listView, view],
        [namesView, context.items.map((state) => state.name).sort()],
        [selectDraftErrors, errors],
        // A refused file says why as soon as it is read, before any attempt to save.
        [selectFileError, errors.file ?? (context.draft.fileName === 'notes.txt' ? NOT_JSON : null)],
      ],
    };
  };

const states = loadedStates(false);
const isListed = (context: BrowserStatesContext) => context.items.some((state) => state._id === editorState._id);

export const browserStatesObservations: Tables['observations'] = {
  // A Yes to a dialog asked before the project changed only closes it.
  idle: observe(noOwnerView, () => ['owner.changed', 'confirm.accepted']),
  loading: observe(loadingView, () => ['owner.changed', 'confirm.accepted']),
  failed: observe(failedView, () => ['list.retry', 'owner.changed', 'confirm.accepted']),
  ...loadedObservations(states, (state) =>
    observe(loadedView(state, editorState._id), (context) => loadedCan(state, isListed(context)), loadedTags(state)),
  ),
};

const list: Effect = { invoke: 'list', input: { ownerId: SHOP_SUITE_ID } };

/** The only sample switches to no project: nothing is left to load. */

/** Saved under the trimmed name, with the file's storage state; an incomplete draft only shows its errors. */
function create(context: BrowserStatesContext): RegionStep {
  const errors = fieldErrors(context);
  if (errors.name || errors.file) return {};
  return {
    to: 'saving',
    effects: [{ invoke: 'create', input: { ownerId: SHOP_SUITE_ID, create: { name: context.draft.name.trim(), storageState: adminStorageState } } }],
  };
}

export const browserStatesTransitions: Tables['transitions'] = {
  'start + xstate.init': { target: 'loading', effects: [list] },
  'loading + xstate.done.actor.list': { target: loadedKey({ creating: 'idle', deleting: 'idle' }) },
  'loading + xstate.error.actor.list': { target: 'failed', effects: [toast('Unable to fetch browser states')] },
  'failed + list.retry': { target: 'loading', effects: [list] },
  'loading + owner.changed': ownerChanged,
  'failed + owner.changed': ownerChanged,
  'idle + confirm.accepted': { effects: [settled] },
  'loading + confirm.accepted': { effects: [settled] },
  'failed + confirm.accepted': { effects: [settled] },
  ...loadedTransitions<BrowserStatesContext>(
    states,
    {
      'creating.idle + item.create': create,
      'creating.saving + xstate.done.actor.create': { to: 'idle' },
      // NOTE: the spec's error catalogue names no texts for creating or deleting a browser state;
      // the machine says what failed, then the server's message.
      'creating.saving + xstate.error.actor.create': {
        to: 'idle',
        effects: [toast('Unable to create the browser state: The browser state name is required.')],
      },
      ...deletionSteps<BrowserStatesContext>({
        isListed,
        machineId: 'browserStates',
        dialog: {
          title: 'Delete browser state "editor"?',
          message: 'Tests that start from <b>editor</b> will start from a fresh browser.',
          confirmLabel: 'Delete',
          cancelLabel: 'Cancel',
          icon: 'danger',
        },
        remove: { ownerId: SHOP_SUITE_ID, id: editorState._id },
        refusal: { error: 'Browser state not found', toast: 'Unable to delete the browser state: Browser state not found' },
      }),
    },
    deletionAnywhere,
  ),
};
