/** A generation step's status (spec section 4, action statuses): succeeded, failed or running. */
import { Box, Spinner } from '@chakra-ui/react';
import { LuCircleCheck, LuCircleX } from 'react-icons/lu';
import type { StepView } from '../../../machines/testCasePage/testCasePage.selectors';

export function StepStatusIcon({ status }: { status: StepView['status'] }) {
  if (status === 'action_running') return <Spinner size="xs" color="blue.500" role="img" aria-label="Step running" />;
  if (status === 'action_failed') {
    return (
      <Box as="span" role="img" aria-label="Step failed" color="red.500" display="inline-flex">
        <LuCircleX />
      </Box>
    );
  }
  if (status === 'action_succeeded') {
    return (
      <Box as="span" role="img" aria-label="Step succeeded" color="green.500" display="inline-flex">
        <LuCircleCheck />
      </Box>
    );
  }
  return null;
}
