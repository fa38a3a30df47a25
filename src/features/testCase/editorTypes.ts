/** What the test-case form shows and sends; the lists to choose from are the app's. */
import type { SnapshotFrom } from 'xstate';
import type { components } from '../../../openapi/schema';
import type { TestCaseEditorEvent, testCaseEditorMachine } from '../../../machines/testCaseEditor/testCaseEditor.machine';

export type BrowserState = Pick<components['schemas']['BrowserState'], '_id' | 'name'>;
export type SharedParameter = Pick<components['schemas']['SharedParameter'], '_id' | 'key'>;
export type TestModule = Pick<components['schemas']['TestModule'], 'module_id' | 'name'>;
export type TestSuiteChoice = Pick<components['schemas']['TestCollection'], '_id' | 'name'>;

export type EditorProps = {
  snapshot: SnapshotFrom<typeof testCaseEditorMachine>;
  send: (event: TestCaseEditorEvent) => void;
};

export type EditorLists = {
  browserStates: BrowserState[];
  sharedParameters: SharedParameter[];
  modules: TestModule[];
  /** The project's collections ("test suites"); none when not given. */
  collections?: TestSuiteChoice[];
};
