import { describe, expect, it } from 'vitest';
import { applyBranding, brandingFor, DEFAULT_BRANDING, isPublicTestPage } from './branding';
import { contrastRatio, parseColour, primaryColourVars } from './brandColours';

const acme = { logo: 'https://acme.example/logo.png', title: 'Acme QA', theme: { primary: '#ff6600', secondary: 'rgb(0, 0, 0)' } };

describe('organization branding', () => {
  it("applies the organization's title, icon and colours", () => {
    expect(brandingFor(acme, '/tests/p1')).toEqual({
      title: 'Acme QA',
      icon: 'https://acme.example/logo.png',
      primary: '#ff6600',
      secondary: 'rgb(0, 0, 0)',
    });
  });

  it('never applies on public test pages', () => {
    for (const path of ['/public/test/t1', '/test/t1', '/go/checkout-flow-test']) {
      expect(isPublicTestPage(path)).toBe(true);
      expect(brandingFor(acme, path)).toEqual(DEFAULT_BRANDING);
    }
    expect(isPublicTestPage('/tests/p1')).toBe(false);
  });

  it('falls back to the product defaults for what the organization left out', () => {
    expect(brandingFor({}, '/tests')).toEqual(DEFAULT_BRANDING);
    expect(brandingFor(null, '/tests')).toEqual(DEFAULT_BRANDING);
    expect(brandingFor({ title: '  ' }, '/tests').title).toBe('Critical Journey');
  });

  it('refuses colour values that could inject CSS', () => {
    expect(brandingFor({ theme: { primary: 'red; background: url(x)' } }, '/tests').primary).toBeNull();
    expect(brandingFor({ theme: { primary: '} body {' } }, '/tests').primary).toBeNull();
  });
});

describe("an organization's primary colour themes buttons, links and focus rings, readably (R-144)", () => {
  it('reads hex and rgb() colours, and nothing else', () => {
    expect(parseColour('#f60')).toEqual([255, 102, 0]);
    expect(parseColour('#1A2b3C')).toEqual([26, 43, 60]);
    expect(parseColour('rgb(0, 128, 255)')).toEqual([0, 128, 255]);
    expect(parseColour('rgb(0, 128, 256)')).toBeNull();
    expect(parseColour('hsl(0 100% 50%)')).toBeNull();
    expect(parseColour('teal')).toBeNull();
  });

  it('a dark colour themes everything in the light mode; its button text is white', () => {
    const vars = primaryColourVars('#5b21b6');
    expect(vars).toEqual({
      '--cj-primary-solid': '#5b21b6',
      '--cj-primary-contrast': '#ffffff',
      '--cj-primary-fg-light': '#5b21b6',
      '--cj-primary-fg-dark': null,
      '--cj-primary-ring-light': '#5b21b6',
      '--cj-primary-ring-dark': null,
    });
  });

  it('a light colour gets black button text and leaves light-mode links and rings alone', () => {
    const vars = primaryColourVars('#ffd400');
    expect(vars['--cj-primary-solid']).toBe('#ffd400');
    expect(vars['--cj-primary-contrast']).toBe('#000000');
    expect(vars['--cj-primary-fg-light']).toBeNull();
    expect(vars['--cj-primary-ring-light']).toBeNull();
    expect(vars['--cj-primary-fg-dark']).toBe('#ffd400');
    expect(contrastRatio([255, 212, 0], [0, 0, 0])).toBeGreaterThanOrEqual(4.5);
  });

  it('sets nothing for no colour or one it cannot read', () => {
    for (const colour of [null, 'teal']) expect(Object.values(primaryColourVars(colour)).every((value) => value === null)).toBe(true);
  });

  it('applyBranding writes the derived properties and removes them again', () => {
    const properties = new Map<string, string>();
    const style = {
      setProperty: (name: string, value: string) => properties.set(name, value),
      removeProperty: (name: string) => properties.delete(name),
    };
    const head = { appendChild: () => {} };
    const doc = {
      title: '',
      head,
      documentElement: { style },
      querySelector: () => ({ href: '' }),
      createElement: () => ({}),
    } as unknown as Document;
    applyBranding(brandingFor(acme, '/tests/p1'), doc);
    expect(properties.get('--cj-primary-solid')).toBe('#ff6600');
    expect(properties.get('--cj-primary-contrast')).toBe('#000000');
    applyBranding(DEFAULT_BRANDING, doc);
    expect([...properties.keys()]).toEqual([]);
  });
});
