/**
 * The test tree as pure data (spec sections 3, 4 and 5): the server's flat items nested into
 * folders, client-only (virtual) folders merged in, a keyword search, the visible rows of the
 * virtualized list, the status icon of a test, and the tree-item name rule.
 *
 * Paths are folder paths: names joined by "/", the empty string being the root. A folder's own
 * path is its `full_parent_path` plus its name. Everything here stays linear or n log n in the
 * number of items, because a project may hold 10,000 tests (bench/tree.bench.ts).
 */
import type { components } from '../../openapi/schema';
import { isRunnableState } from '../../rules/states';
import { REQUIRED_MESSAGE } from '../_shared/validation';

export type TreeItem = components['schemas']['TreeItem'];

export interface TreeNode {
  item: TreeItem;
  /** A folder's own path; a test's folder path. */
  path: string;
  /** The lower-cased name, computed once for the search. */
  lowerName: string;
  /** Folders first, then by name; empty for tests. */
  children: TreeNode[];
  /** Tests anywhere under a folder; 0 for tests. */
  testCount: number;
}

/** One line of the virtualized list. */
export interface TreeRow {
  key: string;
  depth: number;
  item: TreeItem;
  /** A folder's own path; a test's folder path. */
  path: string;
  /** Always false for tests. */
  isExpanded: boolean;
  testCount: number;
}

export function joinPath(parent: string, name: string): string {
  return parent ? `${parent}/${name}` : name;
}

export function parentOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

export function nameOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Whether `path` is `ancestor` itself or lies under it; every path lies under the root. */
export function isWithin(path: string, ancestor: string): boolean {
  return ancestor === '' || path === ancestor || path.startsWith(`${ancestor}/`);
}

/** Folders first, then by name: case-insensitive and numeric-aware ("Test 2" before "Test 10"). */
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compareNodes(a: TreeNode, b: TreeNode): number {
  if (a.item.is_folder !== b.item.is_folder) return a.item.is_folder ? -1 : 1;
  return collator.compare(a.item.entity_name, b.item.entity_name);
}

function folderNode(item: TreeItem, path: string): TreeNode {
  return { item, path, lowerName: item.entity_name.toLowerCase(), children: [], testCount: 0 };
}

/**
 * Nests the flat items into a tree under an unnamed root. Folders a test's path names but the
 * list lacks are added, so is every ancestor of a virtual folder. A virtual folder the server
 * also knows is the server's (not virtual): it holds tests now.
 */
export function buildTree(items: ReadonlyArray<TreeItem>, virtualFolders: ReadonlyArray<string> = []): TreeNode {
  const root = folderNode({ entity_name: '', full_parent_path: '', is_folder: true, is_virtual: false }, '');
  const folders = new Map<string, TreeNode>([['', root]]);
  const ensureFolder = (path: string, isVirtual: boolean): TreeNode => {
    const known = folders.get(path);
    if (known) return known;
    const parent = ensureFolder(parentOf(path), isVirtual);
    const node = folderNode({ entity_name: nameOf(path), full_parent_path: parent.path, is_folder: true, is_virtual: isVirtual }, path);
    folders.set(path, node);
    parent.children.push(node);
    return node;
  };
  const tests: TreeItem[] = [];
  for (const item of items) {
    if (item.is_folder) ensureFolder(joinPath(item.full_parent_path, item.entity_name), false);
    else tests.push(item);
  }
  for (const test of tests) {
    const folder = ensureFolder(test.full_parent_path, false);
    folder.children.push({ item: test, path: folder.path, lowerName: test.entity_name.toLowerCase(), children: [], testCount: 0 });
  }
  for (const path of virtualFolders) ensureFolder(path, true);
  countAndSort(root);
  return root;
}

function countAndSort(node: TreeNode): number {
  let count = 0;
  for (const child of node.children) count += child.item.is_folder ? countAndSort(child) : 1;
  node.children.sort(compareNodes);
  node.testCount = count;
  return count;
}

/**
 * Keeps what matches the keyword (case-insensitive substring of the name) with its ancestors;
 * a matching folder keeps all its contents. An empty keyword keeps everything.
 */
export function searchTree(root: TreeNode, keyword: string): TreeNode {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return root;
  const filter = (node: TreeNode): TreeNode | null => {
    if (node !== root && node.lowerName.includes(needle)) return node;
    if (!node.item.is_folder) return null;
    const children: TreeNode[] = [];
    for (const child of node.children) {
      const kept = filter(child);
      if (kept) children.push(kept);
    }
    return children.length > 0 || node === root ? { ...node, children } : null;
  };
  return filter(root)!;
}

/**
 * The rows of the list, depth first. A folder's contents show when it is expanded; with
 * `expandAll` (while searching) every folder shows its contents, so every match is visible.
 */
export function visibleRows(root: TreeNode, expanded: ReadonlySet<string>, expandAll = false): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (node: TreeNode, depth: number) => {
    for (const child of node.children) {
      const isFolder = child.item.is_folder;
      const isExpanded = isFolder && (expandAll || expanded.has(child.path));
      rows.push({
        key: isFolder ? `folder:${child.path}` : `test:${child.item.test_case_id ?? `${child.path}/${child.item.entity_name}`}`,
        depth,
        item: child.item,
        path: child.path,
        isExpanded,
        testCount: child.testCount,
      });
      if (isExpanded) walk(child, depth + 1);
    }
  };
  walk(root, 0);
  return rows;
}

