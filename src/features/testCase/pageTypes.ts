import type { SnapshotFrom } from 'xstate';
import type { TestCasePageEvent, testCasePageMachine } from '../../../machines/testCasePage/testCasePage.machine';

export type PageProps = {
  snapshot: SnapshotFrom<typeof testCasePageMachine>;
  send: (event: TestCasePageEvent) => void;
};
