import { describe, expect, it } from 'vitest';
import { doneEvent, errorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { startRecorded } from '../_testing/recorded';
import { orgMembersMachine } from './orgMembers.machine';
import { ACME_ORG_ID, ada, grace, linus, orgMembersPathModel } from './orgMembers.paths';
import { selectEmailError, selectHasFailed, selectIsAdding, selectIsLoading, selectMembers } from './orgMembers.selectors';

describePathModel(orgMembersPathModel);

function startOrgMembers() {
  return startRecorded(orgMembersMachine, {
    input: { orgId: ACME_ORG_ID },
    actors: ['listOrganizationMembers', 'addOrganizationMember'],
    actions: ['notifyLoadFailed', 'notifyAdded', 'notifyAddFailed', 'notifyRemoved', 'notifyRemoveFailed'],
  });
}

describe('orgMembers', () => {
  it('loads the members of the organization, and retries after a failure', () => {
    const { actor, settle, calls, done, snapshot } = startOrgMembers();
    expect(selectIsLoading(snapshot())).toBe(true);
    settle(errorEvent('listOrganizationMembers', 'Network error'));
    expect(selectHasFailed(snapshot())).toBe(true);
    expect(done).toEqual([['notifyLoadFailed', { title: 'Some error occurred', text: 'Unable to fetch organization members', type: 'error' }]]);
    actor.send({ type: 'members.retry' });
    settle(doneEvent('listOrganizationMembers', [grace, ada]));
    expect(calls).toEqual([
      ['listOrganizationMembers', { orgId: ACME_ORG_ID }],
      ['listOrganizationMembers', { orgId: ACME_ORG_ID }],
    ]);
    expect(selectMembers(snapshot())).toEqual([ada, grace]);
  });

  it('adds nothing for an invalid address and says why', () => {
    const { actor, settle, calls, snapshot } = startOrgMembers();
    settle(doneEvent('listOrganizationMembers', [ada]));
    actor.send({ type: 'email.changed', value: 'linus.acme.example' });
    expect(selectEmailError(snapshot())).toBeNull();
    actor.send({ type: 'member.add' });
    expect(selectEmailError(snapshot())).toBe('Invalid Email');
    expect(calls).toHaveLength(1);
  });

  it('adds the trimmed address once, ignoring a second add in flight, then lists the member', () => {
    const { actor, settle, calls, done, snapshot } = startOrgMembers();
    settle(doneEvent('listOrganizationMembers', [ada]));
    actor.send({ type: 'email.changed', value: ' linus@acme.example ' });
    actor.send({ type: 'member.add' });
    actor.send({ type: 'member.add' });
    actor.send({ type: 'email.changed', value: 'x' });
    expect(selectIsAdding(snapshot())).toBe(true);
    expect(calls.slice(1)).toEqual([['addOrganizationMember', { orgId: ACME_ORG_ID, email: 'linus@acme.example' }]]);
    settle(doneEvent('addOrganizationMember', linus));
    expect(selectIsAdding(snapshot())).toBe(false);
    expect(selectMembers(snapshot())).toEqual([ada, linus]);
    expect(snapshot().context.email).toBe('');
    expect(done).toEqual([['notifyAdded', { title: 'User added to organization', text: 'linus@acme.example is now a member.', type: 'success' }]]);
  });

  it('reports a failed add with the server message and keeps the address', () => {
    const { actor, settle, done, snapshot } = startOrgMembers();
    settle(doneEvent('listOrganizationMembers', [ada]));
    actor.send({ type: 'email.changed', value: 'linus@acme.example' });
    actor.send({ type: 'member.add' });
    settle(errorEvent('addOrganizationMember', 'No user with this e-mail'));
    expect(snapshot().context.email).toBe('linus@acme.example');
    expect(done).toEqual([
      ['notifyAddFailed', { title: 'Some error occurred', text: 'Failed to add user to organization', type: 'error' }],
    ]);
  });

  it('asks the app to confirm a removal, then drops the member the app removed', () => {
    const { actor, settle, done, emitted, snapshot } = startOrgMembers();
    settle(doneEvent('listOrganizationMembers', [ada, grace]));
    actor.send({ type: 'member.remove', userId: grace.id, email: grace.email });
    expect(emitted).toEqual([{ type: 'member.removeRequested', userId: grace.id, email: grace.email }]);
    expect(selectMembers(snapshot())).toEqual([ada, grace]);
    actor.send({ type: 'member.removeFailed', userId: grace.id, message: 'Member not found' });
    actor.send({ type: 'member.removed', userId: grace.id });
    expect(selectMembers(snapshot())).toEqual([ada]);
    expect(done).toEqual([
      ['notifyRemoveFailed', { title: 'Some error occurred', text: 'Failed to remove user from organization', type: 'error' }],
      ['notifyRemoved', { title: 'User removed from organization', text: 'grace@acme.example is no longer a member.', type: 'success' }],
    ]);
  });
});
