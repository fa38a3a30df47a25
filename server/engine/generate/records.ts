/**
 * A generation step as stored on the test (`test_generation_steps`): the contract's step
 * (rules/generationStep.ts) with what it needs to replay. It extends the contract's type, so a
 * field the two disagree on does not compile; members get it as the contract's step, anyone
 * only its public fields (server/api/testCaseView.ts).
 */
import type { ActionStatus, GenerationStep } from '../../../rules/generationStep.ts';
import type { LocatorSpec } from '../locate/locatorSpec.ts';
import type { Fingerprint } from '../locate/resolution.ts';
import type { StepKind } from '../steps/types.ts';

export interface RecordedStep extends GenerationStep {
  /** 0-based position among the performed steps (setup module first). */
  step: number;
  /** The step as written; feedback that changes it rewrites the step. */
  action_description: string;
  // Optional in the contract; the server always writes them (null until known).
  code: string | null;
  python_code: string | null;
  screenshot_key: string | null;
  status: ActionStatus;
  /** What was done or why it failed, secrets masked. */
  result?: string;
  /** The module the step came from. */
  module?: string;
  locator?: LocatorSpec;
  fallbacks?: LocatorSpec[];
  fingerprint?: Fingerprint;
  /**
   * For a line read several ways: the reading performed, in the quoted step language. A later
   * generation of the same text replays it (readings.ts).
   */
  reading?: string;
}

/** The readings these steps chose, for the next generation to replay (only of steps that held). */
export function recordedReadings(steps: RecordedStep[]): { source: string; module?: string; reading: string }[] {
  return steps.flatMap((s) =>
    s.reading && s.status === 'action_succeeded'
      ? [{ source: s.action_description, reading: s.reading, ...(s.module ? { module: s.module } : {}) }]
      : [],
  );
}

const ACTION_NAMES: Record<StepKind, string> = {
  goto: 'Go to',
  click: 'Click',
  hover: 'Hover',
  fill: 'Type',
  clear: 'Clear',
  select: 'Select',
  check: 'Check',
  uncheck: 'Uncheck',
  press: 'Press',
  waitForText: 'Wait for text',
  waitForElement: 'Wait for element',
  waitForUrl: 'Wait for address',
  upload: 'Upload',
  store: 'Store',
  expectText: 'Expect text',
  expectElement: 'Expect element',
  expectCount: 'Expect count',
  expectUrl: 'Expect address',
  expectTitle: 'Expect title',
  useModule: 'Use module',
  navigate: 'Navigate',
  sleep: 'Wait',
  scroll: 'Scroll',
  switchTab: 'Switch tab',
  dialog: 'Answer dialog',
  rightClick: 'Right-click',
  focus: 'Focus',
  pressIn: 'Press',
  expectValue: 'Expect value',
  expectPage: 'Expect page',
  expectCountBound: 'Expect count',
  search: 'Search',
  fillOneTimeCode: 'Type one-time code',
  drag: 'Drag',
  switchTabTo: 'Switch tab',
  openTab: 'Open tab',
  closeTab: 'Close tab',
  expectDialog: 'Expect dialog',
};

export function actionName(step: { kind: StepKind; clicks?: number }): string {
  return step.kind === 'click' && step.clicks === 2 ? 'Double-click' : ACTION_NAMES[step.kind];
}
