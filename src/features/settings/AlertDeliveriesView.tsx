/**
 * Settings → Alerts, 'Recent deliveries': the 20 newest alerts sent for the project, each with
 * why it was sent, its channel, its status and attempts, and the last answer it got (docs/runs.md#alerts).
 * Driven by machines/alertDeliveries, which also sends a channel's test alert (its button is the
 * channel's row): the queued delivery shows here at once, then its answer. The channels are the
 * Alerts section's list.
 */
import { Badge, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { SnapshotFrom } from 'xstate';
import type { AlertDeliveriesEvent, alertDeliveriesMachine } from '../../../machines/alertDeliveries/alertDeliveries.machine';
import {
  type DeliveryChannel,
  type DeliveryRow,
  selectDeliveryRows,
  selectHasFailed,
  selectIsLoading,
  selectIsPolling,
  selectIsRefreshing,
  selectTestChannelId,
} from '../../../machines/alertDeliveries/alertDeliveries.selectors';
import { ListLoading } from '../../ui/ListLoading';
import { formatDateTime } from '../runs/format';
import { KIND_LABELS } from './alertsProps';

export type AlertDeliveriesProps = {
  snapshot: SnapshotFrom<typeof alertDeliveriesMachine>;
  send: (event: AlertDeliveriesEvent) => void;
  /** The project's channels as the Alerts section lists them, to name each delivery's; null while they load. */
  channels: ReadonlyArray<DeliveryChannel> | null;
};

export const DELIVERIES_FAILED_TEXT = 'Unable to load the alert deliveries.';
export const NO_DELIVERIES_TEXT = 'No alert sent yet.';

const STATUS_PALETTES = { delivered: 'green', failed: 'red', pending: 'orange' } as const;

function DeliveryItem({ row }: { row: DeliveryRow }) {
  return (
    <Stack as="li" gap="1" px="3" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <HStack gap="2" minW="0" wrap="wrap">
        <Badge variant="outline">{row.event}</Badge>
        {row.channel === 'deleted' && <Text color="fg.muted">A deleted channel</Text>}
        {row.channel !== null && row.channel !== 'deleted' && (
          <>
            <Badge>{KIND_LABELS[row.channel.kind]}</Badge>
            <Text truncate fontWeight="medium" minW="0">
              {row.channel.target}
            </Text>
          </>
        )}
        <Badge colorPalette={STATUS_PALETTES[row.status]} ms="auto">
          {row.statusLabel}
        </Badge>
      </HStack>
      <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
        <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
        {row.httpStatus !== null && ` · HTTP ${row.httpStatus}`}
        {row.answer !== null && ` · ${row.answer}`}
      </Text>
    </Stack>
  );
}

function Contents({ snapshot, send, channels }: AlertDeliveriesProps) {
  if (selectIsLoading(snapshot)) return <ListLoading label="Loading alert deliveries" />;
  if (selectHasFailed(snapshot)) {
    return (
      <HStack gap="3" role="alert">
        <Text color="fg.error" fontSize="sm">
          {DELIVERIES_FAILED_TEXT}
        </Text>
        <Button size="xs" variant="outline" onClick={() => send({ type: 'deliveries.retry' })}>
          Retry
        </Button>
      </HStack>
    );
  }
  const rows = selectDeliveryRows(snapshot, channels);
  if (rows.length === 0) return <Text color="fg.muted">{NO_DELIVERIES_TEXT}</Text>;
  return (
    <Stack as="ul" aria-label="Alert deliveries" gap="0" borderWidth="1px" rounded="md" listStyleType="none">
      {rows.map((row) => (
        <DeliveryItem key={row.id} row={row} />
      ))}
    </Stack>
  );
}

export function AlertDeliveriesView({ snapshot, send, channels }: AlertDeliveriesProps) {
  const shown = !selectIsLoading(snapshot) && !selectHasFailed(snapshot);
  return (
    <Stack as="section" aria-label="Recent deliveries" gap="3">
      <HStack justify="space-between">
        <Heading as="h3" size="md">
          Recent deliveries
        </Heading>
        {shown && (
          // Named while it spins too: a loading button hides its text.
          <Button
            size="xs"
            variant="outline"
            aria-label="Refresh"
            loading={selectIsRefreshing(snapshot)}
            // Not taken while a test alert is sent: the list reloads once it is queued.
            disabled={selectTestChannelId(snapshot) !== null}
            onClick={() => send({ type: 'deliveries.refresh' })}
          >
            Refresh
          </Button>
        )}
      </HStack>
      {selectIsPolling(snapshot) && (
        <Text fontSize="sm" color="fg.muted">
          A delivery is pending: the list refreshes every 5 s.
        </Text>
      )}
      <Contents snapshot={snapshot} send={send} channels={channels} />
    </Stack>
  );
}
