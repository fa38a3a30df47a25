/**
 * Retries of a run: how many times a failed attempt is run again. A project sets it for its
 * collection runs (run-all, schedules, the CLI) as `run_retries` among its features; a run's
 * own `retries` wins. A single test's run, started by hand, retries only when asked.
 */
export const MAX_RETRIES = 3;
/** Scheduled and CI runs retry once unless the project says otherwise. */
export const DEFAULT_COLLECTION_RETRIES = 1;
export const RUN_RETRIES_KEY = 'run_retries';
export const RUN_RETRIES_MESSAGE = `The run retries must be a whole number from 0 to ${MAX_RETRIES}.`;

export const isRetries = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_RETRIES;

/** The project's retries for its collection runs: its `run_retries` when it holds a valid one. */
export function collectionRetries(features: Record<string, unknown>): number {
  const value = features[RUN_RETRIES_KEY];
  return isRetries(value) ? value : DEFAULT_COLLECTION_RETRIES;
}