/** The folder at `path` in a built tree, or undefined. */
export function findFolder(root: TreeNode, path: string): TreeNode | undefined {
  if (path === '') return root;
  let node: TreeNode | undefined = root;
  for (const name of path.split('/')) {
    node = node.children.find((child) => child.item.is_folder && child.item.entity_name === name);
    if (!node) return undefined;
  }
  return node;
}

/** Whether any test lies in the folder at `path` or under it. */
export function folderHasTests(items: ReadonlyArray<TreeItem>, path: string): boolean {
  return items.some((item) => !item.is_folder && isWithin(item.full_parent_path, path));
}

/** A name for a new folder in `parentPath` that no sibling folder has yet: 'New folder', 'New folder 2', ... */
export function newFolderName(items: ReadonlyArray<TreeItem>, virtualFolders: ReadonlyArray<string>, parentPath: string): string {
  const taken = new Set<string>();
  for (const item of items) if (item.is_folder && item.full_parent_path === parentPath) taken.add(item.entity_name.toLowerCase());
  for (const path of virtualFolders) if (parentOf(path) === parentPath) taken.add(nameOf(path).toLowerCase());
  let name = 'New folder';
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `New folder ${n}`;
  return name;
}

/** Every folder path a folder (or a test, with `folderPath` null) may move into; '' is the root. */
export function moveDestinations(root: TreeNode, folderPath: string | null, currentParent: string): string[] {
  const paths: string[] = [];
  const walk = (node: TreeNode) => {
    // A folder cannot move into itself or under itself.
    if (folderPath !== null && node.path !== '' && isWithin(node.path, folderPath)) return;
    if (node.path !== currentParent) paths.push(node.path);
    for (const child of node.children) if (child.item.is_folder) walk(child);
  };
  walk(root);
  return paths;
}

// ---------------------------------------------------------------- local edits

/** Rewrites the folder prefix `from` to `to` in a path under `from`; other paths are unchanged. */
export function replacePrefix(path: string, from: string, to: string): string {
  if (path === from) return to;
  return path.startsWith(`${from}/`) ? joinPath(to, path.slice(from.length + 1)) : path;
}

/** The items after the folder `from` became `to` (a rename or a move), as the server will have it. */
export function moveFolderItems(items: ReadonlyArray<TreeItem>, from: string, to: string): TreeItem[] {
  return items.map((item) => {
    const own = item.is_folder ? joinPath(item.full_parent_path, item.entity_name) : null;
    if (own === from) return { ...item, entity_name: nameOf(to), full_parent_path: parentOf(to) };
    const parent = replacePrefix(item.full_parent_path, from, to);
    return parent === item.full_parent_path ? item : { ...item, full_parent_path: parent };
  });
}

export function renameTestItem(items: ReadonlyArray<TreeItem>, testId: string, name: string): TreeItem[] {
  return items.map((item) => (item.test_case_id === testId && !item.is_folder ? { ...item, entity_name: name } : item));
}

export function moveTestItem(items: ReadonlyArray<TreeItem>, testId: string, toPath: string): TreeItem[] {
  return items.map((item) => (item.test_case_id === testId && !item.is_folder ? { ...item, full_parent_path: toPath } : item));
}

// ---------------------------------------------------------------- status icon (spec section 4)

export type StatusIconKind = 'notGenerated' | 'succeeded' | 'error' | 'failed' | 'running' | 'plain';

export interface StatusIcon {
  kind: StatusIconKind;
  /** Runnable only when completed or failed; any other state is greyed. */
  greyed: boolean;
}

const SUCCEEDED = new Set(['completed', 'succeeded', 'passed', 'action_succeeded']);
const ERROR_GROUP = new Set(['error', 'resources_exceeded', 'cancelled', 'aborted', 'executor_not_available']);
const FAILED = new Set(['failed', 'action_failed']);
export function isRunnable(state: string | null | undefined): boolean {
  return state != null && isRunnableState(state);
}

/** Not generated: clock; succeeded: green check; error group: orange alert; failed: red x; other states: spinning loader; no state: the plain type icon. */
export function statusIcon(state: string | null | undefined): StatusIcon {
  if (state == null || state === '') return { kind: 'plain', greyed: false };
  const greyed = !isRunnable(state);
  if (state === 'created') return { kind: 'notGenerated', greyed };
  if (SUCCEEDED.has(state)) return { kind: 'succeeded', greyed };
  if (ERROR_GROUP.has(state)) return { kind: 'error', greyed };
  if (FAILED.has(state)) return { kind: 'failed', greyed };
  return { kind: 'running', greyed };
}

// ---------------------------------------------------------------- name rule (spec section 5)

export const FORBIDDEN_CHARACTERS_MESSAGE = 'Contain forbidden characters';
/** The contract's `TreeName` limit. */
export const TREE_NAME_MAX_LENGTH = 200;

// eslint-disable-next-line no-control-regex -- control characters are exactly what the rule forbids.
const FORBIDDEN = /[<>:"/\\|?*\u0000-\u001f\u007f]/;

/** The message under a folder or test name being edited (checked trimmed), or null when valid. */
export function treeNameError(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return REQUIRED_MESSAGE;
  if (FORBIDDEN.test(trimmed)) return FORBIDDEN_CHARACTERS_MESSAGE;
  if (trimmed.length > TREE_NAME_MAX_LENGTH) return `At most ${TREE_NAME_MAX_LENGTH} characters`;
  return null;
}
