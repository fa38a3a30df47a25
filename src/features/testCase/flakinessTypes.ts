import type { SnapshotFrom } from 'xstate';
import type { TestFlakinessEvent, testFlakinessMachine } from '../../../machines/testFlakiness/testFlakiness.machine';

/** A part of the test's flake-rate panel: it renders a testFlakiness snapshot and sends it events. */
export type TestFlakinessProps = {
  snapshot: SnapshotFrom<typeof testFlakinessMachine>;
  send: (event: TestFlakinessEvent) => void;
};
