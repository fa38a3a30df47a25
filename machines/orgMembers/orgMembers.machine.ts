/**
 * Organization members on the Settings screen (spec sections 3, 7 and 8): the list
 * (GET organizations/{orgId}/users), adding a user by e-mail (POST .../add-user/{email}) and
 * removing one. Removal is confirmed with the app's global confirm dialog: the machine emits
 * `member.removeRequested`, the dialog's action calls the API, and the app reports the outcome
 * back with `member.removed` or `member.removeFailed`.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/schema';
import type { ToastParams } from '../_shared/authErrors';
import { emailError } from '../_shared/validation';

export type OrganizationMember = components['schemas']['OrganizationMember'];

export interface OrgMembersInput {
  orgId: string;
}

export interface OrgMembersContext {
  orgId: string;
  members: OrganizationMember[];
  /** The add field's text, untrimmed. */
  email: string;
  /** The field error shows once the user tried to add, then follows every keystroke. */
  showErrors: boolean;
}

export type OrgMembersEvent =
  | { type: 'members.retry' }
  | { type: 'email.changed'; value: string }
  | { type: 'member.add' }
  /** The user asked to remove a member; the app asks for confirmation. */
  | { type: 'member.remove'; userId: string; email: string }
  /** The app removed the member after the user confirmed. */
  | { type: 'member.removed'; userId: string }
  | { type: 'member.removeFailed'; userId: string; message: string };

export type OrgMembersEmitted = { type: 'member.removeRequested'; userId: string; email: string };

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
    emitted: {} as OrgMembersEmitted,
    input: {} as OrgMembersInput,
    tags: {} as 'busy',
    children: {} as { listOrganizationMembers: 'listOrganizationMembers'; addOrganizationMember: 'addOrganizationMember' },
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
  },
  actions: {
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
    emitRemoveRequested: emit((_, params: { userId: string; email: string }) => ({
      type: 'member.removeRequested' as const,
      userId: params.userId,
      email: params.email,
    })),
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
  context: ({ input }) => ({ orgId: input.orgId, members: [], email: '', showErrors: false }),
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
      // Removals are confirmed in the app's dialog and may finish while a user is being added.
      on: {
        'member.remove': {
          actions: { type: 'emitRemoveRequested', params: ({ event }) => ({ userId: event.userId, email: event.email }) },
        },
        'member.removed': {
          actions: [
            {
              type: 'notifyRemoved',
              params: ({ context, event }) => {
                const email = context.members.find((member) => member.id === event.userId)?.email;
                return {
                  title: 'User removed from organization',
                  text: email ? `${email} is no longer a member.` : 'The user is no longer a member.',
                  type: 'success' as const,
                };
              },
            },
            { type: 'dropMember', params: ({ event }) => ({ userId: event.userId }) },
          ],
        },
        'member.removeFailed': {
          actions: {
            type: 'notifyRemoveFailed',
            params: {
              title: 'Some error occurred',
              text: 'Failed to remove user from organization',
              type: 'error' as const,
            },
          },
        },
      },
      states: {
        idle: {
          on: {
            'email.changed': { actions: { type: 'setEmail', params: ({ event }) => ({ value: event.value }) } },
            'member.add': [{ guard: 'isEmailValid', target: 'adding' }, { actions: 'showErrors' }],
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
      },
    },
  },
});
