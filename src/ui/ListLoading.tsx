/**
 * The skeleton a list shows while it loads: a status named for screen readers ('Loading
 * modules'), as a name only counts on an element with a role.
 */
import { Skeleton, Stack } from '@chakra-ui/react';

export function ListLoading({ label, rows = 2, height = '8' }: { label: string; rows?: number; height?: string }) {
  return (
    <Stack gap="2" role="status" aria-label={label} aria-busy>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with nothing else to tell them apart.
        <Skeleton key={index} height={height} />
      ))}
    </Stack>
  );
}
