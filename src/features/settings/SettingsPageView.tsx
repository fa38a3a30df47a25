/**
 * The Settings screen (/settings/{testSuiteId?}): the selected project, then the organization's
 * members, service account key and settings. Each section is driven by its own machine; the
 * screen only lays them out.
 */
import { Heading, Stack } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { OrgMembersView } from './OrgMembersView';
import { OrgSettingsView } from './OrgSettingsView';
import { ProjectSettingsView } from './ProjectSettingsView';
import { ServiceAccountKeyView } from './ServiceAccountKeyView';

type Props = {
  project: ComponentProps<typeof ProjectSettingsView>;
  members: ComponentProps<typeof OrgMembersView>;
  serviceAccountKey: ComponentProps<typeof ServiceAccountKeyView>;
  settings: ComponentProps<typeof OrgSettingsView>;
};

export function SettingsPageView({ project, members, serviceAccountKey, settings }: Props) {
  return (
    <Stack gap="6" maxW="3xl" mx="auto" py="6" px="4">
      <Heading as="h1" size="2xl">
        Settings
      </Heading>
      <ProjectSettingsView {...project} />
      <OrgMembersView {...members} />
      <ServiceAccountKeyView {...serviceAccountKey} />
      <OrgSettingsView {...settings} />
    </Stack>
  );
}
