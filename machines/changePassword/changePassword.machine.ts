/**
 * Change password (spec sections 2 and 4): one password field and Submit. idle, submitting
 * (form read-only, button loading), success (home, refetch the projects) or failure (the
 * message under the form, cleared on the next submit). The same machine drives the page at
 * /change-password and the dialog opened from the user menu; the dialog starts `closed`.
 */
import { assign, setup } from 'xstate';
import { errorMessage, type ToastParams } from '../_shared/authErrors';
import { REQUIRED_MESSAGE } from '../_shared/validation';
import { providedActor, providedAction } from '../_shared/provided';

export interface ChangePasswordInput {
  /** The dialog variant starts closed; the page starts on the form. */
  presentation: 'page' | 'dialog';
}

export interface ChangePasswordContext {
  password: string;
  /** The server's message from the last failed submit. */
  error: string | null;
}

export type ChangePasswordEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'password.changed'; value: string }
  | { type: 'password.submit' };

const emptyForm: ChangePasswordContext = { password: '', error: null };

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    input: {} as ChangePasswordInput,
    tags: {} as 'busy' | 'shown',
    children: {} as { updatePassword: 'updatePassword' },
  },
  actors: {
    updatePassword: providedActor<unknown, { password: string }>('updatePassword'),
  },
  actions: {
    changePassword: assign((_, params: { value: string }) => ({ password: params.value })),
    clearError: assign({ error: null }),
    clearForm: assign(emptyForm),
    setError: assign((_, params: { message: string }) => ({ error: params.message })),
    notifyChanged: providedAction<ToastParams>('notifyChanged'),
    notifyFailed: providedAction<ToastParams>('notifyFailed'),
    goHome: providedAction('goHome'),
    refetchProjects: providedAction('refetchProjects'),
  },
  guards: {
    // The input travels in the xstate.init event; only the initial `starting` state reads it.
    isDialog: ({ event }) => (event as { input?: ChangePasswordInput }).input?.presentation === 'dialog',
    // Required: non-empty after trimming. Submit stays enabled (S-98); a blank submit shows why.
    hasPassword: ({ context }) => context.password.trim() !== '',
  },
}).createMachine({
  id: 'changePassword',
  context: emptyForm,
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isDialog', target: 'closed' }, { target: 'idle' }],
    },
    closed: {
      on: { 'dialog.open': { target: 'idle', actions: 'clearForm' } },
    },
    idle: {
      tags: 'shown',
      on: {
        'password.changed': { actions: { type: 'changePassword', params: ({ event }) => ({ value: event.value }) } },
        'password.submit': [{ guard: 'hasPassword', target: 'submitting' }, { actions: { type: 'setError', params: { message: REQUIRED_MESSAGE } } }],
        'dialog.close': { target: 'closed', actions: 'clearForm' },
      },
    },
    // Read-only: only the outcome leaves, and the dialog cannot be closed meanwhile.
    submitting: {
      tags: ['shown', 'busy'],
      entry: 'clearError',
      invoke: {
        id: 'updatePassword',
        src: 'updatePassword',
        input: ({ context }) => ({ password: context.password.trim() }),
        onDone: {
          target: 'success',
          actions: [
            'clearForm',
            {
              type: 'notifyChanged',
              params: { title: 'Password changed', text: 'Your new password is in use.', type: 'success' },
            },
            'goHome',
            'refetchProjects',
          ],
        },
        onError: {
          target: 'failure',
          actions: [
            { type: 'setError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
            {
              type: 'notifyFailed',
              params: ({ event }) => ({ title: 'Password change failed', text: errorMessage(event.error), type: 'error' as const }),
            },
          ],
        },
      },
    },
    // The message stays while the user edits, until the next submit.
    failure: {
      tags: 'shown',
      on: {
        'password.changed': { actions: { type: 'changePassword', params: ({ event }) => ({ value: event.value }) } },
        'password.submit': [{ guard: 'hasPassword', target: 'submitting' }, { actions: { type: 'setError', params: { message: REQUIRED_MESSAGE } } }],
        'dialog.close': { target: 'closed', actions: 'clearForm' },
      },
    },
    // The app has gone home; the dialog is closed and may be opened again.
    success: {
      on: { 'dialog.open': { target: 'idle', actions: 'clearForm' } },
    },
  },
});
