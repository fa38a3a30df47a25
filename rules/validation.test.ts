/** The address and colour rules added for the create-organization form (spec section 5). */
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { parse } from 'yaml';
import {
  isCssColour,
  isParameterKey,
  isValidUrl,
  maxLengthError,
  optionalColourError,
  optionalUrlError,
  PARAMETER_KEY_MAX_LENGTH,
  PARAMETER_KEY_PATTERN,
} from './validation';

describe('URL', () => {
  it('accepts web addresses without a top-level domain, with underscores, ports and paths', () => {
    for (const address of [
      'https://acme.example/logo.png',
      'http://localhost:5173',
      'http://intranet/logo.svg',
      'https://my_team.example.com/a_b/c?size=64&v=2#top',
      'acme.example/logo.png',
      'localhost',
      'http://127.0.0.1:8080/x',
      'http://[::1]:3000/',
      'https://user:secret@files.example/logo.png',
      'https://bücher.example/logo.png',
      'HTTPS://ACME.EXAMPLE',
    ]) {
      expect(isValidUrl(address), address).toBe(true);
    }
  });

  it('refuses what is not a web address', () => {
    for (const address of [
      '',
      'not a url',
      'https://',
      'https://-acme.example',
      'https://acme-.example',
      'https://acme..example',
      'https://acme.example.',
      'https://acme.123',
      'https://acme.example:0',
      'https://acme.example:65536',
      'https://acme.example:port',
      'ftp://acme.example/logo.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//acme.example/logo.png',
      'https://acme example/logo.png',
      'https://[nonsense]/',
      'https://acme.example/<script>'.replace('<script>', 'a b'),
      'https://@/',
    ]) {
      expect(isValidUrl(address), address).toBe(false);
    }
  });

  it('can require the protocol', () => {
    expect(isValidUrl('acme.example/logo.png', { requireProtocol: true })).toBe(false);
    expect(isValidUrl('https://acme.example/logo.png', { requireProtocol: true })).toBe(true);
  });

  it('stays under 2083 characters', () => {
    const prefix = 'https://acme.example/';
    expect(isValidUrl(prefix + 'a'.repeat(2082 - prefix.length))).toBe(true);
    expect(isValidUrl(prefix + 'a'.repeat(2083 - prefix.length))).toBe(false);
  });

  it('labels a domain up to 63 characters', () => {
    expect(isValidUrl(`https://${'a'.repeat(63)}.example`)).toBe(true);
    expect(isValidUrl(`https://${'a'.repeat(64)}.example`)).toBe(false);
  });

  it('is optional and checked trimmed', () => {
    expect(optionalUrlError('')).toBeNull();
    expect(optionalUrlError('   ')).toBeNull();
    expect(optionalUrlError(' https://acme.example/logo.png ')).toBeNull();
    expect(optionalUrlError('acme logo')).toBe('Invalid URL');
    expect(optionalUrlError('acme.example/logo.png', { requireProtocol: true })).toBe('Invalid URL');
  });
});

describe('colour', () => {
  it('accepts hex, colour functions and named colours', () => {
    for (const colour of [
      '#f60',
      '#f60c',
      '#ff6600',
      '#FF6600CC',
      'rgb(255, 102, 0)',
      'rgba(255,102,0,0.5)',
      'rgb(255 102 0)',
      'hsl(24, 100%, 50%)',
      'hsl(24deg 100% 50%)',
      'oklch(0.7 0.19 45)',
      'RebeccaPurple',
      'transparent',
    ]) {
      expect(isCssColour(colour), colour).toBe(true);
    }
  });

  it('refuses anything else, and anything that could smuggle CSS in', () => {
    for (const colour of [
      '',
      'ff6600',
      '#ff666',
      '#gg6600',
      'blurple',
      'rgb(255, 102)',
      'rgb(255, 102, 0, 1, 1)',
      'rgb(0 0 0 / 50%)',
      'url(https://acme.example/x.png)',
      'red;',
      'red; background: url(x)',
      '} body {',
      '#ff6600}',
      'rgb(255,102,0);',
      `#${'f'.repeat(64)}`,
    ]) {
      expect(isCssColour(colour), colour).toBe(false);
    }
  });

  it('is optional and checked trimmed', () => {
    expect(optionalColourError('')).toBeNull();
    expect(optionalColourError(' #ff6600 ')).toBeNull();
    expect(optionalColourError('red; color: blue')).toBe('Invalid colour');
  });
});

describe('maximum length', () => {
  it('counts the trimmed value', () => {
    expect(maxLengthError(`  ${'a'.repeat(200)}  `, 200)).toBeNull();
    expect(maxLengthError('a'.repeat(201), 200)).toBe('At most 200 characters');
  });
});

describe('parameter key', () => {
  it("is the contract's ParameterKey, length included", () => {
    const contract = parse(fs.readFileSync(new URL('../openapi/api.yaml', import.meta.url), 'utf8'));
    const { pattern, maxLength } = contract.components.schemas.ParameterKey;
    expect([PARAMETER_KEY_PATTERN.source, PARAMETER_KEY_MAX_LENGTH]).toEqual([pattern, maxLength]);
  });

  it('accepts a letter or underscore, then letters, digits and underscores, up to the limit', () => {
    expect(['CARD', '_token', 'user_2', 'k'.repeat(200)].map(isParameterKey)).toEqual([true, true, true, true]);
    expect(['', '1st', 'card-number', 'café', 'k'.repeat(201)].map(isParameterKey)).toEqual([false, false, false, false, false]);
  });
});
