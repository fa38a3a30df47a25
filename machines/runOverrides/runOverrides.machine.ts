/**
 * The 'Override run parameters' dialog of one test (spec sections 3, 4 and 5). Opening it
 * fetches the test's own parameters (key to default value). The user adds rows of key and
 * value: "Override keys may only be chosen from the test's own parameters not already used;
 * 'Add Key-Value Pair' is disabled when none remain. Website URL override is optional." A
 * website URL must pass the project's URL rule ('Invalid URL'). Retries (0–3, none unless
 * picked) run the test again after a failure; a pass on a retry is flaky. An environment of the
 * project (none unless picked; the dialog offers those machines/environments lists) gives the run
 * its base URL and values; the rows and the website URL above still win over it.

 *
 * Run closes the dialog and starts a run with these settings (the contract's RunSettings): the
 * dialog is the child of the test's runs (machines/testRuns, the input's `runs`), which it tells
 * `run.start`.
 */
import { assign, sendTo, setup, type AnyActorRef } from 'xstate';
import type { ToastParams } from '../_shared/authErrors';
import type { RunSettings } from '../testRuns/runStatus';
import { optionalUrlError } from '../_shared/validation';
import { providedActor, providedAction } from '../_shared/provided';
import { isRetries } from '../../rules/runRetries';

export type { RunSettings };
export type TestParameters = Record<string, string>;

export interface OverrideRow {
  key: string;
  value: string;
}

export interface RunOverridesInput {
  testId: string;
  /** The test's runs: told `run.start` with the settings once the user runs. */
  runs: AnyActorRef;
}

export interface RunOverridesContext {
  testId: string;
  runs: AnyActorRef;
  /** The test's own parameters and their default values, fetched on open. */
  parameters: TestParameters;
  rows: OverrideRow[];
  websiteUrl: string;
  /** 'Invalid URL' under the field, or null. */
  websiteUrlError: string | null;
  /** How many times a failed attempt runs again. */
  retries: number;
  /** The id of the environment to run against; null for none. */
  environment: string | null;
}

export type RunOverridesEvent =
  | { type: 'overrides.open' }
  | { type: 'row.add' }
  | { type: 'row.remove'; index: number }
  | { type: 'row.keyChanged'; index: number; key: string }
  | { type: 'row.valueChanged'; index: number; value: string }
  | { type: 'websiteUrl.changed'; value: string }
  | { type: 'retries.changed'; retries: number }
  /** An environment's id, or null for none. */
  | { type: 'environment.changed'; environment: string | null }
  | { type: 'overrides.submit' }
  | { type: 'overrides.cancel' };

export const FETCH_PARAMETERS_FAILED: ToastParams = { title: 'Some error occurred', text: 'Unable to fetch the test parameters', type: 'error' };

/** The test's parameters no row uses yet, in the test's order. */
export function unusedKeys(parameters: TestParameters, rows: ReadonlyArray<OverrideRow>, exceptIndex = -1): string[] {
  const used = new Set(rows.filter((_, index) => index !== exceptIndex).map((row) => row.key));
  return Object.keys(parameters).filter((key) => !used.has(key));
}

/**
 * What Run sends: each row's key and value, the website address when one was typed, the retries
 * when some were picked, the environment when one was.
 */
export function runSettings(context: Pick<RunOverridesContext, 'rows' | 'websiteUrl' | 'retries' | 'environment'>): RunSettings {
  const websiteUrl = context.websiteUrl.trim();
  return {
    parameter_overrides: Object.fromEntries(context.rows.map((row) => [row.key, row.value])),
    ...(websiteUrl && { website_url_override: websiteUrl }),
    ...(context.retries > 0 && { retries: context.retries }),
    ...(context.environment && { environment: context.environment }),
  };
}

const closedForm = { parameters: {}, rows: [], websiteUrl: '', websiteUrlError: null, retries: 0, environment: null };

const isRow = (rows: ReadonlyArray<OverrideRow>, index: number) => Number.isInteger(index) && index >= 0 && index < rows.length;

