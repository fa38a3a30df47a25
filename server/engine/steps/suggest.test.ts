import { describe, expect, it } from 'vitest';
import { parseStep } from './grammar.ts';
import { editDistance, suggest } from './suggest.ts';

describe('editDistance', () => {
  it.each([
    ['click', 'click', 0],
    ['klick', 'click', 1],
    ['clikc', 'click', 1],
    ['', 'abc', 3],
    ['verfy', 'verify', 1],
  ])('%s / %s = %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
  });
});

describe('suggest', () => {
  it.each([
    ['klick the "Buy" button', 'click the "Buy" button'],
    ['push "Buy"', 'click "Buy"'],
    ['push the Buy button', 'click the "Buy" button'],
    ['clik on "Next"', 'click on "Next"'],
    ['doubleclik "Row"', 'doubleclick "Row"'],
    ['hoover over "Menu"', 'hover over "Menu"'],
    ['tpye "x" into "Name"', 'type "x" into "Name"'],
    ['put "x" into Name', 'put "x" into "Name"'],
    ['writ "x" in Name', 'write "x" in "Name"'],
    ['selct "France" from "Country"', 'select "France" from "Country"'],
    ['pick France from Country', 'pick "France" from "Country"'],
    ['flag "Terms"', 'click "Terms"'],
    ['uncheck Newsletter', 'uncheck "Newsletter"'],
    ['goto example.com', 'go to example.com'],
    ['navigate example.com', 'go to example.com'],
    ['wiat for "Saved"', 'wait for "Saved"'],
    ['uplaod "a.pdf" to "CV"', 'upload "a.pdf" to "CV"'],
    ['stor the text of "Total" as total', 'store the text of "Total" as total'],
    ['verfy that "Welcome" is visible', 'verify that "Welcome" is visible'],
    ['confirm "Welcome" is visible', 'verify that "Welcome" is visible'],
    ['"Welcome" visible', 'verify that "Welcome" is visible'],
    ['shold see "Hi"', 'should see "Hi"'],
    ['I shuold see "Hi"', 'I should see "Hi"'],
    ['use modul "Login"', 'use module "Login"'],
    ['frobnicate "x"', 'click "x"'],
  ])('%s → %s', (text, expected) => {
    expect(suggest(text)).toBe(expected);
  });

  it('closes an unclosed quote', () => {
    expect(suggest('click "Buy')).toBe('click "Buy"');
  });

  it('suggests only steps that parse when it rewrites the step itself', () => {
    for (const text of ['klick "A"', 'push the Buy button', 'tpye "x" into "Name"', 'pick France from Country']) {
      expect(parseStep(suggest(text))).toBeDefined();
    }
  });
});
