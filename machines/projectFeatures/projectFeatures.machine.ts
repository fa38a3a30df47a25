/**
 * The selected project's features on the Settings screen (GET and PUT test-suites/{id}/features,
 * spec section 7). Each switch saves at once; a second toggle waits for the first save, and a
 * failed save leaves the features as they were.
 */
import { assign, setup } from 'xstate';
import type { ToastParams } from '../_shared/authErrors';
import { PROJECT_FEATURES } from './features';
import { providedActor, providedAction } from '../_shared/provided';

export type Features = Record<string, unknown>;

export interface ProjectFeaturesInput {
  suiteId: string;
}

export interface ProjectFeaturesContext {
  suiteId: string;
  features: Features;
  /** The switch being saved, shown busy meanwhile. */
  savingKey: string | null;
}

export type ProjectFeaturesEvent = { type: 'features.retry' } | { type: 'feature.toggled'; key: string; enabled: boolean };

const labelOf = (key: string) => PROJECT_FEATURES.find((feature) => feature.key === key)?.label ?? key;

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
    setSavingKey: assign((_, params: { key: string | null }) => ({ savingKey: params.key })),
    notifyLoadFailed: providedAction<ToastParams>('notifyLoadFailed'),
    notifySaved: providedAction<ToastParams>('notifySaved'),
    notifySaveFailed: providedAction<ToastParams>('notifySaveFailed'),
  },
  guards: {
    isKnownFeature: (_, params: { key: string }) => PROJECT_FEATURES.some((feature) => feature.key === params.key),
  },
}).createMachine({
  id: 'projectFeatures',
  context: ({ input }) => ({ suiteId: input.suiteId, features: {}, savingKey: null }),
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
              actions: { type: 'setSavingKey', params: ({ event }) => ({ key: event.key }) },
            },
          },
        },
        // A toggle while saving is ignored: the switches are disabled meanwhile.
        saving: {
          tags: 'busy',
          invoke: {
            id: 'updateTestSuiteFeatures',
            src: 'updateTestSuiteFeatures',
            input: ({ context, event }) => {
              const toggle = event as Extract<ProjectFeaturesEvent, { type: 'feature.toggled' }>;
              return { suiteId: context.suiteId, features: { ...context.features, [toggle.key]: toggle.enabled } };
            },
            onDone: {
              target: 'idle',
              actions: [
                {
                  type: 'notifySaved',
                  params: ({ context, event }) => ({
                    title: 'Settings updated',
                    text: `${labelOf(context.savingKey ?? '')} is now ${event.output[context.savingKey ?? ''] === false ? 'off' : 'on'}.`,
                    type: 'success' as const,
                  }),
                },
                { type: 'setFeatures', params: ({ event }) => ({ features: event.output }) },
                { type: 'setSavingKey', params: { key: null } },
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                { type: 'notifySaveFailed', params: { title: 'Some error occurred', text: 'Unable to update the test suite', type: 'error' } },
                { type: 'setSavingKey', params: { key: null } },
              ],
            },
          },
        },
      },
    },
  },
});
