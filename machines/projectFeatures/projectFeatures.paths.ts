/** The path model of project features: both outcomes of loading and of saving one switch, the retries or the quarantine rule. */
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { projectFeaturesObservations, projectFeaturesTransitions } from './projectFeatures.expectations';
import { SHOP_SUITE_ID, shopFeatures } from './projectFeatures.fixtures';
import { projectFeaturesMachine, type Features, type ProjectFeaturesContext } from './projectFeatures.machine';

export { SHOP_SUITE_ID, shopFeatures } from './projectFeatures.fixtures';

const stored: Features = { ...shopFeatures, python_script: true, run_retries: 2, quarantine_flake_rate: 0.3 };
const { quarantine_flake_rate: _rate, ...storedWithoutRule } = stored;
const turnsRuleOff = ({ savingKey, savingValue }: ProjectFeaturesContext) => savingKey === 'quarantine_flake_rate' && savingValue === null;

export const projectFeaturesPathModel: PathModel<typeof projectFeaturesMachine> = {
  machine: projectFeaturesMachine,
  inputs: [{ suiteId: SHOP_SUITE_ID }],
  implementations: {
    actors: {
      getTestSuiteFeatures: neverSettles<Features, { suiteId: string }>(),
      updateTestSuiteFeatures: neverSettles<Features, { suiteId: string; features: Features }>(),
    },
    actions: { notifyLoadFailed: () => {}, notifySaved: () => {}, notifySaveFailed: () => {} },
  },
  events: (snapshot) => [
    { type: 'features.retry' },
    { type: 'feature.toggled', key: 'python_script', enabled: true },
    { type: 'feature.toggled', key: 'no_such_feature', enabled: true },
    { type: 'retries.changed', retries: 2 },
    { type: 'retries.changed', retries: 7 },
    { type: 'quarantine.changed', rate: 0.3 },
    { type: 'quarantine.changed', rate: null },
    { type: 'quarantine.changed', rate: 0.005 },
    doneEvent('getTestSuiteFeatures', shopFeatures),
    errorEvent('getTestSuiteFeatures', 'Network error'),
    // What the server stores after any sample save: the toggle, the retries and a 30 % rule;
    // after the rule was turned off, no rate.
    doneEvent('updateTestSuiteFeatures', turnsRuleOff(snapshot.context) ? storedWithoutRule : stored),
    errorEvent('updateTestSuiteFeatures', 'Project not found.'),
  ],
  observations: projectFeaturesObservations,
  transitions: projectFeaturesTransitions,
};
