import { describe, expect, it } from 'vitest';
import { storageStateProblem as serverProblem } from '../../server/api/handlers/browserStates.ts';
import { adminStorageState } from './browserStates.fixtures';
import { nameFromFileName, NOT_JSON, parseStorageStateFile, storageStateProblem } from './storageStateFile';

const cookie = adminStorageState.cookies[0]!;
const origin = adminStorageState.origins[0]!;

/** Wrong files, each with the message naming its first wrong entry. */
const wrong: Array<[string, unknown, string]> = [
  ['a list', [], 'the file must be an object with cookies and origins.'],
  ['null', null, 'the file must be an object with cookies and origins.'],
  ['no cookies', { origins: [] }, 'cookies must be a list.'],
  ['cookies not a list', { cookies: {}, origins: [] }, 'cookies must be a list.'],
  ['no origins', { cookies: [] }, 'origins must be a list.'],
  ['a cookie not an object', { cookies: ['session=1'], origins: [] }, 'cookies[0] must be an object.'],
  ['a cookie without a domain', { cookies: [cookie, { ...cookie, domain: undefined }], origins: [] }, 'cookies[1].domain must be a string.'],
  ['a numeric cookie value', { cookies: [{ ...cookie, value: 1 }], origins: [] }, 'cookies[0].value must be a string.'],
  ['expires as text', { cookies: [{ ...cookie, expires: '2026-01-01' }], origins: [] }, 'cookies[0].expires must be a number.'],
  ['httpOnly as text', { cookies: [{ ...cookie, httpOnly: 'true' }], origins: [] }, 'cookies[0].httpOnly must be true or false.'],
  ['secure as a number', { cookies: [{ ...cookie, secure: 1 }], origins: [] }, 'cookies[0].secure must be true or false.'],
  ['sameSite lower case', { cookies: [{ ...cookie, sameSite: 'lax' }], origins: [] }, 'cookies[0].sameSite must be Strict, Lax or None.'],
  ['an origin not an object', { cookies: [], origins: ['https://shop.example'] }, 'origins[0] must be an object.'],
  ['an origin without its address', { cookies: [], origins: [{ localStorage: [] }] }, 'origins[0].origin must be a string.'],
  ['no localStorage', { cookies: [], origins: [{ origin: 'https://shop.example' }] }, 'origins[0].localStorage must be a list.'],
  [
    'a localStorage entry without a value',
    { cookies: [], origins: [origin, { origin: 'https://a.example', localStorage: [{ name: 'a', value: 'b' }, { name: 'cart' }] }] },
    'origins[1].localStorage[1] must have a string name and value.',
  ],
];

describe('parseStorageStateFile', () => {
  it('reads what browserContext.storageState() writes', () => {
    expect(parseStorageStateFile(JSON.stringify(adminStorageState, null, 2))).toEqual({ ok: true, storageState: adminStorageState });
  });

  it('takes an empty state and cookies with only the required fields', () => {
    expect(parseStorageStateFile('{"cookies":[],"origins":[]}')).toEqual({ ok: true, storageState: { cookies: [], origins: [] } });
    const minimal = { cookies: [{ name: 'a', value: 'b', domain: 'c', path: '/' }], origins: [{ origin: 'https://c', localStorage: [] }] };
    expect(parseStorageStateFile(JSON.stringify(minimal))).toEqual({ ok: true, storageState: minimal });
  });

  it.each(['', 'Sign in as admin', '{"cookies": [', '{cookies: []}'])('says %j is not JSON', (text) => {
    expect(parseStorageStateFile(text)).toEqual({ ok: false, error: NOT_JSON });
    expect(NOT_JSON).toBe('The file is not JSON.');
  });

  it.each(wrong)('names the first wrong entry of %s', (_, state, problem) => {
    expect(parseStorageStateFile(JSON.stringify(state))).toEqual({ ok: false, error: `Not a Playwright storage state: ${problem}` });
  });

  it.each(wrong)("finds the server's first wrong entry in %s, in the server's words", (_, state) => {
    const server = serverProblem(JSON.parse(JSON.stringify(state)));
    const client = storageStateProblem(JSON.parse(JSON.stringify(state)));
    expect(server).not.toBeNull();
    if (server === 'storage_state must be an object with cookies and origins.') {
      expect(client).toBe('the file must be an object with cookies and origins.');
    } else {
      expect(client).toBe(server!.replace(/^storage_state\./, ''));
    }
  });

  it('accepts what the server accepts', () => {
    expect(serverProblem(adminStorageState)).toBeNull();
    expect(storageStateProblem(adminStorageState)).toBeNull();
  });
});

describe('nameFromFileName', () => {
  it.each([
    ['admin.json', 'admin'],
    ['staging.state.json', 'staging.state'],
    ['signed-in', 'signed-in'],
    ['.json', '.json'],
    ['C:\\fakepath\\editor.json', 'editor'],
  ])('%s → %s', (fileName, name) => {
    expect(nameFromFileName(fileName)).toBe(name);
  });
});
