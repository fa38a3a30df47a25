/** Settings, 'Alerts': the form that adds a channel. Validation is the machine's (machines/alerts). */
import { Button, Checkbox, Field, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import type { AlertChannelKind, AlertNotifyOn } from '../../../machines/alerts/alerts.machine';
import { selectDraftErrors } from '../../../machines/alerts/alerts.selectors';
import { selectDraft, selectIsCreating } from '../../../machines/listResource/listResource.selectors';
import { ALL_COLLECTIONS, KIND_LABELS, NOTIFY_LABELS, type AlertsProps } from './alertsProps';

const PLACEHOLDERS: Record<AlertChannelKind, string> = {
  email: 'ops@example.com, dev@example.com',
  slack: 'https://hooks.slack.com/services/…',
  webhook: 'https://example.com/critical-journey',
};

export function AddAlertChannelForm({ snapshot, send, collections }: Omit<AlertsProps, 'onCopySecret'>) {
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
          <Field.Root disabled={creating} maxW="40">
            <Field.Label>Send by</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={draft.kind}
                onChange={(event) => send({ type: 'draft.changed', patch: { kind: event.target.value as AlertChannelKind } })}
              >
                {Object.entries(KIND_LABELS).map(([kind, label]) => (
                  <option key={kind} value={kind}>
                    {label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root disabled={creating} flex="1" minW="48">
            <Field.Label>Collection</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={draft.collectionId ?? ''}
                onChange={(event) => send({ type: 'draft.changed', patch: { collectionId: event.target.value || null } })}
              >
                <option value="">{ALL_COLLECTIONS}</option>
                {collections.map((collection) => (
                  <option key={collection.id} value={collection.id}>
                    {collection.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root disabled={creating} maxW="56">
            <Field.Label>Notify</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={draft.notifyOn}
                onChange={(event) => send({ type: 'draft.changed', patch: { notifyOn: event.target.value as AlertNotifyOn } })}
              >
                {Object.entries(NOTIFY_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
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
