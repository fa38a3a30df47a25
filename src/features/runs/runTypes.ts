import type { SnapshotFrom } from 'xstate';
import type { HealProposalEvent, healProposalMachine } from '../../../machines/healProposal/healProposal.machine';
import type { RunViewEvent, runViewMachine } from '../../../machines/runView/runView.machine';
import type { TestRunsEvent, testRunsMachine } from '../../../machines/testRuns/testRuns.machine';

/** A component of the test's runs: it renders a testRuns snapshot and sends it events. */
export type TestRunsProps = {
  snapshot: SnapshotFrom<typeof testRunsMachine>;
  send: (event: TestRunsEvent) => void;
};

/** A part of the run view: it renders a runView snapshot and sends it events. */
export type RunViewProps = {
  snapshot: SnapshotFrom<typeof runViewMachine>;
  send: (event: RunViewEvent) => void;
};

/** A part of a run's heal proposal: it renders a healProposal snapshot and sends it events. */
export type HealProposalProps = {
  snapshot: SnapshotFrom<typeof healProposalMachine>;
  send: (event: HealProposalEvent) => void;
};
