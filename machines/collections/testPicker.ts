/**
 * The rows of the test picker: the project's tree (folders first, then by name, as the Tests
 * page shows it), every folder open, filtered by the search keyword. A folder's box stands for
 * all the tests under it that the search keeps: ticked when all are picked, mixed when some are.
 */
import { buildTree, searchTree, visibleRows, type TreeItem, type TreeNode } from '../testTree/treeModel';

export interface PickerRow {
  key: string;
  depth: number;
  name: string;
  isFolder: boolean;
  /** The tests the box picks: the test itself, or every test under the folder. */
  testIds: string[];
  checked: boolean | 'indeterminate';
  /** The test's state, for its status icon; null for folders. */
  state: string | null;
}

function testIdsUnder(node: TreeNode): string[] {
  if (!node.item.is_folder) return node.item.test_case_id ? [node.item.test_case_id] : [];
  return node.children.flatMap(testIdsUnder);
}

function folderAt(root: TreeNode, path: string): TreeNode | undefined {
  let node: TreeNode | undefined = root;
  for (const name of path.split('/')) node = node?.children.find((child) => child.item.is_folder && child.item.entity_name === name);
  return node;
}

function checkedState(ids: string[], picked: ReadonlySet<string>): boolean | 'indeterminate' {
  const count = ids.filter((id) => picked.has(id)).length;
  if (count === 0) return false;
  return count === ids.length ? true : 'indeterminate';
}

export function pickerRows(items: ReadonlyArray<TreeItem>, search: string, selectedIds: ReadonlyArray<string>): PickerRow[] {
  const root = searchTree(buildTree(items), search);
  const picked = new Set(selectedIds);
  return visibleRows(root, new Set(), true).flatMap((row) => {
    const testIds = row.item.is_folder ? testIdsUnder(folderAt(root, row.path)!) : row.item.test_case_id ? [row.item.test_case_id] : [];
    // A folder with no tests under it offers nothing to pick.
    if (testIds.length === 0) return [];
    return [
      {
        key: row.key,
        depth: row.depth,
        name: row.item.entity_name,
        isFolder: row.item.is_folder,
        testIds,
        checked: checkedState(testIds, picked),
        state: row.item.is_folder ? null : (row.item.test_case_state ?? null),
      },
    ];
  });
}
