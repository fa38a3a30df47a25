import { describe, expect, it } from 'vitest';
import { doneEvent, errorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { startRecorded } from '../_testing/recorded';
import { recordingDialog } from '../_testing/confirmations';
import { orgMembersMachine, removeMemberConfirmation } from './orgMembers.machine';
import { ACME_ORG_ID, ada, grace, linus, orgMembersPathModel } from './orgMembers.paths';
import { selectEmailError, selectMembers } from './orgMembers.selectors';

// The list, form and confirmation behaviour is the list resource's (listResource.test.ts); this
// file tests what members add: the e-mail check and the toasts' and dialog's texts.
describePathModel(orgMembersPathModel);

/** Started and loaded with Ada and Grace. */
function loadedMembers() {
  const dialog = recordingDialog();
  const started = startRecorded(orgMembersMachine, {
    input: { ownerId: ACME_ORG_ID, confirmDialog: dialog.ref },
    actors: ['list', 'create', 'update', 'remove'],
    actions: ['notify'],
  });
  started.settle(doneEvent('list', [grace, ada]));
  return { ...started, dialog: dialog.received };
}

describe('orgMembers', () => {
  it('loads the members of the organization sorted by address', () => {
    const { calls, snapshot } = loadedMembers();
    expect(calls).toEqual([['list', { ownerId: ACME_ORG_ID }]]);
    expect(selectMembers(snapshot())).toEqual([ada, grace]);
  });

  it('adds nothing for an invalid address and says why once the user tried', () => {
    const { actor, calls, snapshot } = loadedMembers();
    actor.send({ type: 'draft.changed', patch: { email: 'linus.acme.example' } });
    expect(selectEmailError(snapshot())).toBeNull();
    actor.send({ type: 'item.create' });
    expect(selectEmailError(snapshot())).toBe('Invalid Email');
    expect(calls).toHaveLength(1);
  });

  it('adds the trimmed address and says so; a failure says it with the catalogue text', () => {
    const { actor, settle, calls, done, snapshot } = loadedMembers();
    actor.send({ type: 'draft.changed', patch: { email: ' linus@acme.example ' } });
    actor.send({ type: 'item.create' });
    expect(calls.slice(1)).toEqual([['create', { ownerId: ACME_ORG_ID, create: { email: 'linus@acme.example' } }]]);
    settle(errorEvent('create', 'No user with this e-mail'));
    actor.send({ type: 'item.create' });
    settle(doneEvent('create', linus));
    expect(selectMembers(snapshot())).toEqual([ada, grace, linus]);
    expect(snapshot().context.draft.email).toBe('');
    expect(done).toEqual([
      ['notify', { title: 'Some error occurred', text: 'Failed to add user to organization', type: 'error' }],
      ['notify', { title: 'User added to organization', text: 'linus@acme.example is now a member.', type: 'success' }],
    ]);
  });

  it('asks before removing, and says whether the removal failed or worked', () => {
    const { actor, settle, done, dialog, snapshot } = loadedMembers();
    actor.send({ type: 'item.delete', id: grace.id });
    expect(dialog).toEqual([{ type: 'confirm.request', options: removeMemberConfirmation(grace.email), replyTo: actor }]);
    actor.send({ type: 'confirm.accepted', value: '' });
    settle(errorEvent('remove', 'Member not found'));
    expect(dialog.at(-1)).toEqual({ type: 'confirm.failed', error: 'Member not found' });
    actor.send({ type: 'confirm.accepted', value: '' });
    settle(doneEvent('remove', null));
    expect(selectMembers(snapshot())).toEqual([ada]);
    expect(done).toEqual([
      ['notify', { title: 'Some error occurred', text: 'Failed to remove user from organization', type: 'error' }],
      ['notify', { title: 'User removed from organization', text: 'grace@acme.example is no longer a member.', type: 'success' }],
    ]);
  });

  it("asks with the spec texts, the address escaped in the dialog's HTML message", () => {
    expect(removeMemberConfirmation(grace.email)).toEqual({
      title: 'Remove member?',
      message: 'grace@acme.example will no longer have access to this organization.',
      confirmLabel: 'Remove',
      cancelLabel: 'Cancel',
      icon: 'danger',
    });
    expect(removeMemberConfirmation('<b>x</b>@acme.example').message).toBe(
      '&#60;b&#62;x&#60;/b&#62;@acme.example will no longer have access to this organization.',
    );
  });
});
