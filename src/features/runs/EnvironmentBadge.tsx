/** The environment a run (or a group of runs) was made against, beside its status in lists of runs. */
import { Badge } from '@chakra-ui/react';

export function EnvironmentBadge({ name }: { name: string }) {
  return (
    <Badge size="sm" variant="outline" colorPalette="purple" title={`Environment: ${name}`}>
      {name}
    </Badge>
  );
}
