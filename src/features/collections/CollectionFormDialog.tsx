/**
 * The 'New test suite' and 'Edit tests' dialog: a name (new ones only) and the tests, picked
 * from the project's tree. Renders the `collectionForm` machine's snapshot and sends it events.
 */
import { Button, Dialog, Field, Input, Portal, Stack } from '@chakra-ui/react';
import {
  selectEditedName,
  selectHasLoadFailed,
  selectIsLoadingTests,
  selectIsOpen,
  selectIsSaving,
  selectMode,
  selectName,
  selectNameError,
  selectShowsForm,
} from '../../../machines/collections/collectionForm.selectors';
import { ErrorBlock } from '../../ui/ErrorBlock';
import { ListLoading } from '../../ui/ListLoading';
import { TestPicker, type CollectionFormProps } from './TestPicker';

function NameField({ snapshot, send }: CollectionFormProps) {
  const error = selectNameError(snapshot);
  return (
    <Field.Root required invalid={error !== null} readOnly={selectIsSaving(snapshot)}>
      <Field.Label>
        Name
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        autoFocus
        autoComplete="off"
        placeholder="Checkout"
        value={selectName(snapshot)}
        onChange={(event) => send({ type: 'name.changed', value: event.target.value })}
      />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function CollectionFormDialog({ snapshot, send }: CollectionFormProps) {
  const creating = selectMode(snapshot) === 'create';
  const saving = selectIsSaving(snapshot);
  const loading = selectIsLoadingTests(snapshot);
  const failed = selectHasLoadFailed(snapshot);
  const title = creating ? 'New test suite' : `Edit tests of ${selectEditedName(snapshot) ?? ''}`;
  return (
    <Dialog.Root
      open={selectIsOpen(snapshot)}
      closeOnInteractOutside={false}
      closeOnEscape={!saving}
      onOpenChange={(details) => !details.open && send({ type: 'form.cancel' })}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="lg">
            <form
              noValidate
              aria-label={title}
              onSubmit={(event) => {
                event.preventDefault();
                send({ type: 'form.submit' });
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {loading && <ListLoading label="Loading tests" rows={4} height="6" />}
                {failed && <ErrorBlock onRetry={() => send({ type: 'tests.retry' })} />}
                {selectShowsForm(snapshot) && (
                  <Stack gap="4">
                    {creating && <NameField snapshot={snapshot} send={send} />}
                    <TestPicker snapshot={snapshot} send={send} />
                  </Stack>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="ghost" disabled={saving} onClick={() => send({ type: 'form.cancel' })}>
                  Cancel
                </Button>
                <Button
                  type="submit"
                  colorPalette="blue"
                  loading={saving}
                  loadingText={creating ? 'Create test suite' : 'Save tests'}
                  disabled={loading || failed}
                >
                  {creating ? 'Create test suite' : 'Save tests'}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
