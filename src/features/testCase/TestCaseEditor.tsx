/** The test-case form wired to the API; it reports back through onSaved / onCancelled. */
import { use } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { testCaseEditorMachine, type TestCaseEditorInput } from '../../../machines/testCaseEditor/testCaseEditor.machine';
import type { TestCase } from '../../../machines/testCasePage/testCasePage.machine';
import { createTestCases, editTestCase } from '../../api/testCases';
import { emittedListener } from '../../app/emittedListener';
import { goTo } from '../../app/navigation';
import { showToast } from '../../ui/toaster';
import { editorLists } from './editorLists';
import { TestCaseEditorView } from './TestCaseEditorView';

const editor = testCaseEditorMachine.provide({
  actors: {
    createTestCases: fromPromise(({ input }) => createTestCases([input.fields], input.schedule)),
    editTestCase: fromPromise(({ input }) => editTestCase(input.testId, input.fields, input.schedule)),
  },
  actions: {
    notifySaveFailed: (_, params) => showToast(params),
    notifySelfTest: (_, params) => showToast(params),
    goToBadSelfTestRequest: () => goTo('/bad-self-test-request'),
  },
});

type Props = { input: TestCaseEditorInput; onSaved: (test: TestCase) => void; onCancelled: () => void };

export function TestCaseEditor({ input, onSaved, onCancelled }: Props) {
  const lists = use(editorLists(input.suiteId));
  const actor = useActorRef(editor, { input });
  useActorRef(emittedListener, {
    input: {
      actor,
      handlers: {
        'editor.saved': (event) => onSaved(event.test as TestCase),
        'editor.cancelled': () => onCancelled(),
      },
    },
  });
  return <TestCaseEditorView snapshot={useSelector(actor, (s) => s)} send={actor.send} {...lists} />;
}
