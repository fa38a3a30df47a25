import { describe, expect, it } from 'vitest';
import {
  FORBIDDEN_CHARACTERS_MESSAGE,
  buildTree,
  findFolder,
  moveDestinations,
  moveFolderItems,
  moveTestItem,
  newFolderName,
  renameTestItem,
  searchTree,
  statusIcon,
  treeNameError,
  visibleRows,
  type TreeItem,
  type TreeNode,
} from './treeModel';

import { folder, test } from './testTree.samples';

const items: TreeItem[] = [
  folder('checkout'),
  folder('account'),
  folder('guest', 'checkout'),
  test('Pay by card', 'checkout', 't1', 'completed'),
  test('Login', 'account', 't2', 'created'),
  test('Guest pays', 'checkout/guest', 't3', 'failed'),
  test('smoke', '', 't4'),
];

/** The tree as indented lines: folders end with '/'. */
function outline(node: TreeNode, depth = 0): string[] {
  return node.children.flatMap((child) => [
    `${'  '.repeat(depth)}${child.item.entity_name}${child.item.is_folder ? '/' : ''}`,
    ...outline(child, depth + 1),
  ]);
}

describe('buildTree', () => {
  it('nests the flat items, folders first, then by name', () => {
    expect(outline(buildTree(items))).toEqual(['account/', '  Login', 'checkout/', '  guest/', '    Guest pays', '  Pay by card', 'smoke']);
  });

  it('sorts names case-insensitively and numbers by value', () => {
    const tree = buildTree([test('Test 10', '', 'a'), test('test 2', '', 'b'), test('Alpha', '', 'c'), folder('zeta'), test('x', 'zeta', 'd')]);
    expect(outline(tree)).toEqual(['zeta/', '  x', 'Alpha', 'test 2', 'Test 10']);
  });

  it('adds the folders a test path names but the list lacks, and counts tests per folder', () => {
    const tree = buildTree([test('Deep', 'a/b/c', 't1'), test('Shallow', 'a', 't2')]);
    expect(outline(tree)).toEqual(['a/', '  b/', '    c/', '      Deep', '  Shallow']);
    expect(findFolder(tree, 'a')!.testCount).toBe(2);
    expect(findFolder(tree, 'a/b/c')!.testCount).toBe(1);
    expect(findFolder(tree, 'a/b')!.item).toEqual({ entity_name: 'b', full_parent_path: 'a', is_folder: true, is_virtual: false });
  });

  it('merges virtual folders with their ancestors; a folder the server knows is not virtual', () => {
    const tree = buildTree(items, ['checkout/drafts/new', 'account']);
    expect(outline(tree)).toEqual([
      'account/',
      '  Login',
      'checkout/',
      '  drafts/',
      '    new/',
      '  guest/',
      '    Guest pays',
      '  Pay by card',
      'smoke',
    ]);
    expect(findFolder(tree, 'checkout/drafts/new')!.item.is_virtual).toBe(true);
    expect(findFolder(tree, 'checkout/drafts')!.item.is_virtual).toBe(true);
    expect(findFolder(tree, 'checkout/drafts')!.testCount).toBe(0);
    expect(findFolder(tree, 'account')!.item.is_virtual).toBe(false);
  });
});

describe('searchTree', () => {
  const tree = buildTree(items);

  it('keeps matches (case-insensitive substring) with their ancestors', () => {
    expect(outline(searchTree(tree, 'PAYS'))).toEqual(['checkout/', '  guest/', '    Guest pays']);
    expect(outline(searchTree(tree, 'pay'))).toEqual(['checkout/', '  guest/', '    Guest pays', '  Pay by card']);
  });

  it("shows a matching folder's contents", () => {
    expect(outline(searchTree(tree, 'gue'))).toEqual(['checkout/', '  guest/', '    Guest pays']);
    expect(outline(searchTree(tree, 'acc'))).toEqual(['account/', '  Login']);
  });

  it('keeps everything for an empty keyword and nothing when nothing matches', () => {
    expect(searchTree(tree, '  ')).toBe(tree);
    expect(outline(searchTree(tree, 'nothing'))).toEqual([]);
  });
});

