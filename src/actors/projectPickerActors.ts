/** Real implementations of the project picker's actors. */
import { fromPromise } from 'xstate';
import { createTestSuite, renameTestSuite } from '../api/testSuites';
import { withErrorToast } from '../ui/toaster';

export function projectPickerActors(selectedOrgId: () => string | null) {
  return {
    createTestSuite: fromPromise(({ input }: { input: { name: string } }) =>
      withErrorToast('Unable to create the project', async () => {
        const orgId = selectedOrgId();
        if (!orgId) throw new Error('No organization is selected.');
        return createTestSuite(orgId, input.name);
      }),
    ),
    renameTestSuite: fromPromise(({ input }: { input: { id: string; new_name: string } }) =>
      withErrorToast('Unable to update the project name', () => renameTestSuite(input.id, input.new_name)),
    ),
  };
}
