/** Real implementations of the test tree's actors; the project is the layout's selected one. */
import { fromPromise } from 'xstate';
import type { DeleteTestFolderInput, MoveTestCaseInput, MoveTestFolderInput, RenameTestCaseInput } from '../../../machines/testTree/testTree.machine';
import { deleteTestFolder, moveTestCase, moveTestFolder, renameTestCase } from '../../api/tree';

export function testTreeActors(selectedSuiteId: () => string | null) {
  return {
    moveTestFolder: fromPromise<unknown, MoveTestFolderInput>(({ input }) => {
      const suiteId = input.suiteId ?? selectedSuiteId();
      if (!suiteId) throw new Error('No test suite selected');
      return moveTestFolder(suiteId, input.old_path_prefix, input.new_path_prefix);
    }),
    renameTestCase: fromPromise<unknown, RenameTestCaseInput>(({ input }) => renameTestCase(input.testId, input.new_name)),
    moveTestCase: fromPromise<unknown, MoveTestCaseInput>(({ input }) => moveTestCase(input.testId, input.new_path)),
    deleteTestFolder: fromPromise<unknown, DeleteTestFolderInput>(({ input }) => {
      const suiteId = input.suiteId ?? selectedSuiteId();
      if (!suiteId) throw new Error('No test suite selected');
      return deleteTestFolder(suiteId, input.path);
    }),
  };
}
