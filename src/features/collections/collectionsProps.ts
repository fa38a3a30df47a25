import type { SnapshotFrom } from 'xstate';
import type { EnvironmentOption } from '../../../machines/environments/environments.selectors';
import type { CollectionsEvent, collectionsMachine, TestCollection } from '../../../machines/collections/collections.machine';
import type { TestNames } from './RunGroupList';

/** What every part of the Test suites screen takes: the machine's snapshot, its `send`, and the page's context. */
export type CollectionsProps = {
  snapshot: SnapshotFrom<typeof collectionsMachine>;
  send: (event: CollectionsEvent) => void;
  /** The project's test names by id, from its tree. */
  testNames: TestNames;
  /** 'New test suite' and 'Edit tests' open the form (another machine). */
  onNewCollection: () => void;
  onEditTests: (collection: TestCollection) => void;
  /** The schedule preview counts from here; stories pin it. */
  now?: Date;
  /** The project's environments (Settings → Environments), for the run-alls, the schedule and the history's filter. */
  environments: ReadonlyArray<EnvironmentOption>;
};
