/**
 * The path model of organization members: a list of two, an address to type (invalid or
 * valid), both outcomes of loading, adding and removing, and the dialog's answers. Few samples
 * keep the snapshots few: every list and field combination is a snapshot of its own.
 */
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { recordingDialog } from '../_testing/confirmations';
import { ACME_ORG_ID, ada, grace, linus } from './orgMembers.fixtures';
import { orgMembersMachine, type OrganizationMember } from './orgMembers.machine';

export { ACME_ORG_ID, ada, grace, linus } from './orgMembers.fixtures';

export const orgMembersPathModel: PathModel<typeof orgMembersMachine> = {
  machine: orgMembersMachine,
  inputs: [{ orgId: ACME_ORG_ID, confirmDialog: recordingDialog().ref }],
  implementations: {
    actors: {
      listOrganizationMembers: neverSettles<OrganizationMember[], { orgId: string }>(),
      addOrganizationMember: neverSettles<OrganizationMember, { orgId: string; email: string }>(),
      removeOrganizationMember: neverSettles<unknown, { orgId: string; userId: string }>(),
    },
    actions: {
      notifyLoadFailed: () => {},
      notifyAdded: () => {},
      notifyAddFailed: () => {},
      notifyRemoved: () => {},
      notifyRemoveFailed: () => {},
    },
  },
  events: () => [
    { type: 'members.retry' },
    { type: 'email.changed', value: 'linus.acme.example' },
    { type: 'email.changed', value: ' linus@acme.example ' },
    { type: 'member.add' },
    { type: 'member.remove', userId: grace.id, email: grace.email },
    { type: 'confirm.accepted', value: '' },
    { type: 'confirm.declined' },
    doneEvent('listOrganizationMembers', [ada, grace]),
    errorEvent('listOrganizationMembers', 'Network error'),
    doneEvent('addOrganizationMember', linus),
    errorEvent('addOrganizationMember', 'No user with this e-mail'),
    doneEvent('removeOrganizationMember', null),
    errorEvent('removeOrganizationMember', 'Member not found'),
  ],
};
