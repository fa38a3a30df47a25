/**
 * The change-password form shared by the page and the dialog: one password field and Submit.
 * While submitting the field is read-only and Submit shows its loading state; a failure's
 * message appears in red, centred, under the form.
 */
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import type { SnapshotFrom } from 'xstate';
import type { ChangePasswordEvent, changePasswordMachine } from '../../../machines/changePassword/changePassword.machine';
import { selectCanSubmit, selectError, selectIsSubmitting, selectPassword } from '../../../machines/changePassword/changePassword.selectors';

export type ChangePasswordProps = {
  snapshot: SnapshotFrom<typeof changePasswordMachine>;
  send: (event: ChangePasswordEvent) => void;
};

export function ChangePasswordForm({ snapshot, send }: ChangePasswordProps) {
  const submitting = selectIsSubmitting(snapshot);
  const error = selectError(snapshot);
  return (
    <form
      noValidate
      aria-label="Change Password"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'password.submit' });
      }}
    >
      <Stack gap="4">
        <Field.Root readOnly={submitting}>
          <Field.Label>Password</Field.Label>
          <Input
            type="password"
            autoComplete="new-password"
            placeholder="Please enter your new password"
            value={selectPassword(snapshot)}
            onChange={(event) => send({ type: 'password.changed', value: event.target.value })}
          />
        </Field.Root>
        <Button type="submit" colorPalette="blue" loading={submitting} loadingText="Submit" disabled={!selectCanSubmit(snapshot)}>
          Submit
        </Button>
        {error && (
          <Text role="alert" color="red.fg" textAlign="center">
            {error}
          </Text>
        )}
      </Stack>
    </form>
  );
}
