/** docs/flows is generated (`npm run flows`): fail when it no longer matches the machines. */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { machines } from '../index';
import { flowDocs, toMermaid } from './mermaid';
import { toMachineJson } from './machineJson';

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

describe('docs/flows/<machine>.json', () => {
  // Loaded back, the definition is the same machine as drawn: same states, tags, invoked actors
  // and transitions (events, guards, targets), so the file can be trusted in any XState tool.
  it.each(machines.map((entry) => [entry.id, entry] as const))('%s loads back with createMachine and draws the same flow', (_, entry) => {
    const loaded = createMachine(JSON.parse(expected.get(`${entry.id}.json`)!));
    expect(loaded.id).toBe(entry.machine.id);
    expect(toMermaid(loaded)).toBe(toMermaid(entry.machine));
    // And nothing is lost on the way: entry, exit and transition actions by name too.
    expect(toMachineJson(loaded)).toBe(expected.get(`${entry.id}.json`));
  });
});
