/**
 * What the user observes in each state of the test tree, and what each transition must do: the
 * hand-written tables its path replays check (machines/_testing/expectations.ts). The tree is the
 * sample project of testTree.paths.ts:
 *
 *   account/ (Login)   checkout/ (guest/ (Guest pays), Pay by card 't1')
 *
 * Search, sorting and row building have their own tests (treeModel.test.ts); here the outline
 * and the visible rows show that each local change (a new folder, a saved rename or move) is
 * applied, and which rows a search or an open folder shows.
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { Effect, ExpectationTables, Observation, StepExpectation } from '../_testing/expectations';
import type { TestTreeContext, testTreeMachine } from './testTree.machine';
import {
  selectCanAct,
  selectDraftError,
  selectDraftName,
  selectEditingKey,
  selectIsBusy,
  selectIsLoading,
  selectIsSearching,
  selectMoveDestinations,
  selectMoving,
  selectMovingName,
  selectRows,
  selectSearch,
  selectSelectedTestId,
  selectTree,
} from './testTree.selectors';
import type { TreeNode } from './treeModel';

type Machine = typeof testTreeMachine;
type Tables = ExpectationTables<Machine>;
type Can = NonNullable<Observation<Machine>['can']>;

/** The screen's flags: loading, the browsing actions offered, a save in flight, the row being edited. */
function treeView(snapshot: SnapshotFrom<Machine>) {
  return {
    loading: selectIsLoading(snapshot),
    canAct: selectCanAct(snapshot),
    busy: selectIsBusy(snapshot),
    editingKey: selectEditingKey(snapshot),
  };
}

function searchView(snapshot: SnapshotFrom<Machine>) {
  return { search: selectSearch(snapshot), searching: selectIsSearching(snapshot), selectedTestId: selectSelectedTestId(snapshot) };
}

/** The draft's input: the name as typed and the message under it. */
function draftView(snapshot: SnapshotFrom<Machine>) {
  return { name: selectDraftName(snapshot), error: selectDraftError(snapshot) };
}

/** The 'Move…' chooser: what moves, its name, and where it may go. */
function moveView(snapshot: SnapshotFrom<Machine>) {
  return { moving: selectMoving(snapshot), name: selectMovingName(snapshot), destinations: selectMoveDestinations(snapshot) };
}

/** The whole tree, open or not: one line per item, indented by depth, folders ending in '/'. */
function outline(snapshot: SnapshotFrom<Machine>): string[] {
  const lines: string[] = [];
  const walk = (node: TreeNode, depth: number) => {
    for (const child of node.children) {
      lines.push(`${'  '.repeat(depth)}${child.item.entity_name}${child.item.is_folder ? '/' : ''}`);
      walk(child, depth + 1);
    }
  };
  walk(selectTree(snapshot), 0);
  return lines;
}

/** The rows of the list as shown, in the outline's notation. */
function rows(snapshot: SnapshotFrom<Machine>): string[] {
  return selectRows(snapshot).map((row) => `${'  '.repeat(row.depth)}${row.item.entity_name}${row.item.is_folder ? '/' : ''}`);
}

/**
 * Which version of the sample tree the context holds: as loaded, with one virtual folder, or
 * after one saved change applied locally (tree.loaded brings the server's items back).
 */
function versionOf({ items, virtualFolders }: TestTreeContext): string {
  if (virtualFolders.length) return `with ${virtualFolders.join(', ')}`;
  const t1 = items.find((item) => item.test_case_id === 't1');
  const guest = items.find((item) => item.is_folder && item.entity_name === 'guest');
  if (items.length === 0) return 'empty';
  if (t1?.entity_name === 'Payments') return 'test renamed';
  if (t1?.full_parent_path === 'account') return 'test moved';
  if (guest?.full_parent_path === 'Payments') return 'folder renamed';
  if (guest?.full_parent_path === '') return 'folder moved';
  return 'as loaded';
}

const AS_LOADED = ['account/', '  Login', 'checkout/', '  guest/', '    Guest pays', '  Pay by card'];
/** 'checkout' open: its subfolders first, then its tests. */
const CHECKOUT_OPEN = ['account/', 'checkout/', '  guest/', '  Pay by card'];
const COLLAPSED = ['account/', 'checkout/'];

