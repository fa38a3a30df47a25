/**
 * Every machine with its path model, for the tests and `npm run flows` to iterate. The app
 * imports machines from their own files; this registry also pulls in the test fakes.
 */
import type { AnyStateMachine } from 'xstate';
import type { PathModel } from './_testing/paths';
import { confirmDialogPathModel } from './confirmDialog/confirmDialog.paths';
import { mainLayoutPathModel } from './mainLayout/mainLayout.paths';
import { projectPickerPathModel } from './projectPicker/projectPicker.paths';
import { sidebarPathModel } from './sidebar/sidebar.paths';
import { themePathModel } from './theme/theme.paths';
import { sessionPathModel } from './session/session.paths';
import { changePasswordPathModel } from './changePassword/changePassword.paths';
import { orgSwitcherPathModel } from './orgSwitcher/orgSwitcher.paths';
import { loginPathModel } from './login/login.paths';
import { registerPathModel } from './register/register.paths';
import { forgotPasswordPathModel } from './forgotPassword/forgotPassword.paths';
import { createOrganizationPathModel } from './createOrganization/createOrganization.paths';
import { testTreePathModel } from './testTree/testTree.paths';
import { publicTestPathModel } from './publicTest/publicTest.paths';
import { appPathModel } from './app/app.paths';
import { workspacePathModel } from './workspace/workspace.paths';
import { toastsPathModel } from './toasts/toasts.paths';

export interface MachineEntry {
  id: string;
  machine: AnyStateMachine;
  /** A component renders this machine's snapshots, so each reachable state needs a story. */
  drivesComponent: boolean;
  pathModel: PathModel;
}

function entry(pathModel: PathModel<AnyStateMachine>, drivesComponent: boolean): MachineEntry {
  return { id: pathModel.machine.id, machine: pathModel.machine, drivesComponent, pathModel };
}

export const machines: MachineEntry[] = [
  // The root: it renders nothing itself, its children do.
  entry(appPathModel as PathModel, false),
  // The signed-in user's actors: its children render, it does not.
  entry(workspacePathModel as PathModel, false),
  // Chakra's toaster renders the toasts it displays, not its snapshots.
  entry(toastsPathModel as PathModel, false),
  entry(confirmDialogPathModel as PathModel, true),
  entry(themePathModel as PathModel, true),
  entry(sidebarPathModel as PathModel, true),
  entry(mainLayoutPathModel as PathModel, true),
  entry(projectPickerPathModel as PathModel, true),
  entry(sessionPathModel as PathModel, false),
  entry(changePasswordPathModel as PathModel, true),
  entry(orgSwitcherPathModel as PathModel, true),
  entry(loginPathModel as PathModel, true),
  entry(registerPathModel as PathModel, true),
  entry(forgotPasswordPathModel as PathModel, true),
  entry(createOrganizationPathModel as PathModel, true),
  entry(testTreePathModel as PathModel, true),
  entry(publicTestPathModel as PathModel, true),
];

// Settings screen (src/features/settings).
import { orgMembersPathModel } from './orgMembers/orgMembers.paths';
import { serviceAccountKeyPathModel } from './serviceAccountKey/serviceAccountKey.paths';
import { orgSettingsPathModel } from './orgSettings/orgSettings.paths';

machines.push(
  entry(orgMembersPathModel as PathModel, true),
  entry(serviceAccountKeyPathModel as PathModel, true),
  entry(orgSettingsPathModel as PathModel, true),
);

// Test page and test-case form (src/features/testCase).
import { testCaseEditorPathModel } from './testCaseEditor/testCaseEditor.paths';
import { testCasePagePathModel } from './testCasePage/testCasePage.paths';
import { stepPreviewPathModel } from './stepPreview/stepPreview.paths';
import { newTestCasePathModel } from './newTestCase/newTestCase.paths';

machines.push(
  entry(testCaseEditorPathModel as PathModel, true),
  entry(testCasePagePathModel as PathModel, true),
  entry(stepPreviewPathModel as PathModel, true),
  // Its one view is the form (testCaseEditor's stories); fetching the copy shows nothing.
  entry(newTestCasePathModel as PathModel, false),
);

