/**
 * The test tree of the selected project: created with the layout, fed with the tree the layout
 * loads for the project, refetched after changes, and connected to the address (the selected
 * test). It asks the confirmation dialog itself before deleting a folder.
 */
import { createActor } from 'xstate';
import { testTreeMachine, type TreeItem } from '../../machines/testTree/testTree.machine';
import { selectSuiteData } from '../../machines/mainLayout/mainLayout.selectors';
import { testTreeActors } from '../actors/testTreeActors';
import { getTestSuiteTree } from '../api/tree';
import { showErrorToast, showToast } from '../ui/toaster';
import type { AppActors } from './appActors';
import { goTo } from './navigation';
import { readStored, storageKeys, writeStored } from './storage';
import type { mainLayoutMachine } from '../../machines/mainLayout/mainLayout.machine';
import type { Actor } from 'xstate';

export function createTestTree({ confirmDialog }: AppActors, mainLayout: Actor<typeof mainLayoutMachine>) {
  const selectedSuiteId = () => mainLayout.getSnapshot().context.selectedSuiteId;
  const toast = (_: unknown, params: { title: string; text: string; type: 'error' | 'success' | 'info' }) => showToast(params);
  /** The project's tree from the server, for the tree to show (`tree.loaded`). */
  async function refetch(tree: { send: (event: { type: 'tree.loaded'; items: TreeItem[] }) => void }) {
    const suiteId = selectedSuiteId();
    if (!suiteId) return;
    try {
      tree.send({ type: 'tree.loaded', items: await getTestSuiteTree(suiteId) });
    } catch {
      showErrorToast('Unable to fetch the test suite tree');
    }
  }

  const testTree = createActor(
    testTreeMachine.provide({
      actors: testTreeActors(selectedSuiteId),
      actions: {
        notifyFolderRenameFailed: toast,
        notifyFolderMoveFailed: toast,
        notifyTestRenameFailed: toast,
        notifyTestMoveFailed: toast,
        notifyFolderDeleteFailed: toast,
        refetchTree: ({ self }) => void refetch(self),
        openTest: (_, { id }) => {
          writeStored(storageKeys.test, id);
          const suiteId = selectedSuiteId();
          if (suiteId) goTo(`/tests/${suiteId}/${id}`);
        },
      },
    }),
    { input: { suiteId: selectedSuiteId(), selectedTestId: readStored(storageKeys.test), confirmDialog } },
  ).start();

  // Each newly loaded working set of the project carries its tree. Other parts of the working
  // set change on their own (collections.changed) and keep the same tree: nothing to reload then.
  let lastItems: unknown = null;
  const layoutSubscription = mainLayout.subscribe((snapshot) => {
    const items = selectSuiteData(snapshot)?.testItems;
    if (!items || items === lastItems) return;
    lastItems = items;
    testTree.send({ type: 'tree.loaded', items });
  });

  return {
    testTree,
    stop() {
      layoutSubscription.unsubscribe();
      testTree.stop();
    },
  };
}
