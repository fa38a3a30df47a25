/**
 * A run's status icon, everywhere runs show (test page, run view, test suites, overview): green
 * check passed, red x failed, orange alert for the error group, spinning loader while active;
 * not runnable is the greyed alert ("A non-runnable state is greyed").
 */
import { Box } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuCircleAlert, LuCircleCheck, LuCircleX, LuLoaderCircle } from 'react-icons/lu';
import { RUN_STATUS_LABELS, runStatusKind, type RunStatus, type RunStatusKind } from '../../../machines/testRuns/runStatus';

const icons: Record<RunStatusKind, { Icon: IconType; color: string }> = {
  passed: { Icon: LuCircleCheck, color: 'green.500' },
  failed: { Icon: LuCircleX, color: 'red.500' },
  error: { Icon: LuCircleAlert, color: 'orange.500' },
  running: { Icon: LuLoaderCircle, color: 'blue.500' },
};

export function RunStatusIcon({ status, size }: { status: RunStatus; size?: string }) {
  const kind = runStatusKind(status);
  const { Icon, color } = icons[kind];
  return (
    <Box
      as="span"
      role="img"
      aria-label={RUN_STATUS_LABELS[status]}
      data-status={kind}
      display="inline-flex"
      flexShrink={0}
      fontSize={size}
      color={status === 'not_runnable' ? 'fg.subtle' : color}
      animation={kind === 'running' ? 'spin' : undefined}
    >
      <Icon />
    </Box>
  );
}
