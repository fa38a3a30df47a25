import type { SnapshotFrom } from 'xstate';
import type { SharedParametersEvent, sharedParametersMachine } from '../../../machines/sharedParameters/sharedParameters.machine';

export type SharedParametersProps = {
  snapshot: SnapshotFrom<typeof sharedParametersMachine>;
  send: (event: SharedParametersEvent) => void;
};
