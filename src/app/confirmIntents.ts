/**
 * What "Yes" does in the global confirmation dialog, by intent type. Each failure raises the
 * spec's error toast and rethrows, so the dialog stays open and shows the message too.
 */
import { deleteTestSuite } from '../api/testSuites';
import { deleteTestFolder } from '../api/tree';
import { removeOrganizationMember } from '../api/settings';
import { cancelTestCaseGeneration, deleteTestCase, forceStopTestCase, publishTestCase, regenerateTestCase } from '../api/testCases';
import { withErrorToast } from '../ui/toaster';
import { supabase } from '../session/supabase';
import { isSectionIntent, runSectionAction } from './confirmSections';

export type Intent = { type: string; [key: string]: unknown };

export async function runConfirmedIntent(intent: Intent, value: string): Promise<unknown> {
  switch (intent.type) {
    case 'testSuite.delete':
      return withErrorToast('Unable to delete the project', () => deleteTestSuite(String(intent.id)));
    case 'testFolder.delete':
      return withErrorToast('Unable to delete folder', () => deleteTestFolder(String(intent.suiteId), String(intent.path)));
    case 'testCase.delete':
      return withErrorToast('Unable to delete the test', () => deleteTestCase(String(intent.id)));
    case 'testCase.publish':
      return withErrorToast('Unable to publish the test', () => publishTestCase(String(intent.id), value.trim() || undefined));
    case 'testCase.cancel':
      return withErrorToast('Unable to cancel the test', () => cancelTestCaseGeneration(String(intent.id)));
    case 'testCase.forceStop':
      return withErrorToast('Unable to stop the test', () => forceStopTestCase(String(intent.id)));
    case 'testCase.regenerate':
      return withErrorToast('Unable to update the test', () => regenerateTestCase(String(intent.id)));
    case 'organization.removeMember':
      return withErrorToast('Failed to remove user from organization', () =>
        removeOrganizationMember(String(intent.orgId), String(intent.userId)),
      );
    case 'session.logout': {
      // The session machine hears SIGNED_OUT, resets the stores and goes to /auth/login.
      const { error } = await supabase().auth.signOut();
      if (error) throw error;
      return null;
    }
    // Sections that act themselves (shared parameter, browser state and module deletions, the
    // service account key, a run's cancellation) registered how (confirmSections.ts); the dialog
    // loads until their request settles. A section no longer shown has nothing left to do.
    case 'serviceAccountKey.regenerate':
    case 'sharedParameter.delete':
    case 'browserState.delete':
    case 'module.delete':
    case 'testRun.cancel':
      return runSectionAction(intent);
    default:
      if (isSectionIntent(intent.type)) return runSectionAction(intent);
      throw new Error(`Nothing is known to do for "${intent.type}".`);
  }
}
