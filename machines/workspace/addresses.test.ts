import { describe, expect, it } from 'vitest';
import { addressWithSuite, bareTestsSuite, savedTestAddress } from './addresses';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('addresses', () => {
  it('names the selected project in a project-scoped address that has none', () => {
    expect(addressWithSuite(at('/collections'), 'p1')).toBe('/collections/p1');
    expect(addressWithSuite(at('/tests', '?new'), 'p1')).toBe('/tests/p1?new');
    expect(addressWithSuite(at('/tests/p0'), 'p1')).toBeNull();
    expect(addressWithSuite(at('/change-password'), 'p1')).toBeNull();
    expect(addressWithSuite(at('/tests'), null)).toBeNull();
  });

  it('reads a bare Tests address only', () => {
    expect(bareTestsSuite(at('/tests/s1'))).toBe('s1');
    expect(bareTestsSuite(at('/tests/s1/t1'))).toBeNull();
    expect(bareTestsSuite(at('/tests/s1', '?new'))).toBeNull();
    expect(bareTestsSuite(at('/tests'))).toBeNull();
    expect(bareTestsSuite(at('/collections/s1'))).toBeNull();
  });

  it("answers the saved test's address only when the tree holds it as a test", () => {
    const tree = [
      { is_folder: true, test_case_id: null },
      { is_folder: false, test_case_id: 't1' },
    ];
    expect(savedTestAddress('s1', tree, 't1')).toBe('/tests/s1/t1');
    expect(savedTestAddress('s1', tree, 't-gone')).toBeNull();
    expect(savedTestAddress('s1', tree, null)).toBeNull();
  });
});
