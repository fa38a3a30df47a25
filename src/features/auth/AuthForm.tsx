/** The frame of every auth form: a heading, the fields, and links to the other auth screens. */
import { Alert, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

type Props = {
  title: string;
  description?: string;
  onSubmit: () => void;
  children: ReactNode;
};

/** Validation is the machine's: the browser's own (`type="email"`) is switched off with noValidate. */
export function AuthForm({ title, description, onSubmit, children }: Props) {
  return (
    <Stack asChild gap="5">
      <form
        noValidate
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {description && <Text color="fg.muted">{description}</Text>}
        </Stack>
        {children}
      </form>
    </Stack>
  );
}

export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild colorPalette="blue" variant="underline">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** An inline message above a form about the address last tried; toasts vanish, this stays. */
export function AuthNotice({ status, title, children }: { status: 'info' | 'warning'; title: string; children: ReactNode }) {
  return (
    <Alert.Root status={status}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
