/** The skeleton a list shows while it loads, named for screen readers ('Loading modules'). */
import { Skeleton, Stack } from '@chakra-ui/react';

export function ListLoading({ label, rows = 2, height = '8' }: { label: string; rows?: number; height?: string }) {
  return (
    <Stack gap="2" aria-label={label} aria-busy>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={height} />
      ))}
    </Stack>
  );
}
