/**
 * The path model of organization members: a list of two, an address to type (invalid or
 * valid), both outcomes of loading, adding and removing, the dialog's answers, and a switch to
 * another organization. Few samples keep the snapshots few: every list and field combination
 * is a snapshot of its own.
 */
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent } from '../_testing/paths';
import { recordingDialog } from '../_testing/confirmations';
import { listResourceFakes } from '../listResource/listResource.fakes';
import { orgMembersObservations, orgMembersTransitions } from './orgMembers.expectations';
import { ACME_ORG_ID, ada, grace, linus } from './orgMembers.fixtures';
import { orgMembersMachine, type OrganizationMember } from './orgMembers.machine';

export { ACME_ORG_ID, ada, grace, linus } from './orgMembers.fixtures';

export const orgMembersPathModel: PathModel<typeof orgMembersMachine> = {
  machine: orgMembersMachine,
  inputs: [{ ownerId: ACME_ORG_ID, confirmDialog: recordingDialog().ref }],
  implementations: listResourceFakes<OrganizationMember, { email: string }>(),
  events: () => [
    { type: 'list.retry' },
    { type: 'owner.changed', ownerId: ACME_ORG_ID },
    { type: 'draft.changed', patch: { email: 'linus.acme.example' } },
    { type: 'draft.changed', patch: { email: ' linus@acme.example ' } },
    { type: 'draft.clear' },
    { type: 'item.create' },
    { type: 'item.delete', id: grace.id },
    { type: 'confirm.accepted', value: '' },
    { type: 'confirm.declined' },
    doneEvent('list', [ada, grace]),
    errorEvent('list', 'Network error'),
    doneEvent('create', linus),
    errorEvent('create', 'No user with this e-mail'),
    doneEvent('remove', null),
    errorEvent('remove', 'Member not found'),
  ],
  observations: orgMembersObservations,
  transitions: orgMembersTransitions,
};
