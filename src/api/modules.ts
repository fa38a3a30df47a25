/** Test modules of a project (test suite): one plain function per operation (spec section 7). */
import type { components } from '../../openapi/schema';
import { apiClient, unwrap } from './client';

export type TestModule = components['schemas']['TestModule'];
export type TestModuleCreate = components['schemas']['TestModuleCreate'];
export type TestModuleUpdate = components['schemas']['TestModuleUpdate'];

export const listTestModules = (suiteId: string) => unwrap(apiClient.GET('/test-suites/{id}/test-modules', { params: { path: { id: suiteId } } }));

export const createTestModule = (suiteId: string, module: TestModuleCreate) =>
  unwrap(apiClient.POST('/test-suites/{id}/test-module', { params: { path: { id: suiteId } }, body: module }));

export const updateTestModule = (suiteId: string, moduleId: string, patch: TestModuleUpdate) =>
  unwrap(apiClient.PATCH('/test-suites/{id}/test-module/{moduleId}', { params: { path: { id: suiteId, moduleId } }, body: patch }));

export const deleteTestModule = (suiteId: string, moduleId: string) =>
  unwrap(apiClient.DELETE('/test-suites/{id}/test-module/{moduleId}', { params: { path: { id: suiteId, moduleId } } }));
