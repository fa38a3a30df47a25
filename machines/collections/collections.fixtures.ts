/**
 * Sample collections, tests and runs shared by the path models, the tests and the stories of
 * the Test suites and Overview screens (stories cannot import the test helpers).
 */
import { stagingEnvironment } from '../environments/environments.fixtures';
import type { TreeItem } from '../testTree/treeModel';
import type { TestCollection } from './collections.machine';
import type { ProjectFlakiness } from './flakiness';
import type { CollectionRun, RunStatus, TestRun } from './runGroups';

export const SHOP_SUITE_ID = '5d0c1b2a-3e4f-4a5b-8c6d-7e8f9a0b1c01';

export const PAY_BY_CARD_ID = '6e1d2c3b-4f5a-4b6c-9d7e-8f9a0b1c2d01';
export const PAY_BY_INVOICE_ID = '6e1d2c3b-4f5a-4b6c-9d7e-8f9a0b1c2d02';
export const LOG_IN_ID = '6e1d2c3b-4f5a-4b6c-9d7e-8f9a0b1c2d03';
export const SEARCH_ID = '6e1d2c3b-4f5a-4b6c-9d7e-8f9a0b1c2d04';

/** The project's tree: Checkout/{Pay by card, Pay by invoice}, Catalog/Search products, Log in. */
export const shopTree: TreeItem[] = [
  { entity_name: 'Catalog', full_parent_path: '', is_folder: true, is_virtual: false },
  { entity_name: 'Checkout', full_parent_path: '', is_folder: true, is_virtual: false },
  {
    entity_name: 'Search products',
    full_parent_path: 'Catalog',
    is_folder: false,
    is_virtual: false,
    test_case_id: SEARCH_ID,
    test_case_state: 'completed',
  },
  {
    entity_name: 'Pay by card',
    full_parent_path: 'Checkout',
    is_folder: false,
    is_virtual: false,
    test_case_id: PAY_BY_CARD_ID,
    test_case_state: 'completed',
  },
  {
    entity_name: 'Pay by invoice',
    full_parent_path: 'Checkout',
    is_folder: false,
    is_virtual: false,
    test_case_id: PAY_BY_INVOICE_ID,
    test_case_state: 'failed',
  },
  { entity_name: 'Log in', full_parent_path: '', is_folder: false, is_virtual: false, test_case_id: LOG_IN_ID, test_case_state: 'completed' },
];

export const checkoutCollection: TestCollection = {
  _id: '7f2e3d4c-5a6b-4c7d-8e9f-0a1b2c3d4e01',
  test_suite_id: SHOP_SUITE_ID,
  name: 'Checkout',
  linked_test_ids: [PAY_BY_CARD_ID, PAY_BY_INVOICE_ID],
  schedule: '0 9 * * 1',
  linked_runs: [],
};

export const smokeCollection: TestCollection = {
  _id: '7f2e3d4c-5a6b-4c7d-8e9f-0a1b2c3d4e02',
  test_suite_id: SHOP_SUITE_ID,
  name: 'Smoke',
  linked_test_ids: [LOG_IN_ID],
  schedule: null,
  linked_runs: [],
};

/** What the server answers to creating 'Nightly' (no tests yet), and once its tests are added. */
export const nightlyCollection: TestCollection = {
  _id: '7f2e3d4c-5a6b-4c7d-8e9f-0a1b2c3d4e03',
  test_suite_id: SHOP_SUITE_ID,
  name: 'Nightly',
  linked_test_ids: [],
  schedule: null,
  linked_runs: [],
};
export const nightlyWithTests: TestCollection = { ...nightlyCollection, linked_test_ids: [LOG_IN_ID, SEARCH_ID] };

export const RENAMED_CHECKOUT = 'Checkout and payment';
export const renamedCheckout: TestCollection = { ...checkoutCollection, name: RENAMED_CHECKOUT };
export const DAILY_SCHEDULE = '0 9 * * *';
export const dailyCheckout: TestCollection = { ...checkoutCollection, schedule: DAILY_SCHEDULE };
/** The environment a run-all or a schedule may be made against (machines/environments), by id and name. */
export const STAGING_ID = stagingEnvironment._id;
export const STAGING = stagingEnvironment.name;
/** Checkout's daily schedule saved against staging. */
export const dailyCheckoutOnStaging: TestCollection = { ...dailyCheckout, environment_id: STAGING_ID };
export const unscheduledCheckout: TestCollection = { ...checkoutCollection, schedule: null };
/** Checkout with 'Pay by invoice' swapped for 'Log in'. */
export const checkoutWithLogIn: TestCollection = { ...checkoutCollection, linked_test_ids: [PAY_BY_CARD_ID, LOG_IN_ID] };

let runNumber = 0;
/** A run of a test; ids count up so every sample run is distinct. */
export function sampleRun(testCaseId: string, status: RunStatus, createdAt: string, groupId: string | null = null, flaky = false): TestRun {
  runNumber += 1;
  return {
    _id: `8a3f4e5d-6b7c-4d8e-9f0a-1b2c3d4e${String(5000 + runNumber).padStart(4, '0')}`,
    test_case_id: testCaseId,
    status,
    created_at: createdAt,
    finished_at: null,
    artifacts: [],
    collection_run_id: groupId,
    ...(flaky && { flaky: true, retries: 1 }),
  };
}

