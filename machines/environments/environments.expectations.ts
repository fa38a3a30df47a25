/**
 * What the user observes in each state of a project's environments, and what each transition
 * must do: the hand-written tables its path replays check (machines/_testing/expectations.ts).
 * Texts are written out, so a changed toast, message or dialog fails here.
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
import { SHOP_SUITE_ID, stagingEnvironment } from './environments.fixtures';
import type { EnvironmentsContext, environmentsMachine } from './environments.machine';
import { selectDraftErrors, selectEditErrors, selectEnvironmentOptions, selectEnvironments } from './environments.selectors';

type Machine = typeof environmentsMachine;
type Tables = ExpectationTables<Machine>;
type Can = Observation<Machine>['can'];

const STARS = '********';
const NAME_MESSAGE = "The environment's name must be 1 to 64 characters.";
const KEY_MESSAGE = 'Invalid parameter key. It must start with a letter or underscore and can contain only letters, numbers, and underscores.';

/** The list's rows: names in order, each value eight stars, never read back. */
const rowsView = (snapshot: SnapshotFrom<Machine>) =>
  selectEnvironments(snapshot).map((environment) => [environment.name, environment.base_url, Object.entries(environment.values)]);
const rows = ({ items }: EnvironmentsContext) =>
  [...items]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((environment) => [environment.name, environment.base_url, Object.keys(environment.values).map((key) => [key, STARS])]);

/** The pickers offer the listed environments once loaded, none before. */
const optionsView = (snapshot: SnapshotFrom<Machine>) => selectEnvironmentOptions(snapshot).map((option) => option.name);

/**
 * The add form's messages once the user tried: the sample names are empty (too short), `qa`
 * (taken once qa was added); its one sample row has no key yet, then API_TOKEN.
 */
function draftErrors({ draft, items, showDraftErrors }: EnvironmentsContext) {
  const none = { name: null, baseUrl: null, rows: draft.rows.map(() => null) };
  if (!showDraftErrors) return none;
  const name =
    draft.name === ''
      ? NAME_MESSAGE
      : items.some((environment) => environment.name === draft.name)
        ? `This project already has an environment named "qa".`
        : null;
  return { name, baseUrl: null, rows: draft.rows.map((row) => (row.key === '' ? KEY_MESSAGE : null)) };
}

/** The edit's messages once the user tried to save: only an emptied name is wrong (the stored keys are valid). */
function editErrors({ editing, showEditErrors }: EnvironmentsContext) {
  if (!editing) return null;
  return { name: showEditErrors && editing.name === '' ? NAME_MESSAGE : null, baseUrl: null, rows: editing.rows.map(() => null) };
}

const observe =
  (view: ListView, can: (context: EnvironmentsContext) => string[], tags: string[] = []) =>
  (context: EnvironmentsContext): Observation<Machine> => ({
    tags,
    can: can(context) as Can,
    selectors: [
      [listView, view],
      [rowsView, rows(context)],
      [optionsView, view.loaded ? rows(context).map(([name]) => name) : []],
      [selectDraftErrors, draftErrors(context)],
      [selectEditErrors, editErrors(context)],
    ],
  });

const states = loadedStates(true);
const isListed = (context: EnvironmentsContext) => context.items.some((environment) => environment._id === stagingEnvironment._id);

export const environmentsObservations: Tables['observations'] = {
  // A Yes to a dialog asked before the project changed only closes it.
  idle: observe(noOwnerView, () => ['owner.changed', 'confirm.accepted']),
  loading: observe(loadingView, () => ['owner.changed', 'confirm.accepted']),
  failed: observe(failedView, () => ['list.retry', 'owner.changed', 'confirm.accepted']),
  ...loadedObservations(states, (state) =>
    observe(loadedView(state, stagingEnvironment._id), (context) => loadedCan(state, isListed(context)), loadedTags(state)),
  ),
};

const list = (ownerId: string): Effect => ({ invoke: 'list', input: { ownerId } });
const success = (title: string): Effect => ({ action: 'notify', params: { title, text: '', type: 'success' } });

/** Added with the trimmed name, no base URL and the one row's value; an invalid form only shows its messages. */
function create({ draft, items }: EnvironmentsContext): RegionStep {
  const valid = draft.name === 'qa' && !items.some((environment) => environment.name === 'qa') && draft.rows.every((row) => row.key !== '');
  if (!valid) return {};
  const values = Object.fromEntries(draft.rows.map((row) => [row.key, row.value]));
  return { to: 'saving', effects: [{ invoke: 'create', input: { ownerId: SHOP_SUITE_ID, create: { name: 'qa', base_url: null, values } } }] };
}

/**
 * An untouched edit saves nothing (it just closes); an emptied name only shows its message; with
 * API_TOKEN's row removed, PATCH sends the name and base URL as they are and API_TOKEN as null
 * (ADMIN_EMAIL, left masked, is not sent: it keeps its value).
 */
function save({ editing }: EnvironmentsContext): RegionStep {
  if (!editing || editing.name === '' || editing.rows.length === 2) return {};
  return {
    to: 'saving',
    effects: [
      {
        invoke: 'update',
        input: {
          ownerId: SHOP_SUITE_ID,
          id: stagingEnvironment._id,
          changes: { name: 'staging', base_url: 'https://staging.shop.example', values: { API_TOKEN: null } },
        },
      },
    ],
  };
}

export const environmentsTransitions: Tables['transitions'] = {
  'start + xstate.init': { target: 'loading', effects: [list(SHOP_SUITE_ID)] },
  'loading + xstate.done.actor.list': { target: loadedKey({ creating: 'idle', updating: 'idle', deleting: 'idle' }) },
  'loading + xstate.error.actor.list': { target: 'failed', effects: [toast('Unable to fetch the environments')] },
  'failed + list.retry': { target: 'loading', effects: [list(SHOP_SUITE_ID)] },
  'idle + owner.changed': ownerChanged,
  'loading + owner.changed': ownerChanged,
  'failed + owner.changed': ownerChanged,
  'idle + confirm.accepted': { effects: [settled] },
  'loading + confirm.accepted': { effects: [settled] },
  'failed + confirm.accepted': { effects: [settled] },
  ...loadedTransitions<EnvironmentsContext>(
    states,
    {
      'creating.idle + item.create': create,
      'creating.saving + xstate.done.actor.create': { to: 'idle', effects: [success('Environment added')] },
      'creating.saving + xstate.error.actor.create': {
        to: 'idle',
        effects: [toast('Unable to add the environment: This project already has an environment named "qa".')],
      },
      'updating.idle + item.save': save,
      'updating.saving + xstate.done.actor.update': { to: 'idle', effects: [success('Environment saved')] },
      'updating.saving + xstate.error.actor.update': { to: 'idle', effects: [toast('Unable to save the environment: Environment not found')] },
      ...deletionSteps<EnvironmentsContext>({
        isListed,
        machineId: 'environments',
        dialog: {
          title: 'Delete environment "staging"?',
          message: 'Runs keep the name <b>staging</b>; test suites scheduled against it will run without an environment.',
          confirmLabel: 'Delete',
          cancelLabel: 'Cancel',
          icon: 'danger',
        },
        remove: { ownerId: SHOP_SUITE_ID, id: stagingEnvironment._id },
        refusal: { error: 'Environment not found', toast: 'Unable to delete the environment: Environment not found' },
      }),
    },
    deletionAnywhere,
  ),
};
