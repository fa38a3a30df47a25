/** The notices the main layout shows instead of a page (spec section 2, Main layout). */
import { Button, Center, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { LuFolderPlus } from 'react-icons/lu';
import { SUPPORT_EMAIL } from '../../app/brand';

export function NoOrganizationsNotice() {
  return (
    <Center py="20">
      <Stack align="center" gap="3" maxW="lg" textAlign="center">
        <Heading size="md">We're opening up access gradually and will get back to you shortly!</Heading>
        <Text color="fg.muted">
          Questions? Write to <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>
        </Text>
      </Stack>
    </Center>
  );
}

export function EmptyProjectsNotice({ onNewProject }: { onNewProject: () => void }) {
  return (
    <Center py="20">
      <Stack align="center" gap="3" textAlign="center">
        <LuFolderPlus size="40" aria-hidden />
        <Heading size="md">Project list is empty</Heading>
        <Text color="fg.muted">Start by adding your first project</Text>
        <Button onClick={onNewProject}>New project</Button>
      </Stack>
    </Center>
  );
}
