/**
 * The organization's service account key on the Settings screen (spec sections 3, 7 and 8).
 * The key cannot be read, only replaced: 'Regenerate' asks the global confirm dialog
 * (machines/confirmDialog) and, on Yes, asks for a new key
 * (PUT organization/{orgId}/regenerate-service-account-key); the dialog loads until it comes and
 * shows the error if it does not. The new key is shown this once: dismissing or replacing it
 * drops it from the context for good.
 */
import { assign, setup } from 'xstate';
import type { components } from '../../openapi/schema';
import { errorMessage, type ToastParams } from '../_shared/authErrors';
import { confirmationActions, type ConfirmAnswerEvent, type ConfirmDialogRef, type ConfirmOptions } from '../confirmDialog/confirmation';
import { providedActor, providedAction } from '../_shared/provided';

export type ServiceAccountKey = components['schemas']['ServiceAccountKey'];

export interface ServiceAccountKeyInput {
  orgId: string;
  /** The global confirm dialog, asked before the key is replaced. */
  confirmDialog: ConfirmDialogRef;
}

export interface ServiceAccountKeyContext {
  confirmDialog: ConfirmDialogRef;
  orgId: string;
  /** The new key while it is shown (and while the dialog asks over it); null otherwise. */
  key: string | null;
}

export type ServiceAccountKeyEvent =
  /** The user pressed 'Regenerate'; the dialog asks first. */
  { type: 'key.requestRegeneration' } | { type: 'key.copy' } | { type: 'key.dismiss' } | ConfirmAnswerEvent;

/** What the dialog asks before the key is replaced. */
export const regenerateKeyConfirmation: ConfirmOptions = {
  title: 'Regenerate the service account key?',
  message: 'The current key stops working at once. The new key is shown only once.',
  confirmLabel: 'Regenerate',
  cancelLabel: 'Cancel',
  icon: 'warning',
};

export const serviceAccountKeyMachine = setup({
  types: {
    context: {} as ServiceAccountKeyContext,
    events: {} as ServiceAccountKeyEvent,
    input: {} as ServiceAccountKeyInput,
    tags: {} as 'busy',
    children: {} as { regenerateServiceAccountKey: 'regenerateServiceAccountKey' },
  },
  actors: {
    /** PUT organization/{orgId}/regenerate-service-account-key. */
    regenerateServiceAccountKey: providedActor<ServiceAccountKey, { orgId: string }>('regenerateServiceAccountKey'),
  },
  actions: {
    ...confirmationActions<ServiceAccountKeyContext, ServiceAccountKeyEvent>(),
    setKey: assign((_, params: { key: string }) => ({ key: params.key })),
    forgetKey: assign({ key: null }),
    copyToClipboard: providedAction<{ text: string }>('copyToClipboard'),
    notifyCopied: providedAction<ToastParams>('notifyCopied'),
    notifyRegenerated: providedAction<ToastParams>('notifyRegenerated'),
    notifyRegenerateFailed: providedAction<ToastParams>('notifyRegenerateFailed'),
  },
  guards: {
    hasKey: ({ context }) => context.key !== null,
  },
}).createMachine({
  id: 'serviceAccountKey',
  context: ({ input }) => ({ confirmDialog: input.confirmDialog, orgId: input.orgId, key: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'key.requestRegeneration': { target: 'asking', actions: { type: 'askToConfirm', params: { options: regenerateKeyConfirmation } } } },
    },
    // The dialog asks. A key just shown stays shown behind it: No gives it back to copy.
    asking: {
      on: {
        'confirm.declined': [{ guard: 'hasKey', target: 'shown' }, { target: 'idle' }],
        'confirm.accepted': { target: 'regenerating' },
      },
    },
    // The dialog loads meanwhile; a failure shows there and in a toast, and the dialog may
    // answer Yes again.
    regenerating: {
      tags: 'busy',
      entry: 'forgetKey',
      invoke: {
        id: 'regenerateServiceAccountKey',
        src: 'regenerateServiceAccountKey',
        input: ({ context }) => ({ orgId: context.orgId }),
        onDone: {
          target: 'shown',
          actions: [
            'settleConfirmation',
            { type: 'setKey', params: ({ event }) => ({ key: event.output.service_account_key }) },
            {
              type: 'notifyRegenerated',
              params: {
                title: 'Service account key successfully regenerated',
                text: 'Copy the key now: it will not be shown again.',
                type: 'success',
              },
            },
          ],
        },
        onError: {
          target: 'asking',
          actions: [
            { type: 'failConfirmation', params: ({ event }) => ({ error: errorMessage(event.error) }) },
            {
              type: 'notifyRegenerateFailed',
              params: { title: 'Some error occurred', text: 'Failed to regenerate service account key', type: 'error' },
            },
          ],
        },
      },
    },
    // The key is shown this once; dismissing it forgets it, regenerating replaces it.
    shown: {
      on: {
        'key.copy': {
          actions: [
            { type: 'copyToClipboard', params: ({ context }) => ({ text: context.key ?? '' }) },
            {
              type: 'notifyCopied',
              params: { title: 'Copied to clipboard', text: 'Service account key is copied to clipboard.', type: 'success' },
            },
          ],
        },
        'key.dismiss': { target: 'idle', actions: 'forgetKey' },
        'key.requestRegeneration': { target: 'asking', actions: { type: 'askToConfirm', params: { options: regenerateKeyConfirmation } } },
      },
    },
  },
});
