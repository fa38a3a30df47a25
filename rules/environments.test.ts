import { describe, expect, it } from 'vitest';
import {
  BASE_URL_MESSAGE,
  baseUrlError,
  ENVIRONMENT_NAME_MESSAGE,
  environmentNameError,
  INVALID_VALUE_KEY_MESSAGE,
  valueKeyError,
} from './environments';

describe('environment rules', () => {
  it.each([
    ['', ENVIRONMENT_NAME_MESSAGE],
    ['   ', ENVIRONMENT_NAME_MESSAGE],
    ['x'.repeat(65), ENVIRONMENT_NAME_MESSAGE],
    [' staging ', 'This project already has an environment named "staging".'],
    ['Staging', null],
    ['qa', null],
  ])('name %j → %j', (name, message) => {
    expect(environmentNameError(name, ['staging', 'production'])).toBe(message);
  });

  it.each([
    ['', null],
    ['  ', null],
    [' https://staging.example.com/any/path ', null],
    ['http://localhost:8080', null],
    ['staging.example.com', BASE_URL_MESSAGE],
    ['ftp://files.example.com', BASE_URL_MESSAGE],
    ['https://', BASE_URL_MESSAGE],
  ])('base URL %j → %j', (url, message) => {
    expect(baseUrlError(url)).toBe(message);
  });

  it.each([
    [' API_TOKEN ', null],
    ['_x1', null],
    ['', INVALID_VALUE_KEY_MESSAGE],
    ['9lives', INVALID_VALUE_KEY_MESSAGE],
    ['API-TOKEN', INVALID_VALUE_KEY_MESSAGE],
  ])('key %j → %j', (key, message) => {
    expect(valueKeyError(key)).toBe(message);
  });
});
