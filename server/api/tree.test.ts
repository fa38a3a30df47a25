import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTree, normalizePath, sortByLevel, treeCollator, type TreeItem, type TreeTest } from './tree.ts';

/**
 * The order buildTree promises, as the plain sort it used to be: all items at once, stably, by
 * parent path, folders first, then name. buildTree sorts level by level to be cheaper and must
 * give exactly this list.
 */
function referenceTree(tests: TreeTest[]): TreeItem[] {
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
  return [...folders.values(), ...items].sort((a, b) => {
    if (a.full_parent_path !== b.full_parent_path) return treeCollator.compare(a.full_parent_path, b.full_parent_path);
    if (a.is_folder !== b.is_folder) return a.is_folder ? -1 : 1;
    return treeCollator.compare(a.entity_name, b.entity_name);
  });
}

/** Names the collator finds equal, or orders unlike code points do. */
const TRICKY = [
  'a',
  'A',
  'á',
  'Á',
  'ä',
  'b',
  'B',
  'ab',
  'a b',
  ' a',
  'a-b',
  'a_b',
  'ab.',
  'Ab',
  'Step 2',
  'step 2',
  'Step 02',
  'Step 10',
  'step 1',
  'Step 1.5',
  'Step 1,5',
  '10',
  '9',
  '010',
  '2x',
  'x2',
  'x10',
  'ß',
  'ss',
  'SS',
  'Straße',
  'strasse',
  'é',
  'e\u0301',
  'É',
  'Ω',
  'ω',
  'Ａ',
  'ﬁ',
  'fi',
  '日本',
  '本',
  '🙂',
  '🙃',
  'Ǆ',
  'ǅ',
  'ǆ',
  'checkout',
  'Checkout',
  'Chéckout',
  'CHECKOUT',
  'check out',
];

describe('the test tree', () => {
  it('lists every folder level and every test, folders first then by name', () => {
    const tree = buildTree([
      { id: 't1', name: 'Pay by card', path: 'checkout/guest', state: 'completed' },
      { id: 't2', name: 'Alpha', path: '', state: 'created' },
      { id: 't3', name: 'Apply coupon', path: 'checkout', state: 'failed' },
    ]);
    expect(tree.map((i) => [i.full_parent_path, i.entity_name, i.is_folder])).toEqual([
      ['', 'checkout', true],
      ['', 'Alpha', false],
      ['checkout', 'guest', true],
      ['checkout', 'Apply coupon', false],
      ['checkout/guest', 'Pay by card', false],
    ]);
    expect(tree.find((i) => i.test_case_id === 't1')).toEqual({
      entity_name: 'Pay by card',
      full_parent_path: 'checkout/guest',
      is_folder: false,
      is_virtual: false,
      test_case_id: 't1',
      test_case_state: 'completed',
    });
  });

  it('treats stray slashes and spaces in paths as nothing', () => {
    expect(normalizePath(' /a//b/ ')).toBe('a/b');
    expect(buildTree([{ id: 't', name: 'x', path: '/a/', state: 'created' }]).map((i) => i.entity_name)).toEqual(['a', 'x']);
  });

  it('orders tricky names exactly as one plain sort by parent, folders first, then name', () => {
    const paths = ['', 'checkout', 'Checkouts/Guest', 'Step 10', 'Step 2/a', 'ß', 'sß/x', 'é/é', '日本/本', ' spaced / out '];
    const tests: TreeTest[] = [];
    for (const [p, path] of paths.entries()) {
      for (const [n, name] of TRICKY.entries()) if ((n + p) % 3 === 0) tests.push({ id: `t${p}-${n}`, name, path, state: 'created' });
    }
    // Equal names in one folder: their order is the order rows came in, as before.
    tests.push({ id: 'dup-1', name: 'a', path: 'checkout', state: 'created' }, { id: 'dup-2', name: 'A', path: 'checkout', state: 'failed' });
    for (const order of [tests, [...tests].reverse()]) {
      const tree = buildTree(order);
      expect(tree).toEqual(referenceTree(order));
      // These paths differ to the collator: the level-by-level sort answered, not the fallback.
      expect(
        sortByLevel(
          tree.filter((item) => item.is_folder),
          tree.filter((item) => !item.is_folder),
        ),
      ).not.toBeNull();
    }
  });

  it('falls back to the plain sort for parents the collator finds equal, whose order only it defines', () => {
    const tests: TreeTest[] = ['checkout', 'Checkout', 'Chéckout', 'Ａ', 'a'].flatMap((path, p) =>
      ['b', 'a', '2x', 'A'].map((name, n) => ({ id: `t${p}-${n}`, name, path, state: 'created' })),
    );
    expect(buildTree(tests)).toEqual(referenceTree(tests));
  });

  it('agrees with the plain sort on any tests made of tricky names and paths', () => {
    const segment = fc.constantFrom(...TRICKY);
    const anyPath = fc.array(segment, { maxLength: 3 }).map((parts) => parts.join('/'));
    // Paths no two of which the collator finds equal: the level-by-level sort's own ground.
    const distinctPath = fc.constantFrom('', 'checkout', 'checkout/guest', 'Step 2', 'Step 10', 'ß/x', '日本');
    for (const path of [anyPath, distinctPath]) {
      const test = fc.record({ id: fc.uuid(), name: segment, path, state: fc.constantFrom('created', 'failed') });
      fc.assert(
        fc.property(fc.array(test, { maxLength: 60 }), (tests) => {
          expect(buildTree(tests)).toEqual(referenceTree(tests));
        }),
        { numRuns: 300 },
      );
    }
  });
});
