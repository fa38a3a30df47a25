/** Real implementations of the project picker's actors: the API calls (the picker decides the toasts). */
import { fromPromise } from 'xstate';
import { createTestSuite, deleteTestSuite, renameTestSuite } from '../../api/testSuites';

export function projectPickerActors(selectedOrgId: () => string | null) {
  return {
    createTestSuite: fromPromise(async ({ input }: { input: { name: string } }) => {
      const orgId = selectedOrgId();
      if (!orgId) throw new Error('No organization is selected.');
      return createTestSuite(orgId, input.name);
    }),
    renameTestSuite: fromPromise(({ input }: { input: { id: string; new_name: string } }) => renameTestSuite(input.id, input.new_name)),
    // Asked for by the confirm dialog's Yes; the dialog shows the failure too.
    deleteTestSuite: fromPromise<unknown, { id: string }>(({ input }) => deleteTestSuite(input.id)),
  };
}
