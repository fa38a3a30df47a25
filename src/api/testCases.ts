/** Test cases: one plain function per operation. */
import type { components } from '../../openapi/schema';
import { apiClient, unwrap } from './client';

export type TestCase = components['schemas']['TestCase'];
export type TestCaseInput = components['schemas']['TestCaseInput'];

export const getTestCase = (id: string) => unwrap(apiClient.GET('/test-case/{id}', { params: { path: { id } } }));

/** Resolves with the created tests, in request order. */
export const createTestCases = (testCases: TestCaseInput[], scheduleGeneration: boolean) =>
  unwrap(apiClient.POST('/test-cases/', { body: { test_cases: testCases, schedule_generation: scheduleGeneration } }));

export const editTestCase = (id: string, fields: TestCaseInput, schedule: boolean) =>
  unwrap(apiClient.PUT('/test-case/{id}/edit', { params: { path: { id }, query: { schedule } }, body: fields }));

/** PATCH test-cases/{id}/collections: the complete new set of the test's collections. */
export const setTestCaseCollections = (id: string, collectionIds: string[]) =>
  unwrap(apiClient.PATCH('/test-cases/{id}/collections', { params: { path: { id } }, body: { collection_ids: collectionIds } }));

export const deleteTestCase = (id: string) => unwrap(apiClient.DELETE('/test-case/{id}', { params: { path: { id } } }));

/** A short name (slug) only when one is given: an empty one publishes under the id alone. */
export const publishTestCase = (id: string, slug?: string) =>
  unwrap(apiClient.PUT('/test-case/{id}/publish', { params: { path: { id } }, body: slug ? { slug } : {} }));

export const getTestCaseParameters = (id: string) => unwrap(apiClient.GET('/test-case/{id}/parameters', { params: { path: { id } } }));

export const regenerateTestCase = (id: string) => unwrap(apiClient.PUT('/test-case/{id}/regenerate', { params: { path: { id } } }));

export const cancelTestCaseGeneration = (id: string) => unwrap(apiClient.DELETE('/test-case/cancel/{id}', { params: { path: { id } } }));

/** Ends a generation whatever its executor does; the spec names no values for `arg`, the server reads none. */
export const forceStopTestCase = (id: string) =>
  unwrap(apiClient.PUT('/test-case/{id}/force-stop/{arg}', { params: { path: { id, arg: 'generation' } } }));

/** POST steps/parse: how each step of a description is read (the form's parse preview). */
export const parseTestSteps = (description: string) => unwrap(apiClient.POST('/steps/parse', { body: { description } }));
