/**
 * The dialog that creates a collection ('New test suite': a name and its tests) or changes the
 * tests of one ('Edit tests'). Tests are picked from the project's tree, fetched when the dialog
 * opens so tests made since the layout loaded are offered too.
 *
 * Creating is two calls: POST makes the collection with no tests, then a PUT adds the picked
 * ones. When only the second fails the collection exists: spec section 8, "Collection created
 * while adding its tests fails: success toast 'Test suite created' saying tests could not be
 * added but can be added later."
 *
 * Every collection saved goes to the screen's list (the input's `collections`) as `collection.saved`.
 */
import { and, assign, sendTo, setup, type AnyActorRef } from 'xstate';
import type { ToastParams } from '../_shared/authErrors';
import { isFilled } from '../_shared/validation';
import type { TreeItem } from '../testTree/treeModel';
import { plural, type TestCollection, type TestCollectionUpdate } from './collections.machine';
import { providedActor, providedAction } from '../_shared/provided';

export type CollectionFormMode = 'create' | 'editTests';

export interface CollectionFormInput {
  suiteId: string;
  /** The screen's collections (machines/collections): told every collection saved. */
  collections: AnyActorRef;
}

export interface CollectionFormContext {
  suiteId: string;
  collections: AnyActorRef;
  mode: CollectionFormMode;
  /** The collection whose tests are edited; while creating, the one just created. */
  collection: TestCollection | null;
  /** Untrimmed, as typed (create only). */
  name: string;
  /** The project's tree, for picking. */
  items: TreeItem[];
  selectedTestIds: string[];
  search: string;
  /** The name's error shows once the user tried to save. */
  showErrors: boolean;
}

export type CollectionFormEvent =
  | { type: 'form.create' }
  | { type: 'form.editTests'; collection: TestCollection }
  | { type: 'name.changed'; value: string }
  /** A test's box, or a folder's (all its tests) was ticked or cleared. */
  | { type: 'tests.toggled'; ids: string[]; selected: boolean }
  | { type: 'search.changed'; value: string }
  | { type: 'tests.retry' }
  | { type: 'form.submit' }
  | { type: 'form.cancel' };

const failure = (text: string): ToastParams => ({ title: 'Some error occurred', text, type: 'error' });

function closedContext({ suiteId, collections }: CollectionFormInput): CollectionFormContext {
  return { suiteId, collections, mode: 'create', collection: null, name: '', items: [], selectedTestIds: [], search: '', showErrors: false };
}

/** What the edit changes, in the contract's terms. */
export function testChanges(context: CollectionFormContext): Pick<TestCollectionUpdate, 'test_case_ids_to_add' | 'test_case_ids_to_remove'> {
  const linked = context.collection?.linked_test_ids ?? [];
  return {
    test_case_ids_to_add: context.selectedTestIds.filter((id) => !linked.includes(id)),
    test_case_ids_to_remove: linked.filter((id) => !context.selectedTestIds.includes(id)),
  };
}

