/**
 * What "Yes" does in the global confirmation dialog, by intent type. Each failure raises the
 * spec's error toast and rethrows, so the dialog stays open and shows the message too.
 */
import { deleteTestSuite } from '../api/testSuites';
import { withErrorToast } from '../ui/toaster';

export type Intent = { type: string; [key: string]: unknown };

export async function runConfirmedIntent(intent: Intent, _value: string): Promise<unknown> {
  switch (intent.type) {
    case 'testSuite.delete':
      return withErrorToast('Unable to delete the project', () => deleteTestSuite(String(intent.id)));
    case 'session.logout':
      // DEVELOPMENT IDENTITY: there is no session to end until issue #3 brings sign-in.
      throw new Error('Signing out arrives with the sign-in issue (#3); this build uses a development identity.');
    default:
      throw new Error(`Nothing is known to do for "${intent.type}".`);
  }
}
