import { describe, expect, it } from 'vitest';
import { HttpError } from './httpError.ts';
import { folderPath, isProductAddress, parameterKeys, publishSlug, requiredText, treeName, treePath, websiteUrl } from './validation.ts';

const messageOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    if (error instanceof HttpError) return `${error.statusCode} ${error.message}`;
    throw error;
  }
  return 'accepted';
};

describe('spec section 5 rules on the server', () => {
  it('trims required fields and refuses blank ones', () => {
    expect(requiredText('  Buy  ', 'name')).toBe('Buy');
    expect(messageOf(() => requiredText(' \t', 'name'))).toBe('400 This field is required');
  });

  it('refuses forbidden characters in names and in each folder of a path', () => {
    for (const bad of ['a<b', 'a>b', 'a:b', 'a"b', 'a/b', 'a\\b', 'a|b', 'a?b', 'a*b', 'a\u0007b']) {
      expect(
        messageOf(() => treeName(bad)),
        bad,
      ).toBe('400 Contain forbidden characters');
    }
    expect(treeName(' Checkout (guest) ')).toBe('Checkout (guest)');
    expect(treePath('/checkout//guest/ ')).toBe('checkout/guest');
    expect(treePath('')).toBe('');
    expect(messageOf(() => treePath('checkout/gu*est'))).toBe('400 Contain forbidden characters');
    expect(messageOf(() => folderPath('/', 'path_prefix'))).toBe('400 This field is required');
  });

  it('checks addresses loosely: no top-level domain needed, underscores allowed, under 2083 characters', () => {
    for (const good of ['http://localhost:8080/x', 'intranet', 'https://my_host.internal/a?b=c', 'shop.test']) expect(websiteUrl(good)).toBe(good);
    for (const bad of ['not a url', 'ftp://x.test', `http://a.test/${'x'.repeat(2083)}`, 'http://:80']) {
      expect(
        messageOf(() => websiteUrl(bad)),
        bad,
      ).toBe('400 Invalid URL');
    }
  });

  it('checks parameter keys and slugs', () => {
    expect(parameterKeys({ _a1: 'x', B: '' })).toEqual({ _a1: 'x', B: '' });
    expect(messageOf(() => parameterKeys({ '1a': 'x' }))).toBe('400 Invalid parameter key');
    expect(publishSlug(undefined)).toBeNull();
    expect(publishSlug('checkout-flow-test')).toBe('checkout-flow-test');
    expect(messageOf(() => publishSlug('Checkout Flow'))).toBe('400 Only lowercase letters, numbers, and dashes are allowed.');
  });

  it("knows the product's own address: same scheme, host and port, loopback names alike", () => {
    const product = 'http://localhost:3000';
    for (const same of ['http://localhost:3000/x', 'http://127.0.0.1:3000', 'http://[::1]:3000/', 'localhost:3000', 'HTTP://LOCALHOST:3000']) {
      expect(isProductAddress(same, product), same).toBe(true);
    }
    for (const other of ['http://localhost:3001', 'https://localhost:3000', 'http://shop.test:3000', 'http://localhost']) {
      expect(isProductAddress(other, product), other).toBe(false);
    }
    expect(isProductAddress('https://journey.example.com/tests', 'https://journey.example.com')).toBe(true);
    expect(isProductAddress('https://journey.example.com:443', 'https://journey.example.com')).toBe(true);
  });
});
