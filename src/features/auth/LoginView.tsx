/**
 * The login screen (/auth/login): e-mail and password with a 'Log in' button, links to register
 * and to forgot password, and Google and Microsoft when enabled.
 */
import { Button, Flex, Text } from '@chakra-ui/react';
import type { SnapshotFrom } from 'xstate';
import type { LoginEvent, loginMachine } from '../../../machines/login/login.machine';
import {
  selectEmail,
  selectFieldErrors,
  selectIsBusy,
  selectIsSubmitting,
  selectNotice,
  selectNoticeEmail,
  selectPassword,
  selectRedirectingProvider,
} from '../../../machines/login/login.selectors';
import { AuthField, EmailField } from './AuthField';
import { AuthForm, AuthLink, AuthNotice } from './AuthForm';
import { REGISTER_ADDRESS, RESET_ADDRESS } from './authLinks';
import { OAuthButtons, type EnabledProviders } from './OAuthButtons';

type Props = {
  snapshot: SnapshotFrom<typeof loginMachine>;
  send: (event: LoginEvent) => void;
  providers: EnabledProviders;
};

export function LoginView({ snapshot, send, providers }: Props) {
  const busy = selectIsBusy(snapshot);
  const errors = selectFieldErrors(snapshot);
  return (
    <AuthForm title="Log in" onSubmit={() => send({ type: 'form.submit' })}>
      <LoginNotice notice={selectNotice(snapshot)} email={selectNoticeEmail(snapshot)} />
      <EmailField value={selectEmail(snapshot)} error={errors.email} readOnly={busy} onChange={(value) => send({ type: 'email.changed', value })} />
      <AuthField
        label="Password"
        type="password"
        autoComplete="current-password"
        placeholder="Please enter your password"
        value={selectPassword(snapshot)}
        errors={[errors.password]}
        readOnly={busy}
        onChange={(value) => send({ type: 'password.changed', value })}
      />
      <Flex justify="flex-end" fontSize="sm">
        <AuthLink to={RESET_ADDRESS}>Forgot password?</AuthLink>
      </Flex>
      <Button type="submit" colorPalette="blue" loading={selectIsSubmitting(snapshot)} loadingText="Log in" disabled={busy}>
        Log in
      </Button>
      <OAuthButtons
        providers={providers}
        redirecting={selectRedirectingProvider(snapshot)}
        disabled={busy}
        onStart={(provider) => send({ type: 'oauth.start', provider })}
      />
      <Text fontSize="sm" textAlign="center">
        Don't have an account? <AuthLink to={REGISTER_ADDRESS}>Register</AuthLink>
      </Text>
    </AuthForm>
  );
}

function LoginNotice({ notice, email }: { notice: ReturnType<typeof selectNotice>; email: string }) {
  if (notice === 'unknownEmail') {
    return (
      <AuthNotice status="warning" title="No account uses this email">
        There is no account for {email}. Check the address, or <AuthLink to={REGISTER_ADDRESS}>create an account</AuthLink>.
      </AuthNotice>
    );
  }
  if (notice === 'confirmationSent') {
    return (
      <AuthNotice status="info" title="Confirm your email">
        Your email is not confirmed yet. We sent a new activation link to {email}: open it, then log in.
      </AuthNotice>
    );
  }
  return null;
}
