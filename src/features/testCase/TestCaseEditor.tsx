/**
 * The test-case form of a running `testCaseEditor` actor (the test page's or the new-test form's
 * child), with the project's lists to choose from and, under the description, its child parse
 * preview.
 */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { stepPreviewMachine } from '../../../machines/stepPreview/stepPreview.machine';
import type { testCaseEditorMachine } from '../../../machines/testCaseEditor/testCaseEditor.machine';
import { selectIsBusy } from '../../../machines/testCaseEditor/testCaseEditor.selectors';
import { layoutActors } from '../../wiring/workspace';
import { selectStates } from '../../../machines/browserStates/browserStates.selectors';
import { selectModules } from '../../../machines/modules/modules.selectors';
import { selectParameters } from '../../../machines/sharedParameters/sharedParameters.selectors';
import { selectSuiteData } from '../../../machines/mainLayout/mainLayout.selectors';
import { StepPreviewView } from './StepPreviewView';
import { TestCaseEditorView } from './TestCaseEditorView';

const NO_COLLECTIONS: never[] = [];

/** The preview is read-only while the form saves. */
function ConnectedStepPreview({ preview, readOnly }: { preview: ActorRefFrom<typeof stepPreviewMachine>; readOnly: boolean }) {
  return <StepPreviewView snapshot={useSelector(preview, (snapshot) => snapshot)} send={preview.send} readOnly={readOnly} />;
}

export function TestCaseEditor({ editor }: { editor: ActorRefFrom<typeof testCaseEditorMachine> }) {
  // The project's lists, shared with the Settings and Modules screens: what they add shows here.
  const { browserStates, sharedParameters, modules, mainLayout } = layoutActors();
  const lists = {
    browserStates: useSelector(browserStates, selectStates),
    sharedParameters: useSelector(sharedParameters, selectParameters),
    modules: useSelector(modules, selectModules),
    // The project's test suites as the main layout loaded them (the Test suites screen keeps them current).
    collections: useSelector(mainLayout, (snapshot) => selectSuiteData(snapshot)?.collections ?? NO_COLLECTIONS),
  };
  const snapshot = useSelector(editor, (s) => s);
  const preview = snapshot.children.preview;
  return (
    <TestCaseEditorView
      snapshot={snapshot}
      send={editor.send}
      {...lists}
      preview={preview && <ConnectedStepPreview preview={preview} readOnly={selectIsBusy(snapshot)} />}
    />
  );
}
