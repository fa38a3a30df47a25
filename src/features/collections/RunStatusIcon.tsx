/**
 * A run's status icon (spec section 4, "Status icon", read for runs): passed is a green check,
 * failed a red x, cancelled and stopped for resources an orange alert, a run still going a
 * spinning loader; not runnable is the greyed alert ("A non-runnable state is greyed").
 */
import { Box } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuCircleAlert, LuCircleCheck, LuCircleX, LuLoaderCircle } from 'react-icons/lu';
import { isRunning, type RunStatus } from '../../../machines/collections/runGroups';
import { statusLabel } from './runFormat';

function look(status: RunStatus): { Icon: IconType; color: string; kind: string } {
  if (status === 'passed') return { Icon: LuCircleCheck, color: 'green.500', kind: 'succeeded' };
  if (status === 'failed') return { Icon: LuCircleX, color: 'red.500', kind: 'failed' };
  if (isRunning(status)) return { Icon: LuLoaderCircle, color: 'blue.500', kind: 'running' };
  if (status === 'not_runnable') return { Icon: LuCircleAlert, color: 'fg.subtle', kind: 'notRunnable' };
  return { Icon: LuCircleAlert, color: 'orange.500', kind: 'error' };
}

export function RunStatusIcon({ status }: { status: RunStatus }) {
  const { Icon, color, kind } = look(status);
  return (
    <Box
      as="span"
      role="img"
      aria-label={statusLabel(status)}
      data-status={kind}
      display="inline-flex"
      flexShrink={0}
      color={color}
      animation={kind === 'running' ? 'spin' : undefined}
    >
      <Icon />
    </Box>
  );
}
