/**
 * The product's Chakra system holds only the recipes of the components it uses (system.ts). A
 * component whose recipe is missing renders unstyled without any error, so this test reads
 * which recipes each imported Chakra component asks for, from Chakra's own sources, and fails
 * when one of them is missing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { defaultSystem } from '@chakra-ui/react';
import { system } from './system';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const chakraEsm = path.join(path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json')), 'dist/esm');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every name the app, its stories and Storybook import from '@chakra-ui/react'. */
function importedChakraNames(): Set<string> {
  const names = new Set<string>();
  for (const file of [...sourceFiles(path.join(repoRoot, 'src')), ...sourceFiles(path.join(repoRoot, '.storybook'))]) {
    for (const [, list] of fs.readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of list!.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!;
        if (name) names.add(name);
      }
    }
  }
  return names;
}

const chakraIndex = fs.readFileSync(path.join(chakraEsm, 'index.js'), 'utf8');

/** The module of Chakra's build that defines an exported name (a component or a namespace). */
function moduleOf(name: string): string | undefined {
  const namespaces = new Map([...chakraIndex.matchAll(/import \* as (\S+) from '(\.[^']+)'/g)].map(([, local, from]) => [local!, from!]));
  for (const [, list, from] of chakraIndex.matchAll(/export \{([^}]*)\}(?: from '([^']+)')?/g)) {
    for (const part of list!.split(',')) {
      const [local, exported = local] = part.trim().split(/\s+as\s+/);
      if (exported === name) return from ?? namespaces.get(local!);
    }
  }
  return undefined;
}

/** The recipe keys a module of Chakra's build and the modules it imports look up. */
function recipeKeys(relative: string | undefined, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (!relative?.startsWith('.') || seen.has(relative)) return keys;
  seen.add(relative);
  const text = fs.readFileSync(path.join(chakraEsm, relative), 'utf8');
  for (const [, key] of text.matchAll(/key: "([A-Za-z]+)"/g)) keys.add(key!);
  for (const [, from] of text.matchAll(/from '(\.[^']+)'/g)) {
    for (const key of recipeKeys(`./${path.join(path.dirname(relative), from!)}`, seen)) keys.add(key);
  }
  return keys;
}

const hasRecipe = (sys: typeof system, key: string) => sys.isRecipe(key) || sys.isSlotRecipe(key);

describe('the Chakra system', () => {
  it('has the recipe of every Chakra component the product imports', () => {
    const missing: string[] = [];
    for (const name of importedChakraNames()) {
      for (const key of recipeKeys(moduleOf(name))) {
        // Keys Chakra's default theme has no recipe for (Text, for one) are styled by props alone.
        if (hasRecipe(defaultSystem, key) && !hasRecipe(system, key)) missing.push(`${name} needs "${key}"`);
      }
    }
    expect(missing, 'add these recipes to src/ui/system.ts').toEqual([]);
  });

  it('finds the recipes a component asks for (the check above reads Chakra correctly)', () => {
    expect([...recipeKeys(moduleOf('IconButton'))]).toContain('button');
    expect([...recipeKeys(moduleOf('Dialog'))]).toContain('dialog');
  });
});

describe("the theme's breakpoints are the spec's (section 9: K-20…K-24)", () => {
  it('sm 640, md 768, lg 1024, xl 1280, 2xl 1536', () => {
    const widths = Object.fromEntries(['sm', 'md', 'lg', 'xl', '2xl'].map((name) => [name, system.token(`breakpoints.${name}`)]));
    expect(widths).toEqual({ sm: '640px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px' });
    expect(system.breakpoints.up('sm')).toBe('@media screen and (min-width: 40rem)');
  });
});

describe('organization colours reach the theme (R-144)', () => {
  it('primary buttons, links and focus rings read the custom properties, with the product colours as fallback', () => {
    const css = JSON.stringify(system.getTokenCss());
    expect(css).toContain('"--chakra-colors-blue-solid":"var(--cj-primary-solid, var(--chakra-colors-blue-600))"');
    expect(css).toContain('"--chakra-colors-blue-contrast":"var(--cj-primary-contrast, white)"');
    expect(css).toContain('"--chakra-colors-blue-fg":"var(--cj-primary-fg-light, var(--chakra-colors-blue-700))"');
    expect(css).toContain('"--chakra-colors-blue-fg":"var(--cj-primary-fg-dark, var(--chakra-colors-blue-300))"');
    expect(css).toContain('"--chakra-colors-blue-focus-ring":"var(--cj-primary-ring-light, var(--chakra-colors-blue-500))"');
    expect(css).toContain('"--chakra-colors-gray-focus-ring":"var(--cj-primary-ring-light, var(--chakra-colors-gray-500))"');
  });
});
