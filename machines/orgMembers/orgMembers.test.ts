import { describe, expect, it } from 'vitest';
import { doneEvent, errorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { startRecorded } from '../_testing/recorded';
import { recordingDialog } from '../_testing/confirmations';
import { orgMembersMachine } from './orgMembers.machine';
import { ACME_ORG_ID, ada, grace, linus, orgMembersPathModel } from './orgMembers.paths';
import { selectEmailError, selectHasFailed, selectIsAdding, selectIsLoading, selectMembers } from './orgMembers.selectors';

describePathModel(orgMembersPathModel);

function startOrgMembers() {
  const dialog = recordingDialog();
  const started = startRecorded(orgMembersMachine, {
    input: { orgId: ACME_ORG_ID, confirmDialog: dialog.ref },
    actors: ['listOrganizationMembers', 'addOrganizationMember', 'removeOrganizationMember'],
    actions: ['notifyLoadFailed', 'notifyAdded', 'notifyAddFailed', 'notifyRemoved', 'notifyRemoveFailed'],
  });
  return { ...started, dialog: dialog.received };
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
    expect(done).toEqual([['notifyAddFailed', { title: 'Some error occurred', text: 'Failed to add user to organization', type: 'error' }]]);
  });

  it('asks the dialog before removing a member, removes them on Yes, then closes the dialog', () => {
    const { actor, settle, calls, done, dialog, snapshot } = startOrgMembers();
    settle(doneEvent('listOrganizationMembers', [ada, grace]));
    actor.send({ type: 'member.remove', userId: grace.id, email: grace.email });
    expect(dialog).toEqual([
      {
        type: 'confirm.request',
        options: {
          title: 'Remove member?',
          message: 'grace@acme.example will no longer have access to this organization.',
          confirmLabel: 'Remove',
          cancelLabel: 'Cancel',
          icon: 'danger',
        },
        replyTo: actor,
      },
    ]);
    expect(calls).toHaveLength(1);
    actor.send({ type: 'confirm.accepted', value: '' });
    expect(calls.slice(1)).toEqual([['removeOrganizationMember', { orgId: ACME_ORG_ID, userId: grace.id }]]);
    settle(doneEvent('removeOrganizationMember', null));
    expect(dialog.slice(1)).toEqual([{ type: 'confirm.settled' }]);
    expect(selectMembers(snapshot())).toEqual([ada]);
    expect(snapshot().value).toEqual({ loaded: 'idle' });
    expect(done).toEqual([
      ['notifyRemoved', { title: 'User removed from organization', text: 'grace@acme.example is no longer a member.', type: 'success' }],
    ]);
  });

  it("escapes the address in the dialog's HTML message", () => {
    const { actor, settle, dialog } = startOrgMembers();
    settle(doneEvent('listOrganizationMembers', [ada]));
    actor.send({ type: 'member.remove', userId: 'u-x', email: '<b>x</b>@acme.example' });
    expect(dialog[0]).toMatchObject({
      options: { message: '&#60;b&#62;x&#60;/b&#62;@acme.example will no longer have access to this organization.' },
    });
  });

  it('tells the dialog why a removal failed, with a toast, and removes on a second Yes', () => {
    const { actor, settle, calls, done, dialog, snapshot } = startOrgMembers();
    settle(doneEvent('listOrganizationMembers', [ada, grace]));
    actor.send({ type: 'member.remove', userId: grace.id, email: grace.email });
    actor.send({ type: 'confirm.accepted', value: '' });
    settle(errorEvent('removeOrganizationMember', 'Member not found'));
    expect(dialog.slice(1)).toEqual([{ type: 'confirm.failed', error: 'Member not found' }]);
    expect(snapshot().value).toEqual({ loaded: { removing: 'asking' } });
    expect(selectMembers(snapshot())).toEqual([ada, grace]);
    actor.send({ type: 'confirm.accepted', value: '' });
    settle(doneEvent('removeOrganizationMember', null));
    expect(calls.slice(1)).toEqual([
      ['removeOrganizationMember', { orgId: ACME_ORG_ID, userId: grace.id }],
      ['removeOrganizationMember', { orgId: ACME_ORG_ID, userId: grace.id }],
    ]);
    expect(dialog.slice(2)).toEqual([{ type: 'confirm.settled' }]);
    expect(done).toEqual([
      ['notifyRemoveFailed', { title: 'Some error occurred', text: 'Failed to remove user from organization', type: 'error' }],
      ['notifyRemoved', { title: 'User removed from organization', text: 'grace@acme.example is no longer a member.', type: 'success' }],
    ]);
  });

  it('removes nobody when the dialog answers No', () => {
    const { actor, settle, calls, done, snapshot } = startOrgMembers();
    settle(doneEvent('listOrganizationMembers', [ada, grace]));
    actor.send({ type: 'member.remove', userId: grace.id, email: grace.email });
    actor.send({ type: 'confirm.declined' });
    expect(snapshot().value).toEqual({ loaded: 'idle' });
    expect(snapshot().context.removingId).toBeNull();
    expect(calls).toHaveLength(1);
    expect(done).toEqual([]);
    expect(selectMembers(snapshot())).toEqual([ada, grace]);
  });
});
