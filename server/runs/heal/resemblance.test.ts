import { describe, expect, it } from 'vitest';
import { looksGenerated, resemble, roleFamily, sameWordsAs, textSimilarity, words, wordsKeptIn, type Look } from './resemblance.ts';

const SIGN_IN_BOX = { x: 100, y: 300, width: 90, height: 36 };
const FAR_BOX = { x: 700, y: 40, width: 90, height: 36 };

function button(name: string, attributes: Record<string, string> = {}, box: Look['box'] = SIGN_IN_BOX): Look {
  return { tag: 'button', role: 'button', name, text: name, attributes, box };
}

const recorded = button('Sign in', { id: 'signin' });

describe('words', () => {
  it('reads names as people do: case, punctuation, symbols and plurals aside', () => {
    expect(words('Remove items →')).toEqual(['remove', 'item']);
    expect(words('ZIP / Postal code:')).toEqual(['zip', 'postal', 'code']);
    expect(words('Address')).toEqual(['address']);
    expect(sameWordsAs('E-mail', 'Email')).toBe(true);
    expect(sameWordsAs('Sign in →', 'sign in')).toBe(true);
    expect(sameWordsAs('Sign in', 'Log in')).toBe(false);
    expect(sameWordsAs('', '')).toBe(false);
  });

  it('tells words kept from words replaced', () => {
    expect(wordsKeptIn('Continue', 'Continue to payment')).toBe(true);
    expect(wordsKeptIn('Save all changes', 'Save changes')).toBe(true);
    expect(wordsKeptIn('Add to cart', 'Add to wishlist')).toBe(false);
    expect(wordsKeptIn('Export CSV', 'Export PDF')).toBe(false);
  });

  it('measures shared words for ordering', () => {
    expect(textSimilarity('Sign in', 'Sign in')).toBe(1);
    expect(textSimilarity('Sign in', 'Log in')).toBe(0.5);
    expect(textSimilarity('Save', 'Delete')).toBe(0);
  });
});

describe('identity', () => {
  it('does not trust values a framework made up', () => {
    for (const value of [':r1:', 'ember1234', 'btn-3f9a8c21d', '42']) expect(looksGenerated(value), value).toBe(true);
    for (const value of ['signin', 'tab-notifications', 'edit-2', 'checkout-button']) expect(looksGenerated(value), value).toBe(false);
  });

  it('swaps only the roles a redesign swaps', () => {
    expect(roleFamily('link')).toContain('button');
    expect(roleFamily('switch')).toContain('checkbox');
    expect(roleFamily('textbox')).not.toContain('checkbox');
    expect(roleFamily('heading')).toEqual(['heading']);
  });
});

describe('resemble', () => {
  it('takes an equal id for the same element, whatever its new name and place', () => {
    const r = resemble(recorded, button('Log in', { id: 'signin' }, FAR_BOX));
    expect(r).toMatchObject({ strong: true, sameAttributes: ['id'], samePlace: false });
  });

  it('does not take an id several elements share, a made-up id, or a radio group name', () => {
    expect(resemble(recorded, button('Log in', { id: 'signin' }, FAR_BOX), new Set(['id'])).strong).toBe(false);
    const generated = button('Sign in', { id: ':r3:' });
    expect(resemble(generated, button('Log in', { id: ':r3:' }, FAR_BOX)).strong).toBe(false);
    const radio: Look = { tag: 'input', role: 'radio', name: 'Express delivery', text: '', attributes: { name: 'shipping' }, box: SIGN_IN_BOX };
    expect(resemble(radio, { ...radio, name: 'Standard delivery', box: FAR_BOX }).strong).toBe(false);
  });

  it("counts a link's address only where the link was", () => {
    const link: Look = { tag: 'a', role: 'link', name: 'Reports', text: 'Reports', attributes: { href: '/reports' }, box: SIGN_IN_BOX };
    expect(resemble(link, { ...link, name: 'Analytics', text: 'Analytics' })).toMatchObject({ strong: true, sameAttributes: ['href'] });
    expect(resemble(link, { ...link, name: 'See all', text: 'See all', box: FAR_BOX }).strong).toBe(false);
  });

  it('takes the same words anywhere, and a button restyled as a link', () => {
    expect(
      resemble(button('Checkout', { 'data-testid': 'checkout-btn' }), button('Checkout', { 'data-testid': 'checkout-button' }, FAR_BOX)).strong,
    ).toBe(true);
    const link: Look = { tag: 'a', role: 'link', name: 'Sign in', text: 'Sign in', attributes: {}, box: FAR_BOX };
    expect(resemble(button('Sign in'), link)).toMatchObject({ strong: true, sameKind: true });
  });

  it('takes the recorded place only with the same tag, the words kept, and no identity of another element', () => {
    const was = button('Continue');
    expect(resemble(was, button('Continue to payment', {}, { ...SIGN_IN_BOX, width: 170 })).strong).toBe(true);
    expect(resemble(was, button('Continue', {}, { ...SIGN_IN_BOX, y: 420 })).strong).toBe(true);
    expect(resemble(button('Add to cart'), button('Add to wishlist')).strong).toBe(false);
    expect(resemble(button('Export CSV', { id: 'export-csv' }), button('Export', { id: 'export-pdf' })).strong).toBe(false);
    const input: Look = { tag: 'input', role: 'button', name: 'Continue to payment', text: '', attributes: {}, box: SIGN_IN_BOX };
    expect(resemble(was, input).strong).toBe(false);
    expect(resemble(was, button('Continue to payment', {}, FAR_BOX)).strong).toBe(false);
  });

  it('never takes another kind of element', () => {
    const field: Look = { tag: 'input', role: 'textbox', name: 'Sign in', text: '', attributes: { id: 'signin' }, box: SIGN_IN_BOX };
    expect(resemble(recorded, field)).toMatchObject({ strong: false, sameKind: false });
  });

  it('scores identity and words above place alone', () => {
    const withId = resemble(recorded, button('Log in', { id: 'signin' }, FAR_BOX));
    const nameOnly = resemble(recorded, button('Sign in', {}, FAR_BOX));
    const placeOnly = resemble(recorded, button('Delete'));
    expect(withId.score).toBeGreaterThan(placeOnly.score);
    expect(nameOnly.score).toBeGreaterThan(placeOnly.score);
    expect(placeOnly.strong).toBe(false);
  });
});
