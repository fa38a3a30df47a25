import type { SnapshotFrom } from 'xstate';
import type { testTreeMachine } from './testTree.machine';
import { buildTree, findFolder, moveDestinations, nameOf, searchTree, treeNameError, visibleRows, type TreeNode, type TreeRow } from './treeModel';

type Snapshot = SnapshotFrom<typeof testTreeMachine>;

/**
 * Each step is cached on the identity of its inputs (context arrays change identity only when
 * assigned), so a render that changes nothing but the draft does not rebuild 10,000 items.
 */
function memo<A extends readonly unknown[], R>(compute: (...args: A) => R): (...args: A) => R {
  let last: { args: A; result: R } | null = null;
  return (...args: A) => {
    if (last && last.args.length === args.length && last.args.every((arg, i) => arg === args[i])) return last.result;
    const result = compute(...args);
    last = { args, result };
    return result;
  };
}

const treeOf = memo((items: Snapshot['context']['items'], virtualFolders: string[]) => buildTree(items, virtualFolders));
const searchedOf = memo((tree: TreeNode, search: string) => searchTree(tree, search));
const rowsOf = memo((tree: TreeNode, expanded: string[], searching: boolean) => visibleRows(tree, new Set(expanded), searching));

export const selectTree = (snapshot: Snapshot) => treeOf(snapshot.context.items, snapshot.context.virtualFolders);

/** The rows of the virtualized list: the search result, every folder open while searching. */
export const selectRows = (snapshot: Snapshot): TreeRow[] => {
  const searching = selectIsSearching(snapshot);
  return rowsOf(searchedOf(selectTree(snapshot), snapshot.context.search), snapshot.context.expanded, searching);
};

export const selectIsLoading = (snapshot: Snapshot) => snapshot.matches('loading');

export const selectSearch = (snapshot: Snapshot) => snapshot.context.search;

export const selectIsSearching = (snapshot: Snapshot) => snapshot.context.search.trim() !== '';

export const selectSelectedTestId = (snapshot: Snapshot) => snapshot.context.selectedTestId;

/** The key of the row showing the name input (see TreeRow.key), or null. */
export const selectEditingKey = (snapshot: Snapshot): string | null => {
  const editing = snapshot.matches('renaming') ? snapshot.context.editing : null;
  if (!editing) return null;
  return editing.kind === 'folder' ? `folder:${editing.path}` : `test:${editing.id}`;
};

export const selectDraftName = (snapshot: Snapshot) => snapshot.context.draftName;

/** The name rule's message for the draft, else why the last save failed, else null. */
export const selectDraftError = (snapshot: Snapshot) => treeNameError(snapshot.context.draftName) ?? snapshot.context.error;

/** A save is in flight: the input is disabled and further saves are ignored. */
export const selectIsBusy = (snapshot: Snapshot) => snapshot.hasTag('busy');

/** The browsing actions (rename, move, new folder, delete) are offered. */
export const selectCanAct = (snapshot: Snapshot) => snapshot.matches('browsing');

/** The name of what is being moved. */
export const selectMovingName = (snapshot: Snapshot): string => {
  const moving = snapshot.context.moving;
  if (!moving) return '';
  if (moving.kind === 'folder') return nameOf(moving.from);
  return snapshot.context.items.find((item) => item.test_case_id === moving.from)?.entity_name ?? '';
};

/** Where the item being moved may go ('' is the root), in tree order. */
export const selectMoveDestinations = (snapshot: Snapshot): string[] => {
  const moving = snapshot.context.moving;
  if (!moving) return [];
  const tree = selectTree(snapshot);
  if (moving.kind === 'folder') {
    const parent = findFolder(tree, moving.from)?.item.full_parent_path ?? '';
    return moveDestinations(tree, moving.from, parent);
  }
  const test = snapshot.context.items.find((item) => !item.is_folder && item.test_case_id === moving.from);
  return moveDestinations(tree, null, test?.full_parent_path ?? '');
};

/** What 'Move…' is moving, while the chooser is open or the move is saved. */
export const selectMoving = (snapshot: Snapshot) => (snapshot.matches('moving') ? snapshot.context.moving : null);
