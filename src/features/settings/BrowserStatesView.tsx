/**
 * Settings, 'Browser states': the selected project's saved Playwright storage states (the list,
 * deletion confirmed by the app) and the form that uploads a new one. The view reads a chosen
 * file's text and hands it to the machine, which checks it.
 */
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { SnapshotFrom } from 'xstate';
import type { BrowserStatesEvent, browserStatesMachine } from '../../../machines/browserStates/browserStates.machine';
import { selectDraftErrors, selectFileError, selectStates } from '../../../machines/browserStates/browserStates.selectors';
import { selectDeletingId, selectDraft, selectIsCreating, selectIsDeleting } from '../../../machines/listResource/listResource.selectors';
import { ListResourceStates } from '../../ui/ListResourceStates';
import { SettingsSection } from './SettingsSection';

type Props = {
  snapshot: SnapshotFrom<typeof browserStatesMachine>;
  send: (event: BrowserStatesEvent) => void;
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function BrowserStateList({ snapshot, send }: Props) {
  const states = selectStates(snapshot);
  const deleting = selectIsDeleting(snapshot);
  const deletingId = selectDeletingId(snapshot);
  if (states.length === 0) return <Text color="fg.muted">This project has no browser states yet.</Text>;
  return (
    <Stack as="ul" aria-label="Saved browser states" gap="0" borderWidth="1px" rounded="md" listStyleType="none">
      {states.map((state) => (
        <HStack as="li" key={state._id} justify="space-between" px="3" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
          <Stack gap="0" minW="0">
            <Text truncate fontWeight="medium">
              {state.name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              Saved <time dateTime={state.created_at}>{dateFormat.format(new Date(state.created_at))}</time>
            </Text>
          </Stack>
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={`Delete ${state.name}`}
            disabled={deleting}
            loading={deletingId === state._id}
            onClick={() => send({ type: 'item.delete', id: state._id })}
          >
            Delete
          </Button>
        </HStack>
      ))}
    </Stack>
  );
}

function UploadForm({ snapshot, send }: Props) {
  const creating = selectIsCreating(snapshot);
  const draft = selectDraft(snapshot);
  const errors = selectDraftErrors(snapshot);
  const fileError = selectFileError(snapshot);
  // A file input cannot be controlled: once the draft is cleared (saved, or 'Clear'), it is
  // emptied on render (a new callback each render, so React calls it every time).
  const emptyWhenCleared = (input: HTMLInputElement | null) => {
    if (input && draft.fileName === '') input.value = '';
  };
  const hasDraft = draft.fileName !== '' || draft.name !== '';
  return (
    <Stack asChild gap="3">
      {/* Validation is the machine's: the browser's own is switched off with noValidate. */}
      <form
        noValidate
        aria-label="Upload a browser state"
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'item.create' });
        }}
      >
        <Field.Root invalid={fileError !== null} disabled={creating}>
          <Field.Label>Storage-state file</Field.Label>
          <Input
            ref={emptyWhenCleared}
            type="file"
            accept=".json,application/json"
            p="1"
            onChange={async (event) => {
              const file = event.target.files?.[0];
              if (!file) return;
              send({ type: 'draft.changed', patch: { file: { fileName: file.name, text: await file.text() } } });
            }}
          />
          {fileError ? (
            <Field.ErrorText>{fileError}</Field.ErrorText>
          ) : (
            draft.storageState && (
              <Field.HelperText>
                {draft.fileName}: {plural(draft.storageState.cookies.length, 'cookie')}, {plural(draft.storageState.origins.length, 'origin')}
              </Field.HelperText>
            )
          )}
        </Field.Root>
        <Field.Root invalid={errors.name !== null} readOnly={creating}>
          <Field.Label>Name</Field.Label>
          <Input
            value={draft.name}
            placeholder="admin"
            autoComplete="off"
            onChange={(event) => send({ type: 'draft.changed', patch: { name: event.target.value } })}
          />
          {errors.name && <Field.ErrorText>{errors.name}</Field.ErrorText>}
        </Field.Root>
        <HStack gap="2">
          <Button type="submit" colorPalette="blue" loading={creating} loadingText="Save browser state" disabled={creating}>
            Save browser state
          </Button>
          {hasDraft && !creating && (
            <Button variant="ghost" onClick={() => send({ type: 'draft.clear' })}>
              Clear
            </Button>
          )}
        </HStack>
      </form>
    </Stack>
  );
}

export function BrowserStatesView({ snapshot, send }: Props) {
  return (
    <SettingsSection
      title="Browser states"
      description="Upload a Playwright storage-state file (browserContext.storageState()) so tests can start signed in."
    >
      <ListResourceStates snapshot={snapshot} send={send} loadingLabel="Loading browser states">
        <BrowserStateList snapshot={snapshot} send={send} />
        <UploadForm snapshot={snapshot} send={send} />
      </ListResourceStates>
    </SettingsSection>
  );
}
