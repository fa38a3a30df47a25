/** Runs of the sample test (machines/testCasePage), for the runs machines' paths, tests and stories (importable in the browser). */
import { base } from '../testCasePage/testCasePage.samples';
import type { TestRun } from './runStatus';

export const testId = base._id;
export const suiteId = base.test_suite_id;

const executed = ['trace.zip', 'steps.json', 'step-1.png', 'step-2.png', 'output.log', 'console.log', 'network.log'];

export const passedRun: TestRun = {
  _id: 'a1f0c3d2-5e6f-4a7b-8c9d-0e1f2a3b4c01',
  test_case_id: testId,
  status: 'passed',
  created_at: '2026-11-03T10:00:00.000Z',
  started_at: '2026-11-03T10:00:02.000Z',
  finished_at: '2026-11-03T10:00:14.500Z',
  artifacts: executed,
  settings: { parameter_overrides: {} },
  final_message: null,
};

export const failedRun: TestRun = {
  ...passedRun,
  _id: 'a1f0c3d2-5e6f-4a7b-8c9d-0e1f2a3b4c02',
  status: 'failed',
  created_at: '2026-11-02T16:30:00.000Z',
  started_at: '2026-11-02T16:30:01.000Z',
  finished_at: '2026-11-02T16:30:40.000Z',
  settings: { parameter_overrides: { CARD: '4000 0000 0000 0002' }, website_url_override: 'https://staging.shop.test' },
  final_message: 'The "Pay" button never became enabled.',
};

export const runningRun: TestRun = {
  _id: 'a1f0c3d2-5e6f-4a7b-8c9d-0e1f2a3b4c03',
  test_case_id: testId,
  status: 'running',
  created_at: '2026-11-03T11:00:00.000Z',
  started_at: '2026-11-03T11:00:01.000Z',
  finished_at: null,
  artifacts: [],
  settings: { parameter_overrides: {} },
  final_message: null,
};

/** What createTestRun answers: a new run starts pending. */
export const createdRun: TestRun = {
  ...runningRun,
  _id: 'a1f0c3d2-5e6f-4a7b-8c9d-0e1f2a3b4c04',
  status: 'pending',
  created_at: '2026-11-03T12:00:00.000Z',
  started_at: null,
};

/** What createTestRun answers for a run against staging: it records the environment. */
export const createdStagingRun: TestRun = {
  ...createdRun,
  _id: 'a1f0c3d2-5e6f-4a7b-8c9d-0e1f2a3b4c06',
  environment: { id: '3e9b1c70-5a2d-4c8e-9f41-6d0a2b7c8e01', name: 'staging' },
};

/** What cancelTestRun answers for the running run. */
export const cancelledRun: TestRun = { ...runningRun, status: 'cancelled', finished_at: '2026-11-03T11:00:09.000Z', artifacts: ['output.log'] };

export const resourcesExceededRun: TestRun = {
  ...passedRun,
  _id: 'a1f0c3d2-5e6f-4a7b-8c9d-0e1f2a3b4c05',
  status: 'resources_exceeded',
  created_at: '2026-11-01T08:00:00.000Z',
  final_message: 'The run passed its time limit (300 s) and was stopped.',
};

/** No run is active: Run is enabled. */
export const idleRuns: TestRun[] = [passedRun, failedRun];
/** A run is active: Run reads 'Running', Cancel targets the running run. */
export const activeRuns: TestRun[] = [runningRun, passedRun, failedRun];
