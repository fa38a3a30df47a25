/**
 * The path model of organization members: a list of two, an address to type (invalid or
 * valid), both outcomes of loading and adding, and the app's report of a removal. Few samples
 * keep the snapshots few: every list and field combination is a snapshot of its own.
 */
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { ACME_ORG_ID, ada, grace, linus } from './orgMembers.fixtures';
import { orgMembersMachine, type OrganizationMember } from './orgMembers.machine';

export { ACME_ORG_ID, ada, grace, linus } from './orgMembers.fixtures';

export const orgMembersPathModel: PathModel<typeof orgMembersMachine> = {
  machine: orgMembersMachine,
  inputs: [{ orgId: ACME_ORG_ID }],
  implementations: {
    actors: {
      listOrganizationMembers: neverSettles<OrganizationMember[], { orgId: string }>(),
      addOrganizationMember: neverSettles<OrganizationMember, { orgId: string; email: string }>(),
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
    { type: 'member.removed', userId: grace.id },
    { type: 'member.removeFailed', userId: grace.id, message: 'Member not found' },
    doneEvent('listOrganizationMembers', [ada, grace]),
    errorEvent('listOrganizationMembers', 'Network error'),
    doneEvent('addOrganizationMember', linus),
    errorEvent('addOrganizationMember', 'No user with this e-mail'),
  ],
};
