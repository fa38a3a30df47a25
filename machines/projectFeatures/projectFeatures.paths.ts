/** The path model of project features: both outcomes of loading and of saving one switch or the retries. */
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { projectFeaturesObservations, projectFeaturesTransitions } from './projectFeatures.expectations';
import { SHOP_SUITE_ID, shopFeatures } from './projectFeatures.fixtures';
import { projectFeaturesMachine, type Features } from './projectFeatures.machine';

export { SHOP_SUITE_ID, shopFeatures } from './projectFeatures.fixtures';

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
  events: () => [
    { type: 'features.retry' },
    { type: 'feature.toggled', key: 'python_script', enabled: true },
    { type: 'feature.toggled', key: 'no_such_feature', enabled: true },
    { type: 'retries.changed', retries: 2 },
    { type: 'retries.changed', retries: 7 },
    doneEvent('getTestSuiteFeatures', shopFeatures),
    errorEvent('getTestSuiteFeatures', 'Network error'),
    // What the server stores after either save: the sample toggle and the sample retries.
    doneEvent('updateTestSuiteFeatures', { ...shopFeatures, python_script: true, run_retries: 2 }),
    errorEvent('updateTestSuiteFeatures', 'Project not found.'),
  ],
  observations: projectFeaturesObservations,
  transitions: projectFeaturesTransitions,
};
