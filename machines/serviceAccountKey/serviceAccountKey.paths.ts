/** The path model of the service account key: the dialog's answers, both outcomes of the regeneration. */
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { recordingDialog } from '../_testing/confirmations';
import { ACME_ORG_ID } from '../orgMembers/orgMembers.fixtures';
import { serviceAccountKeyObservations, serviceAccountKeyTransitions } from './serviceAccountKey.expectations';
import { newKey } from './serviceAccountKey.fixtures';
import { serviceAccountKeyMachine, type ServiceAccountKey } from './serviceAccountKey.machine';

export { newKey } from './serviceAccountKey.fixtures';

export const serviceAccountKeyPathModel: PathModel<typeof serviceAccountKeyMachine> = {
  machine: serviceAccountKeyMachine,
  inputs: [{ orgId: ACME_ORG_ID, confirmDialog: recordingDialog().ref }],
  implementations: {
    actors: { regenerateServiceAccountKey: neverSettles<ServiceAccountKey, { orgId: string }>() },
    actions: { copyToClipboard: () => {}, notifyCopied: () => {}, notifyRegenerated: () => {}, notifyRegenerateFailed: () => {} },
  },
  events: () => [
    { type: 'key.requestRegeneration' },
    { type: 'confirm.accepted', value: '' },
    { type: 'confirm.declined' },
    { type: 'key.copy' },
    { type: 'key.dismiss' },
    doneEvent('regenerateServiceAccountKey', newKey),
    errorEvent('regenerateServiceAccountKey', 'Only admins may regenerate the key'),
  ],
  observations: serviceAccountKeyObservations,
  transitions: serviceAccountKeyTransitions,
};
