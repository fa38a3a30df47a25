/**
 * Organization members on the Settings screen (spec sections 3, 7 and 8): the list
 * (GET organizations/{orgId}/users), adding a user by e-mail (POST .../add-user/{email}) and
 * removing one. A removal asks the global confirm dialog first (machines/confirmDialog) and, on
 * Yes, removes the member here; the dialog loads until then and shows the error if it fails.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/schema';
import { errorMessage, type ToastParams } from '../_shared/authErrors';
import { escapeHtml } from '../_shared/htmlText';
import { emailError } from '../_shared/validation';
import { confirmationActions, type ConfirmAnswerEvent, type ConfirmDialogRef, type ConfirmOptions } from '../confirmDialog/confirmation';

export type OrganizationMember = components['schemas']['OrganizationMember'];

export interface OrgMembersInput {
  orgId: string;
  /** The global confirm dialog, asked before a member is removed. */
  confirmDialog: ConfirmDialogRef;
}

export interface OrgMembersContext {
  confirmDialog: ConfirmDialogRef;
  orgId: string;
  members: OrganizationMember[];
  /** The add field's text, untrimmed. */
  email: string;
  /** The field error shows once the user tried to add, then follows every keystroke. */
  showErrors: boolean;
  /** The member the dialog asks about, then removes; null otherwise. */
  removingId: string | null;
}

export type OrgMembersEvent =
  | { type: 'members.retry' }
  | { type: 'email.changed'; value: string }
  | { type: 'member.add' }
  /** The user asked to remove a member; the dialog asks first. */
  | { type: 'member.remove'; userId: string; email: string }
  | ConfirmAnswerEvent;

/** What the dialog asks before a member is removed. The message is HTML: the address is escaped. */
export function removeMemberConfirmation(email: string): ConfirmOptions {
  return {
    title: 'Remove member?',
    message: `${escapeHtml(email)} will no longer have access to this organization.`,
    confirmLabel: 'Remove',
    cancelLabel: 'Cancel',
    icon: 'danger',
  };
}

/**
 * How a failure toast reads where the error catalogue names no text (browser states): a text,
 * then the server's message when there is one. The catalogue's own texts are shown as written.
 */
export function failureText(text: string, message: string): string {
  return message.trim() === '' ? text : `${text}: ${message}`;
}

