/**
 * The test tree of a project (spec sections 3, 4, 5 and 7): search, expand and collapse,
 * select a test, create folders, rename, move and delete folders, rename and move tests.
 *
 * Folders exist on the server only as the paths of tests, so a new folder is virtual (known
 * only here) until a test is moved into it; renaming, moving or deleting a folder with no tests
 * is local only. Deleting a folder with tests asks the global confirm dialog first
 * (machines/confirmDialog) and, on Yes, deletes its tests here. Every server change is applied
 * locally at once and the tree is fetched again: it tells its workspace (`tree.stale`,
 * machines/workspace), which fetches it and answers with `tree.loaded` and the server's items.
 * Selecting a test opens it (`openTest`).
 */
import { and, assign, not, sendParent, setup } from 'xstate';
import type { ToastParams } from '../_shared/authErrors';
import { confirmationActions, type ConfirmAnswerEvent, type ConfirmDialogRef, type ConfirmOptions } from '../confirmDialog/confirmation';
import {
  folderHasTests,
  isWithin,
  joinPath,
  moveFolderItems,
  moveTestItem,
  nameOf,
  newFolderName,
  parentOf,
  renameTestItem,
  replacePrefix,
  treeNameError,
  type TreeItem,
} from './treeModel';
import { providedActor, providedAction } from '../_shared/provided';

export type { TreeItem } from './treeModel';

/** What a rename or a move acts on: a folder by its path, a test by its id. */
export type TreeTarget = { kind: 'folder'; path: string } | { kind: 'test'; id: string };

/** The item whose name is being edited; `isNew` for a folder just created (cancel removes it). */
export type EditTarget = { kind: 'folder'; path: string; isNew: boolean } | { kind: 'test'; id: string; name: string; path: string };

/** The move being chosen (`toPath` null) or saved; `from` is a folder's path or a test's id. */
export type PendingMove = { kind: 'folder' | 'test'; from: string; toPath: string | null };

export interface TestTreeInput {
  /** The project; the folder calls need it. */
  suiteId: string | null;
  selectedTestId?: string | null;
  /** The global confirm dialog, asked before a folder with tests is deleted. */
  confirmDialog: ConfirmDialogRef;
}

export interface TestTreeContext {
  confirmDialog: ConfirmDialogRef;
  suiteId: string | null;
  /** The server's flat items (spec section 3), with local changes applied until the next load. */
  items: TreeItem[];
  /** Paths of folders created here that the server does not know. */
  virtualFolders: string[];
  /** Paths of expanded folders. */
  expanded: string[];
  search: string;
  selectedTestId: string | null;
  editing: EditTarget | null;
  draftName: string;
  moving: PendingMove | null;
  /** The folder the dialog asks about, then deletes; null otherwise. */
  deletingPath: string | null;
  /** Why the last save failed; the toast is shown too. */
  error: string | null;
}

export type TestTreeEvent =
  | { type: 'tree.loaded'; items: TreeItem[] }
  /** A server change happened elsewhere (a test created or deleted). */
  | { type: 'tree.changed' }
  | { type: 'search.changed'; value: string }
  | { type: 'folder.toggled'; path: string }
  | { type: 'test.selected'; id: string }
  | { type: 'folder.create'; parentPath: string }
  | ({ type: 'item.rename' } & TreeTarget)
  | { type: 'draft.changed'; value: string }
  | { type: 'draft.save' }
  | { type: 'draft.cancel' }
  /** Opens the destination chooser ('Move…'). */
  | ({ type: 'move.start' } & TreeTarget)
  | { type: 'move.cancel' }
  /** `from` is a folder's path or a test's id; `toPath` the destination folder ('' is the root). */
  | { type: 'item.move'; kind: 'folder' | 'test'; from: string; toPath: string }
  | { type: 'folder.delete'; path: string }
  | ConfirmAnswerEvent;

export type MoveTestFolderInput = { suiteId: string | null; old_path_prefix: string; new_path_prefix: string };
export type RenameTestCaseInput = { testId: string; new_name: string };
export type MoveTestCaseInput = { testId: string; new_path: string };
export type DeleteTestFolderInput = { suiteId: string | null; path: string };

