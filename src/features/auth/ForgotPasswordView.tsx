/** Forgot password (/auth/reset): the address to send the reset-password e-mail to. */
import { Button, Text } from '@chakra-ui/react';
import type { SnapshotFrom } from 'xstate';
import type { ForgotPasswordEvent, forgotPasswordMachine } from '../../../machines/forgotPassword/forgotPassword.machine';
import { selectEmail, selectEmailError, selectIsBusy } from '../../../machines/forgotPassword/forgotPassword.selectors';
import { EmailField } from './AuthField';
import { AuthForm, AuthLink } from './AuthForm';
import { LOGIN_ADDRESS } from './authLinks';

type Props = {
  snapshot: SnapshotFrom<typeof forgotPasswordMachine>;
  send: (event: ForgotPasswordEvent) => void;
};

export function ForgotPasswordView({ snapshot, send }: Props) {
  const busy = selectIsBusy(snapshot);
  return (
    <AuthForm
      title="Forgot password"
      description="Enter your email and we will send you a link to choose a new password."
      onSubmit={() => send({ type: 'form.submit' })}
    >
      <EmailField
        value={selectEmail(snapshot)}
        error={selectEmailError(snapshot)}
        readOnly={busy}
        onChange={(value) => send({ type: 'email.changed', value })}
      />
      <Button type="submit" colorPalette="blue" loading={busy} loadingText="Send reset link">
        Send reset link
      </Button>
      <Text fontSize="sm" textAlign="center">
        <AuthLink to={LOGIN_ADDRESS}>Back to login</AuthLink>
      </Text>
    </AuthForm>
  );
}
