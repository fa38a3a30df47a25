/**
 * What the user observes in each state of the project features, and what each transition must
 * do: the hand-written tables its path replays check (machines/_testing/expectations.ts). Texts
 * are written out rather than imported, so a changed toast fails here.
 */
import type { SnapshotFrom } from 'xstate';
import type { Effect, ExpectationTables, Observation } from '../_testing/expectations';
import { SHOP_SUITE_ID } from './projectFeatures.fixtures';
import type { ProjectFeaturesContext, projectFeaturesMachine } from './projectFeatures.machine';
import {
  selectFeatureRows,
  selectHasFailed,
  selectIsLoading,
  selectIsSaving,
  selectQuarantineRate,
  selectRetries,
} from './projectFeatures.selectors';

type Machine = typeof projectFeaturesMachine;
type Tables = ExpectationTables<Machine>;

function screenView(snapshot: SnapshotFrom<Machine>) {
  return { loading: selectIsLoading(snapshot), failed: selectHasFailed(snapshot), saving: selectIsSaving(snapshot) };
}
/** Each switch as shown: key, on or off, busy. */
const rowsView = (snapshot: SnapshotFrom<Machine>) => [
  ...selectFeatureRows(snapshot).map((row) => [row.key, row.enabled, row.saving]),
  ['run_retries', selectRetries(snapshot).value, selectRetries(snapshot).saving],
  ['quarantine_flake_rate', selectQuarantineRate(snapshot).value, selectQuarantineRate(snapshot).saving],
];

/**
 * The sample project stores only Python script (off, until the sample save turns it on): every
 * other switch shows its default, on. Only Python script is ever toggled, so only it is busy.
 */
const rows = ({ features, savingKey }: ProjectFeaturesContext) => [
  ['public_publishing', true, false],
  ['python_script', features.python_script !== false, savingKey === 'python_script'],
  ['step_screenshots', true, false],
  ['self_healing', true, false],
  // Off by default: a heal waits for a person unless the project says otherwise.
  ['auto_accept_heals', false, false],
  // Not stored: one retry, the default, until a save stores another.
  ['run_retries', features.run_retries ?? 1, savingKey === 'run_retries'],
  // Not stored: the rule is off, until a save stores 30 %.
  ['quarantine_flake_rate', features.quarantine_flake_rate ?? null, savingKey === 'quarantine_flake_rate'],
];

const screen =
  (view: ReturnType<typeof screenView>, can: Observation<Machine>['can'] = []) =>
  (context: ProjectFeaturesContext): Observation<Machine> => ({
    tags: view.loading || view.saving ? ['busy'] : [],
    can,
    selectors: [
      [screenView, view],
      [rowsView, rows(context)],
    ],
  });

const none = { loading: false, failed: false, saving: false };

export const projectFeaturesObservations: Tables['observations'] = {
  loading: screen({ ...none, loading: true }),
  failed: screen({ ...none, failed: true }, ['features.retry']),
  'loaded.idle': screen(none, ['feature.toggled', 'retries.changed', 'quarantine.changed']),
  // The switches are disabled while one saves: a second toggle is not taken.
  'loaded.saving': screen({ ...none, saving: true }),
};

const load: Effect = { invoke: 'getTestSuiteFeatures', input: { suiteId: SHOP_SUITE_ID } };
const knownKeys = ['public_publishing', 'python_script', 'step_screenshots', 'self_healing', 'auto_accept_heals'];

export const projectFeaturesTransitions: Tables['transitions'] = {
  'start + xstate.init': { target: 'loading', effects: [load] },
  'loading + xstate.done.actor.getTestSuiteFeatures': { target: 'loaded.idle' },
  'loading + xstate.error.actor.getTestSuiteFeatures': {
    target: 'failed',
    effects: [{ action: 'notifyLoadFailed', params: { title: 'Some error occurred', text: 'Unable to fetch the test suite', type: 'error' } }],
  },
  'failed + features.retry': { target: 'loading', effects: [load] },
  // A switch saves at once; the whole object is sent back, entries the screen does not know kept.
  // A key the screen does not offer saves nothing.
  'loaded.idle + feature.toggled': ({ features }, event) =>
    knownKeys.includes(event.key)
      ? {
          target: 'loaded.saving',
          effects: [{ invoke: 'updateTestSuiteFeatures', input: { suiteId: SHOP_SUITE_ID, features: { ...features, [event.key]: event.enabled } } }],
        }
      : {},
  // Retries from 0 to 3 save at once like a switch; any other number saves nothing.
  'loaded.idle + retries.changed': ({ features }, event) =>
    [0, 1, 2, 3].includes(event.retries)
      ? {
          target: 'loaded.saving',
          effects: [{ invoke: 'updateTestSuiteFeatures', input: { suiteId: SHOP_SUITE_ID, features: { ...features, run_retries: event.retries } } }],
        }
      : {},
  // A quarantine rate from 1 % to 100 % saves at once; off (null) leaves the key out; any other rate saves nothing.
  'loaded.idle + quarantine.changed': ({ features }, event) => {
    const { quarantine_flake_rate: _stored, ...others } = features;
    if (event.rate === null) {
      return { target: 'loaded.saving', effects: [{ invoke: 'updateTestSuiteFeatures', input: { suiteId: SHOP_SUITE_ID, features: others } }] };
    }
    return event.rate >= 0.01 && event.rate <= 1
      ? {
          target: 'loaded.saving',
          effects: [
            { invoke: 'updateTestSuiteFeatures', input: { suiteId: SHOP_SUITE_ID, features: { ...others, quarantine_flake_rate: event.rate } } },
          ],
        }
      : {};
  },
  // The toast names what was saved: the path model's sample answers store Python script on,
  // retries 2 and a 30 % quarantine rate, or (after turning the rule off) no rate.
  'loaded.saving + xstate.done.actor.updateTestSuiteFeatures': ({ savingKey, savingValue }) => ({
    target: 'loaded.idle',
    effects: [
      {
        action: 'notifySaved',
        params: {
          title: 'Settings updated',
          text:
            savingKey === 'run_retries'
              ? 'Retries of collection runs: 2.'
              : savingKey === 'quarantine_flake_rate'
                ? savingValue === null
                  ? 'Quarantine by flake rate is off.'
                  : 'Quarantine flake rate: 30 %.'
                : 'Python script is now on.',
          type: 'success',
        },
      },
    ],
  }),
  // The features stay as they were.
  'loaded.saving + xstate.error.actor.updateTestSuiteFeatures': {
    target: 'loaded.idle',
    effects: [{ action: 'notifySaveFailed', params: { title: 'Some error occurred', text: 'Unable to update the test suite', type: 'error' } }],
  },
};
