/** Real implementations of the project picker's actors. */
import { fromPromise } from 'xstate';
import { createTestSuite, renameTestSuite } from '../api/testSuites';
import { showErrorToast } from '../ui/toaster';

export function projectPickerActors(selectedOrgId: () => string | null) {
  return {
    createTestSuite: fromPromise(async ({ input }: { input: { name: string } }) => {
      const orgId = selectedOrgId();
      try {
        if (!orgId) throw new Error('No organization is selected.');
        return await createTestSuite(orgId, input.name);
      } catch (error) {
        showErrorToast('Unable to create the project');
        throw error;
      }
    }),
    renameTestSuite: fromPromise(async ({ input }: { input: { id: string; new_name: string } }) => {
      try {
        return await renameTestSuite(input.id, input.new_name);
      } catch (error) {
        showErrorToast('Unable to update the project name');
        throw error;
      }
    }),
  };
}
