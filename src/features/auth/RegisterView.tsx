/**
 * The register form, shown by the login screen in register mode (/auth/login?mode=register):
 * e-mail and password, the password policy ticking off live, a 'Register' button.
 */
import { Button, Text } from '@chakra-ui/react';
import type { SnapshotFrom } from 'xstate';
import type { RegisterEvent, registerMachine } from '../../../machines/register/register.machine';
import {
  selectEmail,
  selectEmailError,
  selectIsBusy,
  selectNotice,
  selectPassword,
  selectPasswordInvalid,
  selectPasswordRejections,
  selectPasswordRequired,
  selectPasswordRules,
  selectShowErrors,
} from '../../../machines/register/register.selectors';
import { AuthField, EmailField } from './AuthField';
import { AuthForm, AuthLink, AuthNotice } from './AuthForm';
import { LOGIN_ADDRESS, RESET_ADDRESS } from './authLinks';
import { PasswordRules } from './PasswordRules';

type Props = {
  snapshot: SnapshotFrom<typeof registerMachine>;
  send: (event: RegisterEvent) => void;
};

export function RegisterView({ snapshot, send }: Props) {
  const busy = selectIsBusy(snapshot);
  return (
    <AuthForm title="Create an account" onSubmit={() => send({ type: 'form.submit' })}>
      {selectNotice(snapshot) === 'emailTaken' && (
        <AuthNotice status="warning" title="This email is already registered">
          <AuthLink to={LOGIN_ADDRESS}>Log in</AuthLink> instead, or <AuthLink to={RESET_ADDRESS}>reset your password</AuthLink> if you forgot it.
        </AuthNotice>
      )}
      <EmailField
        value={selectEmail(snapshot)}
        error={selectEmailError(snapshot)}
        readOnly={busy}
        onChange={(value) => send({ type: 'email.changed', value })}
      />
      <AuthField
        label="Password"
        type="password"
        autoComplete="new-password"
        placeholder="Please enter your password"
        value={selectPassword(snapshot)}
        invalid={selectPasswordInvalid(snapshot)}
        errors={[selectPasswordRequired(snapshot), ...selectPasswordRejections(snapshot)]}
        readOnly={busy}
        onChange={(value) => send({ type: 'password.changed', value })}
      >
        <PasswordRules rules={selectPasswordRules(snapshot)} showErrors={selectShowErrors(snapshot)} />
      </AuthField>
      <Button type="submit" colorPalette="blue" loading={busy} loadingText="Register">
        Register
      </Button>
      <Text fontSize="sm" textAlign="center">
        Already have an account? <AuthLink to={LOGIN_ADDRESS}>Log in</AuthLink>
      </Text>
    </AuthForm>
  );
}
