/** Reports of one run of the sample test, for the run view's paths, tests and stories (importable in the browser). */
import { cancelledRun, failedRun, passedRun, resourcesExceededRun, runningRun, suiteId, testId } from '../testRuns/testRuns.samples';
import type { RunLog, RunReport, RunStepResult, RunTest } from './runReport';
import type { ArtifactAddress, TraceAddress } from './runView.machine';
import { proposedHeal } from '../healProposal/healProposal.samples';

export { suiteId, testId };

/** The run the view shows: it is running first, and ends in the other samples. */
export const runId = runningRun._id;

export const sampleTest: RunTest = { id: testId, name: 'A shopper pays by card' };

export const passedSteps: RunStepResult[] = [
  { step: 0, title: 'Open the shop.', status: 'passed', duration_ms: 1840, error: null, screenshot: 'step-1.png' },
  { step: 1, title: 'Click "Add to cart" on the mug.', status: 'passed', duration_ms: 420, error: null, screenshot: 'step-2.png' },
  { step: 2, title: 'Fill in the card number with @CARD.', status: 'passed', duration_ms: 95, error: null, screenshot: null },
];

export const failedSteps: RunStepResult[] = [
  passedSteps[0]!,
  {
    step: 1,
    title: 'Click "Add to cart" on the mug.',
    status: 'failed',
    duration_ms: 30000,
    error: "TimeoutError: locator.click: Timeout 30000ms exceeded.\n  waiting for getByRole('button', { name: 'Add to cart' })",
    screenshot: 'step-2.png',
  },
  { step: 2, title: 'Fill in the card number with @CARD.', status: 'skipped', duration_ms: null, error: null, screenshot: null },
];

export const sampleLogs: RunLog[] = [
  { name: 'output.log', content: 'Running 1 test using 1 worker\n  ✓  1 pay by card (12.5s)\n\n  1 passed (13.1s)' },
  { name: 'console.log', content: '[info] Cart ready\n[warning] Slow network: /api/cart took 1200 ms' },
  { name: 'network.log', content: 'GET http://shop.test:8080/ 200\nPOST http://shop.test:8080/api/cart 201' },
];

export const runningReport: RunReport = { run: runningRun, test: sampleTest, steps: null, logs: [], attempts: [] };
/** The environment the passed sample ran against. */
export const stagingRunEnvironment = { id: '3e9b1c70-5a2d-4c8e-9f41-6d0a2b7c8e01', name: 'staging' };
/** Passed against staging: 'Run again' runs it there again. */
export const passedReport: RunReport = {
  run: { ...passedRun, _id: runId, environment: stagingRunEnvironment },
  test: sampleTest,
  steps: passedSteps,
  logs: sampleLogs,
  attempts: [],
};

/** The failed attempt a flaky run made before it passed: its steps name its own screenshots. */
export const firstAttemptSteps: RunStepResult[] = failedSteps.map((step) => ({
  ...step,
  screenshot: step.screenshot && `attempt-1-${step.screenshot}`,
}));
const firstAttemptArtifacts = ['attempt-1-trace.zip', 'attempt-1-steps.json', 'attempt-1-step-1.png', 'attempt-1-step-2.png', 'attempt-1-output.log'];
const firstAttemptMessage = 'Step 2 "Click "Add to cart" on the mug." failed: TimeoutError: locator.click: Timeout 30000ms exceeded.';

/** Passed on its retry: flaky, its failed first attempt kept. */
export const flakyReport: RunReport = {
  run: {
    ...passedRun,
    _id: runId,
    retries: 1,
    flaky: true,
    final_message: `All 3 steps passed. Flaky: passed on attempt 2 of 2; attempt 1 ${firstAttemptMessage}`,
    attempts: [
      {
        attempt: 1,
        status: 'failed',
        final_message: firstAttemptMessage,
        started_at: '2026-03-02T10:00:01.000Z',
        finished_at: '2026-03-02T10:00:33.000Z',
        artifacts: firstAttemptArtifacts,
      },
    ],
  },
  test: sampleTest,
  steps: passedSteps,
  logs: sampleLogs,
  attempts: [{ attempt: 1, status: 'failed', message: firstAttemptMessage, steps: firstAttemptSteps, artifacts: firstAttemptArtifacts }],
};
export const failedReport: RunReport = {
  run: { ...failedRun, _id: runId },
  test: sampleTest,
  steps: failedSteps,
  logs: [sampleLogs[0]!, { name: 'console.log', content: null }],
  attempts: [],
};
/** Failed at step 2 because its button was renamed: it proposes a heal, with the page at generation among its artifacts. */
export const healReport: RunReport = {
  ...failedReport,
  run: {
    ...failedReport.run,
    artifacts: [...failedReport.run.artifacts, 'heal-before.png', 'heal-check-trace.zip', 'heal-check-steps.json'],
    final_message:
      'Step 2 "Click "Add to cart" on the mug." failed: TimeoutError: locator.click: Timeout 30000ms exceeded. A heal is proposed: button "Add to cart" is now button "Add to basket", and the script with it passed.',
    heal: proposedHeal,
  },
};
export const resourcesExceededReport: RunReport = {
  run: { ...resourcesExceededRun, _id: runId, artifacts: ['output.log'] },
  test: null,
  steps: null,
  logs: [{ name: 'output.log', content: 'Running 1 test using 1 worker\nThe run passed its time limit and was stopped.' }],
  attempts: [],
};
/** What cancelTestRun answers for the running run. */
export { cancelledRun };

/** A temporary address of a run's artifact as getArtifactUrl answers it (valid far into the future, so stories never see it expire). */
export const sampleArtifactAddress = (name: string, id: string = runId): ArtifactAddress => ({
  url: `/api/public/artifacts/${id}?artifact_name=${name}&expires=32503680000&signature=c2lnbmVk`,
  expires_at: '3000-01-01T00:00:00.000Z',
});

/** The trace's address the view holds once it fetched it. */
export const sampleTrace: TraceAddress = { name: 'trace.zip', ...sampleArtifactAddress('trace.zip') };
