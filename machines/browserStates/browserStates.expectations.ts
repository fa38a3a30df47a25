/**
 * What the user observes in each state of a project's browser states, and what each transition
 * must do: the hand-written tables its path replays check (machines/_testing/expectations.ts).
 * Texts are written out, so a changed toast or dialog fails here.
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { Effect, ExpectationTables, Observation, StepExpectation } from '../_testing/expectations';
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
const toast = (text: string): Effect => ({ action: 'notify', params: { title: 'Some error occurred', text, type: 'error' } });
const toDialog = (event: object): Effect => ({ send: 'confirmDialog', event });
const settled = toDialog({ type: 'confirm.settled' });

/** The only sample switches to no project: nothing is left to load. */
const ownerChanged = (_: BrowserStatesContext, event: AnyEventObject): StepExpectation =>
  event.ownerId ? { target: 'loading', effects: [{ invoke: 'list', input: { ownerId: event.ownerId } }] } : { target: 'idle' };

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
      'deleting.idle + item.delete': (context) =>
        isListed(context)
          ? {
              to: 'confirming',
              effects: [
                toDialog({
                  type: 'confirm.request',
                  options: {
                    title: 'Delete browser state "editor"?',
                    message: 'Tests that start from <b>editor</b> will start from a fresh browser.',
                    confirmLabel: 'Delete',
                    cancelLabel: 'Cancel',
                    icon: 'danger',
                  },
                  replyTo: 'actor:browserStates',
                }),
              ],
            }
          : {},
      'deleting.confirming + confirm.accepted': {
        to: 'deleting',
        effects: [{ invoke: 'remove', input: { ownerId: SHOP_SUITE_ID, id: editorState._id } }],
      },
      'deleting.confirming + confirm.declined': { to: 'idle' },
      'deleting.deleting + xstate.done.actor.remove': { to: 'idle', effects: [settled] },
      // The dialog shows why and stays open: Yes tries again.
      'deleting.deleting + xstate.error.actor.remove': {
        to: 'confirming',
        effects: [
          toDialog({ type: 'confirm.failed', error: 'Browser state not found' }),
          toast('Unable to delete the browser state: Browser state not found'),
        ],
      },
    },
    (state) => ({
      // A DELETE in flight is dropped with the list: its dialog, waiting for the outcome, is closed.
      'owner.changed': (context, event) => {
        const changed = ownerChanged(context, event);
        return state.deleting === 'deleting' ? { ...changed, effects: [...(changed.effects ?? []), settled] } : changed;
      },
      ...(state.deleting !== 'confirming' && { 'confirm.accepted': { effects: [settled] } }),
    }),
  ),
};
