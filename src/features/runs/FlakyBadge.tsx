/** The mark of a run that passed only on a retry: small beside its status in lists, full size beside the run's own heading. */
import { Badge } from '@chakra-ui/react';
import { FLAKY_TITLE } from '../../../machines/testRuns/runStatus';

export function FlakyBadge({ size = 'sm' }: { size?: 'sm' | 'md' }) {
  return (
    <Badge size={size} colorPalette="orange" title={FLAKY_TITLE}>
      Flaky
    </Badge>
  );
}
