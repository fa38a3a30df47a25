/**
 * The Test cases screen: the project's test tree beside the selected test. The test editor,
 * action menu and breadcrumb details arrive with the rest of issue #4.
 */
import { Box, Flex, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useParams } from 'react-router';
import { layoutActors } from '../../app/appActors';
import { TestTreeView } from '../tree/TestTreeView';

export function TestsPage() {
  const { testTree } = layoutActors();
  const snapshot = useSelector(testTree, (s) => s);
  const { testId } = useParams();
  return (
    <Flex gap="6" align="stretch" minH="70vh">
      <Box width="sm" flexShrink={0} borderRightWidth="1px" pr="4">
        <TestTreeView snapshot={snapshot} send={testTree.send} />
      </Box>
      <Box flex="1" minW="0">
        {testId ? (
          <Text color="fg.muted">The test editor is not built yet. It arrives with issue #4.</Text>
        ) : (
          <Text color="fg.muted">Select a test in the tree.</Text>
        )}
      </Box>
    </Flex>
  );
}
