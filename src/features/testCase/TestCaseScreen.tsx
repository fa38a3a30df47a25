/**
 * One test in the Tests page: breadcrumb, button, action menu and details, with the editor in
 * place while editing. The page (and its runs) ask the global confirm dialog themselves and act
 * on the answer, refreshing the project's tree and leaving a deleted test on their own
 * (src/wiring/testCase.ts). While the test runs, the page's live watch keeps it (and the tree)
 * current. The step feedback form and the test's runs are the page's children
 * (src/features/runs/TestRunsConnected.tsx), and so is the test's flake rate
 * (TestFlakinessConnected.tsx), which the page refetches when the runs see a run end; the debug info and logs, and the 'Override run
 * parameters' dialog run as their own actors beside the page. The run dialog and the runs'
 * filter offer the project's environments, the workspace's list (layoutActors).
 */
import { Suspense, use } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { appActors, layoutActors } from '../../wiring/workspace';
import { sameOptions, selectEnvironmentOptions } from '../../../machines/environments/environments.selectors';
import { canChooseShortName } from '../../session/roles';
import { DiagnosticsPanel } from '../generation/DiagnosticsPanel';
import { ConnectedStepFeedback } from '../generation/ConnectedStepFeedback';
import { ConnectedRecentRuns, ConnectedRunButton, ConnectedRunOverrides } from '../runs/TestRunsConnected';
import { testCasePage, testDiagnostics } from '../../wiring/testCase';
import { ConnectedScriptHistory } from './ConnectedScriptHistory';
import { TestCaseEditor } from './TestCaseEditor';
import { ConnectedTestFlakiness } from './TestFlakinessConnected';
import { TestCasePageView } from './TestCasePageView';

export { NewTestCaseScreen } from './NewTestCaseScreen';

function TestCasePage({ testId }: { testId: string }) {
  const actor = useActorRef(testCasePage, {
    input: { testId, canChooseShortName: use(canChooseShortName()), origin: window.location.origin, confirmDialog: appActors().confirmDialog },
  });
  const diagnostics = useActorRef(testDiagnostics, { input: { testId } });
  const snapshot = useSelector(actor, (s) => s);
  const diagnosticsSnapshot = useSelector(diagnostics, (s) => s);
  // The page runs the test's runs while its test is loaded.
  const runs = useSelector(actor, (s) => s.children.testRuns);
  const feedback = useSelector(actor, (s) => s.children.stepFeedback);
  const flakiness = useSelector(actor, (s) => s.children.flakiness);
  // The form is the page's child while the test is edited.
  const editor = useSelector(actor, (s) => s.children.editor);
  const environments = useSelector(layoutActors().environments, selectEnvironmentOptions, sameOptions);
  return (
    <TestCasePageView
      snapshot={snapshot}
      send={actor.send}
      editor={editor && <TestCaseEditor editor={editor} />}
      diagnostics={<DiagnosticsPanel snapshot={diagnosticsSnapshot} send={diagnostics.send} />}
      feedback={feedback && <ConnectedStepFeedback feedback={feedback} />}
      runButton={runs && <ConnectedRunButton runs={runs} sendPage={actor.send} />}
      recentRuns={runs && <ConnectedRecentRuns runs={runs} environments={environments} />}
      flakiness={flakiness && <ConnectedTestFlakiness flakiness={flakiness} />}
      runOverrides={runs && <ConnectedRunOverrides runs={runs} environments={environments} />}
      history={<ConnectedScriptHistory key={testId} testId={testId} page={actor} />}
    />
  );
}

export function TestCaseScreen({ testId }: { testId: string }) {
  return (
    <Suspense fallback={null}>
      <TestCasePage key={testId} testId={testId} />
    </Suspense>
  );
}