// Settings screen, the selected project's saved browser states (src/features/settings).
import { browserStatesPathModel } from './browserStates/browserStates.paths';

machines.push(entry(browserStatesPathModel as PathModel, true));

// Settings, 'Shared parameters' (src/features/settings/SharedParametersView.tsx).
import { sharedParametersPathModel } from './sharedParameters/sharedParameters.paths';

machines.push(entry(sharedParametersPathModel as PathModel, true));

// Import and export of a project's tests (src/features/tree).
import { testImportPathModel } from './testImport/testImport.paths';

machines.push(entry(testImportPathModel as PathModel, true));

// Modules screen (src/features/modules).
import { modulesPathModel } from './modules/modules.paths';

machines.push(entry(modulesPathModel as PathModel, true));

// Settings screen, the selected project's features.
import { projectFeaturesPathModel } from './projectFeatures/projectFeatures.paths';

machines.push(entry(projectFeaturesPathModel as PathModel, true));

// The test page's generation: live watch (no view), step feedback form, debug info and logs (src/features/generation).
import { liveWatchPathModel } from './liveWatch/liveWatch.paths';
import { stepFeedbackPathModel } from './stepFeedback/stepFeedback.paths';
import { testDiagnosticsPathModel } from './testDiagnostics/testDiagnostics.paths';

machines.push(
  entry(liveWatchPathModel as PathModel, false),
  entry(stepFeedbackPathModel as PathModel, true),
  entry(testDiagnosticsPathModel as PathModel, true),
);

// Test suites (collections) and Overview screens (src/features/collections, src/features/overview).
import { collectionsPathModel } from './collections/collections.paths';
import { collectionFormPathModel } from './collections/collectionForm.paths';
import { overviewPathModel } from './overview/overview.paths';

machines.push(
  entry(collectionsPathModel as PathModel, true),
  entry(collectionFormPathModel as PathModel, true),
  entry(overviewPathModel as PathModel, true),
);

// Runs: the test's runs and 'Override run parameters' on the test page, and the run view (src/features/runs).
import { testRunsPathModel } from './testRuns/testRuns.paths';
import { runOverridesPathModel } from './runOverrides/runOverrides.paths';
import { runViewPathModel } from './runView/runView.paths';

machines.push(
  entry(testRunsPathModel as PathModel, true),
  entry(runOverridesPathModel as PathModel, true),
  entry(runViewPathModel as PathModel, true),
);

// Settings, 'Alerts': the selected project's alert channels (src/features/settings/AlertsView.tsx).
import { alertsPathModel } from './alerts/alerts.paths';

machines.push(entry(alertsPathModel as PathModel, true));

// The test page's flake rate and quarantine (src/features/testCase/TestFlakinessView.tsx).
import { testFlakinessPathModel } from './testFlakiness/testFlakiness.paths';

machines.push(entry(testFlakinessPathModel as PathModel, true));

// The test page's script history: versions, their diff, and restore (src/features/testCase/ScriptHistoryView.tsx).
import { scriptVersionsPathModel } from './scriptVersions/scriptVersions.paths';

machines.push(entry(scriptVersionsPathModel as PathModel, true));

// Settings, 'Alerts': the recent deliveries and their answers (src/features/settings/AlertDeliveriesView.tsx).
import { alertDeliveriesPathModel } from './alertDeliveries/alertDeliveries.paths';

machines.push(entry(alertDeliveriesPathModel as PathModel, true));

// The run view's heal proposal: its proof, Accept and Reject (src/features/runs/HealProposalView.tsx).
import { healProposalPathModel } from './healProposal/healProposal.paths';

machines.push(entry(healProposalPathModel as PathModel, true));

// Settings, 'Environments': the selected project's environments (src/features/settings/EnvironmentsView.tsx),
// whose names the run dialogs, the run-all and schedule pickers and the run filters offer.
import { environmentsPathModel } from './environments/environments.paths';

machines.push(entry(environmentsPathModel as PathModel, true));
