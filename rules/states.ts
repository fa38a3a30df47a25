/**
 * How the states of spec section 4 group: a test being generated, a test that can be run, a run
 * that has not ended. The UI and the server both decide by these groups (which buttons show,
 * which requests are refused, when a watch or a wait ends), so this is their one copy. The
 * states themselves are the contract's (TestCaseState, RunStatus).
 */
import type { components } from '../openapi/schema';

export type TestCaseState = components['schemas']['TestCaseState'];
export type RunStatus = components['schemas']['RunStatus'];

/** Spec section 4, "Running": the test is being generated (queued, generating, or one action of it running). */
export const GENERATING_STATES = [
  'pending',
  'running',
  'retrying',
  'waiting_for_executor',
  'action_running',
] as const satisfies readonly TestCaseState[];

/** Spec section 4: a test can be run only when its generation completed or failed (and left a script). */
export const RUNNABLE_STATES = ['completed', 'failed'] as const satisfies readonly TestCaseState[];

/** Statuses a run can still leave (queued, scheduled or running); every other one is its ending. */
export const ACTIVE_RUN_STATUSES = ['pending', 'scheduled', 'running', 'retrying', 'waiting_for_executor'] as const satisfies readonly RunStatus[];

const generating: ReadonlySet<string> = new Set(GENERATING_STATES);
const runnable: ReadonlySet<string> = new Set(RUNNABLE_STATES);
const activeRuns: ReadonlySet<string> = new Set(ACTIVE_RUN_STATUSES);

/** Takes any text, as clients read states from JSON: an unknown state is in no group. */
export const isGeneratingState = (state: string): boolean => generating.has(state);
export const isRunnableState = (state: string): boolean => runnable.has(state);
export const isActiveRunStatus = (status: string): boolean => activeRuns.has(status);
