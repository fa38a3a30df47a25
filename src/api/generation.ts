/** A test's generation: step feedback, debug information, log files and screenshots; one plain function per operation. */
import type { components } from '../../openapi/schema';
import type { StepFeedback } from '../../rules/generationStep';
import { apiClient, unwrap } from './client';

export type ScreenshotUrl = components['schemas']['ScreenshotUrl'];

/** Resolves with the test, now pending (generation starts again from the step). */
export const submitStepFeedback = (id: string, feedback: StepFeedback) =>
  unwrap(apiClient.PUT('/test-case/{id}/user-feedback', { params: { path: { id } }, body: feedback }));

/** Free-form debug information; fails with status 404 when the test has none. */
export const getTestCaseDebug = (id: string) => unwrap(apiClient.GET('/debug/{id}', { params: { path: { id } } }));

/** The test's log files, each with its name and content. */
export const getTestCaseLogs = async (id: string) => (await unwrap(apiClient.GET('/logs/{id}', { params: { path: { id } } }))).logs;

/** A temporary address of a step screenshot, for `<img src>`, valid until its `expires_at`. */
export const getScreenshotUrl = (key: string) => unwrap(apiClient.GET('/screenshots/{key}', { params: { path: { key } } }));