/** Per version: the whole tree, and the rows with every folder closed or with 'checkout' open. */
const TREES: Record<string, { outline: string[]; collapsed?: string[]; checkoutOpen?: string[] }> = {
  empty: { outline: [], collapsed: [] },
  'as loaded': { outline: AS_LOADED, collapsed: COLLAPSED, checkoutOpen: CHECKOUT_OPEN },
  // A new folder is created in 'checkout', which opens to show it, among the folders.
  'with checkout/New folder': {
    outline: ['account/', '  Login', 'checkout/', '  guest/', '    Guest pays', '  New folder/', '  Pay by card'],
    checkoutOpen: ['account/', 'checkout/', '  guest/', '  New folder/', '  Pay by card'],
  },
  'with checkout/Payments': {
    outline: ['account/', '  Login', 'checkout/', '  guest/', '    Guest pays', '  Payments/', '  Pay by card'],
    checkoutOpen: ['account/', 'checkout/', '  guest/', '  Payments/', '  Pay by card'],
  },
  // Moved into 'account', which stays closed.
  'with account/New folder': { outline: ['account/', '  New folder/', '  Login', ...AS_LOADED.slice(2)], checkoutOpen: CHECKOUT_OPEN },
  'with account/Payments': { outline: ['account/', '  Payments/', '  Login', ...AS_LOADED.slice(2)], checkoutOpen: CHECKOUT_OPEN },
  // The saved changes show at once, before the tree is fetched again.
  'folder renamed': {
    outline: ['account/', '  Login', 'Payments/', '  guest/', '    Guest pays', '  Pay by card'],
    collapsed: ['account/', 'Payments/'],
  },
  'folder moved': {
    outline: ['account/', '  Login', 'checkout/', '  Pay by card', 'guest/', '  Guest pays'],
    collapsed: ['account/', 'checkout/', 'guest/'],
  },
  'test moved': { outline: ['account/', '  Login', '  Pay by card', 'checkout/', '  guest/', '    Guest pays'], collapsed: COLLAPSED },
  'test renamed': { outline: ['account/', '  Login', 'checkout/', '  guest/', '    Guest pays', '  Payments'], collapsed: COLLAPSED },
};

/** While searching every folder is open, so every match shows with its folders. */
const SEARCHING_PAY = ['checkout/', '  guest/', '    Guest pays', '  Pay by card'];

function treeOf(context: TestTreeContext) {
  const tree = TREES[versionOf(context)];
  if (!tree) throw new Error(`No expected tree for ${versionOf(context)}`);
  const shown = context.search === 'pay' ? SEARCHING_PAY : context.expanded.includes('checkout') ? tree.checkoutOpen : tree.collapsed;
  return { outline: tree.outline, rows: shown };
}

const FORBIDDEN_DRAFT = 'a/b';
/** The name rule's message for the draft, else why the last save failed. */
const draftError = ({ draftName, error }: TestTreeContext) => (draftName === FORBIDDEN_DRAFT ? 'Contain forbidden characters' : error);

/** What each sample item moves as: its name, and where it may go ('' is the root): never into itself, nor where it already is. */
const MOVES: Record<string, { name: string; destinations: string[] }> = {
  t1: { name: 'Pay by card', destinations: ['', 'account', 'checkout/guest'] },
  'checkout/guest': { name: 'guest', destinations: ['', 'account'] },
  'checkout/New folder': { name: 'New folder', destinations: ['', 'account', 'checkout/guest'] },
  'checkout/Payments': { name: 'Payments', destinations: ['', 'account', 'checkout/guest'] },
  'account/New folder': { name: 'New folder', destinations: ['', 'checkout', 'checkout/guest'] },
  'account/Payments': { name: 'Payments', destinations: ['', 'checkout', 'checkout/guest'] },
};

/** The app's answers reach every state: the server's items, and a change made elsewhere. */
const always: Can = ['tree.loaded', 'tree.changed'];

interface View {
  can: Can;
  busy?: boolean;
  editing?: boolean;
  moving?: boolean;
}

const observe =
  ({ can, busy = false, editing = false, moving = false }: View, state: 'loading' | 'browsing' | 'other' = 'other') =>
  (context: TestTreeContext): Observation<Machine> => {
    const edited = context.editing;
    const editingKey = editing && edited ? (edited.kind === 'folder' ? `folder:${edited.path}` : `test:${edited.id}`) : null;
    const from = context.moving?.from ?? '';
    const tree = treeOf(context);
    return {
      tags: busy ? ['busy'] : [],
      can,
      selectors: [
        [treeView, { loading: state === 'loading', canAct: state === 'browsing', busy, editingKey }],
        [searchView, { search: context.search, searching: context.search !== '', selectedTestId: context.selectedTestId }],
        [moveView, moving ? { moving: context.moving, ...MOVES[from] } : { moving: null, name: '', destinations: [] }],
        [outline, tree.outline],
        [rows, tree.rows],
        // The draft shows only while a name is edited.
        ...(editing ? [[draftView, { name: context.draftName, error: draftError(context) }] as const] : []),
      ],
    };
  };

