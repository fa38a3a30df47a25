/** Real implementations of the project picker's actors. */
import { fromPromise } from 'xstate';
import { createTestSuite, deleteTestSuite, renameTestSuite } from '../api/testSuites';
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
    // Asked for by the confirm dialog's Yes; the dialog shows the failure too.
    deleteTestSuite: fromPromise<unknown, { id: string }>(({ input }) =>
      withErrorToast('Unable to delete the project', () => deleteTestSuite(input.id)),
    ),
  };
}
