import type { SnapshotFrom } from 'xstate';
import { QUARANTINE_RATE_KEY, quarantineRate } from '../../rules/quarantine';
import { collectionRetries, RUN_RETRIES_KEY } from '../../rules/runRetries';
import { isFeatureEnabled, PROJECT_FEATURES } from './features';
import type { projectFeaturesMachine } from './projectFeatures.machine';

type Snapshot = SnapshotFrom<typeof projectFeaturesMachine>;

export const selectIsLoading = (snapshot: Snapshot) => snapshot.matches('loading');
export const selectHasFailed = (snapshot: Snapshot) => snapshot.matches('failed');

/** Every feature the screen offers with its current value and whether its switch is saving. */
export const selectFeatureRows = (snapshot: Snapshot) =>
  PROJECT_FEATURES.map((feature) => ({
    ...feature,
    enabled: isFeatureEnabled(snapshot.context.features, feature),
    saving: snapshot.context.savingKey === feature.key,
  }));

/** The retries of the project's collection runs, and whether they are being saved. */
export const selectRetries = (snapshot: Snapshot) => ({
  value: collectionRetries(snapshot.context.features),
  saving: snapshot.context.savingKey === RUN_RETRIES_KEY,
});

/** The project's quarantine threshold (0.01 to 1; null: the rule is off), and whether it is being saved. */
export const selectQuarantineRate = (snapshot: Snapshot) => ({
  value: quarantineRate(snapshot.context.features),
  saving: snapshot.context.savingKey === QUARANTINE_RATE_KEY,
});

/** Switches are disabled while a save is in flight. */
export const selectIsSaving = (snapshot: Snapshot) => snapshot.matches({ loaded: 'saving' });
