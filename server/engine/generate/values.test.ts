/** The values a step needs, and what a missing one says (docs/step-language.md, Generation failures). */
import { describe, expect, it } from 'vitest';
import { MissingValueError, ValueResolver } from './values.ts';

const resolver = () => new ValueResolver({ parameters: {}, secretParameters: new Set(), credentials: { admin: { username: 'admin@example.com' } } });

describe('a value the test lacks', () => {
  it('names the credential field, the parameter or the variable and where to give it', () => {
    const missing = (read: () => unknown) => {
      try {
        read();
      } catch (error) {
        expect(error).toBeInstanceOf(MissingValueError);
        return (error as Error).message;
      }
      throw new Error('no error');
    };
    expect(missing(() => resolver().text({ type: 'credential', name: 'admin', field: 'password' }))).toBe(
      'The test has no password of "admin". Add it to the test\'s credentials.',
    );
    expect(missing(() => resolver().text({ type: 'parameter', key: 'user' }))).toBe(
      'The parameter @user has no value. Give it a default value in the test or add a shared parameter "user" to the project.',
    );
    expect(missing(() => resolver().text({ type: 'variable', name: 'total' }))).toBe(
      'No variable {{total}} was stored before this step. Store it first, e.g. store the text of "Total" as total.',
    );
  });
});
