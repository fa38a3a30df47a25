import { describe, expect, it } from 'vitest';
import { brandingFor, DEFAULT_BRANDING, isPublicTestPage } from './branding';

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
