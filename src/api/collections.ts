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

/** POST test-suites/collection/{id}/run-all: one run per linked test, grouped. */
export const runTestCollection = (collectionId: string) =>
  unwrap(apiClient.POST('/test-suites/collection/{id}/run-all', { params: { path: { id: collectionId } } }));

/** POST test-suites/{id}/run-all: one run per test of the project, grouped with no collection. */
export const runTestSuite = (suiteId: string) => unwrap(apiClient.POST('/test-suites/{id}/run-all', { params: { path: { id: suiteId } } }));

/** The project's most recent groups of runs, newest first. */
export const listRecentCollectionRuns = (suiteId: string, limit: number) =>
  unwrap(apiClient.GET('/test-suites/{id}/collection-runs', { params: { path: { id: suiteId }, query: { limit } } }));

/** The project's most recent runs of single tests and of groups alike, newest first. */
export const listTestSuiteRuns = (suiteId: string, limit: number) =>
  unwrap(apiClient.GET('/test-suites/{id}/test-runs', { params: { path: { id: suiteId }, query: { limit } } }));
