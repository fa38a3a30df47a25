/**
 * What the user observes in each state of the service account key, and what each transition must
 * do: the hand-written tables its path replays check (machines/_testing/expectations.ts). Texts
 * are written out rather than imported, so a changed toast or question fails here.
 */
import type { SnapshotFrom } from 'xstate';
import type { Effect, ExpectationTables, StepExpectation } from '../_testing/expectations';
import { ACME_ORG_ID } from '../orgMembers/orgMembers.fixtures';
import type { serviceAccountKeyMachine } from './serviceAccountKey.machine';
import { selectCanRegenerate, selectIsRegenerating, selectShownKey } from './serviceAccountKey.selectors';

type Machine = typeof serviceAccountKeyMachine;
type Tables = ExpectationTables<Machine>;

const KEY = 'cj_sa_3f9a1c7e5b2d4e6f8a0b1c2d3e4f5a6b';

/** The key panel: the key shown (if any), 'Regenerate' offered, the regeneration under way. */
function keyView(snapshot: SnapshotFrom<Machine>) {
  return { key: selectShownKey(snapshot), canRegenerate: selectCanRegenerate(snapshot), regenerating: selectIsRegenerating(snapshot) };
}

export const serviceAccountKeyObservations: Tables['observations'] = {
  // The key cannot be read, only replaced.
  idle: { can: ['key.requestRegeneration'], selectors: [[keyView, { key: null, canRegenerate: true, regenerating: false }]] },
  // The dialog answers; a key just shown stays behind it.
  asking: ({ key }) => ({
    can: ['confirm.accepted', 'confirm.declined'],
    selectors: [[keyView, { key, canRegenerate: false, regenerating: false }]],
  }),
  // The old key is gone once the new one is asked for.
  regenerating: { tags: ['busy'], selectors: [[keyView, { key: null, canRegenerate: false, regenerating: true }]] },
  shown: {
    can: ['key.copy', 'key.dismiss', 'key.requestRegeneration'],
    selectors: [[keyView, { key: KEY, canRegenerate: true, regenerating: false }]],
  },
};

const toDialog = (event: object): Effect => ({ send: 'confirmDialog', event });
const askToRegenerate: StepExpectation = {
  target: 'asking',
  effects: [
    toDialog({
      type: 'confirm.request',
      options: {
        title: 'Regenerate the service account key?',
        message: 'The current key stops working at once. The new key is shown only once.',
        confirmLabel: 'Regenerate',
        cancelLabel: 'Cancel',
        icon: 'warning',
      },
      replyTo: 'actor:serviceAccountKey',
    }),
  ],
};

export const serviceAccountKeyTransitions: Tables['transitions'] = {
  'start + xstate.init': { target: 'idle' },
  'idle + key.requestRegeneration': askToRegenerate,
  'shown + key.requestRegeneration': askToRegenerate,
  // No gives a key just shown back, to copy it.
  'asking + confirm.declined': ({ key }) => ({ target: key === null ? 'idle' : 'shown' }),
  'asking + confirm.accepted': { target: 'regenerating', effects: [{ invoke: 'regenerateServiceAccountKey', input: { orgId: ACME_ORG_ID } }] },
  'regenerating + xstate.done.actor.regenerateServiceAccountKey': {
    target: 'shown',
    effects: [
      toDialog({ type: 'confirm.settled' }),
      {
        action: 'notifyRegenerated',
        params: { title: 'Service account key successfully regenerated', text: 'Copy the key now: it will not be shown again.', type: 'success' },
      },
    ],
  },
  // The dialog shows why and may answer Yes again.
  'regenerating + xstate.error.actor.regenerateServiceAccountKey': {
    target: 'asking',
    effects: [
      toDialog({ type: 'confirm.failed', error: 'Only admins may regenerate the key' }),
      { action: 'notifyRegenerateFailed', params: { title: 'Some error occurred', text: 'Failed to regenerate service account key', type: 'error' } },
    ],
  },
  'shown + key.copy': {
    effects: [
      { action: 'copyToClipboard', params: { text: KEY } },
      { action: 'notifyCopied', params: { title: 'Copied to clipboard', text: 'Service account key is copied to clipboard.', type: 'success' } },
    ],
  },
  // Dismissed, the key is gone for good.
  'shown + key.dismiss': { target: 'idle' },
};
