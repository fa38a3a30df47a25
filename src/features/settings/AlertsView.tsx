/**
 * Settings, 'Alerts': the selected project's alert channels (the list, each changed inline,
 * tested with a test alert, deleted after the app's confirmation), the signing secret of a
 * webhook just added (shown once, with Copy), and the form that adds a channel. Driven by
 * machines/alerts, test alerts by machines/alertDeliveries; see docs/runs.md#alerts.
 */
import { Alert, Button, Code, Stack, Text } from '@chakra-ui/react';
import { selectChannels, selectEditedChannelId, selectNewSigningSecret } from '../../../machines/alerts/alerts.selectors';
import { ListResourceStates } from '../../ui/ListResourceStates';
import { AddAlertChannelForm } from './AddAlertChannelForm';
import { AlertChannelEditRow } from './AlertChannelEditRow';
import { AlertChannelRow } from './AlertChannelRow';
import type { AlertsProps } from './alertsProps';
import { SettingsSection } from './SettingsSection';

function ChannelList({ snapshot, send, collections, testAlerts }: Omit<AlertsProps, 'onCopySecret' | 'children'>) {
  const channels = selectChannels(snapshot);
  const editedId = selectEditedChannelId(snapshot);
  if (channels.length === 0) return <Text color="fg.muted">No alerts yet: add a channel to hear when a test suite fails.</Text>;
  return (
    <Stack as="ul" aria-label="Alert channels" gap="0" borderWidth="1px" rounded="md" listStyleType="none">
      {channels.map((channel) =>
        channel._id === editedId ? (
          <AlertChannelEditRow key={channel._id} snapshot={snapshot} send={send} collections={collections} channel={channel} />
        ) : (
          <AlertChannelRow key={channel._id} snapshot={snapshot} send={send} collections={collections} testAlerts={testAlerts} channel={channel} />
        ),
      )}
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

export function AlertsView({ snapshot, send, collections, testAlerts, onCopySecret, children }: AlertsProps) {
  return (
    <SettingsSection title="Alerts" description="Tell people when a test suite fails or recovers: by e-mail, in Slack, or with a signed webhook.">
      <ListResourceStates snapshot={snapshot} send={send} loadingLabel="Loading alert channels">
        <ChannelList snapshot={snapshot} send={send} collections={collections} testAlerts={testAlerts} />
        <NewSecret snapshot={snapshot} onCopySecret={onCopySecret} />
        <AddAlertChannelForm snapshot={snapshot} send={send} collections={collections} />
      </ListResourceStates>
      {children}
    </SettingsSection>
  );
}
