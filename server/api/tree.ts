/**
 * A project's test tree as the flat item list of spec section 3: one item per folder (every
 * prefix of every test's path) and one per test; folders first, then by name, within each level.
 */
export type TreeTest = { id: string; name: string; path: string; state: string };

export type TreeItem = {
  entity_name: string;
  full_parent_path: string;
  is_folder: boolean;
  is_virtual: boolean;
  test_case_id?: string;
  test_case_state?: string;
};

/** Paths are folder paths like "checkout/guest"; slashes at either end and doubled ones mean nothing. */
export function normalizePath(path: string): string {
  return path
    .split('/')
    .map((part) => part.trim())
    .filter(Boolean)
    .join('/');
}

/** Names compare like people read them: case and accents aside, "Step 2" before "Step 10". */
export const treeCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The order of the tree: one stable sort of all items, folders (as first met) then tests (in row
 * order), with this comparator.
 */
function compareTreeItems(a: TreeItem, b: TreeItem): number {
  if (a.full_parent_path !== b.full_parent_path) return treeCollator.compare(a.full_parent_path, b.full_parent_path);
  if (a.is_folder !== b.is_folder) return a.is_folder ? -1 : 1;
  return treeCollator.compare(a.entity_name, b.entity_name);
}

export function buildTree(tests: TreeTest[]): TreeItem[] {
  const folders = new Folders();
  // Most tests share their folder with others: normalize each distinct raw path, and add its
  // folders, only once.
  const normalized = new Map<string, string>();
  const testItems: TreeItem[] = [];
  for (const test of tests) {
    let path = normalized.get(test.path);
    if (path === undefined) {
      path = normalizePath(test.path);
      normalized.set(test.path, path);
      folders.add(path);
    }
    testItems.push({
      entity_name: test.name,
      full_parent_path: path,
      is_folder: false,
      is_virtual: false,
      test_case_id: test.id,
      test_case_state: test.state,
    });
  }
  return sortByLevel(folders.items, testItems) ?? [...folders.items, ...testItems].sort(compareTreeItems);
}

/** Every folder of the tree, in the order first met. */
class Folders {
  readonly items: TreeItem[] = [];
  private readonly seen = new Set<string>();

  /** The folder at `path` and all its ancestors. */
  add(path: string) {
    let parent = '';
    for (const name of path ? path.split('/') : []) {
      const full = parent ? `${parent}/${name}` : name;
      if (!this.seen.has(full)) {
        this.seen.add(full);
        this.items.push({ entity_name: name, full_parent_path: parent, is_folder: true, is_virtual: false });
      }
      parent = full;
    }
  }
}

/**
 * The same list as the plain sort, for a fraction of the work: sorting all items at once compares
 * long parent paths over and over (~150,000 collator calls for 10,000 tests), while grouping them
 * by parent sorts the few distinct parents once and then each small level on its own.
 *
 * Only when no two different parent paths are equal to the collator ("Checkout" and "checkout"):
 * compareTreeItems calls items of such parents equal while it orders each parent's own items, so
 * the plain sort's result then depends on its algorithm, and only the plain sort gives it (null).
 */
export function sortByLevel(folders: TreeItem[], tests: TreeItem[]): TreeItem[] | null {
  const levels = new Map<string, { folders: TreeItem[]; tests: TreeItem[] }>();
  const levelOf = (parent: string) => {
    let level = levels.get(parent);
    if (!level) {
      level = { folders: [], tests: [] };
      levels.set(parent, level);
    }
    return level;
  };
  for (const folder of folders) levelOf(folder.full_parent_path).folders.push(folder);
  for (const test of tests) levelOf(test.full_parent_path).tests.push(test);

  const parents = [...levels.keys()].sort(treeCollator.compare);
  if (parents.some((parent, index) => index > 0 && treeCollator.compare(parents[index - 1], parent) === 0)) return null;

  // A stable sort by name keeps equal names in the order met, as the plain sort does.
  const byName = (a: TreeItem, b: TreeItem) => treeCollator.compare(a.entity_name, b.entity_name);
  const items: TreeItem[] = [];
  for (const parent of parents) {
    const level = levels.get(parent)!;
    for (const item of level.folders.sort(byName)) items.push(item);
    for (const item of level.tests.sort(byName)) items.push(item);
  }
  return items;
}
