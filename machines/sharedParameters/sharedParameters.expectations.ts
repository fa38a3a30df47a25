/**
 * What the user observes in each state of a project's shared parameters, and what each
 * transition must do: the hand-written tables its path replays check
 * (machines/_testing/expectations.ts). Texts are the spec's (sections 5 and 8), written out.
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
  type LoadedState,
  type ListView,
  type RegionStep,
  deletionAnywhere,
  deletionSteps,
  errorToast as toast,
  dialogSettled as settled,
  ownerChanged,
} from '../listResource/listResource.expectations';
import { ACME_SUITE_ID, baseUrl } from './sharedParameters.fixtures';
import type { SharedParametersContext, sharedParametersMachine } from './sharedParameters.machine';
import { selectDraftError, selectEditingError, selectParameters } from './sharedParameters.selectors';

type Machine = typeof sharedParametersMachine;
type Tables = ExpectationTables<Machine>;
type Can = Observation<Machine>['can'];

const STARS = '********';
const REQUIRED = 'Key and Value are required';
const EXISTS = 'Shared parameter already exists';

/** The table's rows: keys in order, every value eight stars (spec section 9), never read back. */
const rowsView = (snapshot: SnapshotFrom<Machine>) => selectParameters(snapshot).map((parameter) => [parameter.key, parameter.value]);
const rows = (context: SharedParametersContext) =>
  context.items
    .map((parameter) => parameter.key)
    .sort()
    .map((key) => [key, STARS]);

/** The add form's message once the user tried: both fields are required, a listed key is refused. */
function draftError({ draft, items, showDraftErrors }: SharedParametersContext): string | null {
  if (!showDraftErrors) return null;
  if (draft.key.trim() === '' || draft.value.trim() === '') return REQUIRED;
  return items.some((parameter) => parameter.key === draft.key.trim()) ? EXISTS : null;
}

/** The edited row's message once the user tried: only the emptied key is wrong (a row may keep its own key). */
const editingError = ({ editing, showEditErrors }: SharedParametersContext) => (editing && showEditErrors && editing.key === '' ? REQUIRED : null);

const observe =
  (view: ListView, can: (context: SharedParametersContext) => string[], tags: string[] = []) =>
  (context: SharedParametersContext): Observation<Machine> => ({
    tags,
    can: can(context) as Can,
    selectors: [
      [listView, view],
      [rowsView, rows(context)],
      [selectDraftError, draftError(context)],
      [selectEditingError, editingError(context)],
    ],
  });

const states = loadedStates(true);
const isListed = (context: SharedParametersContext) => context.items.some((parameter) => parameter._id === baseUrl._id);

export const sharedParametersObservations: Tables['observations'] = {
  // A Yes to a dialog asked before the project changed only closes it.
  idle: observe(noOwnerView, () => ['owner.changed', 'confirm.accepted']),
  loading: observe(loadingView, () => ['owner.changed', 'confirm.accepted']),
  failed: observe(failedView, () => ['list.retry', 'owner.changed', 'confirm.accepted']),
  ...loadedObservations(states, (state: LoadedState) =>
    observe(loadedView(state, baseUrl._id), (context) => loadedCan(state, isListed(context)), loadedTags(state)),
  ),
};

const list = (ownerId: string): Effect => ({ invoke: 'list', input: { ownerId } });

/** Another project loads at once; none leaves nothing to load. */
/** The key is sent trimmed, the value as typed; a listed key is refused before any call. */
function create(context: SharedParametersContext): RegionStep {
  if (draftErrorIgnoringAttempt(context)) return {};
  return { to: 'saving', effects: [{ invoke: 'create', input: { ownerId: ACME_SUITE_ID, create: { key: 'API_TOKEN', value: 's3cret' } } }] };
}
const draftErrorIgnoringAttempt = (context: SharedParametersContext) => draftError({ ...context, showDraftErrors: true });

/** Saving the eight stars unchanged keeps the stored value: they are sent as they are. */
function save({ editing }: SharedParametersContext): RegionStep {
  if (!editing || editing.key === '') return {};
  return {
    to: 'saving',
    effects: [{ invoke: 'update', input: { ownerId: ACME_SUITE_ID, id: baseUrl._id, changes: { key: 'BASE_URL', value: editing.value } } }],
  };
}

export const sharedParametersTransitions: Tables['transitions'] = {
  'start + xstate.init': { target: 'loading', effects: [list(ACME_SUITE_ID)] },
  'loading + xstate.done.actor.list': { target: loadedKey({ creating: 'idle', updating: 'idle', deleting: 'idle' }) },
  'loading + xstate.error.actor.list': { target: 'failed', effects: [toast('Unable to fetch shared parameters')] },
  'failed + list.retry': { target: 'loading', effects: [list(ACME_SUITE_ID)] },
  'idle + owner.changed': ownerChanged,
  'loading + owner.changed': ownerChanged,
  'failed + owner.changed': ownerChanged,
  'idle + confirm.accepted': { effects: [settled] },
  'loading + confirm.accepted': { effects: [settled] },
  'failed + confirm.accepted': { effects: [settled] },
  ...loadedTransitions<SharedParametersContext>(
    states,
    {
      'creating.idle + item.create': create,
      // The spec names no success toast for parameters.
      'creating.saving + xstate.done.actor.create': { to: 'idle' },
      'creating.saving + xstate.error.actor.create': { to: 'idle', effects: [toast('Unable to create the shared parameter')] },
      'updating.idle + item.save': save,
      'updating.saving + xstate.done.actor.update': { to: 'idle' },
      'updating.saving + xstate.error.actor.update': { to: 'idle', effects: [toast('Unable to update the shared parameter')] },
      ...deletionSteps<SharedParametersContext>({
        isListed,
        machineId: 'sharedParameters',
        dialog: {
          title: 'Delete shared parameter "BASE_URL"?',
          message: 'Tests that use <b>BASE_URL</b> will no longer receive it.',
          confirmLabel: 'Delete',
          cancelLabel: 'Cancel',
          icon: 'danger',
        },
        remove: { ownerId: ACME_SUITE_ID, id: baseUrl._id },
        refusal: { error: 'Shared parameter not found', toast: 'Unable to delete the shared parameter' },
      }),
    },
    deletionAnywhere,
  ),
};
