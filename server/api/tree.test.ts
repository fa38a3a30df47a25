import { describe, expect, it } from 'vitest';
import { buildTree, normalizePath } from './tree.ts';

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
});
