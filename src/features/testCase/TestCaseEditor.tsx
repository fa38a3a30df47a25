/**
 * The test-case form of a running `testCaseEditor` actor (the test page's or the new-test form's
 * child), with the project's lists to choose from and the step preview beside the description.
 */
import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { testCaseEditorMachine } from '../../../machines/testCaseEditor/testCaseEditor.machine';
import { parseTestSteps } from '../../api/testCases';
import { stepPreviewMachine } from '../../../machines/stepPreview/stepPreview.machine';
import { stepPreviewWiring } from './stepPreviewWiring';
import { layoutActors } from '../../app/appActors';
import { selectStates } from '../../../machines/browserStates/browserStates.selectors';
import { selectModules } from '../../../machines/modules/modules.selectors';
import { selectParameters } from '../../../machines/sharedParameters/sharedParameters.selectors';
import { selectSuiteData } from '../../../machines/mainLayout/mainLayout.selectors';
import { TestCaseEditorView } from './TestCaseEditorView';

const preview = stepPreviewMachine.provide({
  actors: { parseTestSteps: fromPromise(({ input }) => parseTestSteps(input.description)) },
});

const NO_COLLECTIONS: never[] = [];

export function TestCaseEditor({ editor }: { editor: ActorRefFrom<typeof testCaseEditorMachine> }) {
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
  const previewActor = useActorRef(preview, { input: { description: editor.getSnapshot().context.fields.description } });
  useActorRef(stepPreviewWiring, { input: { editor, preview: previewActor } });
  const previewProps = { snapshot: useSelector(previewActor, (s) => s), send: previewActor.send };
  return <TestCaseEditorView snapshot={useSelector(editor, (s) => s)} send={editor.send} {...lists} preview={previewProps} />;
}
