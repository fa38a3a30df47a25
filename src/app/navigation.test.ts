import { describe, expect, it } from 'vitest';
import { addressForSuite } from './navigation';

describe('the address follows the selected project', () => {
  it('puts the project into project-scoped screens', () => {
    expect(addressForSuite('/tests', 'p1')).toBe('/tests/p1');
    expect(addressForSuite('/modules', 'p1')).toBe('/modules/p1');
  });
  it('drops a test or collection id that belonged to the previous project', () => {
    expect(addressForSuite('/tests/p0/t9', 'p1')).toBe('/tests/p1');
    expect(addressForSuite('/collections/p0/c3', 'p1')).toBe('/collections/p1');
  });
  it('leaves the address alone when it already names the project, or the screen has no project', () => {
    expect(addressForSuite('/tests/p1/t9', 'p1')).toBeNull();
    expect(addressForSuite('/change-password', 'p1')).toBeNull();
    expect(addressForSuite('/run/p0/r1', 'p1')).toBeNull();
  });
  it('removes a project that no longer exists', () => {
    expect(addressForSuite('/tests/p0', null)).toBe('/tests');
  });
});
