/** The state groups are the contract's own words (openapi/api.yaml), read by both sides. */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ACTIVE_RUN_STATUSES, GENERATING_STATES, isActiveRunStatus, isGeneratingState, isRunnableState, RUNNABLE_STATES } from './states.ts';

const contract = parse(fs.readFileSync(new URL('../openapi/api.yaml', import.meta.url), 'utf8'));
const described = (schema: string): string => contract.components.schemas[schema].description.replace(/\s+/g, ' ');

describe('state groups', () => {
  it('group test states as the contract describes them', () => {
    expect(described('TestCaseState')).toContain(`Running: ${GENERATING_STATES.join(', ')}.`);
    expect(described('TestCaseState')).toContain(`Runnable: ${RUNNABLE_STATES.join(', ')}.`);
  });

  it('group run statuses as the contract describes them', () => {
    const [last, ...others] = [...ACTIVE_RUN_STATUSES].reverse();
    expect(described('RunStatus')).toContain(`Running covers ${others.reverse().join(', ')} and ${last}`);
  });

  it('take any text, as clients read states from JSON: an unknown state is in no group', () => {
    expect([isGeneratingState('action_running'), isRunnableState('failed'), isActiveRunStatus('scheduled')]).toEqual([true, true, true]);
    expect([isGeneratingState('completed'), isRunnableState('created'), isActiveRunStatus('passed')]).toEqual([false, false, false]);
    expect([isGeneratingState('Running'), isRunnableState(''), isActiveRunStatus('unknown')]).toEqual([false, false, false]);
  });
});