/** What the dialog asks before a folder and its tests are deleted. */
export function deleteFolderConfirmation(path: string): ConfirmOptions {
  return {
    title: `Delete folder "${path}"?`,
    message: 'This action cannot be undone and all the tests in this folder will be removed permanently.',
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    icon: 'danger',
  };
}

type MoveEvent = Extract<TestTreeEvent, { type: 'item.move' }>;

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && 'message' in error) return String(error.message);
  return String(error);
}

const failed = (text: string): ToastParams => ({ title: 'Some error occurred', text, type: 'error' });

const noDraft = { editing: null, draftName: '', error: null };

/** The path a folder gets from the draft: its parent's path plus the trimmed name. */
function renamedPath(path: string, draftName: string): string {
  return joinPath(parentOf(path), draftName.trim());
}

/** The folder path after moving `from` into `toPath`. */
function movedPath(from: string, toPath: string): string {
  return joinPath(toPath, nameOf(from));
}

function testOf(items: ReadonlyArray<TreeItem>, id: string): TreeItem | undefined {
  return items.find((item) => !item.is_folder && item.test_case_id === id);
}

/** Moves the folder `from` to `to` in everything that names folders by path. */
function moveFolderLocally(context: TestTreeContext, from: string, to: string): Partial<TestTreeContext> {
  return {
    items: moveFolderItems(context.items, from, to),
    virtualFolders: context.virtualFolders.map((path) => replacePrefix(path, from, to)),
    expanded: context.expanded.map((path) => replacePrefix(path, from, to)),
  };
}

