/**
 * /settings/{testSuiteId?}: the selected project (name, features, shared parameters, browser
 * states), then the organization's members, service-account key, remote-browser settings and
 * branding. A section that needs a confirmation asks the global dialog itself and acts on the
 * answer (its machine). Shared parameters and browser states are the project's lists the
 * test-case form shares (layoutActors); the other sections live while the screen is open.
 */
import type { ComponentProps, ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { orgMembersMachine } from '../../../machines/orgMembers/orgMembers.machine';
import { orgSettingsMachine } from '../../../machines/orgSettings/orgSettings.machine';
import { projectFeaturesMachine } from '../../../machines/projectFeatures/projectFeatures.machine';
import { serviceAccountKeyMachine } from '../../../machines/serviceAccountKey/serviceAccountKey.machine';
import { selectSelectedOrg, selectSelectedSuite } from '../../../machines/mainLayout/mainLayout.selectors';
import * as api from '../../api/settings';
import { appActors, layoutActors } from '../../app/appActors';
import { notify } from '../../app/pageActors';
import { SettingsPageView } from './SettingsPageView';

const members = orgMembersMachine.provide({
  actors: {
    list: fromPromise(({ input }) => api.listOrganizationMembers(input.ownerId)),
    create: fromPromise(({ input }) => api.addOrganizationMember(input.ownerId, input.create.email)),
    remove: fromPromise(({ input }) => api.removeOrganizationMember(input.ownerId, input.id)),
  },
  actions: { notify },
});

const serviceAccountKey = serviceAccountKeyMachine.provide({
  actors: { regenerateServiceAccountKey: fromPromise(({ input }) => api.regenerateServiceAccountKey(input.orgId)) },
  actions: {
    notifyRegenerated: notify,
    notifyRegenerateFailed: notify,
    notifyCopied: notify,
    copyToClipboard: (_, { text }) => void navigator.clipboard.writeText(text),
  },
});

const settings = orgSettingsMachine.provide({
  actors: {
    getOrganizationSettings: fromPromise(({ input }) => api.getOrganizationSettings(input.orgId)),
    updateOrganizationSettings: fromPromise(({ input }) => api.updateOrganizationSettings(input)),
  },
  actions: {
    notifyLoadFailed: notify,
    notifySaved: notify,
    notifySaveFailed: notify,
    brandingSaved: (_, { orgId, uiConfig }) => layoutActors().mainLayout.send({ type: 'organization.updated', orgId, uiConfig }),
  },
});

const features = projectFeaturesMachine.provide({
  actors: {
    getTestSuiteFeatures: fromPromise(({ input }) => api.getTestSuiteFeatures(input.suiteId)),
    updateTestSuiteFeatures: fromPromise(({ input }) => api.updateTestSuiteFeatures(input.suiteId, input.features)),
  },
  actions: { notifyLoadFailed: notify, notifySaved: notify, notifySaveFailed: notify },
});

type FeaturesProps = ComponentProps<typeof SettingsPageView>['features'];

/** The selected project's features actor, started afresh for each project (keyed by it). */
function WithProjectFeatures({ suiteId, render }: { suiteId: string; render: (features: FeaturesProps) => ReactNode }) {
  const actor = useActorRef(features, { input: { suiteId } });
  return render({ snapshot: useSelector(actor, (s) => s), send: actor.send });
}

function OrganizationSettings({ orgId, orgName }: { orgId: string; orgName: string }) {
  const { projectPicker, mainLayout } = layoutActors();
  const { confirmDialog } = appActors();
  const memberActor = useActorRef(members, { input: { ownerId: orgId, confirmDialog } });
  const keyActor = useActorRef(serviceAccountKey, { input: { orgId, confirmDialog } });
  const settingsActor = useActorRef(settings, { input: { orgId } });
  const project = useSelector(mainLayout, selectSelectedSuite);
  // The project's lists load by themselves, once per project (the workspace moves them).
  const { sharedParameters, browserStates } = layoutActors();
  const parametersSnapshot = useSelector(sharedParameters, (s) => s);
  const browserStatesSnapshot = useSelector(browserStates, (s) => s);
  const membersSnapshot = useSelector(memberActor, (s) => s);
  const keySnapshot = useSelector(keyActor, (s) => s);
  const settingsSnapshot = useSelector(settingsActor, (s) => s);
  const page = (featureProps: FeaturesProps) => (
    <SettingsPageView
      features={featureProps}
      sharedParameters={{ snapshot: parametersSnapshot, send: sharedParameters.send }}
      browserStates={{ snapshot: browserStatesSnapshot, send: browserStates.send }}
      project={{
        project: project ? { id: project.test_suite_id, name: project.name } : null,
        send: (event) => {
          projectPicker.send({ type: 'picker.open' });
          projectPicker.send(
            event.type === 'project.renameRequested'
              ? { type: 'project.rename', id: event.id, name: event.name }
              : { type: 'project.delete', id: event.id, name: event.name },
          );
        },
      }}
      members={{ snapshot: membersSnapshot, send: memberActor.send }}
      serviceAccountKey={{ snapshot: keySnapshot, send: keyActor.send }}
      settings={{ snapshot: settingsSnapshot, send: settingsActor.send, orgName }}
    />
  );
  return project ? <WithProjectFeatures key={project.test_suite_id} suiteId={project.test_suite_id} render={page} /> : page(null);
}

export function SettingsScreen() {
  const organization = useSelector(layoutActors().mainLayout, selectSelectedOrg);
  if (!organization) return null;
  // Keyed: another organization starts its sections afresh.
  return <OrganizationSettings key={organization.org_id} orgId={organization.org_id} orgName={organization.name} />;
}
