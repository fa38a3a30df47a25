/**
 * The Test cases screen, the main screen (/tests): the project's test tree beside the selected
 * test's page (its details, generation and runs), or the form for a new one, at ?new.
 *
 * The form for a new test: `?new` puts it in the folder of the test selected in the tree (the
 * root without one), `?new&path=Checkout/Cards` in that folder, and `?new&clone=<testId>`
 * prefills it with a copy of that test, in that test's folder.
 */
import { lazy, Suspense } from 'react';
import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useLocation, useParams } from 'react-router';
import { LuPlus } from 'react-icons/lu';
import type { SnapshotFrom } from 'xstate';
import { selectSelectedSuite } from '../../../machines/mainLayout/mainLayout.selectors';
import type { testTreeMachine } from '../../../machines/testTree/testTree.machine';
import { layoutActors } from '../../wiring/workspace';
import { goTo } from '../../app/navigation';
import { TestImportScreen } from '../tree/TestImportScreen';
import { TestTreeView } from '../tree/TestTreeView';
import { ListLoading } from '../../ui/ListLoading';

// The selected test's page (details, editor, generation, runs) loads when a test is opened: the
// tree shows without waiting for it, and a visit that opens no test never downloads it.
const TestCaseScreen = lazy(() => import('../testCase/TestCaseScreen').then((m) => ({ default: m.TestCaseScreen })));
const NewTestCaseScreen = lazy(() => import('../testCase/NewTestCaseScreen').then((m) => ({ default: m.NewTestCaseScreen })));

/** The folder of the test selected in the tree ('' for the root, or with no selection). */
function selectedTestFolder(snapshot: SnapshotFrom<typeof testTreeMachine>): string {
  const { selectedTestId, items } = snapshot.context;
  if (!selectedTestId) return '';
  return items.find((item) => !item.is_folder && item.test_case_id === selectedTestId)?.full_parent_path ?? '';
}

/** The window less the top bar and the page's padding above and below. */
const TREE_COLUMN_HEIGHT = 'calc(100dvh - 6rem)';

export function TestsScreen() {
  const { testTree, mainLayout } = layoutActors();
  const snapshot = useSelector(testTree, (s) => s);
  const suiteId = useSelector(mainLayout, (s) => s.context.selectedSuiteId);
  const projectName = useSelector(mainLayout, (s) => selectSelectedSuite(s)?.name ?? null);
  const { testId } = useParams();
  const query = new URLSearchParams(useLocation().search);
  const creating = query.has('new');
  if (!suiteId) return null;
  return (
    <Flex gap="6" align="flex-start" minH="70vh">
      {/* The tree column is as tall as the window and stays in view while the test beside it
          scrolls: the tree's list then scrolls inside it, which is what lets it keep only the
          rows in view in the page (a project of 10,000 tests would otherwise render them all). */}
      <Stack width="sm" flexShrink={0} borderRightWidth="1px" pr="4" gap="3" position="sticky" top="4" height={TREE_COLUMN_HEIGHT} minH="20rem">
        <HStack gap="2" wrap="wrap">
          <Button size="sm" onClick={() => goTo(`/tests/${suiteId}?new`)}>
            <LuPlus /> New test
          </Button>
          <TestImportScreen suiteId={suiteId} projectName={projectName} />
        </HStack>
        <Box flex="1" minH="0">
          <TestTreeView snapshot={snapshot} send={testTree.send} />
        </Box>
      </Stack>
      <Box flex="1" minW="0">
        <Suspense fallback={<ListLoading label="Loading the test" rows={3} />}>
          {creating ? (
            <NewTestCaseScreen suiteId={suiteId} path={query.get('path') ?? selectedTestFolder(snapshot)} cloneId={query.get('clone')} />
          ) : testId ? (
            <TestCaseScreen testId={testId} />
          ) : (
            <Text color="fg.muted">Select a test in the tree, or create a new one.</Text>
          )}
        </Suspense>
      </Box>
    </Flex>
  );
}