/** Each run as [test, status], or [test, 'passed', 'flaky'] for a pass on a retry. */
function group(
  id: string,
  collection: TestCollection | null,
  status: RunStatus,
  createdAt: string,
  runs: Array<[string, RunStatus] | [string, 'passed', 'flaky']>,
): CollectionRun {
  return {
    _id: id,
    test_suite_id: SHOP_SUITE_ID,
    collection_id: collection?._id ?? null,
    collection_name: collection?.name ?? null,
    status,
    created_at: createdAt,
    runs: runs.map(([testId, runStatus, flaky]) => sampleRun(testId, runStatus, createdAt, id, flaky === 'flaky')),
  };
}

/** Checkout's run of 21 Nov 2026, 14:05 UTC: one passed, one failed. */
export const checkoutFailedGroup = group('9b4a5f6e-7c8d-4e9f-8a0b-2c3d4e5f6001', checkoutCollection, 'failed', '2026-11-21T14:05:00.000Z', [
  [PAY_BY_CARD_ID, 'passed'],
  [PAY_BY_INVOICE_ID, 'failed'],
]);
/** Checkout's run of the day before: both passed, 'Pay by card' only on a retry (flaky). */
export const checkoutPassedGroup = group('9b4a5f6e-7c8d-4e9f-8a0b-2c3d4e5f6002', checkoutCollection, 'passed', '2026-11-20T09:00:00.000Z', [
  [PAY_BY_CARD_ID, 'passed', 'flaky'],
  [PAY_BY_INVOICE_ID, 'passed'],
]);
export const smokePassedGroup = group('9b4a5f6e-7c8d-4e9f-8a0b-2c3d4e5f6003', smokeCollection, 'passed', '2026-11-21T08:30:00.000Z', [
  [LOG_IN_ID, 'passed'],
]);
/** A 'Run all tests' of the whole project: no collection. */
export const projectGroup = group('9b4a5f6e-7c8d-4e9f-8a0b-2c3d4e5f6004', null, 'failed', '2026-11-19T17:45:00.000Z', [
  [PAY_BY_CARD_ID, 'failed'],
  [PAY_BY_INVOICE_ID, 'passed'],
  [LOG_IN_ID, 'passed'],
  [SEARCH_ID, 'not_runnable'],
]);
/** What 'Run all' of Checkout answers: a new group, its runs pending. */
export const checkoutStartedGroup = group('9b4a5f6e-7c8d-4e9f-8a0b-2c3d4e5f6005', checkoutCollection, 'pending', '2026-11-22T10:00:00.000Z', [
  [PAY_BY_CARD_ID, 'pending'],
  [PAY_BY_INVOICE_ID, 'pending'],
]);
/** What 'Run all tests' answers. */
export const projectStartedGroup = group('9b4a5f6e-7c8d-4e9f-8a0b-2c3d4e5f6006', null, 'pending', '2026-11-22T10:00:00.000Z', [
  [PAY_BY_CARD_ID, 'pending'],
  [PAY_BY_INVOICE_ID, 'pending'],
  [LOG_IN_ID, 'pending'],
  [SEARCH_ID, 'not_runnable'],
]);

export const shopCollections = [checkoutCollection, smokeCollection];
/** The project's recent groups, newest first. */
export const shopGroups = [checkoutFailedGroup, smokePassedGroup, checkoutPassedGroup, projectGroup];

export const QUARANTINE_REASON_BY_RULE = "Flake rate 40 % over its last 10 verdicts reached the project's quarantine threshold of 30 %.";
export const QUARANTINE_REASON_BY_HAND = 'Waits for the search index rebuild.';

/**
 * The project's flake rates (GET test-suites/{id}/flakiness), the flakiest test first: 'Pay by
 * card' passed 4 of its last 10 verdicts only on a retry and the project's 30 % rule quarantined
 * it; 'Pay by invoice' 1 of 12; 'Log in' never; 'Search products' has no verdicts but was
 * quarantined by hand. Checkout's tests together: 5 flaky of 22; Smoke's: none of 8.
 */
export const shopFlakiness: ProjectFlakiness = {
  tests: [
    {
      test_case_id: PAY_BY_CARD_ID,
      name: 'Pay by card',
      verdicts: 10,
      flaky: 4,
      failed: 1,
      flake_rate: 0.4,
      quarantined: true,
      quarantine_reason: QUARANTINE_REASON_BY_RULE,
    },
    {
      test_case_id: PAY_BY_INVOICE_ID,
      name: 'Pay by invoice',
      verdicts: 12,
      flaky: 1,
      failed: 3,
      flake_rate: 1 / 12,
      quarantined: false,
      quarantine_reason: null,
    },
    { test_case_id: LOG_IN_ID, name: 'Log in', verdicts: 8, flaky: 0, failed: 0, flake_rate: 0, quarantined: false, quarantine_reason: null },
    {
      test_case_id: SEARCH_ID,
      name: 'Search products',
      verdicts: 0,
      flaky: 0,
      failed: 0,
      flake_rate: null,
      quarantined: true,
      quarantine_reason: QUARANTINE_REASON_BY_HAND,
    },
  ],
  collections: [
    { collection_id: checkoutCollection._id, name: 'Checkout', verdicts: 22, flaky: 5, failed: 4, flake_rate: 5 / 22 },
    { collection_id: smokeCollection._id, name: 'Smoke', verdicts: 8, flaky: 0, failed: 0, flake_rate: 0 },
  ],
  quarantine_flake_rate: 0.3,
};
