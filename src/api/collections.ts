/**
 * Collections (shown to users as "test suites") and the runs they start: one plain function per
 * operation. Group runs (a collection's or a whole project's 'run all') and a project's recent
 * runs live here too; single-test runs belong to runs.ts.
 */
import type { components } from '../../openapi/schema';
import { apiClient, unwrap } from './client';

export type TestCollection = components['schemas']['TestCollection'];
export type TestCollectionUpdate = components['schemas']['TestCollectionUpdate'];
export type CollectionRun = components['schemas']['CollectionRun'];
export type TestRun = components['schemas']['TestRun'];

export const listTestCollections = (suiteId: string) =>
  unwrap(apiClient.GET('/test-suites/collections/{suiteId}', { params: { path: { suiteId } } }));

export const getTestCollection = (collectionId: string) =>
  unwrap(apiClient.GET('/test-suites/collection/{id}', { params: { path: { id: collectionId } } }));

export const createTestCollection = (suiteId: string, name: string) =>
  unwrap(apiClient.POST('/test-suites/collection', { body: { test_suite_id: suiteId, name } }));

export const updateTestCollection = (update: TestCollectionUpdate) =>
  unwrap(apiClient.PUT('/test-suites/collection/{id}', { params: { path: { id: update.collection_id } }, body: update }));

export const deleteTestCollection = (collectionId: string) =>
  unwrap(apiClient.DELETE('/test-suites/collection/{id}', { params: { path: { id: collectionId } } }));

/** The body of a run-all: the environment to run against (its id or name) when one is picked, else none. */
const runAllBody = (environment?: string | null) => (environment ? { body: { environment } } : {});

/** POST test-suites/collection/{id}/run-all: one run per linked test, grouped. */
export const runTestCollection = (collectionId: string, environment?: string | null) =>
  unwrap(apiClient.POST('/test-suites/collection/{id}/run-all', { params: { path: { id: collectionId } }, ...runAllBody(environment) }));

/** POST test-suites/{id}/run-all: one run per test of the project, grouped with no collection. */
export const runTestSuite = (suiteId: string, environment?: string | null) =>
  unwrap(apiClient.POST('/test-suites/{id}/run-all', { params: { path: { id: suiteId } }, ...runAllBody(environment) }));

/** The project's most recent groups of runs, newest first; only those made against the environment of this name when one is given. */
export const listRecentCollectionRuns = (suiteId: string, limit: number, environment?: string | null) =>
  unwrap(
    apiClient.GET('/test-suites/{id}/collection-runs', { params: { path: { id: suiteId }, query: { limit, ...(environment && { environment }) } } }),
  );

/** The project's most recent runs of single tests and of groups alike, newest first; filtered by environment name like the groups. */
export const listTestSuiteRuns = (suiteId: string, limit: number, environment?: string | null) =>
  unwrap(apiClient.GET('/test-suites/{id}/test-runs', { params: { path: { id: suiteId }, query: { limit, ...(environment && { environment }) } } }));
