/**
 * One listed alert channel: its kind, target, scope and options; a quick Enabled switch (offered
 * while no edit is open), Edit, Send test alert (the deliveries' machine sends it and lists the
 * answer) and Delete.
 */
import { Badge, Button, HStack, Spinner, Stack, Switch, Text, VisuallyHidden } from '@chakra-ui/react';
import { selectCanSendTest, selectTestChannelId } from '../../../machines/alertDeliveries/alertDeliveries.selectors';
import { toggleEnabledEvents, type AlertChannel } from '../../../machines/alerts/alerts.machine';
import { selectSavingChannelId } from '../../../machines/alerts/alerts.selectors';
import { selectDeletingId, selectEditing, selectIsDeleting, selectIsUpdating } from '../../../machines/listResource/listResource.selectors';
import { ALL_COLLECTIONS, KIND_LABELS, NOTIFY_LABELS, type AlertsProps } from './alertsProps';

type Props = Pick<AlertsProps, 'snapshot' | 'send' | 'collections' | 'testAlerts'> & { channel: AlertChannel };

export function AlertChannelRow({ snapshot, send, collections, testAlerts, channel }: Props) {
  const updating = selectIsUpdating(snapshot);
  const editOpen = selectEditing(snapshot) !== null;
  const deletingId = selectDeletingId(snapshot);
  const testing = selectTestChannelId(testAlerts.snapshot) === channel._id;
  const scope =
    channel.collection_id === null ? ALL_COLLECTIONS : (collections.find((c) => c.id === channel.collection_id)?.name ?? 'A deleted collection');
  return (
    <HStack as="li" justify="space-between" gap="3" px="3" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} wrap="wrap">
      <Stack gap="0" minW="0">
        <HStack gap="2">
          <Badge>{KIND_LABELS[channel.kind]}</Badge>
          <Text truncate fontWeight="medium">
            {channel.target}
          </Text>
          {!channel.enabled && <Badge colorPalette="gray">Disabled</Badge>}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {scope} · {NOTIFY_LABELS[channel.notify_on]}
          {channel.include_flaky ? ' · flaky passes' : ''}
          {channel.include_quarantined ? ' · quarantined failures' : ''}
        </Text>
      </Stack>
      <HStack gap="1">
        {selectSavingChannelId(snapshot) === channel._id && (
          <Spinner size="sm" role="status" aria-label={`Saving the channel to ${channel.target}`} />
        )}
        <Switch.Root
          size="sm"
          me="2"
          checked={channel.enabled}
          disabled={updating || editOpen}
          onCheckedChange={({ checked }) => {
            for (const event of toggleEnabledEvents(channel, checked)) send(event);
          }}
        >
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>
            Enabled<VisuallyHidden> for the channel to {channel.target}</VisuallyHidden>
          </Switch.Label>
        </Switch.Root>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Edit the channel to ${channel.target}`}
          disabled={updating}
          onClick={() => send({ type: 'item.edit', id: channel._id })}
        >
          Edit
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Send test alert to ${channel.target}`}
          title={channel.enabled ? undefined : 'Enable the channel to send a test alert'}
          disabled={!channel.enabled || !selectCanSendTest(testAlerts.snapshot)}
          loading={testing}
          onClick={() => testAlerts.send({ type: 'test.send', channelId: channel._id })}
        >
          Send test alert
        </Button>
        <Button
          size="sm"
          variant="ghost"
          colorPalette="red"
          aria-label={`Delete the channel to ${channel.target}`}
          disabled={selectIsDeleting(snapshot)}
          loading={deletingId === channel._id}
          onClick={() => send({ type: 'item.delete', id: channel._id })}
        >
          Delete
        </Button>
      </HStack>
    </HStack>
  );
}
