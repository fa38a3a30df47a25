/**
 * 'Open trace' (the trace viewer in a new tab, with the trace's temporary address as its query
 * value) and 'Download trace'. The run view's machine holds the address and renews it before it
 * expires, so the links always work however long the page stays open.
 */
import { Button, HStack, Link, Skeleton, Text } from '@chakra-ui/react';
import { LuDownload, LuExternalLink } from 'react-icons/lu';
import type { TraceView } from '../../../machines/runView/runView.selectors';
import { traceViewerAddress } from './runArtifacts';
import type { RunViewProps } from './runTypes';

export const TRACE_UNAVAILABLE_TEXT = 'The trace is unavailable.';

export function TraceLinks({ trace, canRetry, send }: { trace: TraceView; canRetry: boolean; send: RunViewProps['send'] }) {
  if (trace.status === 'loading') return <Skeleton height="5" width="12rem" role="status" aria-label="Loading the trace" />;
  if (trace.status === 'unavailable') {
    return (
      <HStack gap="2" fontSize="sm">
        <Text color="fg.muted">{TRACE_UNAVAILABLE_TEXT}</Text>
        {canRetry && (
          <Button size="xs" variant="ghost" onClick={() => send({ type: 'trace.retry' })}>
            Retry
          </Button>
        )}
      </HStack>
    );
  }
  return (
    <HStack gap="4" fontSize="sm">
      <Link href={traceViewerAddress(trace.address, window.location.href)} target="_blank" rel="noopener noreferrer" colorPalette="blue">
        <LuExternalLink /> Open trace
      </Link>
      <Link href={trace.address} download={trace.name} colorPalette="blue">
        <LuDownload /> Download trace
      </Link>
    </HStack>
  );
}
