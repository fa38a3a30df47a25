/**
 * The organization's service account key on the Settings screen (spec sections 3, 7 and 8).
 * The key cannot be read, only replaced: 'Regenerate' asks the app for confirmation (emitted
 * `key.regenerateRequested`), the app sends `key.regenerate` once the user agreed, and the new
 * key (PUT organization/{orgId}/regenerate-service-account-key) is shown this once. Dismissing
 * it drops it from the context for good.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/schema';
import type { ToastParams } from '../_shared/authErrors';

export type ServiceAccountKey = components['schemas']['ServiceAccountKey'];

export interface ServiceAccountKeyInput {
  orgId: string;
}

export interface ServiceAccountKeyContext {
  orgId: string;
  /** The new key while it is shown; null otherwise, so it never outlives its one showing. */
  key: string | null;
}

export type ServiceAccountKeyEvent =
  /** The user pressed 'Regenerate'; the app asks for confirmation. */
  | { type: 'key.requestRegeneration' }
  /** The user confirmed: the app asks for a new key. */
  | { type: 'key.regenerate' }
  | { type: 'key.copy' }
  | { type: 'key.dismiss' };

export type ServiceAccountKeyEmitted = { type: 'key.regenerateRequested' };

export const serviceAccountKeyMachine = setup({
  types: {
    context: {} as ServiceAccountKeyContext,
    events: {} as ServiceAccountKeyEvent,
    emitted: {} as ServiceAccountKeyEmitted,
    input: {} as ServiceAccountKeyInput,
    tags: {} as 'busy',
    children: {} as { regenerateServiceAccountKey: 'regenerateServiceAccountKey' },
  },
  actors: {
    /** PUT organization/{orgId}/regenerate-service-account-key. */
    regenerateServiceAccountKey: fromPromise<ServiceAccountKey, { orgId: string }>(async () => {
      throw new Error('regenerateServiceAccountKey not provided');
    }),
  },
  actions: {
    setKey: assign((_, params: { key: string }) => ({ key: params.key })),
    forgetKey: assign({ key: null }),
    emitRegenerateRequested: emit({ type: 'key.regenerateRequested' as const }),
    copyToClipboard: (_, _params: { text: string }) => {
      throw new Error('copyToClipboard not provided');
    },
    notifyCopied: (_, _params: ToastParams) => {
      throw new Error('notifyCopied not provided');
    },
    notifyRegenerated: (_, _params: ToastParams) => {
      throw new Error('notifyRegenerated not provided');
    },
    notifyRegenerateFailed: (_, _params: ToastParams) => {
      throw new Error('notifyRegenerateFailed not provided');
    },
  },
}).createMachine({
  id: 'serviceAccountKey',
  context: ({ input }) => ({ orgId: input.orgId, key: null }),
  initial: 'idle',
  on: {
    'key.requestRegeneration': { actions: 'emitRegenerateRequested' },
  },
  states: {
    idle: {
      on: { 'key.regenerate': 'regenerating' },
    },
    // Only the outcome leaves: a second regeneration meanwhile is ignored.
    regenerating: {
      tags: 'busy',
      entry: 'forgetKey',
      on: { 'key.requestRegeneration': {} },
      invoke: {
        id: 'regenerateServiceAccountKey',
        src: 'regenerateServiceAccountKey',
        input: ({ context }) => ({ orgId: context.orgId }),
        onDone: {
          target: 'shown',
          actions: [
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
          target: 'idle',
          actions: {
            type: 'notifyRegenerateFailed',
            params: { title: 'Some error occurred', text: 'Failed to regenerate service account key', type: 'error' },
          },
        },
      },
    },
    // The key is shown this once; regenerating again replaces it.
    shown: {
      exit: 'forgetKey',
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
        'key.dismiss': 'idle',
        'key.regenerate': 'regenerating',
      },
    },
  },
});
