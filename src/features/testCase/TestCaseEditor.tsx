/** The test-case form wired to the API; it reports back through onSaved / onCancelled. */
import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { testCaseEditorMachine, type TestCaseEditorInput } from '../../../machines/testCaseEditor/testCaseEditor.machine';
import type { TestCase } from '../../../machines/testCasePage/testCasePage.machine';
import { createTestCases, editTestCase, parseTestSteps, setTestCaseCollections } from '../../api/testCases';
import { stepPreviewMachine } from '../../../machines/stepPreview/stepPreview.machine';
import { stepPreviewWiring } from './stepPreviewWiring';
import { layoutActors } from '../../app/appActors';
import { emittedListener } from '../../app/emittedListener';
import { selectStates } from '../../../machines/browserStates/browserStates.selectors';
import { selectModules } from '../../../machines/modules/modules.selectors';
import { selectParameters } from '../../../machines/sharedParameters/sharedParameters.selectors';
import { selectSuiteData } from '../../../machines/mainLayout/mainLayout.selectors';
import { goTo } from '../../app/navigation';
import { showToast } from '../../ui/toaster';
import { TestCaseEditorView } from './TestCaseEditorView';

const editor = testCaseEditorMachine.provide({
  actors: {
    createTestCases: fromPromise(({ input }) => createTestCases([input.fields], input.schedule)),
    editTestCase: fromPromise(({ input }) => editTestCase(input.testId, input.fields, input.schedule)),
    setTestCaseCollections: fromPromise(({ input }) => setTestCaseCollections(input.testId, input.collectionIds)),
  },
  actions: {
    notifyCollectionsFailed: (_, params) => showToast(params),
    notifySaveFailed: (_, params) => showToast(params),
    notifySelfTest: (_, params) => showToast(params),
    goToBadSelfTestRequest: () => goTo('/bad-self-test-request'),
  },
});

const preview = stepPreviewMachine.provide({
  actors: { parseTestSteps: fromPromise(({ input }) => parseTestSteps(input.description)) },
});

const NO_COLLECTIONS: never[] = [];

type Props = { input: TestCaseEditorInput; onSaved: (test: TestCase) => void; onCancelled: () => void };

export function TestCaseEditor({ input, onSaved, onCancelled }: Props) {
  // The project's lists, shared with the Settings and Modules screens: what they add shows here.
  const { browserStates, sharedParameters, modules, mainLayout } = layoutActors();
  useEffect(() => {
    browserStates.send({ type: 'browserStates.load' });
    sharedParameters.send({ type: 'parameters.load' });
    modules.send({ type: 'modules.load' });
  }, [browserStates, sharedParameters, modules]);
  const lists = {
    browserStates: useSelector(browserStates, selectStates),
    sharedParameters: useSelector(sharedParameters, selectParameters),
    modules: useSelector(modules, selectModules),
    // The project's test suites as the main layout loaded them (the Test suites screen keeps them current).
    collections: useSelector(mainLayout, (snapshot) => selectSuiteData(snapshot)?.collections ?? NO_COLLECTIONS),
  };
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
  const previewActor = useActorRef(preview, { input: { description: actor.getSnapshot().context.fields.description } });
  useActorRef(stepPreviewWiring, { input: { editor: actor, preview: previewActor } });
  const previewProps = { snapshot: useSelector(previewActor, (s) => s), send: previewActor.send };
  return <TestCaseEditorView snapshot={useSelector(actor, (s) => s)} send={actor.send} {...lists} preview={previewProps} />;
}
