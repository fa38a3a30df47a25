/**
 * The test's flake rate and quarantine on its page (issue 19): the rate over its newest verdicts
 * in a badge coloured by it, and the quarantine with its reason and the button that changes it
 * (Quarantine… opens QuarantineDialog). Renders a testFlakiness snapshot and sends it events.
 */
import { Badge, Box, Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FETCH_FLAKINESS_FAILED_TEXT, selectFlakinessPanel, type FlakinessSummary } from '../../../machines/testFlakiness/testFlakiness.selectors';
import type { TestFlakinessProps } from './flakinessTypes';
import { QuarantineDialog } from './QuarantineDialog';

export const QUARANTINE_LABEL = 'Quarantine…';
export const RELEASE_LABEL = 'Release from quarantine';
export const RELEASING_LABEL = 'Releasing…';

function Shown({ panel, send }: { panel: FlakinessSummary; send: TestFlakinessProps['send'] }) {
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap">
        {panel.rate && (
          <Badge colorPalette={panel.tone} data-tone={panel.tone} aria-hidden="true">
            {panel.rate}
          </Badge>
        )}
        <Text fontSize="sm">{panel.headline}</Text>
      </HStack>
      {panel.quarantined && (
        <HStack gap="2" align="start" wrap="wrap">
          <Badge colorPalette="purple">Quarantined</Badge>
          {panel.reason && (
            <Text fontSize="sm" color="fg.muted" aria-label="Quarantine reason">
              {panel.reason}
            </Text>
          )}
        </HStack>
      )}
      <Box>
        {panel.action === 'release' ? (
          <Button
            size="xs"
            variant="outline"
            loading={panel.releasing}
            loadingText={RELEASING_LABEL}
            disabled={panel.saving}
            onClick={() => send({ type: 'quarantine.release' })}
          >
            {RELEASE_LABEL}
          </Button>
        ) : (
          <Button size="xs" variant="outline" disabled={panel.saving} onClick={() => send({ type: 'quarantine.open' })}>
            {QUARANTINE_LABEL}
          </Button>
        )}
      </Box>
    </Stack>
  );
}

function Contents({ snapshot, send }: TestFlakinessProps) {
  const panel = selectFlakinessPanel(snapshot);
  switch (panel.kind) {
    case 'loading':
      return <Skeleton height="12" role="status" aria-label="Loading the flake rate" />;
    case 'failed':
      return (
        <HStack gap="3" role="alert">
          <Text color="fg.error" fontSize="sm">
            {FETCH_FLAKINESS_FAILED_TEXT}
          </Text>
          <Button size="xs" variant="outline" onClick={() => send({ type: 'flakiness.retry' })}>
            Retry
          </Button>
        </HStack>
      );
    case 'shown':
      return <Shown panel={panel} send={send} />;
  }
}

export function TestFlakinessView({ snapshot, send }: TestFlakinessProps) {
  return (
    <Stack gap="2" as="section" aria-labelledby="test-flakiness">
      <Heading as="h3" size="sm" id="test-flakiness">
        Flake rate
      </Heading>
      <Contents snapshot={snapshot} send={send} />
      <QuarantineDialog snapshot={snapshot} send={send} />
    </Stack>
  );
}
