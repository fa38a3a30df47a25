import { describe, expect, it } from 'vitest';
import {
  completeMention,
  invalidMentionKeys,
  isParameterKey,
  mentionError,
  mentionedKeys,
  mentionedParameters,
  mentionSuggestions,
  openMentionAt,
  parseMentions,
} from './mentions';

describe('parameter-key rule', () => {
  it.each(['CARD', '_token', 'user_2', 'a', `k${'x'.repeat(199)}`])('accepts %s', (key) => expect(isParameterKey(key)).toBe(true));
  it.each(['', '1st', 'card-number', 'café', 'two words', '$x', `k${'x'.repeat(200)}`])('refuses %s', (key) =>
    expect(isParameterKey(key)).toBe(false),
  );
});

describe('mentions', () => {
  it('finds mentions with their offsets', () => {
    expect(parseMentions('Pay with @CARD, then @1st.')).toEqual([
      { key: 'CARD', start: 9, end: 14, valid: true },
      { key: '1st', start: 21, end: 25, valid: false },
    ]);
  });

  it('reads what the server reads: not inside words or e-mail addresses, punctuation ends a key', () => {
    // The same samples as the server's mentionedParameters would give.
    expect(mentionedKeys('Log in as qa@shop.test with @PASSWORD; pay (@CARD).')).toEqual(['PASSWORD', 'CARD']);
    expect(mentionedKeys('a@b c.@d e+@f g-@h x_@y')).toEqual([]);
    expect(mentionedKeys('@USER then @USER again, @_x')).toEqual(['USER', '_x']);
    expect(mentionedKeys('meet @ 5pm, email @')).toEqual([]);
  });

  it('flags a mention whose whole word breaks the rule', () => {
    expect(invalidMentionKeys('Use @card-number and @2fa and @café and @ok')).toEqual(['card-number', '2fa', 'café']);
    expect(mentionError('Use @card-number')).toBe('Invalid parameter key');
    expect(mentionError('Use @card_number')).toBeNull();
    expect(mentionError('No mentions at all')).toBeNull();
  });

  it('keeps the defaults of keys still mentioned and drops the others', () => {
    expect(mentionedParameters('Pay with @CARD as @USER', { CARD: '4242', OLD: 'x' })).toEqual({ CARD: '4242', USER: '' });
    expect(mentionedParameters('Nothing')).toEqual({});
  });
});

describe('the @ suggestion list (D-41)', () => {
  it('opens at an @ the caret follows, with the key typed so far', () => {
    expect(openMentionAt('Pay with @', 10)).toEqual({ start: 9, end: 10, query: '' });
    expect(openMentionAt('Pay with @CA and go', 12)).toEqual({ start: 9, end: 12, query: 'CA' });
    expect(openMentionAt('Pay with @CA and go', 19)).toBeNull();
    expect(openMentionAt('mail ada@example.com', 9)).toBeNull();
    expect(openMentionAt('', 0)).toBeNull();
  });
  it('completes the mention where it is, with a space after it', () => {
    expect(completeMention('Pay with @CA', { start: 9, end: 12, query: 'CA' }, 'CARD_NUMBER')).toBe('Pay with @CARD_NUMBER ');
    expect(completeMention('Pay with @CA now', { start: 9, end: 12, query: 'CA' }, 'CARD')).toBe('Pay with @CARD now');
    expect(completeMention('@ then', { start: 0, end: 1, query: '' }, 'X')).toBe('@X then');
  });
  it('suggests the known keys the query starts, ignoring case and invalid keys', () => {
    expect(mentionSuggestions(['CARD_NUMBER', 'card_cvc', 'EMAIL', 'CARD_NUMBER', 'bad-key'], 'ca')).toEqual(['CARD_NUMBER', 'card_cvc']);
    expect(mentionSuggestions(['A', 'B'], '')).toEqual(['A', 'B']);
  });
});
