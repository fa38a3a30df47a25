/** Builders for hand-written steps in the codegen tests (not a test file itself). */
import type { Step, StepBody, Value } from '../steps/types.ts';
import type { CodeContext } from './types.ts';

/** A step as the parser would give it; the source text only feeds the comment line. */
export const step = (body: StepBody, source = 'a step'): Step => ({ ...body, source, line: 1 }) as Step;

export const lit = (text: string): Value => ({ type: 'literal', text });
export const param = (key: string): Value => ({ type: 'parameter', key });
export const cred = (name: string, field?: 'username' | 'password'): Value =>
  field ? { type: 'credential', name, field } : { type: 'credential', name };
export const variable = (name: string): Value => ({ type: 'variable', name });

export const ctx: CodeContext = { website: 'https://shop.example', parameterDefaults: { EMAIL: 'ada@example.com' } };
