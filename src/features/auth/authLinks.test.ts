import { describe, expect, it } from 'vitest';
import { isRegisterMode, REGISTER_ADDRESS } from './authLinks';

describe('register mode of the login screen', () => {
  it('is chosen by ?mode=register, whatever else the address carries', () => {
    expect(isRegisterMode(new URL(REGISTER_ADDRESS, 'http://x').search)).toBe(true);
    expect(isRegisterMode('?redirectTo=%2Ftests&mode=register')).toBe(true);
    expect(isRegisterMode('?redirectTo=%2Ftests')).toBe(false);
    expect(isRegisterMode('')).toBe(false);
  });
});