/** Save is refused for a forbidden name: the input keeps it with the message. */
const editingCan = ({ draftName }: TestTreeContext): Can =>
  draftName === FORBIDDEN_DRAFT ? [...always, 'draft.changed', 'draft.cancel'] : [...always, 'draft.changed', 'draft.cancel', 'draft.save'];

/** A folder cannot move where it already is: the account's new folder has no sample destination left. */
const choosingCan = ({ moving }: TestTreeContext): Can =>
  moving?.from.startsWith('account/') ? [...always, 'move.cancel'] : [...always, 'move.cancel', 'item.move'];

export const testTreeObservations: Tables['observations'] = {
  loading: observe({ can: always }, 'loading'),
  browsing: observe(
    { can: [...always, 'search.changed', 'folder.toggled', 'test.selected', 'folder.create', 'item.rename', 'move.start', 'folder.delete'] },
    'browsing',
  ),
  'renaming.editing': (context) => observe({ can: editingCan(context), editing: true })(context),
  // Saves in flight ignore every further save and cancel (spec 5: 'ignored while the same action is in progress').
  'renaming.savingFolder': observe({ can: always, busy: true, editing: true }),
  'renaming.savingTest': observe({ can: always, busy: true, editing: true }),
  'moving.choosing': (context) => observe({ can: choosingCan(context), moving: true })(context),
  'moving.savingFolder': observe({ can: always, busy: true, moving: true }),
  'moving.savingTest': observe({ can: always, busy: true, moving: true }),
  // The dialog answers; the tree's actions wait.
  'deleting.asking': observe({ can: [...always, 'confirm.accepted', 'confirm.declined'] }),
  'deleting.saving': observe({ can: always, busy: true }),
};

const refetch: Effect = { action: 'refetchTree', params: undefined };
const failed = (action: string, text: string): Effect => ({ action, params: { title: 'Some error occurred', text, type: 'error' } });
const toDialog = (event: object): Effect => ({ send: 'confirmDialog', event });

/** A folder with no tests is known only here (the sample's virtual ones): its changes are local. */
const isVirtual = (context: TestTreeContext, path: string) => context.virtualFolders.includes(path);

/**
 * Saving a name: a forbidden one is refused; the same name, or a folder without tests, changes
 * only the tree; a folder with tests (checkout) and a test (t1) are renamed on the server,
 * trimmed (the sample types ' Payments ').
 */
function saveDraft(context: TestTreeContext): StepExpectation {
  const { editing, draftName } = context;
  if (draftName === FORBIDDEN_DRAFT) return {};
  if (!editing) throw new Error('Saving without an edited item');
  const current = editing.kind === 'test' ? editing.name : editing.path.split('/').pop();
  const unchanged = !(editing.kind === 'folder' && editing.isNew) && draftName.trim() === current;
  if (unchanged || (editing.kind === 'folder' && isVirtual(context, editing.path))) return { target: 'browsing' };
  if (editing.kind === 'folder') {
    return {
      target: 'renaming.savingFolder',
      effects: [{ invoke: 'moveTestFolder', input: { suiteId: 'suite-1', old_path_prefix: 'checkout', new_path_prefix: 'Payments' } }],
    };
  }
  return { target: 'renaming.savingTest', effects: [{ invoke: 'renameTestCase', input: { testId: 't1', new_name: 'Payments' } }] };
}

/** Choosing a destination: where it already is, or into itself, does nothing; a folder without tests moves locally. */
function chooseDestination(context: TestTreeContext, event: AnyEventObject): StepExpectation {
  const [kind, from, toPath]: [string, string, string] = [event.kind, event.from, event.toPath];
  if (kind === 'test') {
    if (toPath === 'checkout') return {};
    return { target: 'moving.savingTest', effects: [{ invoke: 'moveTestCase', input: { testId: 't1', new_path: 'account' } }] };
  }
  const parent = from.includes('/') ? from.slice(0, from.lastIndexOf('/')) : '';
  if (toPath === from || toPath.startsWith(`${from}/`) || toPath === parent) return {};
  if (isVirtual(context, from)) return { target: 'browsing' };
  return {
    target: 'moving.savingFolder',
    effects: [{ invoke: 'moveTestFolder', input: { suiteId: 'suite-1', old_path_prefix: 'checkout/guest', new_path_prefix: 'guest' } }],
  };
}

