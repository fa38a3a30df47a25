/**
 * The Settings screen (/settings/{testSuiteId?}): the selected project (name, features, shared
 * parameters, environments, browser states, alerts), then the organization's members, service account key and
 * settings. Each section is driven by its own machine; the screen only lays them out.
 */
import { Heading, Stack } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { AlertDeliveriesView } from './AlertDeliveriesView';
import { AlertsView } from './AlertsView';
import { BrowserStatesView } from './BrowserStatesView';
import { EnvironmentsView } from './EnvironmentsView';
import { OrgMembersView } from './OrgMembersView';
import { OrgSettingsView } from './OrgSettingsView';
import { ProjectFeaturesView } from './ProjectFeaturesView';
import { ProjectSettingsView } from './ProjectSettingsView';
import { ServiceAccountKeyView } from './ServiceAccountKeyView';
import { SharedParametersView } from './SharedParametersView';

type Props = {
  project: ComponentProps<typeof ProjectSettingsView>;
  /** Only with a selected project. */
  features: ComponentProps<typeof ProjectFeaturesView> | null;
  sharedParameters: ComponentProps<typeof SharedParametersView>;
  environments: ComponentProps<typeof EnvironmentsView>;
  browserStates: ComponentProps<typeof BrowserStatesView>;
  /** Only with a selected project. */
  alerts: ComponentProps<typeof AlertsView> | null;
  /** Only with a selected project: shown inside the Alerts section. */
  alertDeliveries: ComponentProps<typeof AlertDeliveriesView> | null;
  members: ComponentProps<typeof OrgMembersView>;
  serviceAccountKey: ComponentProps<typeof ServiceAccountKeyView>;
  settings: ComponentProps<typeof OrgSettingsView>;
};

export function SettingsPageView({
  project,
  features,
  sharedParameters,
  environments,
  browserStates,
  alerts,
  alertDeliveries,
  members,
  serviceAccountKey,
  settings,
}: Props) {
  return (
    <Stack gap="6" maxW="3xl" mx="auto" py="6" px="4">
      <Heading as="h1" size="2xl">
        Settings
      </Heading>
      <ProjectSettingsView {...project} />
      {features && <ProjectFeaturesView {...features} />}
      <SharedParametersView {...sharedParameters} />
      <EnvironmentsView {...environments} />
      <BrowserStatesView {...browserStates} />
      {alerts && <AlertsView {...alerts}>{alertDeliveries && <AlertDeliveriesView {...alertDeliveries} />}</AlertsView>}
      <OrgMembersView {...members} />
      <ServiceAccountKeyView {...serviceAccountKey} />
      <OrgSettingsView {...settings} />
    </Stack>
  );
}
