/** Test runs and their artifacts: one plain function per operation. */
import type { components } from '../../openapi/schema';
import { apiClient, unwrap } from './client';

export type TestRun = components['schemas']['TestRun'];
/** The overrides of the runs a call starts, the environment among them (the contract's RunOverrides). */
export type RunSettings = components['schemas']['RunOverrides'];
export type ArtifactUrl = components['schemas']['ScreenshotUrl'];

/** The test's runs, newest first; only those made against the environment of this name when one is given. */
export const listTestRuns = (testCaseId: string, environment?: string | null) =>
  unwrap(apiClient.GET('/test-runs/{id}', { params: { path: { id: testCaseId }, ...(environment && { query: { environment } }) } }));

export const getTestRun = (runId: string) => unwrap(apiClient.GET('/test-run/{id}', { params: { path: { id: runId } } }));

/** Starts a run of the test (it starts `pending`); without settings the test's own parameters and website are used, and no environment. */
export const createTestRun = (testCaseId: string, settings?: RunSettings) =>
  unwrap(apiClient.POST('/test-run/{id}', { params: { path: { id: testCaseId } }, ...(settings && { body: settings }) }));

/** Resolves with the run, now `cancelled` (or its final status when it had already ended). */
export const cancelTestRun = (runId: string) => unwrap(apiClient.DELETE('/test-run/cancel/{id}', { params: { path: { id: runId } } }));

/** An artifact's contents as text (steps.json, the logs), fetched with the bearer token. */
export async function getArtifactText(runId: string, artifactName: string): Promise<string> {
  const call = apiClient.GET('/artifacts/{id}', { params: { path: { id: runId }, query: { artifact_name: artifactName } }, parseAs: 'text' });
  return unwrap(call as Promise<{ data?: string; error?: unknown; response: Response }>);
}

/** A temporary address of an artifact, usable without a token (images, download links, the trace viewer) until `expires_at`. */
export const getArtifactUrl = (runId: string, artifactName: string) =>
  unwrap(apiClient.GET('/artifacts/{id}/url', { params: { path: { id: runId }, query: { artifact_name: artifactName } } }));

/** Accepts the heal the failed run proposes: resolves with the run, its heal accepted (the version written, the run started to check it). */
export const acceptHeal = (runId: string) => unwrap(apiClient.POST('/test-run/{id}/heal/accept', { params: { path: { id: runId } } }));

/** Rejects the heal the failed run proposes: resolves with the run, its heal rejected. */
export const rejectHeal = (runId: string) => unwrap(apiClient.POST('/test-run/{id}/heal/reject', { params: { path: { id: runId } } }));
