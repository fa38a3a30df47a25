/**
 * The Change Password dialog opened from the user menu's 'Change password': the same form as
 * the page. It cannot be closed while the change is submitting; success closes it.
 */
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { selectIsShown, selectIsSubmitting } from '../../../machines/changePassword/changePassword.selectors';
import { ChangePasswordForm, type ChangePasswordProps } from './ChangePasswordForm';

export function ChangePasswordDialogView({ snapshot, send }: ChangePasswordProps) {
  const submitting = selectIsSubmitting(snapshot);
  return (
    <Dialog.Root
      open={selectIsShown(snapshot)}
      closeOnEscape={!submitting}
      closeOnInteractOutside={!submitting}
      onOpenChange={(details) => !details.open && send({ type: 'dialog.close' })}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="sm">
            <Dialog.Header>
              <Dialog.Title>Change Password</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <ChangePasswordForm snapshot={snapshot} send={send} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={submitting} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
