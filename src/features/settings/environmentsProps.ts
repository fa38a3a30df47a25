import type { SnapshotFrom } from 'xstate';
import type { EnvironmentsEvent, environmentsMachine } from '../../../machines/environments/environments.machine';

export type EnvironmentsProps = {
  snapshot: SnapshotFrom<typeof environmentsMachine>;
  send: (event: EnvironmentsEvent) => void;
};
