/**
 * Which steps of a test a run may heal, and with what: the action steps generation recorded with
 * a locator and a fingerprint. Expectations, waits and stored readings are never healed: when
 * what a test checks is not there, that is the finding, not a script to mend.
 */
import type { TargetPurpose } from '../../engine/locate/resolution.ts';
import type { RecordedStep } from '../../engine/generate/records.ts';
import { parseOne } from '../../engine/steps/parse.ts';
import type { StepBody } from '../../engine/steps/types.ts';
import type { HealRequest } from './types.ts';

/** The step kinds a heal may mend, and what each does with its target (as the resolver needs it). */
const HEALABLE: Partial<Record<StepBody['kind'], TargetPurpose>> = {
  click: 'click',
  rightClick: 'click',
  hover: 'hover',
  focus: 'click',
  fill: 'fill',
  clear: 'fill',
  pressIn: 'fill',
  select: 'select',
  check: 'check',
  uncheck: 'check',
  upload: 'upload',
};

/** The recorded steps that became the script's steps, in the script's order (every step that produced code). */
export function scriptSteps(recorded: RecordedStep[]): RecordedStep[] {
  return recorded.filter((step) => step.status === 'action_succeeded' && step.code);
}

/** The heal requests of a test's script, by the 0-based index of the script step. */
export function healRequests(recorded: RecordedStep[]): HealRequest[] {
  return scriptSteps(recorded).flatMap((step, index) => {
    if (!step.locator || !step.fingerprint) return [];
    const read = parseOne(step.reading ?? step.action_description);
    if ('problem' in read || !('target' in read.body)) return [];
    const purpose = HEALABLE[read.body.kind];
    if (!purpose) return [];
    return [
      { step: index, target: read.body.target, purpose, locator: step.locator, fallbacks: step.fallbacks ?? [], fingerprint: step.fingerprint },
    ];
  });
}
