/**
 * /settings/{testSuiteId?}: the selected project, then the organization's members,
 * service-account key, remote-browser settings and branding. Confirmations go through the
 * global dialog; its outcomes come back to the section that asked.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { orgMembersMachine } from '../../../machines/orgMembers/orgMembers.machine';
import { orgSettingsMachine } from '../../../machines/orgSettings/orgSettings.machine';
import { serviceAccountKeyMachine } from '../../../machines/serviceAccountKey/serviceAccountKey.machine';
import { selectSelectedOrg, selectSelectedSuite } from '../../../machines/mainLayout/mainLayout.selectors';
import * as api from '../../api/settings';
import { layoutActors } from '../../app/appActors';
import { settingsConfirmations } from './settingsConfirmations';
import { showToast } from '../../ui/toaster';
import { SettingsPageView } from './SettingsPageView';

type Toast = { title: string; text: string; type: 'error' | 'success' | 'info' };
const toast = (_: unknown, params: Toast) => showToast(params);

const members = orgMembersMachine.provide({
  actors: {
    listOrganizationMembers: fromPromise(({ input }) => api.listOrganizationMembers(input.orgId)),
    addOrganizationMember: fromPromise(({ input }) => api.addOrganizationMember(input.orgId, input.email)),
  },
  actions: { notifyLoadFailed: toast, notifyAdded: toast, notifyAddFailed: toast, notifyRemoved: toast, notifyRemoveFailed: toast },
});

const serviceAccountKey = serviceAccountKeyMachine.provide({
  actors: { regenerateServiceAccountKey: fromPromise(({ input }) => api.regenerateServiceAccountKey(input.orgId)) },
  actions: {
    notifyRegenerated: toast,
    notifyRegenerateFailed: toast,
    notifyCopied: toast,
    copyToClipboard: (_, { text }) => void navigator.clipboard.writeText(text),
  },
});

const settings = orgSettingsMachine.provide({
  actors: {
    getOrganizationSettings: fromPromise(({ input }) => api.getOrganizationSettings(input.orgId)),
    updateOrganizationSettings: fromPromise(({ input }) => api.updateOrganizationSettings(input)),
  },
  actions: { notifyLoadFailed: toast, notifySaved: toast, notifySaveFailed: toast },
});

function OrganizationSettings({ orgId, orgName }: { orgId: string; orgName: string }) {
  const { projectPicker, mainLayout } = layoutActors();
  const memberActor = useActorRef(members, { input: { orgId } });
  const keyActor = useActorRef(serviceAccountKey, { input: { orgId } });
  const settingsActor = useActorRef(settings, { input: { orgId } });
  useActorRef(settingsConfirmations, { input: { orgId, members: memberActor, serviceAccountKey: keyActor } });
  const project = useSelector(mainLayout, selectSelectedSuite);
  return (
    <SettingsPageView
      project={{
        project: project ? { id: project.test_suite_id, name: project.name } : null,
        send: (event) => {
          projectPicker.send({ type: 'picker.open' });
          projectPicker.send(event.type === 'project.renameRequested' ? { type: 'project.rename', id: event.id, name: event.name } : { type: 'project.delete', id: event.id, name: event.name });
        },
      }}
      members={{ snapshot: useSelector(memberActor, (s) => s), send: memberActor.send }}
      serviceAccountKey={{ snapshot: useSelector(keyActor, (s) => s), send: keyActor.send }}
      settings={{ snapshot: useSelector(settingsActor, (s) => s), send: settingsActor.send, orgName }}
    />
  );
}

export function SettingsScreen() {
  const organization = useSelector(layoutActors().mainLayout, selectSelectedOrg);
  if (!organization) return null;
  // Keyed: another organization starts its sections afresh.
  return <OrganizationSettings key={organization.org_id} orgId={organization.org_id} orgName={organization.name} />;
}
