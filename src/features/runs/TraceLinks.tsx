/**
 * 'Open trace' (the trace viewer in a new tab, with the trace's temporary address as its query
 * value) and 'Download trace'. The address is fetched through the run artifact source under a
 * Suspense boundary, like the screenshots.
 */
import { HStack, Link, Skeleton, Text } from '@chakra-ui/react';
import { Suspense, use } from 'react';
import { LuDownload, LuExternalLink } from 'react-icons/lu';
import { RunArtifactSourceContext, traceViewerAddress } from './runArtifacts';

type Props = { runId: string; trace: string };

export const TRACE_UNAVAILABLE_TEXT = 'The trace is unavailable.';

function Links({ runId, trace }: Props) {
  const address = use(use(RunArtifactSourceContext)(runId, trace));
  if (!address) {
    return (
      <Text color="fg.muted" fontSize="sm">
        {TRACE_UNAVAILABLE_TEXT}
      </Text>
    );
  }
  return (
    <HStack gap="4" fontSize="sm">
      <Link href={traceViewerAddress(address, window.location.href)} target="_blank" rel="noopener noreferrer" colorPalette="blue">
        <LuExternalLink /> Open trace
      </Link>
      <Link href={address} download={trace} colorPalette="blue">
        <LuDownload /> Download trace
      </Link>
    </HStack>
  );
}

export function TraceLinks(props: Props) {
  return (
    <Suspense fallback={<Skeleton height="5" width="12rem" />}>
      <Links {...props} />
    </Suspense>
  );
}
