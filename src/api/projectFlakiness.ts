/** A project's flake rates: one plain function per operation (a test's own are in flakiness.ts). */
import type { components } from '../../openapi/schema';
import { apiClient, unwrap } from './client';

export type ProjectFlakiness = components['schemas']['ProjectFlakiness'];

/** Each test's and each collection's verdicts over their last 50 (the flakiest test first), and the project's quarantine rule. */
export const getProjectFlakiness = (suiteId: string) => unwrap(apiClient.GET('/test-suites/{id}/flakiness', { params: { path: { id: suiteId } } }));
