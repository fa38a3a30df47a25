import { describe, expect, it } from 'vitest';
import { ACTION_KINDS } from '../codegen/actionScripts.ts';
import { parseStep } from '../steps/grammar.ts';
import { REWRITE_SYSTEM } from './prompts.ts';

describe('the rewrite prompt', () => {
  it('shows the model an example of every action, each one the parser reads', () => {
    const language = REWRITE_SYSTEM.split('The step language')[1].split('Element types:')[0].split('\n').slice(1);
    const examples = language.flatMap((line) => line.replace(/\s*\(.*\)\s*$/, '').split(' | ')).filter(Boolean);
    const kinds = new Set(examples.map((example) => parseStep(example)?.kind));
    expect(kinds.has(undefined)).toBe(false);
    for (const kind of ACTION_KINDS) expect(kinds, kind).toContain(kind);
  });
});
