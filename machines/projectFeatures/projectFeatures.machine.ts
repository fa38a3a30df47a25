/**
 * The selected project's features on the Settings screen (GET and PUT test-suites/{id}/features,
 * spec section 7). Each switch saves at once, and so does the retries of collection runs (0–3,
 * stored as `run_retries`, rules/runRetries.ts); a second change waits for the first save, and a
 * failed save leaves the features as they were.
 */
import { assign, setup } from 'xstate';
import type { ToastParams } from '../_shared/authErrors';
import { collectionRetries, isRetries, RUN_RETRIES_KEY } from '../../rules/runRetries';
import { PROJECT_FEATURES } from './features';
import { providedActor, providedAction } from '../_shared/provided';

export type Features = Record<string, unknown>;

export interface ProjectFeaturesInput {
  suiteId: string;
}

export interface ProjectFeaturesContext {
  suiteId: string;
  features: Features;
  /** The setting being saved, shown busy meanwhile, and the value it is saved with. */
  savingKey: string | null;
  savingValue: unknown;
}

export type ProjectFeaturesEvent =
  | { type: 'features.retry' }
  | { type: 'feature.toggled'; key: string; enabled: boolean }
  | { type: 'retries.changed'; retries: number };

export const RETRIES_LABEL = 'Retries of collection runs';

/** The saved toast's text: a switch is on or off, the retries a number. */
function savedText(key: string, features: Features): string {
  if (key === RUN_RETRIES_KEY) return `${RETRIES_LABEL}: ${collectionRetries(features)}.`;
  const label = PROJECT_FEATURES.find((feature) => feature.key === key)?.label ?? key;
  return `${label} is now ${features[key] === false ? 'off' : 'on'}.`;
}

export const projectFeaturesMachine = setup({
  types: {
    context: {} as ProjectFeaturesContext,
    events: {} as ProjectFeaturesEvent,
    input: {} as ProjectFeaturesInput,
    tags: {} as 'busy',
    children: {} as { getTestSuiteFeatures: 'getTestSuiteFeatures'; updateTestSuiteFeatures: 'updateTestSuiteFeatures' },
  },
  actors: {
    getTestSuiteFeatures: providedActor<Features, { suiteId: string }>('getTestSuiteFeatures'),
    /** Replaces the whole object; answers what was stored. */
    updateTestSuiteFeatures: providedActor<Features, { suiteId: string; features: Features }>('updateTestSuiteFeatures'),
  },
  actions: {
    setFeatures: assign((_, params: { features: Features }) => ({ features: params.features })),
    setSaving: assign((_, params: { key: string | null; value: unknown }) => ({ savingKey: params.key, savingValue: params.value })),
    notifyLoadFailed: providedAction<ToastParams>('notifyLoadFailed'),
    notifySaved: providedAction<ToastParams>('notifySaved'),
    notifySaveFailed: providedAction<ToastParams>('notifySaveFailed'),
  },
  guards: {
    isKnownFeature: (_, params: { key: string }) => PROJECT_FEATURES.some((feature) => feature.key === params.key),
    isRetries: (_, params: { retries: number }) => isRetries(params.retries),
  },
}).createMachine({
  id: 'projectFeatures',
  context: ({ input }) => ({ suiteId: input.suiteId, features: {}, savingKey: null, savingValue: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getTestSuiteFeatures',
        src: 'getTestSuiteFeatures',
        input: ({ context }) => ({ suiteId: context.suiteId }),
        onDone: { target: 'loaded', actions: { type: 'setFeatures', params: ({ event }) => ({ features: event.output }) } },
        onError: {
          target: 'failed',
          actions: { type: 'notifyLoadFailed', params: { title: 'Some error occurred', text: 'Unable to fetch the test suite', type: 'error' } },
        },
      },
    },
    failed: {
      on: { 'features.retry': 'loading' },
    },
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'feature.toggled': {
              guard: { type: 'isKnownFeature', params: ({ event }) => ({ key: event.key }) },
              target: 'saving',
              actions: { type: 'setSaving', params: ({ event }) => ({ key: event.key, value: event.enabled }) },
            },
            'retries.changed': {
              guard: { type: 'isRetries', params: ({ event }) => ({ retries: event.retries }) },
              target: 'saving',
              actions: { type: 'setSaving', params: ({ event }) => ({ key: RUN_RETRIES_KEY, value: event.retries }) },
            },
          },
        },
        // A change while saving is ignored: the controls are disabled meanwhile.
        saving: {
          tags: 'busy',
          invoke: {
            id: 'updateTestSuiteFeatures',
            src: 'updateTestSuiteFeatures',
            input: ({ context }) => ({ suiteId: context.suiteId, features: { ...context.features, [context.savingKey!]: context.savingValue } }),
            onDone: {
              target: 'idle',
              actions: [
                {
                  type: 'notifySaved',
                  params: ({ context, event }) => ({
                    title: 'Settings updated',
                    text: savedText(context.savingKey ?? '', event.output),
                    type: 'success' as const,
                  }),
                },
                { type: 'setFeatures', params: ({ event }) => ({ features: event.output }) },
                { type: 'setSaving', params: { key: null, value: null } },
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                { type: 'notifySaveFailed', params: { title: 'Some error occurred', text: 'Unable to update the test suite', type: 'error' } },
                { type: 'setSaving', params: { key: null, value: null } },
              ],
            },
          },
        },
      },
    },
  },
});
