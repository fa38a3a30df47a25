/**
 * What the server may import. The UI (src/) and its machines (machines/) are the other side of
 * the contract: rules both sides apply live in rules/, which imports neither side, and the
 * server's types come from the contract (openapi/). A file that reaches across fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every source file under `dir` (relative to the root), node_modules and build output aside. */
function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(relative);
    return /\.(m?[jt]s|tsx)$/.test(entry.name) ? [relative] : [];
  });
}

/** The specifiers a file imports: static and type imports, re-exports, dynamic imports, requires. */
function importsOf(source: string): string[] {
  const patterns = [/\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\b(?:import|require)\(\s*['"]([^'"]+)['"]\s*\)/g];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]));
}

/** The files of `dir` that import from one of `forbidden` (top-level directories), with what they import. */
function crossings(dir: string, forbidden: string[]): string[] {
  return sources(dir).flatMap((file) =>
    importsOf(fs.readFileSync(path.join(root, file), 'utf8'))
      .filter((specifier) => specifier.startsWith('.'))
      .filter((specifier) => {
        const target = path.relative(root, path.resolve(root, path.dirname(file), specifier));
        return forbidden.some((top) => target === top || target.startsWith(`${top}${path.sep}`));
      })
      .map((specifier) => `${file} imports ${specifier}`),
  );
}

describe('import boundaries', () => {
  it('finds the imports it checks', () => {
    expect(importsOf("import type { A } from '../a.ts';\nexport { b } from \"./b\";\nimport './c.js';\nawait import('../d.ts');")).toEqual([
      '../a.ts',
      './b',
      './c.js',
      '../d.ts',
    ]);
  });

  it('the server imports nothing from the UI or its machines', () => {
    expect(crossings('server', ['src', 'machines'])).toEqual([]);
  });

  it('rules/ imports nothing from either side', () => {
    expect(crossings('rules', ['src', 'machines', 'server'])).toEqual([]);
  });
});
