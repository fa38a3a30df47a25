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
          <SelectField
            label="Send by"
            disabled={creating}
            maxW="40"
            value={draft.kind}
            options={Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label }))}
            onChange={(kind) => send({ type: 'draft.changed', patch: { kind: kind as AlertChannelKind } })}
          />
          <SelectField
            label="Collection"
            disabled={creating}
            flex="1"
            minW="48"
            value={draft.collectionId ?? ''}
            options={[{ value: '', label: ALL_COLLECTIONS }, ...collections.map((collection) => ({ value: collection.id, label: collection.name }))]}
            onChange={(collectionId) => send({ type: 'draft.changed', patch: { collectionId: collectionId || null } })}
          />
          <SelectField
            label="Notify"
            disabled={creating}
            maxW="56"
            value={draft.notifyOn}
            options={Object.entries(NOTIFY_LABELS).map(([value, label]) => ({ value, label }))}
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

/** A labelled select of the form. */
function SelectField({
  label,
  value,
  options,
  onChange,
  ...root
}: Omit<Field.RootProps, 'onChange'> & {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root {...root}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
