/**
 * The Test cases screen: the project's test tree beside the selected test (or the form for a
 * new one, at ?new). Generation and runs arrive with issues #5 and #6.
 */
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useLocation, useParams } from 'react-router';
import { LuPlus } from 'react-icons/lu';
import { layoutActors } from '../../app/appActors';
import { goTo } from '../../app/navigation';
import { TestTreeView } from '../tree/TestTreeView';
import { NewTestCaseScreen, TestCaseScreen } from '../testCase/TestCaseScreen';

export function TestsPage() {
  const { testTree, mainLayout } = layoutActors();
  const snapshot = useSelector(testTree, (s) => s);
  const suiteId = useSelector(mainLayout, (s) => s.context.selectedSuiteId);
  const { testId } = useParams();
  const creating = new URLSearchParams(useLocation().search).has('new');
  if (!suiteId) return null;
  return (
    <Flex gap="6" align="stretch" minH="70vh">
      <Stack width="sm" flexShrink={0} borderRightWidth="1px" pr="4" gap="3">
        <Button size="sm" alignSelf="start" onClick={() => goTo(`/tests/${suiteId}?new`)}>
          <LuPlus /> New test
        </Button>
        <TestTreeView snapshot={snapshot} send={testTree.send} />
      </Stack>
      <Box flex="1" minW="0">
        {creating ? (
          <NewTestCaseScreen suiteId={suiteId} path="" />
        ) : testId ? (
          <TestCaseScreen testId={testId} suiteId={suiteId} />
        ) : (
          <Text color="fg.muted">Select a test in the tree, or create a new one.</Text>
        )}
      </Box>
    </Flex>
  );
}
