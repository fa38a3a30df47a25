/**
 * Organization members on the Settings screen (spec sections 3, 7 and 8), a configuration of
 * the list resource (machines/listResource) owned by the organization: the list
 * (GET organizations/{orgId}/users), adding a user by e-mail (POST .../add-user/{email}) and
 * removing one after the app's confirm dialog.
 */
import type { ContextFrom, EventFromLogic } from 'xstate';
import type { components } from '../../openapi/schema';
import { escapeHtml } from '../_shared/htmlText';
import { emailError } from '../_shared/validation';
import type { ConfirmOptions } from '../confirmDialog/confirmation';
import { createListResourceMachine } from '../listResource/listResource.machine';

export type OrganizationMember = components['schemas']['OrganizationMember'];

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

const failed = (text: string) => () => ({ title: 'Some error occurred', text, type: 'error' as const });

export const orgMembersMachine = createListResourceMachine({
  id: 'orgMembers',
  idOf: (member: OrganizationMember) => member.id,
  draft: {
    /** The add field's text, untrimmed. */
    empty: { email: '' },
    change: (draft, patch: { email: string }) => ({ ...draft, ...patch }),
    isValid: (draft) => emailError(draft.email) === null,
    toCreate: (draft) => ({ email: draft.email.trim() }),
  },
  confirmDelete: (member) => removeMemberConfirmation(member.email),
  loadFailed: failed('Unable to fetch organization members'),
  created: (member) => ({ title: 'User added to organization', text: `${member.email} is now a member.`, type: 'success' }),
  createFailed: failed('Failed to add user to organization'),
  deleted: (member) => ({ title: 'User removed from organization', text: `${member.email} is no longer a member.`, type: 'success' }),
  deleteFailed: failed('Failed to remove user from organization'),
});

export type OrgMembersEvent = EventFromLogic<typeof orgMembersMachine>;
export type OrgMembersContext = ContextFrom<typeof orgMembersMachine>;
