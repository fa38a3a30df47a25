/** Settings, 'Alerts': the form that adds a channel. Validation is the machine's (machines/alerts). */
import { Button, Checkbox, Field, HStack, Input, Stack } from '@chakra-ui/react';
import type { AlertChannelKind, AlertNotifyOn } from '../../../machines/alerts/alerts.machine';
import { selectDraftErrors } from '../../../machines/alerts/alerts.selectors';
import { selectDraft, selectIsCreating } from '../../../machines/listResource/listResource.selectors';
import { AlertSelectField, collectionOptions, NOTIFY_OPTIONS } from './AlertSelectField';
import { KIND_LABELS, type AlertsProps } from './alertsProps';

const PLACEHOLDERS: Record<AlertChannelKind, string> = {
  email: 'ops@example.com, dev@example.com',
  slack: 'https://hooks.slack.com/services/…',
  webhook: 'https://example.com/critical-journey',
};

export function AddAlertChannelForm({ snapshot, send, collections }: Pick<AlertsProps, 'snapshot' | 'send' | 'collections'>) {
  const creating = selectIsCreating(snapshot);
  const draft = selectDraft(snapshot);
  const errors = selectDraftErrors(snapshot);
  return (
    <Stack asChild gap="3">
      <form
        noValidate
        aria-label="Add an alert channel"
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'item.create' });
        }}
      >
        <HStack gap="3" align="start" wrap="wrap">
          <AlertSelectField
            label="Send by"
            disabled={creating}
            maxW="40"
            value={draft.kind}
            options={Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label }))}
            onChange={(kind) => send({ type: 'draft.changed', patch: { kind: kind as AlertChannelKind } })}
          />
          <AlertSelectField
            label="Collection"
            disabled={creating}
            flex="1"
            minW="48"
            value={draft.collectionId ?? ''}
            options={collectionOptions(collections)}
            onChange={(collectionId) => send({ type: 'draft.changed', patch: { collectionId: collectionId || null } })}
          />
          <AlertSelectField
            label="Notify"
            disabled={creating}
            maxW="56"
            value={draft.notifyOn}
            options={NOTIFY_OPTIONS}
            onChange={(notifyOn) => send({ type: 'draft.changed', patch: { notifyOn: notifyOn as AlertNotifyOn } })}
          />
        </HStack>
        <Field.Root invalid={errors.target !== null} readOnly={creating}>
          <Field.Label>{draft.kind === 'email' ? 'E-mail addresses' : 'Address'}</Field.Label>
          <Input
            value={draft.target}
            placeholder={PLACEHOLDERS[draft.kind]}
            autoComplete="off"
            onChange={(event) => send({ type: 'draft.changed', patch: { target: event.target.value } })}
          />
          {errors.target && <Field.ErrorText>{errors.target}</Field.ErrorText>}
        </Field.Root>
        <HStack gap="5" wrap="wrap">
          <Checkbox.Root
            checked={draft.includeFlaky}
            disabled={creating}
            onCheckedChange={(details) => send({ type: 'draft.changed', patch: { includeFlaky: details.checked === true } })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Also when a test passed only on retry (flaky)</Checkbox.Label>
          </Checkbox.Root>
          <Checkbox.Root
            checked={draft.includeQuarantined}
            disabled={creating}
            onCheckedChange={(details) => send({ type: 'draft.changed', patch: { includeQuarantined: details.checked === true } })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Also for quarantined tests' failures</Checkbox.Label>
          </Checkbox.Root>
        </HStack>
        <HStack gap="2">
          <Button type="submit" colorPalette="blue" loading={creating} loadingText="Add channel" disabled={creating}>
            Add channel
          </Button>
          {draft.target !== '' && !creating && (
            <Button variant="ghost" onClick={() => send({ type: 'draft.clear' })}>
              Clear
            </Button>
          )}
        </HStack>
      </form>
    </Stack>
  );
}
