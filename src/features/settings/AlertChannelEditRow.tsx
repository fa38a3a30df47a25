/**
 * The inline edit of one alert channel: Enabled, its collection and when it notifies, the two
 * extras, and its target (an e-mail channel's addresses; a Slack or webhook channel's new
 * address, left empty to keep the one the list shows masked); Save and Cancel. Validation is
 * the machine's (machines/alerts).
 */
import { Badge, Button, Checkbox, Field, HStack, Input, Stack, Switch, Text } from '@chakra-ui/react';
import type { AlertChannel, AlertChannelEdit, AlertNotifyOn } from '../../../machines/alerts/alerts.machine';
import { selectEditErrors } from '../../../machines/alerts/alerts.selectors';
import { selectEditing, selectIsUpdating } from '../../../machines/listResource/listResource.selectors';
import { AlertSelectField, collectionOptions, NOTIFY_OPTIONS } from './AlertSelectField';
import { KIND_LABELS, type AlertsProps } from './alertsProps';

type Props = Pick<AlertsProps, 'snapshot' | 'send' | 'collections'> & { channel: AlertChannel };

export function AlertChannelEditRow({ snapshot, send, collections, channel }: Props) {
  const editing = selectEditing(snapshot);
  const updating = selectIsUpdating(snapshot);
  const errors = selectEditErrors(snapshot);
  if (!editing) return null;
  const change = (patch: Partial<AlertChannelEdit>) => send({ type: 'edit.changed', patch });
  const email = editing.kind === 'email';
  return (
    <Stack as="li" px="3" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <form
        noValidate
        aria-label={`Editing the channel to ${channel.target}`}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'item.save' });
        }}
      >
        <Stack gap="3">
          <HStack gap="2" minW="0">
            <Badge>{KIND_LABELS[channel.kind]}</Badge>
            <Text truncate fontWeight="medium">
              {channel.target}
            </Text>
          </HStack>
          <HStack gap="3" align="start" wrap="wrap">
            <AlertSelectField
              label="Collection"
              disabled={updating}
              flex="1"
              minW="48"
              value={editing.collectionId ?? ''}
              options={collectionOptions(collections)}
              onChange={(collectionId) => change({ collectionId: collectionId || null })}
            />
            <AlertSelectField
              label="Notify on"
              disabled={updating}
              maxW="56"
              value={editing.notifyOn}
              options={NOTIFY_OPTIONS}
              onChange={(notifyOn) => change({ notifyOn: notifyOn as AlertNotifyOn })}
            />
          </HStack>
          <Field.Root invalid={errors.target !== null} readOnly={updating}>
            <Field.Label>{email ? 'E-mail addresses' : 'New address'}</Field.Label>
            <Input value={editing.target} autoComplete="off" onChange={(event) => change({ target: event.target.value })} />
            {!email && <Field.HelperText>Leave it empty to keep the current address.</Field.HelperText>}
            {errors.target && <Field.ErrorText>{errors.target}</Field.ErrorText>}
          </Field.Root>
          <HStack gap="5" wrap="wrap">
            <Switch.Root checked={editing.enabled} disabled={updating} onCheckedChange={({ checked }) => change({ enabled: checked })}>
              <Switch.HiddenInput />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <Switch.Label>Enabled</Switch.Label>
            </Switch.Root>
            <Checkbox.Root
              checked={editing.includeFlaky}
              disabled={updating}
              onCheckedChange={(details) => change({ includeFlaky: details.checked === true })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Include flaky passes</Checkbox.Label>
            </Checkbox.Root>
            <Checkbox.Root
              checked={editing.includeQuarantined}
              disabled={updating}
              onCheckedChange={(details) => change({ includeQuarantined: details.checked === true })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Include quarantined failures</Checkbox.Label>
            </Checkbox.Root>
          </HStack>
          <HStack gap="2">
            <Button type="submit" size="sm" colorPalette="blue" loading={updating} loadingText="Save">
              Save
            </Button>
            <Button size="sm" variant="ghost" disabled={updating} onClick={() => send({ type: 'edit.cancel' })}>
              Cancel
            </Button>
          </HStack>
        </Stack>
      </form>
    </Stack>
  );
}
