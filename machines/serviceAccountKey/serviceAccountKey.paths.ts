/** The path model of the service account key: a confirmation asked for, both outcomes of the regeneration. */
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { ACME_ORG_ID } from '../orgMembers/orgMembers.fixtures';
import { newKey } from './serviceAccountKey.fixtures';
import { serviceAccountKeyMachine, type ServiceAccountKey } from './serviceAccountKey.machine';

export { newKey } from './serviceAccountKey.fixtures';

export const serviceAccountKeyPathModel: PathModel<typeof serviceAccountKeyMachine> = {
  machine: serviceAccountKeyMachine,
  inputs: [{ orgId: ACME_ORG_ID }],
  implementations: {
    actors: { regenerateServiceAccountKey: neverSettles<ServiceAccountKey, { orgId: string }>() },
    actions: { copyToClipboard: () => {}, notifyCopied: () => {}, notifyRegenerated: () => {}, notifyRegenerateFailed: () => {} },
  },
  events: () => [
    { type: 'key.requestRegeneration' },
    { type: 'key.regenerate' },
    { type: 'key.copy' },
    { type: 'key.dismiss' },
    doneEvent('regenerateServiceAccountKey', newKey),
    errorEvent('regenerateServiceAccountKey', 'Only admins may regenerate the key'),
  ],
};
