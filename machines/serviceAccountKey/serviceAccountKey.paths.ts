/** The path model of the service account key: a confirmation asked for, both outcomes of the regeneration. */
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { ACME_ORG_ID } from '../orgMembers/orgMembers.paths';
import { serviceAccountKeyMachine, type ServiceAccountKey } from './serviceAccountKey.machine';

export const newKey: ServiceAccountKey = { service_account_key: 'cj_sa_3f9a1c7e5b2d4e6f8a0b1c2d3e4f5a6b' };

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
