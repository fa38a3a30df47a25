/** docs/flows is generated (`npm run flows`): fail when it no longer matches the machines. */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { machines } from '../index';
import { flowDocs } from './mermaid';

const docsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/flows');
const expected = flowDocs(machines);

describe('docs/flows', () => {
  it.each([...expected.keys()])('%s is up to date (npm run flows)', (file) => {
    const target = path.join(docsDir, file);
    expect(existsSync(target), `docs/flows/${file} is missing: run npm run flows`).toBe(true);
    expect(readFileSync(target, 'utf8'), `docs/flows/${file} is stale: run npm run flows`).toBe(expected.get(file));
  });

  it('holds no file of a machine that no longer exists', () => {
    const extra = readdirSync(docsDir).filter((file) => !expected.has(file));
    expect(extra, `remove or regenerate: ${extra.join(', ')}`).toEqual([]);
  });
});
