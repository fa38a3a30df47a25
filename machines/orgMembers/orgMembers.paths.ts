/**
 * The path model of organization members: a list of two, an address to type (invalid or
 * valid), both outcomes of loading and adding, and the app's report of a removal. Few samples
 * keep the snapshots few: every list and field combination is a snapshot of its own.
 */
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { orgMembersMachine, type OrganizationMember } from './orgMembers.machine';

export const ACME_ORG_ID = '0b5f3c9e-7f1e-4c55-9a43-2f1d8c0e6a11';

export const ada: OrganizationMember = { id: '5d0c1f52-8a3e-4a0c-9d3b-0c5e8f1a2b01', email: 'ada@acme.example', role: 'admin' };
export const grace: OrganizationMember = { id: '5d0c1f52-8a3e-4a0c-9d3b-0c5e8f1a2b02', email: 'grace@acme.example', role: 'user' };
export const linus: OrganizationMember = { id: '5d0c1f52-8a3e-4a0c-9d3b-0c5e8f1a2b03', email: 'linus@acme.example', role: 'user' };

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
