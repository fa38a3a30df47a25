/** Settings, 'Service account key': regenerate (confirmed by the app), then the new key shown once. */
import { Alert, Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import type { SnapshotFrom } from 'xstate';
import type { ServiceAccountKeyEvent, serviceAccountKeyMachine } from '../../../machines/serviceAccountKey/serviceAccountKey.machine';
import { selectIsRegenerating, selectShownKey } from '../../../machines/serviceAccountKey/serviceAccountKey.selectors';
import { SettingsSection } from './SettingsSection';

type Props = {
  snapshot: SnapshotFrom<typeof serviceAccountKeyMachine>;
  send: (event: ServiceAccountKeyEvent) => void;
};

function ShownKey({ value, send }: { value: string; send: Props['send'] }) {
  return (
    <Stack gap="3">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>Copy the key now: it will not be shown again.</Alert.Title>
      </Alert.Root>
      <Field.Root readOnly>
        <Field.Label>New service account key</Field.Label>
        <HStack w="full">
          <Input value={value} readOnly fontFamily="mono" onFocus={(event) => event.target.select()} />
          <Button onClick={() => send({ type: 'key.copy' })}>Copy</Button>
        </HStack>
      </Field.Root>
      <Button alignSelf="start" variant="outline" onClick={() => send({ type: 'key.dismiss' })}>
        Done
      </Button>
    </Stack>
  );
}

export function ServiceAccountKeyView({ snapshot, send }: Props) {
  const key = selectShownKey(snapshot);
  const regenerating = selectIsRegenerating(snapshot);
  return (
    <SettingsSection
      title="Service account key"
      description="Lets scripts and CI call the API as this organization. Regenerating replaces the key; the old one stops working."
    >
      {key !== null && <ShownKey value={key} send={send} />}
      <Button
        alignSelf="start"
        colorPalette="red"
        variant="outline"
        loading={regenerating}
        loadingText="Regenerate"
        onClick={() => send({ type: 'key.requestRegeneration' })}
      >
        Regenerate
      </Button>
    </SettingsSection>
  );
}