export const runOverridesMachine = setup({
  types: {
    input: {} as RunOverridesInput,
    context: {} as RunOverridesContext,
    events: {} as RunOverridesEvent,
    tags: {} as 'busy',
    children: {} as { getTestCaseParameters: 'getTestCaseParameters' },
  },
  actors: {
    /** GET /api/test-case/{id}/parameters (operation getTestCaseParameters). */
    getTestCaseParameters: providedActor<TestParameters, { id: string }>('getTestCaseParameters'),
  },
  actions: {
    reset: assign(closedForm),
    setParameters: assign((_, params: { parameters: TestParameters }) => ({ parameters: params.parameters })),
    // A new row takes the first key left, with its default value to edit.
    addRow: assign(({ context }) => {
      const key = unusedKeys(context.parameters, context.rows)[0]!;
      return { rows: [...context.rows, { key, value: context.parameters[key] ?? '' }] };
    }),
    removeRow: assign(({ context }, params: { index: number }) => ({ rows: context.rows.filter((_, index) => index !== params.index) })),
    // A value still equal to the old key's default follows the new key's; a typed one stays.
    changeKey: assign(({ context }, params: { index: number; key: string }) => ({
      rows: context.rows.map((row, index) =>
        index !== params.index
          ? row
          : { key: params.key, value: row.value === context.parameters[row.key] ? (context.parameters[params.key] ?? '') : row.value },
      ),
    })),
    changeValue: assign(({ context }, params: { index: number; value: string }) => ({
      rows: context.rows.map((row, index) => (index === params.index ? { ...row, value: params.value } : row)),
    })),
    changeWebsiteUrl: assign((_, params: { value: string }) => ({ websiteUrl: params.value, websiteUrlError: optionalUrlError(params.value) })),
    changeRetries: assign((_, params: { retries: number }) => ({ retries: params.retries })),
    changeEnvironment: assign((_, params: { environment: string | null }) => ({ environment: params.environment })),
    startRun: sendTo(
      ({ context }) => context.runs,
      ({ context }) => ({ type: 'run.start' as const, settings: runSettings(context) }),
    ),
    notifyFetchFailed: providedAction<ToastParams>('notifyFetchFailed'),
  },
  guards: {
    hasUnusedKey: ({ context }) => unusedKeys(context.parameters, context.rows).length > 0,
    hasRow: ({ context }, params: { index: number }) => isRow(context.rows, params.index),
    isKeyAvailable: ({ context }, params: { index: number; key: string }) =>
      isRow(context.rows, params.index) && unusedKeys(context.parameters, context.rows, params.index).includes(params.key),
    isWebsiteUrlValid: ({ context }) => optionalUrlError(context.websiteUrl) === null,
    isRetries: (_, params: { retries: number }) => isRetries(params.retries),
    /** None, or an id: a blank one would be refused by the server. */
    isEnvironmentChoice: (_, params: { environment: string | null }) => params.environment === null || params.environment.trim() !== '',
  },
}).createMachine({
  id: 'runOverrides',
  context: ({ input }) => ({ testId: input.testId, runs: input.runs, ...closedForm }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'overrides.open': { target: 'loading', actions: 'reset' } },
    },
    loading: {
      tags: 'busy',
      on: { 'overrides.cancel': 'closed' },
      invoke: {
        id: 'getTestCaseParameters',
        src: 'getTestCaseParameters',
        input: ({ context }) => ({ id: context.testId }),
        onDone: { target: 'editing', actions: { type: 'setParameters', params: ({ event }) => ({ parameters: event.output }) } },
        onError: { target: 'closed', actions: { type: 'notifyFetchFailed', params: FETCH_PARAMETERS_FAILED } },
      },
    },
    editing: {
      on: {
        'row.add': { guard: 'hasUnusedKey', actions: 'addRow' },
        'row.remove': {
          guard: { type: 'hasRow', params: ({ event }) => ({ index: event.index }) },
          actions: { type: 'removeRow', params: ({ event }) => ({ index: event.index }) },
        },
        'row.keyChanged': {
          guard: { type: 'isKeyAvailable', params: ({ event }) => ({ index: event.index, key: event.key }) },
          actions: { type: 'changeKey', params: ({ event }) => ({ index: event.index, key: event.key }) },
        },
        'row.valueChanged': {
          guard: { type: 'hasRow', params: ({ event }) => ({ index: event.index }) },
          actions: { type: 'changeValue', params: ({ event }) => ({ index: event.index, value: event.value }) },
        },
        'websiteUrl.changed': { actions: { type: 'changeWebsiteUrl', params: ({ event }) => ({ value: event.value }) } },
        'retries.changed': {
          guard: { type: 'isRetries', params: ({ event }) => ({ retries: event.retries }) },
          actions: { type: 'changeRetries', params: ({ event }) => ({ retries: event.retries }) },
        },
        'environment.changed': {
          guard: { type: 'isEnvironmentChoice', params: ({ event }) => ({ environment: event.environment }) },
          actions: { type: 'changeEnvironment', params: ({ event }) => ({ environment: event.environment }) },
        },
        'overrides.submit': { guard: 'isWebsiteUrlValid', target: 'closed', actions: ['startRun', 'reset'] },
        'overrides.cancel': { target: 'closed', actions: 'reset' },
      },
    },
  },
});
