import type { SnapshotFrom } from 'xstate';
import type { ModulesEvent, modulesMachine } from '../../../machines/modules/modules.machine';

/** What every part of the Modules screen takes: the machine's snapshot and its `send`. */
export type ModulesProps = {
  snapshot: SnapshotFrom<typeof modulesMachine>;
  send: (event: ModulesEvent) => void;
};