export const orgMembersMachine = setup({
  types: {
    context: {} as OrgMembersContext,
    events: {} as OrgMembersEvent,
    input: {} as OrgMembersInput,
    tags: {} as 'busy',
    children: {} as {
      listOrganizationMembers: 'listOrganizationMembers';
      addOrganizationMember: 'addOrganizationMember';
      removeOrganizationMember: 'removeOrganizationMember';
    },
  },
  actors: {
    /** GET organizations/{orgId}/users. */
    listOrganizationMembers: fromPromise<OrganizationMember[], { orgId: string }>(async () => {
      throw new Error('listOrganizationMembers not provided');
    }),
    /** POST organizations/{orgId}/add-user/{email}; answers the new member (role user). */
    addOrganizationMember: fromPromise<OrganizationMember, { orgId: string; email: string }>(async () => {
      throw new Error('addOrganizationMember not provided');
    }),
    /** Removes the user from the organization. */
    removeOrganizationMember: fromPromise<unknown, { orgId: string; userId: string }>(async () => {
      throw new Error('removeOrganizationMember not provided');
    }),
  },
  actions: {
    ...confirmationActions<OrgMembersContext, OrgMembersEvent>(),
    setMembers: assign((_, params: { members: OrganizationMember[] }) => ({ members: params.members })),
    setEmail: assign((_, params: { value: string }) => ({ email: params.value })),
    showErrors: assign({ showErrors: true }),
    /** A member the list already shows (added twice) is replaced, not listed again. */
    appendMember: assign(({ context }, params: { member: OrganizationMember }) => ({
      members: [...context.members.filter((member) => member.id !== params.member.id), params.member],
      email: '',
      showErrors: false,
    })),
    dropMember: assign(({ context }, params: { userId: string }) => ({
      members: context.members.filter((member) => member.id !== params.userId),
    })),
    setRemoving: assign((_, params: { userId: string }) => ({ removingId: params.userId })),
    clearRemoving: assign({ removingId: null }),
    notifyLoadFailed: (_, _params: ToastParams) => {
      throw new Error('notifyLoadFailed not provided');
    },
    notifyAdded: (_, _params: ToastParams) => {
      throw new Error('notifyAdded not provided');
    },
    notifyAddFailed: (_, _params: ToastParams) => {
      throw new Error('notifyAddFailed not provided');
    },
    notifyRemoved: (_, _params: ToastParams) => {
      throw new Error('notifyRemoved not provided');
    },
    notifyRemoveFailed: (_, _params: ToastParams) => {
      throw new Error('notifyRemoveFailed not provided');
    },
  },
  guards: {
    isEmailValid: ({ context }) => emailError(context.email) === null,
  },
}).createMachine({
  id: 'orgMembers',
  context: ({ input }) => ({ confirmDialog: input.confirmDialog, orgId: input.orgId, members: [], email: '', showErrors: false, removingId: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'listOrganizationMembers',
        src: 'listOrganizationMembers',
        input: ({ context }) => ({ orgId: context.orgId }),
        onDone: { target: 'loaded', actions: { type: 'setMembers', params: ({ event }) => ({ members: event.output }) } },
        onError: {
          target: 'failed',
          actions: {
            type: 'notifyLoadFailed',
            params: { title: 'Some error occurred', text: 'Unable to fetch organization members', type: 'error' },
          },
        },
      },
    },
    failed: {
      on: { 'members.retry': 'loading' },
    },
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'email.changed': { actions: { type: 'setEmail', params: ({ event }) => ({ value: event.value }) } },
            'member.add': [{ guard: 'isEmailValid', target: 'adding' }, { actions: 'showErrors' }],
            'member.remove': {
              target: 'removing',
              actions: [
                { type: 'setRemoving', params: ({ event }) => ({ userId: event.userId }) },
                { type: 'askToConfirm', params: ({ event }) => ({ options: removeMemberConfirmation(event.email) }) },
              ],
            },
          },
        },
        // A second add is ignored until this one settles; the field is read-only meanwhile.
        adding: {
          tags: 'busy',
          invoke: {
            id: 'addOrganizationMember',
            src: 'addOrganizationMember',
            input: ({ context }) => ({ orgId: context.orgId, email: context.email.trim() }),
            onDone: {
              target: 'idle',
              actions: [
                {
                  type: 'notifyAdded',
                  params: ({ event }) => ({
                    title: 'User added to organization',
                    text: `${event.output.email} is now a member.`,
                    type: 'success' as const,
                  }),
                },
                { type: 'appendMember', params: ({ event }) => ({ member: event.output }) },
              ],
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'notifyAddFailed',
                params: {
                  title: 'Some error occurred',
                  text: 'Failed to add user to organization',
                  type: 'error' as const,
                },
              },
            },
          },
        },
        // The global dialog asks; the list waits for its answer (the dialog is modal).
        removing: {
          initial: 'asking',
          states: {
            asking: {
              on: {
                'confirm.declined': { target: '#orgMembers.loaded.idle', actions: 'clearRemoving' },
                'confirm.accepted': { target: 'saving' },
              },
            },
            // The dialog loads meanwhile; a failure shows there and in a toast, and the dialog
            // may answer Yes again.
            saving: {
              invoke: {
                id: 'removeOrganizationMember',
                src: 'removeOrganizationMember',
                input: ({ context }) => ({ orgId: context.orgId, userId: context.removingId! }),
                onDone: {
                  target: '#orgMembers.loaded.idle',
                  actions: [
                    'settleConfirmation',
                    {
                      type: 'notifyRemoved',
                      params: ({ context }) => {
                        const email = context.members.find((member) => member.id === context.removingId)?.email;
                        return {
                          title: 'User removed from organization',
                          text: email ? `${email} is no longer a member.` : 'The user is no longer a member.',
                          type: 'success' as const,
                        };
                      },
                    },
                    { type: 'dropMember', params: ({ context }) => ({ userId: context.removingId! }) },
                    'clearRemoving',
                  ],
                },
                onError: {
                  target: 'asking',
                  actions: [
                    { type: 'failConfirmation', params: ({ event }) => ({ error: errorMessage(event.error) }) },
                    {
                      type: 'notifyRemoveFailed',
                      params: { title: 'Some error occurred', text: 'Failed to remove user from organization', type: 'error' as const },
                    },
                  ],
                },
              },
            },
          },
        },
      },
    },
  },
});