export const testTreeMachine = setup({
  types: {
    input: {} as TestTreeInput,
    context: {} as TestTreeContext,
    events: {} as TestTreeEvent,
    tags: {} as 'busy',
    children: {} as {
      moveTestFolder: 'moveTestFolder';
      renameTestCase: 'renameTestCase';
      moveTestCase: 'moveTestCase';
      deleteTestFolder: 'deleteTestFolder';
    },
  },
  actors: {
    /** PUT /api/test-cases/{suiteId}/update-test-paths (operation moveTestFolder). */
    moveTestFolder: providedActor<unknown, MoveTestFolderInput>('moveTestFolder'),
    /** PUT /api/test-cases/{testId}/rename (operation renameTestCase). */
    renameTestCase: providedActor<unknown, RenameTestCaseInput>('renameTestCase'),
    /** PUT /api/test-cases/{testId}/update-test-path (operation moveTestCase). */
    moveTestCase: providedActor<unknown, MoveTestCaseInput>('moveTestCase'),
    /** DELETE the folder's tests (operation deleteTestFolder). */
    deleteTestFolder: providedActor<unknown, DeleteTestFolderInput>('deleteTestFolder'),
  },
  actions: {
    ...confirmationActions<TestTreeContext, TestTreeEvent>(),
    setItems: assign((_, params: { items: TreeItem[] }) => ({ items: params.items })),
    setSearch: assign((_, params: { value: string }) => ({ search: params.value })),
    toggleFolder: assign(({ context }, params: { path: string }) => ({
      expanded: context.expanded.includes(params.path) ? context.expanded.filter((path) => path !== params.path) : [...context.expanded, params.path],
    })),
    selectTest: assign((_, params: { id: string }) => ({ selectedTestId: params.id })),
    /** Adds a virtual folder with a free name in the parent, shows the parent open, and edits the name. */
    createFolder: assign(({ context }, params: { parentPath: string }) => {
      const path = joinPath(params.parentPath, newFolderName(context.items, context.virtualFolders, params.parentPath));
      const expanded =
        params.parentPath && !context.expanded.includes(params.parentPath) ? [...context.expanded, params.parentPath] : context.expanded;
      // The search is cleared so the new folder is in sight.
      return {
        ...noDraft,
        search: '',
        virtualFolders: [...context.virtualFolders, path],
        expanded,
        editing: { kind: 'folder' as const, path, isNew: true },
        draftName: nameOf(path),
      };
    }),
    startRename: assign(({ context }, params: TreeTarget) => {
      if (params.kind === 'folder')
        return { ...noDraft, editing: { kind: 'folder' as const, path: params.path, isNew: false }, draftName: nameOf(params.path) };
      const test = testOf(context.items, params.id)!;
      return {
        ...noDraft,
        editing: { kind: 'test' as const, id: params.id, name: test.entity_name, path: test.full_parent_path },
        draftName: test.entity_name,
      };
    }),
    changeDraft: assign((_, params: { value: string }) => ({ draftName: params.value, error: null })),
    /** Cancelling a new folder takes it away again. */
    cancelDraft: assign(({ context }) => {
      const editing = context.editing;
      const virtualFolders =
        editing?.kind === 'folder' && editing.isNew ? context.virtualFolders.filter((path) => path !== editing.path) : context.virtualFolders;
      return { ...noDraft, virtualFolders };
    }),
    clearDraft: assign(noDraft),
    renameFolderLocally: assign(({ context }) => {
      const editing = context.editing as Extract<EditTarget, { kind: 'folder' }>;
      return { ...moveFolderLocally(context, editing.path, renamedPath(editing.path, context.draftName)), ...noDraft };
    }),
    renameTestLocally: assign(({ context }) => {
      const editing = context.editing as Extract<EditTarget, { kind: 'test' }>;
      return { items: renameTestItem(context.items, editing.id, context.draftName.trim()), ...noDraft };
    }),
    startMove: assign((_, params: TreeTarget) => ({
      moving: { kind: params.kind, from: params.kind === 'folder' ? params.path : params.id, toPath: null },
    })),
    /** Records the move being saved, so its success can be applied. */
    setMove: assign((_, params: MoveEvent) => ({ moving: { kind: params.kind, from: params.from, toPath: params.toPath } })),
    clearMove: assign({ moving: null }),
    moveFolderLocally: assign(({ context }, params: { from: string; toPath: string }) => ({
      ...moveFolderLocally(context, params.from, movedPath(params.from, params.toPath)),
      moving: null,
    })),
    moveTestLocally: assign(({ context }, params: { id: string; toPath: string }) => ({
      items: moveTestItem(context.items, params.id, params.toPath),
      moving: null,
    })),
    removeVirtualFolders: assign(({ context }, params: { path: string }) => ({
      virtualFolders: context.virtualFolders.filter((path) => !isWithin(path, params.path)),
      expanded: context.expanded.filter((path) => !isWithin(path, params.path)),
    })),
    setError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    /** The test's page opens (its address), and the pick is remembered for the next visit. */
    openTest: providedAction<{ id: string }>('openTest'),
    setDeleting: assign((_, params: { path: string }) => ({ deletingPath: params.path })),
    clearDeleting: assign({ deletingPath: null }),
    /** The workspace fetches the project's tree and answers with `tree.loaded`. */
    refetchTree: sendParent({ type: 'tree.stale' }),
    notifyFolderRenameFailed: providedAction<ToastParams>('notifyFolderRenameFailed'),
    notifyFolderMoveFailed: providedAction<ToastParams>('notifyFolderMoveFailed'),
    notifyTestRenameFailed: providedAction<ToastParams>('notifyTestRenameFailed'),
    notifyTestMoveFailed: providedAction<ToastParams>('notifyTestMoveFailed'),
    notifyFolderDeleteFailed: providedAction<ToastParams>('notifyFolderDeleteFailed'),
  },
  guards: {
    isDraftValid: ({ context }) => treeNameError(context.draftName) === null,
    /** Saving the name it already has changes nothing and calls nothing. */
    isDraftUnchanged: ({ context }) => {
      const editing = context.editing;
      const current = editing?.kind === 'test' ? editing.name : nameOf(editing?.path ?? '');
      return !(editing?.kind === 'folder' && editing.isNew) && context.draftName.trim() === current;
    },
    isEditingFolder: ({ context }) => context.editing?.kind === 'folder',
    /** A folder without tests is only known here: renaming, moving or deleting it is local. */
    isEditedFolderLocal: ({ context }) => context.editing?.kind === 'folder' && !folderHasTests(context.items, context.editing.path),
    hasItem: ({ context }, params: TreeTarget) => params.kind === 'folder' || testOf(context.items, params.id) !== undefined,
    /** A folder moving somewhere new: not into itself, not under itself, not where it already is. */
    isFolderMove: (_, params: MoveEvent) =>
      params.kind === 'folder' && !isWithin(params.toPath, params.from) && parentOf(params.from) !== params.toPath,
    /** The same, for a folder without tests: the move is local. */
    isLocalFolderMove: ({ context }, params: MoveEvent) =>
      params.kind === 'folder' &&
      !isWithin(params.toPath, params.from) &&
      parentOf(params.from) !== params.toPath &&
      !folderHasTests(context.items, params.from),
    /** A known test moving to another folder. */
    isTestMove: ({ context }, params: MoveEvent) => {
      const test = params.kind === 'test' ? testOf(context.items, params.from) : undefined;
      return test !== undefined && test.full_parent_path !== params.toPath;
    },
    isFolderLocal: ({ context }, params: { path: string }) => !folderHasTests(context.items, params.path),
  },
}).createMachine({
  id: 'testTree',
  context: ({ input }) => ({
    confirmDialog: input.confirmDialog,
    suiteId: input.suiteId,
    items: [],
    virtualFolders: [],
    expanded: [],
    search: '',
    selectedTestId: input.selectedTestId ?? null,
    moving: null,
    deletingPath: null,
    ...noDraft,
  }),
  initial: 'loading',
  on: {
    // The server's items replace the local ones in every state: a save in flight applies its change on top.
    'tree.loaded': { actions: { type: 'setItems', params: ({ event }) => ({ items: event.items }) } },
    'tree.changed': { actions: 'refetchTree' },
  },
  states: {
    // The app loads the items and sends them.
    loading: {
      on: { 'tree.loaded': { target: 'browsing', actions: { type: 'setItems', params: ({ event }) => ({ items: event.items }) } } },
    },
    browsing: {
      on: {
        'search.changed': { actions: { type: 'setSearch', params: ({ event }) => ({ value: event.value }) } },
        'folder.toggled': { actions: { type: 'toggleFolder', params: ({ event }) => ({ path: event.path }) } },
        'test.selected': {
          actions: [
            { type: 'selectTest', params: ({ event }) => ({ id: event.id }) },
            { type: 'openTest', params: ({ event }) => ({ id: event.id }) },
          ],
        },
        'folder.create': { target: 'renaming', actions: { type: 'createFolder', params: ({ event }) => ({ parentPath: event.parentPath }) } },
        'item.rename': {
          guard: { type: 'hasItem', params: ({ event }) => event },
          target: 'renaming',
          actions: { type: 'startRename', params: ({ event }) => event },
        },
        'move.start': {
          guard: { type: 'hasItem', params: ({ event }) => event },
          target: 'moving',
          actions: { type: 'startMove', params: ({ event }) => event },
        },
        'folder.delete': [
          { guard: { type: 'isFolderLocal', params: ({ event }) => event }, actions: { type: 'removeVirtualFolders', params: ({ event }) => event } },
          {
            target: 'deleting',
            actions: [
              { type: 'setDeleting', params: ({ event }) => ({ path: event.path }) },
              { type: 'askToConfirm', params: ({ event }) => ({ options: deleteFolderConfirmation(event.path) }) },
            ],
          },
        ],
      },
    },
    renaming: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'draft.changed': { actions: { type: 'changeDraft', params: ({ event }) => ({ value: event.value }) } },
            'draft.save': [
              { guard: 'isDraftUnchanged', target: '#testTree.browsing', actions: 'clearDraft' },
              { guard: and(['isDraftValid', 'isEditedFolderLocal']), target: '#testTree.browsing', actions: 'renameFolderLocally' },
              { guard: and(['isDraftValid', 'isEditingFolder']), target: 'savingFolder' },
              { guard: and(['isDraftValid', not('isEditingFolder')]), target: 'savingTest' },
            ],
            'draft.cancel': { target: '#testTree.browsing', actions: 'cancelDraft' },
          },
        },
        // Only the outcome leaves: every further save is ignored meanwhile.
        savingFolder: {
          tags: 'busy',
          invoke: {
            id: 'moveTestFolder',
            src: 'moveTestFolder',
            input: ({ context }) => {
              const path = (context.editing as Extract<EditTarget, { kind: 'folder' }>).path;
              return { suiteId: context.suiteId, old_path_prefix: path, new_path_prefix: renamedPath(path, context.draftName) };
            },
            onDone: { target: '#testTree.browsing', actions: ['renameFolderLocally', 'refetchTree'] },
            onError: {
              target: 'editing',
              actions: [
                { type: 'setError', params: ({ event }) => ({ error: event.error }) },
                { type: 'notifyFolderRenameFailed', params: failed('Unable to update folder name') },
              ],
            },
          },
        },
        savingTest: {
          tags: 'busy',
          invoke: {
            id: 'renameTestCase',
            src: 'renameTestCase',
            input: ({ context }) => ({ testId: (context.editing as Extract<EditTarget, { kind: 'test' }>).id, new_name: context.draftName.trim() }),
            onDone: { target: '#testTree.browsing', actions: ['renameTestLocally', 'refetchTree'] },
            onError: {
              target: 'editing',
              actions: [
                { type: 'setError', params: ({ event }) => ({ error: event.error }) },
                { type: 'notifyTestRenameFailed', params: failed('Unable to update test case name') },
              ],
            },
          },
        },
      },
    },
    moving: {
      initial: 'choosing',
      states: {
        // The destination chooser ('Move…') is open.
        choosing: {
          on: {
            'move.cancel': { target: '#testTree.browsing', actions: 'clearMove' },
            'item.move': [
              {
                guard: { type: 'isLocalFolderMove', params: ({ event }) => event },
                target: '#testTree.browsing',
                actions: { type: 'moveFolderLocally', params: ({ event }) => ({ from: event.from, toPath: event.toPath }) },
              },
              {
                guard: { type: 'isFolderMove', params: ({ event }) => event },
                target: 'savingFolder',
                actions: { type: 'setMove', params: ({ event }) => event },
              },
              {
                guard: { type: 'isTestMove', params: ({ event }) => event },
                target: 'savingTest',
                actions: { type: 'setMove', params: ({ event }) => event },
              },
            ],
          },
        },
        // Only the outcome leaves: every other move is ignored meanwhile.
        savingFolder: {
          tags: 'busy',
          invoke: {
            id: 'moveTestFolder',
            src: 'moveTestFolder',
            input: ({ context }) => ({
              suiteId: context.suiteId,
              old_path_prefix: context.moving!.from,
              new_path_prefix: movedPath(context.moving!.from, context.moving!.toPath!),
            }),
            onDone: {
              target: '#testTree.browsing',
              actions: [
                { type: 'moveFolderLocally', params: ({ context }) => ({ from: context.moving!.from, toPath: context.moving!.toPath! }) },
                'refetchTree',
              ],
            },
            onError: {
              target: '#testTree.browsing',
              actions: ['clearMove', { type: 'notifyFolderMoveFailed', params: failed('Unable to update folder path') }],
            },
          },
        },
        savingTest: {
          tags: 'busy',
          invoke: {
            id: 'moveTestCase',
            src: 'moveTestCase',
            input: ({ context }) => ({ testId: context.moving!.from, new_path: context.moving!.toPath! }),
            onDone: {
              target: '#testTree.browsing',
              actions: [
                { type: 'moveTestLocally', params: ({ context }) => ({ id: context.moving!.from, toPath: context.moving!.toPath! }) },
                'refetchTree',
              ],
            },
            onError: {
              target: '#testTree.browsing',
              actions: ['clearMove', { type: 'notifyTestMoveFailed', params: failed('Unable to update test case path') }],
            },
          },
        },
      },
    },
    // A folder with tests: the global dialog asks, and the tree waits for its answer.
    deleting: {
      initial: 'asking',
      states: {
        asking: {
          on: {
            'confirm.declined': { target: '#testTree.browsing', actions: 'clearDeleting' },
            'confirm.accepted': { target: 'saving' },
          },
        },
        // The dialog loads meanwhile; a failure shows there and in a toast, and the dialog may
        // answer Yes again.
        saving: {
          tags: 'busy',
          invoke: {
            id: 'deleteTestFolder',
            src: 'deleteTestFolder',
            input: ({ context }) => ({ suiteId: context.suiteId, path: context.deletingPath! }),
            onDone: {
              target: '#testTree.browsing',
              actions: [
                'settleConfirmation',
                // Virtual folders under it go too: the server knew only its tests.
                { type: 'removeVirtualFolders', params: ({ context }) => ({ path: context.deletingPath! }) },
                'clearDeleting',
                'refetchTree',
              ],
            },
            onError: {
              target: 'asking',
              actions: [
                { type: 'failConfirmation', params: ({ event }) => ({ error: messageOf(event.error) }) },
                { type: 'notifyFolderDeleteFailed', params: failed('Unable to delete folder') },
              ],
            },
          },
        },
      },
    },
  },
});
