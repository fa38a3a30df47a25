/**
 * The feedback form of one generation step (spec sections 3 and 5): action name, action
 * description, coder hint, python code, locator-based feedback and 'verified'. It renders a
 * stepFeedback snapshot and sends events; the machine decides whether there is anything to send.
 */
import { Badge, Box, Button, Checkbox, Dialog, Field, HStack, Input, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import type { SnapshotFrom } from 'xstate';
import type { FeedbackField, StepFeedbackEvent, stepFeedbackMachine } from '../../../machines/stepFeedback/stepFeedback.machine';
import {
  selectChangedFields,
  selectDraft,
  selectHeading,
  selectIsOpen,
  selectIsSubmitting,
} from '../../../machines/stepFeedback/stepFeedback.selectors';

type Props = { snapshot: SnapshotFrom<typeof stepFeedbackMachine>; send: (event: StepFeedbackEvent) => void };

const FIELDS: Array<{ field: FeedbackField; label: string; multiline: boolean; mono?: boolean }> = [
  { field: 'actionName', label: 'Action name', multiline: false },
  { field: 'actionDescription', label: 'Action description', multiline: true },
  { field: 'coderHint', label: 'Coder hint', multiline: true },
  { field: 'pythonCode', label: 'Python code', multiline: true, mono: true },
  { field: 'locatorFeedback', label: 'Locator-based feedback', multiline: true },
];

export function StepFeedbackDialog({ snapshot, send }: Props) {
  const heading = selectHeading(snapshot);
  const draft = selectDraft(snapshot);
  const busy = selectIsSubmitting(snapshot);
  const changed = new Set(selectChangedFields(snapshot));
  return (
    <Dialog.Root
      open={selectIsOpen(snapshot)}
      closeOnInteractOutside={false}
      closeOnEscape={!busy}
      onOpenChange={(details) => !details.open && send({ type: 'feedback.cancel' })}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="xl">
            <Box
              as="form"
              display="contents"
              aria-label="Step feedback"
              onSubmit={(event: React.FormEvent) => {
                event.preventDefault();
                send({ type: 'feedback.submit' });
              }}
            >
              <Dialog.Header flexDirection="column" alignItems="start" gap="1">
                <Dialog.Title>Edit action</Dialog.Title>
                {heading && (
                  <Text color="fg.muted" fontSize="sm">
                    Step {heading.step + 1}: {heading.actionName}
                  </Text>
                )}
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {FIELDS.map(({ field, label, multiline, mono }) => {
                    const Control = multiline ? Textarea : Input;
                    return (
                      <Field.Root key={field} disabled={busy}>
                        <HStack gap="2">
                          <Field.Label>{label}</Field.Label>
                          {changed.has(field) && (
                            <Badge size="xs" colorPalette="blue" variant="subtle">
                              changed
                            </Badge>
                          )}
                        </HStack>
                        <Control
                          value={draft[field]}
                          fontFamily={mono ? 'mono' : undefined}
                          autoresize={multiline ? true : undefined}
                          onChange={(event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
                            send({ type: 'draft.changed', field, value: event.target.value })
                          }
                        />
                      </Field.Root>
                    );
                  })}
                  <Checkbox.Root
                    checked={draft.verified}
                    disabled={busy}
                    onCheckedChange={(details) => send({ type: 'draft.verifiedChanged', verified: details.checked === true })}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>Verified</Checkbox.Label>
                  </Checkbox.Root>
                  {heading && (
                    <Text color="fg.muted" fontSize="xs">
                      Code attempt {heading.codeAttemptIndex}
                    </Text>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" disabled={busy} onClick={() => send({ type: 'feedback.cancel' })}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="blue" loading={busy} loadingText="Submit">
                  Submit
                </Button>
              </Dialog.Footer>
            </Box>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
