import { describe, expect, it } from 'vitest';
import { emailError, isEmail, passwordPolicyFailures, passwordRuleLabel, requiredError, weakPasswordReasonText } from './validation';

describe('required', () => {
  it('is non-empty after trimming', () => {
    expect(requiredError('')).toBe('This field is required');
    expect(requiredError(' \t\n ')).toBe('This field is required');
    expect(requiredError(' x ')).toBeNull();
  });
});

describe('e-mail', () => {
  it('accepts ordinary and self-hosted addresses', () => {
    for (const address of ['ada@example.com', 'a.b+tag@sub.example.co.uk', "o'brien@example.ie", 'admin@localhost', 'x@a-b.io']) {
      expect(isEmail(address), address).toBe(true);
    }
  });

  it('refuses malformed addresses', () => {
    for (const address of [
      'ada',
      'ada@',
      '@example.com',
      'ada@@example.com',
      'ada@example..com',
      'ada @example.com',
      'ada@-example.com',
      'ada@example.com.',
    ]) {
      expect(isEmail(address), address).toBe(false);
    }
  });

  it('allows at most 254 characters, 64 of them before the @, and 63 per domain label', () => {
    const label = (n: number) => 'a'.repeat(n);
    expect(isEmail(`${label(64)}@example.com`)).toBe(true);
    expect(isEmail(`${label(65)}@example.com`)).toBe(false);
    expect(isEmail(`ada@${label(63)}.com`)).toBe(true);
    expect(isEmail(`ada@${label(64)}.com`)).toBe(false);
    const domain = [label(63), label(63), label(63), label(57)].join('.'); // 249 characters
    expect(isEmail(`ada@${domain}`)).toBe(true); // 253
    expect(isEmail(`adam@${domain}`)).toBe(true); // 254
    expect(isEmail(`adams@${domain}`)).toBe(false); // 255
  });

  it('is checked trimmed, required first', () => {
    expect(emailError('  ')).toBe('This field is required');
    expect(emailError('ada')).toBe('Invalid Email');
    expect(emailError('  ada@example.com ')).toBeNull();
  });
});

describe('password policy', () => {
  it('lists the rules a password breaks, in order', () => {
    expect(passwordPolicyFailures('')).toEqual(['minLength', 'lowercase', 'uppercase', 'digit', 'symbol']);
    expect(passwordPolicyFailures('secret')).toEqual(['minLength', 'uppercase', 'digit', 'symbol']);
    expect(passwordPolicyFailures('Secret-1')).toEqual([]);
    expect(passwordPolicyFailures('SECRET-12')).toEqual(['lowercase']);
    expect(passwordPolicyFailures('Secret 12')).toEqual([]);
  });

  it('counts code points and letters beyond ASCII', () => {
    expect(passwordPolicyFailures('Ärger-1ü')).toEqual([]);
    expect(passwordPolicyFailures('Aa1-😀😀')).toEqual(['minLength']);
  });

  it('takes other minimums', () => {
    const policy = { minLength: 12, minLowercase: 2, minUppercase: 1, minDigits: 2, minSymbols: 1 };
    expect(passwordPolicyFailures('Secret-1', policy)).toEqual(['minLength', 'digit']);
    expect(passwordRuleLabel('digit', policy)).toBe('At least 2 numbers');
  });

  it('names each rule', () => {
    expect(['minLength', 'lowercase', 'uppercase', 'digit', 'symbol'].map((rule) => passwordRuleLabel(rule as never))).toEqual([
      'At least 8 characters',
      'One lowercase letter',
      'One uppercase letter',
      'One number',
      'One symbol',
    ]);
  });

  it("explains the server's weak-password reasons", () => {
    expect(weakPasswordReasonText('length')).toBe('The password is too short.');
    expect(weakPasswordReasonText('something new')).toBe('something new');
  });
});
