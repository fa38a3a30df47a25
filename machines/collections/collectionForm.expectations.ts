/**
 * What the user observes in each state of the collection form, and what each transition must
 * do: the hand-written tables its path replays check (machines/_testing/expectations.ts).
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { ExpectationTables, Observation, StepExpectation } from '../_testing/expectations';
import type { CollectionFormContext, collectionFormMachine } from './collectionForm.machine';
import { checkoutCollection, LOG_IN_ID, nightlyCollection, PAY_BY_INVOICE_ID, SEARCH_ID, SHOP_SUITE_ID } from './collections.fixtures';
import {
  selectEditedName,
  selectHasLoadFailed,
  selectHasNoTests,
  selectIsLoadingTests,
  selectIsOpen,
  selectIsSaving,
  selectMode,
  selectName,
  selectNameError,
  selectPickedCount,
  selectSearch,
  selectShowsForm,
} from './collectionForm.selectors';

type Machine = typeof collectionFormMachine;
type Tables = ExpectationTables<Machine>;
type Selectors = NonNullable<Observation<Machine>['selectors']>;

/** Which part of the dialog shows: closed, the tree loading, its error, or the form (read-only while saving). */
function dialogView(snapshot: SnapshotFrom<Machine>) {
  return {
    open: selectIsOpen(snapshot),
    loading: selectIsLoadingTests(snapshot),
    loadFailed: selectHasLoadFailed(snapshot),
    form: selectShowsForm(snapshot),
    saving: selectIsSaving(snapshot),
  };
}

const closedView = { open: false, loading: false, loadFailed: false, form: true, saving: false };
const formView = { open: true, loading: false, loadFailed: false, form: true, saving: false };
const savingView = { ...formView, saving: true };

/** The fields, from what the samples typed: 'Nightly', the search 'log', the ticked tests. */
function fields(context: CollectionFormContext): Selectors {
  const editing = context.mode === 'editTests';
  return [
    [selectMode, context.mode],
    [selectEditedName, editing ? 'Checkout' : null],
    [selectName, context.name],
    // Once a save was tried, until a name is typed.
    [selectNameError, context.showErrors && context.name === '' ? 'This field is required' : null],
    [selectSearch, context.search],
    [selectPickedCount, context.selectedTestIds.length],
    // The tree is fetched on opening; shopTree has tests.
    [selectHasNoTests, context.items.length === 0],
  ];
}

const open =
  (view: ReturnType<typeof dialogView>, can: Observation<Machine>['can'] = []) =>
  (context: CollectionFormContext): Observation<Machine> => ({ can, selectors: [[dialogView, view], ...fields(context)] });

export const collectionFormObservations: Tables['observations'] = {
  closed: {
    can: ['form.create', 'form.editTests'],
    selectors: [
      [dialogView, closedView],
      [selectMode, 'create'],
      [selectName, ''],
      [selectPickedCount, 0],
      [selectNameError, null],
    ],
  },
  'open.loadingTests': open({ ...formView, loading: true, form: false }, ['form.cancel']),
  'open.loadFailed': open({ ...formView, loadFailed: true, form: false }, ['form.cancel', 'tests.retry']),
  'open.editing': open(formView, ['form.cancel', 'form.submit', 'name.changed', 'tests.toggled', 'search.changed']),
  'open.creating': open(savingView),
  'open.addingTests': open(savingView),
  'open.savingTests': open(savingView),
};

const fetchTree = { invoke: 'getTestSuiteTree', input: { suiteId: SHOP_SUITE_ID } };
const failed = (text: string) => ({ action: 'notifyFailed', params: { title: 'Some error occurred', text, type: 'error' } });
const created = (text: string) => ({ action: 'notifySucceeded', params: { title: 'Test suite created', text, type: 'success' } });
const saved = (collection: unknown) => ({ send: 'collections', event: { type: 'collection.saved', collection } });
const output = (event: AnyEventObject) => event.output as unknown;

/** Submit: create with a name, show the error without one, save a change, or just close. */
function submit(context: CollectionFormContext): StepExpectation {
  if (context.mode === 'create') {
    return context.name.trim()
      ? { target: 'open.creating', effects: [{ invoke: 'createTestCollection', input: { suiteId: SHOP_SUITE_ID, name: 'Nightly' } }] }
      : { target: 'open.editing' };
  }
  // The sample edit swaps 'Pay by invoice' for 'Log in'; sent unchanged, the dialog closes.
  const changed = context.selectedTestIds.includes(LOG_IN_ID) || !context.selectedTestIds.includes(PAY_BY_INVOICE_ID);
  if (!changed) return { target: 'closed' };
  const add = context.selectedTestIds.includes(LOG_IN_ID) ? [LOG_IN_ID] : [];
  const remove = context.selectedTestIds.includes(PAY_BY_INVOICE_ID) ? [] : [PAY_BY_INVOICE_ID];
  return {
    target: 'open.savingTests',
    effects: [
      {
        invoke: 'updateTestCollection',
        input: { collection_id: checkoutCollection._id, test_case_ids_to_add: add, test_case_ids_to_remove: remove },
      },
    ],
  };
}

export const collectionFormTransitions: Tables['transitions'] = {
  'start + xstate.init': { target: 'closed' },
  'closed + form.create': { target: 'open.loadingTests', effects: [fetchTree] },
  'closed + form.editTests': { target: 'open.loadingTests', effects: [fetchTree] },
  'open.loadingTests + form.cancel': { target: 'closed' },
  'open.loadingTests + xstate.done.actor.getTestSuiteTree': { target: 'open.editing' },
  'open.loadingTests + xstate.error.actor.getTestSuiteTree': { target: 'open.loadFailed', effects: [failed('Unable to fetch the test suite tree')] },
  'open.loadFailed + tests.retry': { target: 'open.loadingTests', effects: [fetchTree] },
  'open.loadFailed + form.cancel': { target: 'closed' },
  'open.editing + form.cancel': { target: 'closed' },
  'open.editing + form.submit': submit,
  // Nothing is picked: created, the dialog closes.
  'open.creating + xstate.done.actor.createTestCollection': (context, event) =>
    context.selectedTestIds.length
      ? {
          target: 'open.addingTests',
          effects: [
            { invoke: 'updateTestCollection', input: { collection_id: nightlyCollection._id, test_case_ids_to_add: [LOG_IN_ID, SEARCH_ID] } },
          ],
        }
      : { target: 'closed', effects: [saved(output(event)), created('Nightly is ready.')] },
  'open.creating + xstate.error.actor.createTestCollection': { target: 'open.editing', effects: [failed('Unable to create the test suite')] },
  'open.addingTests + xstate.done.actor.updateTestCollection': (_, event) => ({
    target: 'closed',
    effects: [saved(output(event)), created('Nightly is ready with 2 tests.')],
  }),
  // The collection exists without its tests: still a success.
  'open.addingTests + xstate.error.actor.updateTestCollection': {
    target: 'closed',
    effects: [saved(nightlyCollection), created('Nightly was created, but its tests could not be added. You can add them later.')],
  },
  'open.savingTests + xstate.done.actor.updateTestCollection': (_, event) => ({ target: 'closed', effects: [saved(output(event))] }),
  'open.savingTests + xstate.error.actor.updateTestCollection': { target: 'open.editing', effects: [failed('Unable to update the test suite')] },
};
