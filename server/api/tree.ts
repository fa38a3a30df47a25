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
  return path.split('/').map((part) => part.trim()).filter(Boolean).join('/');
}

export function buildTree(tests: TreeTest[]): TreeItem[] {
  const folders = new Map<string, TreeItem>();
  const items: TreeItem[] = [];
  for (const test of tests) {
    const parts = normalizePath(test.path).split('/').filter(Boolean);
    parts.forEach((name, depth) => {
      const parent = parts.slice(0, depth).join('/');
      const full = parent ? `${parent}/${name}` : name;
      if (!folders.has(full)) folders.set(full, { entity_name: name, full_parent_path: parent, is_folder: true, is_virtual: false });
    });
    items.push({
      entity_name: test.name,
      full_parent_path: parts.join('/'),
      is_folder: false,
      is_virtual: false,
      test_case_id: test.id,
      test_case_state: test.state,
    });
  }
  return [...folders.values(), ...items].sort(compareTreeItems);
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compareTreeItems(a: TreeItem, b: TreeItem): number {
  if (a.full_parent_path !== b.full_parent_path) return collator.compare(a.full_parent_path, b.full_parent_path);
  if (a.is_folder !== b.is_folder) return a.is_folder ? -1 : 1;
  return collator.compare(a.entity_name, b.entity_name);
}
