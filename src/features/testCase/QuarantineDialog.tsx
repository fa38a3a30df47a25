/**
 * Quarantine…'s dialog: what a quarantine does, an optional reason (at most 500 characters),
 * Cancel and Quarantine. It stays open, Quarantine spinning, while the quarantine is saved, and
 * opens again with the reason kept when saving failed; the machine decides all of it.
 */
import { Button, Dialog, Field, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { selectQuarantineDialog } from '../../../machines/testFlakiness/testFlakiness.selectors';
import { optionalMark } from './EditorTextField';
import type { TestFlakinessProps } from './flakinessTypes';

export const QUARANTINE_TITLE = 'Quarantine test';
export const QUARANTINING_LABEL = 'Quarantining…';
export const QUARANTINE_EXPLAINED =
  'A quarantined test still runs and reports, but its failure fails neither its collection run, the CLI nor the JUnit report (it is skipped there, with the reason).';
export const REASON_PLACEHOLDER = 'Why, for whoever reads the run (without one, your e-mail address is noted).';

export function QuarantineDialog({ snapshot, send }: TestFlakinessProps) {
  const dialog = selectQuarantineDialog(snapshot);
  return (
    <Dialog.Root open={dialog.open} closeOnInteractOutside={false} onOpenChange={(details) => !details.open && send({ type: 'quarantine.cancel' })}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="md">
            <form
              aria-label={QUARANTINE_TITLE}
              style={{ display: 'contents' }}
              onSubmit={(event) => {
                event.preventDefault();
                send({ type: 'quarantine.confirm' });
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{QUARANTINE_TITLE}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text fontSize="sm">{QUARANTINE_EXPLAINED}</Text>
                  <Field.Root invalid={dialog.error !== null} disabled={dialog.saving}>
                    <Field.Label>
                      Reason
                      <Field.RequiredIndicator fallback={optionalMark} />
                    </Field.Label>
                    <Textarea
                      rows={3}
                      placeholder={REASON_PLACEHOLDER}
                      value={dialog.reason}
                      onChange={(event) => send({ type: 'reason.changed', value: event.target.value })}
                    />
                    <Field.ErrorText>{dialog.error}</Field.ErrorText>
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" disabled={dialog.saving} onClick={() => send({ type: 'quarantine.cancel' })}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="orange" loading={dialog.saving} loadingText={QUARANTINING_LABEL} disabled={!dialog.canConfirm}>
                  Quarantine
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
