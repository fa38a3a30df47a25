/** A test's flake rate and its quarantine: one plain function per operation. */
import type { components } from '../../openapi/schema';
import { apiClient, unwrap } from './client';

export type TestFlakiness = components['schemas']['TestFlakiness'];
export type QuarantineRequest = components['schemas']['QuarantineRequest'];

/** The test's verdicts over its newest 50 (flaky passes, failures), its flake rate and its quarantine. */
export const getTestFlakiness = (testId: string) => unwrap(apiClient.GET('/test-case/{id}/flakiness', { params: { path: { id: testId } } }));

/** Quarantines the test (with an optional reason) or releases it; answers its flakiness as now stored. */
export const setTestQuarantine = (testId: string, body: QuarantineRequest) =>
  unwrap(apiClient.PUT('/test-case/{id}/quarantine', { params: { path: { id: testId } }, body }));
