/** A test's status icon (spec section 4): clock, green check, orange alert, red x, spinning loader or the plain type icon. */
import { Box } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuCircleAlert, LuCircleCheck, LuCircleX, LuClock, LuFileText, LuLoaderCircle } from 'react-icons/lu';
import { statusIcon, type StatusIconKind } from '../../../machines/testTree/treeModel';

const icons: Record<StatusIconKind, { Icon: IconType; color: string; label: string }> = {
  notGenerated: { Icon: LuClock, color: 'fg.muted', label: 'Not generated' },
  succeeded: { Icon: LuCircleCheck, color: 'green.500', label: 'Succeeded' },
  error: { Icon: LuCircleAlert, color: 'orange.500', label: 'Error' },
  failed: { Icon: LuCircleX, color: 'red.500', label: 'Failed' },
  running: { Icon: LuLoaderCircle, color: 'blue.500', label: 'Running' },
  plain: { Icon: LuFileText, color: 'fg.muted', label: 'Test' },
};

export function StatusIcon({ state }: { state: string | null | undefined }) {
  const { kind, greyed } = statusIcon(state);
  const { Icon, color, label } = icons[kind];
  // A test that cannot run is greyed as a whole (S-46): its icon takes the greyed name's colour.
  const shown = greyed ? 'fg.subtle' : color;
  return (
    <Box
      as="span"
      role="img"
      aria-label={label}
      data-status={kind}
      data-greyed={greyed || undefined}
      display="inline-flex"
      flexShrink={0}
      color={shown}
      animation={kind === 'running' ? 'spin' : undefined}
    >
      <Icon />
    </Box>
  );
}
