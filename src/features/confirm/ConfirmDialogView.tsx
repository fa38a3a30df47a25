/**
 * The confirmation dialog of spec section 2: title, HTML message, optional text input, No/Yes
 * buttons (labels customizable), a loading state and an optional icon. Clicking outside does
 * not dismiss it. It renders a confirmDialog snapshot and sends events; nothing else.
 */
import { Box, Button, Dialog, Field, HStack, Input, Portal, Text } from '@chakra-ui/react';
import { LuCircleAlert, LuInfo, LuGlobe, LuTrash2 } from 'react-icons/lu';
import type { SnapshotFrom } from 'xstate';
import type { ConfirmDialogEvent, confirmDialogMachine } from '../../../machines/confirmDialog/confirmDialog.machine';
import {
  selectCanConfirm,
  selectError,
  selectInputError,
  selectIsBusy,
  selectIsOpen,
  selectOptions,
} from '../../../machines/confirmDialog/confirmDialog.selectors';

type Props = { snapshot: SnapshotFrom<typeof confirmDialogMachine>; send: (event: ConfirmDialogEvent) => void };

const icons = { warning: LuCircleAlert, danger: LuTrash2, info: LuInfo, publish: LuGlobe };

export function ConfirmDialogView({ snapshot, send }: Props) {
  const options = selectOptions(snapshot);
  const busy = selectIsBusy(snapshot);
  const inputError = selectInputError(snapshot);
  const error = selectError(snapshot);
  const Icon = options?.icon ? icons[options.icon] : null;
  return (
    <Dialog.Root
      open={selectIsOpen(snapshot)}
      role="alertdialog"
      closeOnInteractOutside={false}
      closeOnEscape={!busy}
      onOpenChange={(details) => !details.open && send({ type: 'dialog.cancel' })}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="512px" data-testid="confirm-dialog">
            <Dialog.Header>
              <HStack gap="3">
                {Icon && (
                  <Box color={options?.icon === 'danger' ? 'red.fg' : 'orange.fg'} aria-hidden>
                    <Icon size="22" />
                  </Box>
                )}
                <Dialog.Title>{options?.title}</Dialog.Title>
              </HStack>
            </Dialog.Header>
            <Dialog.Body>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the message is trusted HTML written by the product (names in it escaped), never user input. */}
              <Text as="div" color="fg.muted" dangerouslySetInnerHTML={{ __html: options?.message ?? '' }} />
              {options?.input && (
                <Field.Root invalid={Boolean(inputError)} mt="4" disabled={busy}>
                  {options.input.label && <Field.Label>{options.input.label}</Field.Label>}
                  <Input
                    value={snapshot.context.inputValue}
                    placeholder={options.input.placeholder}
                    onChange={(event) => send({ type: 'input.changed', value: event.target.value })}
                  />
                  {inputError && <Field.ErrorText>{inputError}</Field.ErrorText>}
                </Field.Root>
              )}
              {error && (
                <Text mt="3" color="red.fg" role="alert">
                  {error}
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={busy} onClick={() => send({ type: 'dialog.cancel' })}>
                {options?.cancelLabel}
              </Button>
              <Button
                colorPalette={options?.icon === 'danger' ? 'red' : undefined}
                loading={busy}
                loadingText={options?.confirmLabel}
                disabled={!selectCanConfirm(snapshot)}
                onClick={() => send({ type: 'dialog.confirm' })}
              >
                {options?.confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