/** Deleting a folder with tests asks first; one without tests goes at once, asking nothing. */
function deleteFolder(context: TestTreeContext, event: AnyEventObject): StepExpectation {
  if (isVirtual(context, event.path)) return {};
  return {
    target: 'deleting.asking',
    effects: [
      toDialog({
        type: 'confirm.request',
        options: {
          title: 'Delete folder "checkout"?',
          // NOTE: the spec's dialog texts (section 8) give none for a folder; this is the machine's.
          message: 'This action cannot be undone and all the tests in this folder will be removed permanently.',
          confirmLabel: 'Delete',
          cancelLabel: 'Cancel',
          icon: 'danger',
        },
        replyTo: 'actor:testTree',
      }),
    ],
  };
}

/** A change made elsewhere: the app fetches the tree again, whatever the tree is doing. */
const changedElsewhere: StepExpectation = { effects: [refetch] };

export const testTreeTransitions: Tables['transitions'] = {
  'start + xstate.init': { target: 'loading' },
  'loading + tree.loaded': { target: 'browsing' },
  'loading + tree.changed': changedElsewhere,
  'browsing + tree.changed': changedElsewhere,
  'renaming + tree.changed': changedElsewhere,
  'moving + tree.changed': changedElsewhere,
  'deleting + tree.changed': changedElsewhere,
  // The test's page opens.
  'browsing + test.selected': { effects: [{ action: 'openTest', params: { id: 't1' } }] },
  'browsing + folder.create': { target: 'renaming.editing' },
  // A test no longer in the tree ('gone') cannot be renamed or moved.
  'browsing + item.rename': (_, event) => (event.kind === 'test' && event.id === 'gone' ? {} : { target: 'renaming.editing' }),
  'browsing + move.start': (_, event) => (event.kind === 'test' && event.id === 'gone' ? {} : { target: 'moving.choosing' }),
  'browsing + folder.delete': deleteFolder,
  'renaming.editing + draft.save': saveDraft,
  'renaming.editing + draft.cancel': { target: 'browsing' },
  // Applied locally at once, then the tree is fetched again.
  'renaming.savingFolder + xstate.done.actor.moveTestFolder': { target: 'browsing', effects: [refetch] },
  // The draft stays for another try.
  'renaming.savingFolder + xstate.error.actor.moveTestFolder': {
    target: 'renaming.editing',
    effects: [failed('notifyFolderRenameFailed', 'Unable to update folder name')],
  },
  'renaming.savingTest + xstate.done.actor.renameTestCase': { target: 'browsing', effects: [refetch] },
  'renaming.savingTest + xstate.error.actor.renameTestCase': {
    target: 'renaming.editing',
    effects: [failed('notifyTestRenameFailed', 'Unable to update test case name')],
  },
  'moving.choosing + move.cancel': { target: 'browsing' },
  'moving.choosing + item.move': chooseDestination,
  'moving.savingFolder + xstate.done.actor.moveTestFolder': { target: 'browsing', effects: [refetch] },
  // A failed move closes the chooser (unlike a failed rename, which keeps the draft).
  'moving.savingFolder + xstate.error.actor.moveTestFolder': {
    target: 'browsing',
    effects: [failed('notifyFolderMoveFailed', 'Unable to update folder path')],
  },
  'moving.savingTest + xstate.done.actor.moveTestCase': { target: 'browsing', effects: [refetch] },
  'moving.savingTest + xstate.error.actor.moveTestCase': {
    target: 'browsing',
    effects: [failed('notifyTestMoveFailed', 'Unable to update test case path')],
  },
  'deleting.asking + confirm.declined': { target: 'browsing' },
  'deleting.asking + confirm.accepted': {
    target: 'deleting.saving',
    effects: [{ invoke: 'deleteTestFolder', input: { suiteId: 'suite-1', path: 'checkout' } }],
  },
  'deleting.saving + xstate.done.actor.deleteTestFolder': { target: 'browsing', effects: [toDialog({ type: 'confirm.settled' }), refetch] },
  // The dialog stays open with why, and may answer Yes again.
  'deleting.saving + xstate.error.actor.deleteTestFolder': {
    target: 'deleting.asking',
    effects: [toDialog({ type: 'confirm.failed', error: 'Forbidden' }), failed('notifyFolderDeleteFailed', 'Unable to delete folder')],
  },
};
