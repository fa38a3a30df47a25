/**
 * The selected project's features on the Settings screen (GET and PUT test-suites/{id}/features,
 * spec section 7). Each switch saves at once, and so do the retries of collection runs (0–3,
 * stored as `run_retries`, rules/runRetries.ts) and the quarantine rule (a flake rate from 0.01
 * to 1 stored as `quarantine_flake_rate`, or left out when off, rules/quarantine.ts); a second
 * change waits for the first save, and a failed save leaves the features as they were.
 */
import { assign, setup } from 'xstate';
import type { ToastParams } from '../_shared/authErrors';
import { isQuarantineRate, percent, QUARANTINE_RATE_KEY, quarantineRate } from '../../rules/quarantine';
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
  /** The setting being saved, shown busy meanwhile, and the value it is saved with (null: left out). */
  savingKey: string | null;
  savingValue: unknown;
}

export type ProjectFeaturesEvent =
  | { type: 'features.retry' }
  | { type: 'feature.toggled'; key: string; enabled: boolean }
  | { type: 'retries.changed'; retries: number }
  /** The quarantine threshold picked; null turns the rule off. */
  | { type: 'quarantine.changed'; rate: number | null };

export const RETRIES_LABEL = 'Retries of collection runs';

/** The saved toast's text: a switch is on or off, the retries a number, the quarantine rule a rate or off. */
function savedText(key: string, features: Features): string {
  if (key === RUN_RETRIES_KEY) return `${RETRIES_LABEL}: ${collectionRetries(features)}.`;
  if (key === QUARANTINE_RATE_KEY) {
    const rate = quarantineRate(features);
    return rate === null ? 'Quarantine by flake rate is off.' : `Quarantine flake rate: ${percent(rate)}.`;
  }
  const label = PROJECT_FEATURES.find((feature) => feature.key === key)?.label ?? key;
  return `${label} is now ${features[key] === false ? 'off' : 'on'}.`;
}

/**
 * The whole object to store with one setting changed. A null value leaves the key out: the
 * server refuses a null quarantine rate, and its absence is what turns the rule off.
 */
function withSetting(features: Features, key: string, value: unknown): Features {
  const { [key]: _previous, ...others } = features;
  return value === null ? others : { ...others, [key]: value };
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
    /** Off, or a rate the server takes (0.01 to 1). */
    isQuarantineRateOrOff: (_, params: { rate: number | null }) => params.rate === null || isQuarantineRate(params.rate),
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
            'quarantine.changed': {
              guard: { type: 'isQuarantineRateOrOff', params: ({ event }) => ({ rate: event.rate }) },
              target: 'saving',
              actions: { type: 'setSaving', params: ({ event }) => ({ key: QUARANTINE_RATE_KEY, value: event.rate }) },
            },
          },
        },
        // A change while saving is ignored: the controls are disabled meanwhile.
        saving: {
          tags: 'busy',
          invoke: {
            id: 'updateTestSuiteFeatures',
            src: 'updateTestSuiteFeatures',
            input: ({ context }) => ({ suiteId: context.suiteId, features: withSetting(context.features, context.savingKey!, context.savingValue) }),
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
