/** The mark of a run that passed only on a retry, beside its status in lists of runs. */
import { Badge } from '@chakra-ui/react';
import { FLAKY_TITLE } from '../../../machines/testRuns/runStatus';

export function FlakyBadge() {
  return (
    <Badge size="sm" colorPalette="orange" title={FLAKY_TITLE}>
      Flaky
    </Badge>
  );
}
