/** Registration successful (/auth/register/success): verify the e-mail, then log in. */
import { Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { LuMailCheck } from 'react-icons/lu';
import { AuthLink } from './AuthForm';
import { LOGIN_ADDRESS } from './authLinks';

type Props = {
  /** The address just registered, when the app still knows it. */
  email?: string | null;
};

export function RegisterSuccessView({ email }: Props) {
  return (
    <Stack gap="4" align="center" textAlign="center">
      <Icon size="2xl" color="fg.success" aria-hidden>
        <LuMailCheck />
      </Icon>
      <Heading as="h1" size="2xl">
        Registration successful
      </Heading>
      <Text>
        {email
          ? `We sent a verification link to ${email}. Please check your email to verify your account.`
          : 'Please check your email to verify your account.'}
      </Text>
      <Text color="fg.muted">Once your email is verified you can log in.</Text>
      <AuthLink to={LOGIN_ADDRESS}>Back to login</AuthLink>
    </Stack>
  );
}
