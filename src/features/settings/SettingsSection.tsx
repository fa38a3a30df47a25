/** One titled section of the Settings screen. */
import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function SettingsSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={title} gap="4" p="5" borderWidth="1px" rounded="lg" bg="bg.panel">
      <Stack gap="1">
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        {description && <Text color="fg.muted">{description}</Text>}
      </Stack>
      {children}
    </Stack>
  );
}
