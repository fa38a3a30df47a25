/**
 * The Settings screen's own sections wired to the API, toasts and the clipboard: the
 * organization's members, service-account key and settings (branding included), and the
 * selected project's features, alert channels and alert deliveries. The project's shared
 * parameters, environments and browser states are the workspace's (workspace.ts): the run
 * pickers and filters of other screens read the same environments.
 */
import { fromPromise } from 'xstate';
import { alertDeliveriesMachine } from '../../machines/alertDeliveries/alertDeliveries.machine';
import { alertsMachine } from '../../machines/alerts/alerts.machine';
import { orgMembersMachine } from '../../machines/orgMembers/orgMembers.machine';
import { orgSettingsMachine } from '../../machines/orgSettings/orgSettings.machine';
import { projectFeaturesMachine } from '../../machines/projectFeatures/projectFeatures.machine';
import { serviceAccountKeyMachine } from '../../machines/serviceAccountKey/serviceAccountKey.machine';
import * as alertsApi from '../api/alerts';
import * as api from '../api/settings';
import { notify } from './page';
import { layoutActors } from './workspace';

export const members = orgMembersMachine.provide({
  actors: {
    list: fromPromise(({ input }) => api.listOrganizationMembers(input.ownerId)),
    create: fromPromise(({ input }) => api.addOrganizationMember(input.ownerId, input.create.email)),
    remove: fromPromise(({ input }) => api.removeOrganizationMember(input.ownerId, input.id)),
  },
  actions: { notify },
});

export const alerts = alertsMachine.provide({
  actors: {
    list: fromPromise(({ input }) => alertsApi.listAlertChannels(input.ownerId)),
    create: fromPromise(({ input }) => alertsApi.createAlertChannel(input.ownerId, input.create)),
    update: fromPromise(({ input }) => alertsApi.updateAlertChannel(input.ownerId, input.id, input.changes)),
    remove: fromPromise(({ input }) => alertsApi.deleteAlertChannel(input.ownerId, input.id)),
  },
  actions: { notify },
});

export const alertDeliveries = alertDeliveriesMachine.provide({
  actors: {
    listAlertDeliveries: fromPromise(({ input }) => alertsApi.listAlertDeliveries(input.suiteId, input.limit)),
    sendTestAlert: fromPromise(({ input }) => alertsApi.sendTestAlert(input.suiteId, input.channelId)),
  },
  actions: { notify },
});

/** Copies a webhook's signing secret, with the spec's toast. */
export const copySecret = (secret: string) => {
  void navigator.clipboard.writeText(secret);
  notify(undefined, { title: 'Copied to clipboard', text: '', type: 'success' });
};

export const serviceAccountKey = serviceAccountKeyMachine.provide({
  actors: { regenerateServiceAccountKey: fromPromise(({ input }) => api.regenerateServiceAccountKey(input.orgId)) },
  actions: {
    notifyRegenerated: notify,
    notifyRegenerateFailed: notify,
    notifyCopied: notify,
    copyToClipboard: (_, { text }) => void navigator.clipboard.writeText(text),
  },
});

export const settings = orgSettingsMachine.provide({
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

export const features = projectFeaturesMachine.provide({
  actors: {
    getTestSuiteFeatures: fromPromise(({ input }) => api.getTestSuiteFeatures(input.suiteId)),
    updateTestSuiteFeatures: fromPromise(({ input }) => api.updateTestSuiteFeatures(input.suiteId, input.features)),
  },
  actions: { notifyLoadFailed: notify, notifySaved: notify, notifySaveFailed: notify },
});