export const collectionFormMachine = setup({
  types: {
    context: {} as CollectionFormContext,
    events: {} as CollectionFormEvent,
    input: {} as CollectionFormInput,
    children: {} as {
      getTestSuiteTree: 'getTestSuiteTree';
      createTestCollection: 'createTestCollection';
      updateTestCollection: 'updateTestCollection';
    },
  },
  actors: {
    getTestSuiteTree: providedActor<TreeItem[], { suiteId: string }>('getTestSuiteTree'),
    /** POST test-suites/collection; answers the collection, with no tests. */
    createTestCollection: providedActor<TestCollection, { suiteId: string; name: string }>('createTestCollection'),
    updateTestCollection: providedActor<TestCollection, TestCollectionUpdate>('updateTestCollection'),
  },
  actions: {
    openCreate: assign(({ context }) => ({ ...closedContext(context), mode: 'create' as const })),
    openEdit: assign(({ context }, params: { collection: TestCollection }) => ({
      ...closedContext(context),
      mode: 'editTests' as const,
      collection: params.collection,
      selectedTestIds: params.collection.linked_test_ids,
    })),
    reset: assign(({ context }) => closedContext(context)),
    setItems: assign((_, params: { items: TreeItem[] }) => ({ items: params.items })),
    setName: assign((_, params: { value: string }) => ({ name: params.value })),
    setSearch: assign((_, params: { value: string }) => ({ search: params.value })),
    toggleTests: assign(({ context }, params: { ids: string[]; selected: boolean }) => {
      const rest = context.selectedTestIds.filter((id) => !params.ids.includes(id));
      return { selectedTestIds: params.selected ? [...rest, ...params.ids] : rest };
    }),
    showErrors: assign({ showErrors: true }),
    setCollection: assign((_, params: { collection: TestCollection }) => ({ collection: params.collection })),
    tellList: sendTo(
      ({ context }) => context.collections,
      (_, params: { collection: TestCollection }) => ({ type: 'collection.saved' as const, collection: params.collection }),
    ),
    notifySucceeded: providedAction<ToastParams>('notifySucceeded'),
    notifyFailed: providedAction<ToastParams>('notifyFailed'),
  },
  guards: {
    isCreating: ({ context }) => context.mode === 'create',
    isNameFilled: ({ context }) => isFilled(context.name),
    hasPickedTests: ({ context }) => context.selectedTestIds.length > 0,
    hasTestChanges: ({ context }) => {
      const changes = testChanges(context);
      return changes.test_case_ids_to_add!.length > 0 || changes.test_case_ids_to_remove!.length > 0;
    },
  },
}).createMachine({
  id: 'collectionForm',
  context: ({ input }) => closedContext(input),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'form.create': { target: 'open', actions: 'openCreate' },
        'form.editTests': { target: 'open', actions: { type: 'openEdit', params: ({ event }) => ({ collection: event.collection }) } },
      },
    },
    open: {
      initial: 'loadingTests',
      states: {
        loadingTests: {
          on: { 'form.cancel': { target: '#collectionForm.closed', actions: 'reset' } },
          invoke: {
            id: 'getTestSuiteTree',
            src: 'getTestSuiteTree',
            input: ({ context }) => ({ suiteId: context.suiteId }),
            onDone: { target: 'editing', actions: { type: 'setItems', params: ({ event }) => ({ items: event.output }) } },
            onError: { target: 'loadFailed', actions: { type: 'notifyFailed', params: failure('Unable to fetch the test suite tree') } },
          },
        },
        loadFailed: {
          on: {
            'tests.retry': 'loadingTests',
            'form.cancel': { target: '#collectionForm.closed', actions: 'reset' },
          },
        },
        editing: {
          on: {
            'name.changed': { actions: { type: 'setName', params: ({ event }) => ({ value: event.value }) } },
            'tests.toggled': { actions: { type: 'toggleTests', params: ({ event }) => ({ ids: event.ids, selected: event.selected }) } },
            'search.changed': { actions: { type: 'setSearch', params: ({ event }) => ({ value: event.value }) } },
            'form.cancel': { target: '#collectionForm.closed', actions: 'reset' },
            'form.submit': [
              { guard: and(['isCreating', 'isNameFilled']), target: 'creating' },
              { guard: 'isCreating', actions: 'showErrors' },
              { guard: 'hasTestChanges', target: 'savingTests' },
              // Nothing changed: the dialog just closes.
              { target: '#collectionForm.closed', actions: 'reset' },
            ],
          },
        },
        // The form is read-only until both calls settle.
        creating: {
          invoke: {
            id: 'createTestCollection',
            src: 'createTestCollection',
            input: ({ context }) => ({ suiteId: context.suiteId, name: context.name.trim() }),
            onDone: [
              {
                guard: 'hasPickedTests',
                target: 'addingTests',
                actions: { type: 'setCollection', params: ({ event }) => ({ collection: event.output }) },
              },
              {
                target: '#collectionForm.closed',
                actions: [
                  { type: 'tellList', params: ({ event }) => ({ collection: event.output }) },
                  {
                    type: 'notifySucceeded',
                    params: ({ event }) => ({ title: 'Test suite created', text: `${event.output.name} is ready.`, type: 'success' as const }),
                  },
                  'reset',
                ],
              },
            ],
            onError: { target: 'editing', actions: { type: 'notifyFailed', params: failure('Unable to create the test suite') } },
          },
        },
        addingTests: {
          invoke: {
            id: 'updateTestCollection',
            src: 'updateTestCollection',
            input: ({ context }) => ({ collection_id: context.collection!._id, test_case_ids_to_add: context.selectedTestIds }),
            onDone: {
              target: '#collectionForm.closed',
              actions: [
                { type: 'tellList', params: ({ event }) => ({ collection: event.output }) },
                {
                  type: 'notifySucceeded',
                  params: ({ event }) => ({
                    title: 'Test suite created',
                    text: `${event.output.name} is ready with ${plural(event.output.linked_test_ids.length, 'test')}.`,
                    type: 'success' as const,
                  }),
                },
                'reset',
              ],
            },
            // The collection exists without its tests: still a success, and the list shows it.
            onError: {
              target: '#collectionForm.closed',
              actions: [
                { type: 'tellList', params: ({ context }) => ({ collection: context.collection! }) },
                {
                  type: 'notifySucceeded',
                  params: ({ context }) => ({
                    title: 'Test suite created',
                    text: `${context.collection!.name} was created, but its tests could not be added. You can add them later.`,
                    type: 'success' as const,
                  }),
                },
                'reset',
              ],
            },
          },
        },
        savingTests: {
          invoke: {
            id: 'updateTestCollection',
            src: 'updateTestCollection',
            input: ({ context }) => ({ collection_id: context.collection!._id, ...testChanges(context) }),
            onDone: {
              target: '#collectionForm.closed',
              actions: [{ type: 'tellList', params: ({ event }) => ({ collection: event.output }) }, 'reset'],
            },
            onError: { target: 'editing', actions: { type: 'notifyFailed', params: failure('Unable to update the test suite') } },
          },
        },
      },
    },
  },
});
