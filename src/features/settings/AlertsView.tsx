/**
 * Settings, 'Alerts': the selected project's alert channels (the list, deletion confirmed by
 * the app), the signing secret of a webhook just added (shown once, with Copy), and the form
 * that adds a channel. Driven by machines/alerts; see docs/runs.md#alerts.
 */
import { Alert, Badge, Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { selectChannels, selectNewSigningSecret } from '../../../machines/alerts/alerts.selectors';
import { selectDeletingId, selectIsDeleting } from '../../../machines/listResource/listResource.selectors';
import { ListResourceStates } from '../../ui/ListResourceStates';
import { AddAlertChannelForm } from './AddAlertChannelForm';
import { ALL_COLLECTIONS, KIND_LABELS, NOTIFY_LABELS, type AlertsProps } from './alertsProps';
import { SettingsSection } from './SettingsSection';

function ChannelList({ snapshot, send, collections }: Omit<AlertsProps, 'onCopySecret'>) {
  const channels = selectChannels(snapshot);
  const deleting = selectIsDeleting(snapshot);
  const deletingId = selectDeletingId(snapshot);
  if (channels.length === 0) return <Text color="fg.muted">No alerts yet: add a channel to hear when a test suite fails.</Text>;
  const scope = (id: string | null) => (id === null ? ALL_COLLECTIONS : (collections.find((c) => c.id === id)?.name ?? 'A deleted collection'));
  return (
    <Stack as="ul" aria-label="Alert channels" gap="0" borderWidth="1px" rounded="md" listStyleType="none">
      {channels.map((channel) => (
        <HStack as="li" key={channel._id} justify="space-between" px="3" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
          <Stack gap="0" minW="0">
            <HStack gap="2">
              <Badge>{KIND_LABELS[channel.kind]}</Badge>
              <Text truncate fontWeight="medium">
                {channel.target}
              </Text>
              {!channel.enabled && <Badge colorPalette="gray">Disabled</Badge>}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {scope(channel.collection_id)} · {NOTIFY_LABELS[channel.notify_on]}
              {channel.include_flaky ? ' · flaky passes' : ''}
              {channel.include_quarantined ? ' · quarantined failures' : ''}
            </Text>
          </Stack>
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={`Delete the channel to ${channel.target}`}
            disabled={deleting}
            loading={deletingId === channel._id}
            onClick={() => send({ type: 'item.delete', id: channel._id })}
          >
            Delete
          </Button>
        </HStack>
      ))}
    </Stack>
  );
}

function NewSecret({ snapshot, onCopySecret }: Pick<AlertsProps, 'snapshot' | 'onCopySecret'>) {
  const added = selectNewSigningSecret(snapshot);
  if (!added) return null;
  return (
    <Alert.Root status="warning" aria-label="Signing secret">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>Copy the signing secret now: it will not be shown again.</Alert.Title>
        <Alert.Description>
          <Stack gap="2">
            <Code wordBreak="break-all">{added.secret}</Code>
            <Text fontSize="sm">Each alert carries X-Critical-Journey-Signature: sha256=HMAC-SHA256 of its body with this secret.</Text>
            <Button size="sm" alignSelf="start" onClick={() => onCopySecret(added.secret)}>
              Copy
            </Button>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export function AlertsView({ snapshot, send, collections, onCopySecret, children }: AlertsProps) {
  return (
    <SettingsSection title="Alerts" description="Tell people when a test suite fails or recovers: by e-mail, in Slack, or with a signed webhook.">
      <ListResourceStates snapshot={snapshot} send={send} loadingLabel="Loading alert channels">
        <ChannelList snapshot={snapshot} send={send} collections={collections} />
        <NewSecret snapshot={snapshot} onCopySecret={onCopySecret} />
        <AddAlertChannelForm snapshot={snapshot} send={send} collections={collections} />
      </ListResourceStates>
      {children}
    </SettingsSection>
  );
}