describe('visibleRows', () => {
  const tree = buildTree(items);
  const lines = (rows: ReturnType<typeof visibleRows>) => rows.map((row) => `${row.depth}:${row.item.entity_name}${row.isExpanded ? ' (open)' : ''}`);

  it('lists the root level with every folder closed', () => {
    expect(lines(visibleRows(tree, new Set()))).toEqual(['0:account', '0:checkout', '0:smoke']);
  });

  it('shows the contents of expanded folders only, at their depth', () => {
    expect(lines(visibleRows(tree, new Set(['checkout', 'checkout/guest', 'account/none'])))).toEqual([
      '0:account',
      '0:checkout (open)',
      '1:guest (open)',
      '2:Guest pays',
      '1:Pay by card',
      '0:smoke',
    ]);
    // A folder inside a closed one stays hidden, however it is marked.
    expect(lines(visibleRows(tree, new Set(['checkout/guest'])))).toEqual(['0:account', '0:checkout', '0:smoke']);
  });

  it('opens every folder when asked (while searching) and keys rows uniquely', () => {
    const rows = visibleRows(searchTree(tree, 'pay'), new Set(), true);
    expect(lines(rows)).toEqual(['0:checkout (open)', '1:guest (open)', '2:Guest pays', '1:Pay by card']);
    expect(rows.map((row) => row.key)).toEqual(['folder:checkout', 'folder:checkout/guest', 'test:t3', 'test:t1']);
  });
});

describe('local edits', () => {
  it('renames or moves a folder with everything under it', () => {
    const moved = moveFolderItems(items, 'checkout', 'shop/pay');
    expect(outline(buildTree(moved))).toEqual([
      'account/',
      '  Login',
      'shop/',
      '  pay/',
      '    guest/',
      '      Guest pays',
      '    Pay by card',
      'smoke',
    ]);
    // A sibling sharing the prefix as text is not under the folder.
    expect(moveFolderItems([test('x', 'checkout2', 't9')], 'checkout', 'shop')[0]!.full_parent_path).toBe('checkout2');
  });

  it('renames and moves a test', () => {
    expect(renameTestItem(items, 't1', 'Card')[3]!.entity_name).toBe('Card');
    expect(moveTestItem(items, 't1', 'account')[3]!.full_parent_path).toBe('account');
  });

  it('names a new folder after its siblings', () => {
    expect(newFolderName(items, [], 'checkout')).toBe('New folder');
    expect(newFolderName([...items, folder('new folder', 'checkout')], ['checkout/New folder 2'], 'checkout')).toBe('New folder 3');
  });

  it('offers every folder but itself, its own and its current parent as a destination', () => {
    const tree = buildTree(items);
    expect(moveDestinations(tree, 'checkout/guest', 'checkout')).toEqual(['', 'account']);
    expect(moveDestinations(tree, 'checkout', '')).toEqual(['account']);
    expect(moveDestinations(tree, null, 'checkout')).toEqual(['', 'account', 'checkout/guest']);
  });
});

describe('statusIcon (spec section 4)', () => {
  it.each([
    ['created', 'notGenerated', true],
    ['completed', 'succeeded', false],
    ['succeeded', 'succeeded', true],
    ['passed', 'succeeded', true],
    ['error', 'error', true],
    ['resources_exceeded', 'error', true],
    ['cancelled', 'error', true],
    ['aborted', 'error', true],
    ['executor_not_available', 'error', true],
    ['failed', 'failed', false],
    ['pending', 'running', true],
    ['running', 'running', true],
    ['retrying', 'running', true],
    ['waiting_for_executor', 'running', true],
    ['action_running', 'running', true],
    [undefined, 'plain', false],
  ] as const)('%s: %s, greyed %s', (state, kind, greyed) => {
    expect(statusIcon(state)).toEqual({ kind, greyed });
  });
});

describe('treeNameError (spec section 5)', () => {
  it('requires a name', () => {
    expect(treeNameError('')).toBe('This field is required');
    expect(treeNameError('   ')).toBe('This field is required');
  });

  it.each(['a<b', 'a>b', 'a:b', 'a"b', 'a/b', 'a\\b', 'a|b', 'a?b', 'a*b', 'a\u0000b', 'a\tb', 'a\u001fb', 'a\u007fb'])('refuses %j', (name) => {
    expect(treeNameError(name)).toBe(FORBIDDEN_CHARACTERS_MESSAGE);
    expect(FORBIDDEN_CHARACTERS_MESSAGE).toBe('Contain forbidden characters');
  });

  it('accepts other names, spaces and punctuation included, up to the contract limit', () => {
    for (const name of ['Checkout', ' Pay by card ', 'v2.0 (beta) - #1 & more', 'Ünïcode 名前']) expect(treeNameError(name)).toBeNull();
    expect(treeNameError('x'.repeat(200))).toBeNull();
    expect(treeNameError('x'.repeat(201))).toBe('At most 200 characters');
  });
});
