import { describe, expect, it } from 'vitest';
import { doneEvent, errorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { startRecorded } from '../_testing/recorded';
import { recordingDialog } from '../_testing/confirmations';
import { selectDraft, selectEditing, selectIsCreating, selectIsUpdating } from '../listResource/listResource.selectors';
import { alertsMachine, deleteChannelOptions, toggleEnabledEvents } from './alerts.machine';
import {
  addedWebhookChannel,
  alertsPathModel,
  opsMailChannel,
  SHOP_SUITE_ID,
  SMOKE_COLLECTION_ID,
  smokeWebhookChannel,
  webhookDraft,
} from './alerts.paths';
import {
  selectChannels,
  selectDraftErrors,
  selectEditedChannelId,
  selectEditErrors,
  selectNewSigningSecret,
  selectSavingChannelId,
} from './alerts.selectors';

// The list, form and confirmation behaviour is the list resource's (listResource.test.ts); this
// file tests what alert channels add: the target's rules, the requests, the secret shown once and
// the masked addresses an edit keeps.
describePathModel(alertsPathModel);

function loaded() {
  const dialog = recordingDialog();
  const started = startRecorded(alertsMachine, {
    input: { ownerId: SHOP_SUITE_ID, confirmDialog: dialog.ref },
    actors: ['list', 'create', 'update', 'remove'],
    actions: ['notify'],
  });
  started.settle(doneEvent('list', [opsMailChannel, smokeWebhookChannel]));
  started.calls.length = 0;
  return started;
}

describe('alerts', () => {
  it('checks the target by kind once the user tried, and sends every choice', () => {
    const { actor, calls, snapshot } = loaded();
    actor.send({ type: 'draft.changed', patch: { kind: 'email', target: 'ops@shop.example, nope' } });
    actor.send({ type: 'item.create' });
    expect(selectDraftErrors(snapshot())).toEqual({ target: 'Invalid Email: "nope" is not an e-mail address.' });
    actor.send({ type: 'draft.changed', patch: { kind: 'slack', target: 'hooks.slack.com/services/x' } });
    expect(selectDraftErrors(snapshot()).target).toMatch(/^Enter an http:\/\/ or https:\/\/ address/);
    expect(calls).toEqual([]);
    actor.send({
      type: 'draft.changed',
      patch: { ...webhookDraft, collectionId: 'c1', notifyOn: 'every', includeFlaky: true, includeQuarantined: true },
    });
    actor.send({ type: 'item.create' });
    expect(selectIsCreating(snapshot())).toBe(true);
    expect(calls).toEqual([
      [
        'create',
        {
          ownerId: SHOP_SUITE_ID,
          create: {
            kind: 'webhook',
            target: 'https://hooks.shop.example/critical-journey',
            collection_id: 'c1',
            notify_on: 'every',
            include_flaky: true,
            include_quarantined: true,
          },
        },
      ],
    ]);
  });

  it("shows an added webhook's signing secret until the list is loaded again", () => {
    const { actor, settle, snapshot } = loaded();
    expect(selectNewSigningSecret(snapshot())).toBeNull();
    actor.send({ type: 'draft.changed', patch: webhookDraft });
    actor.send({ type: 'item.create' });
    settle(doneEvent('create', addedWebhookChannel));
    expect(selectNewSigningSecret(snapshot())).toEqual({ channelId: addedWebhookChannel._id, secret: addedWebhookChannel.signing_secret });
    expect(selectDraft(snapshot())).toEqual({ ...webhookDraft, target: '' });
    actor.send({ type: 'owner.changed', ownerId: SHOP_SUITE_ID });
    settle(doneEvent('list', [opsMailChannel, { ...addedWebhookChannel, signing_secret: '********' }]));
    expect(selectNewSigningSecret(snapshot())).toBeNull();
  });

  it("edits a webhook's new address from empty: left empty, the stored one stays; typed, it is sent and listed masked", () => {
    const { actor, calls, settle, snapshot } = loaded();
    actor.send({ type: 'item.edit', id: smokeWebhookChannel._id });
    expect(selectEditing(snapshot())).toEqual({
      id: smokeWebhookChannel._id,
      kind: 'webhook',
      target: '',
      collectionId: SMOKE_COLLECTION_ID,
      notifyOn: 'recovery',
      includeFlaky: true,
      includeQuarantined: false,
      enabled: true,
    });
    // Nothing changed: no call, the edit closes.
    actor.send({ type: 'item.save' });
    expect(selectEditing(snapshot())).toBeNull();
    actor.send({ type: 'item.edit', id: smokeWebhookChannel._id });
    actor.send({ type: 'edit.changed', patch: { collectionId: null, notifyOn: 'every' } });
    actor.send({ type: 'item.save' });
    expect(calls).toEqual([
      [
        'update',
        {
          ownerId: SHOP_SUITE_ID,
          id: smokeWebhookChannel._id,
          changes: { enabled: true, notify_on: 'every', include_flaky: true, include_quarantined: false, collection_id: null },
        },
      ],
    ]);
    settle(doneEvent('update', { ...smokeWebhookChannel, collection_id: null, notify_on: 'every' }));
    calls.length = 0;

    actor.send({ type: 'item.edit', id: smokeWebhookChannel._id });
    actor.send({ type: 'edit.changed', patch: { target: 'hooks.shop.example/new' } });
    actor.send({ type: 'item.save' });
    expect(selectEditErrors(snapshot()).target).toMatch(/^Enter an http:\/\/ or https:\/\/ address/);
    expect(calls).toEqual([]);
    actor.send({ type: 'edit.changed', patch: { target: ' https://hooks.example.com/T0KEN?x=1 ' } });
    actor.send({ type: 'item.save' });
    expect(selectIsUpdating(snapshot())).toBe(true);
    expect(calls[0]?.[1]).toMatchObject({ changes: { target: 'https://hooks.example.com/T0KEN?x=1' } });
    settle(doneEvent('update', undefined));
    expect(selectEditing(snapshot())).toBeNull();
    expect(selectChannels(snapshot())[1]).toMatchObject({ target: 'https://hooks.example.com/********', notify_on: 'every', collection_id: null });
  });

  it("edits an e-mail channel's addresses as listed, checked once the user tried", () => {
    const { actor, calls, settle, snapshot, done } = loaded();
    actor.send({ type: 'item.edit', id: opsMailChannel._id });
    expect(selectEditing(snapshot())?.target).toBe('ops@shop.example');
    expect(selectEditedChannelId(snapshot())).toBe(opsMailChannel._id);
    actor.send({ type: 'edit.changed', patch: { target: '' } });
    expect(selectEditErrors(snapshot())).toEqual({ target: null });
    actor.send({ type: 'item.save' });
    expect(selectEditErrors(snapshot())).toEqual({ target: 'Enter one to 20 e-mail addresses, separated by commas.' });
    actor.send({ type: 'edit.changed', patch: { target: 'Ops@Shop.example; dev@shop.example', includeQuarantined: true } });
    actor.send({ type: 'item.save' });
    expect(calls).toEqual([
      [
        'update',
        {
          ownerId: SHOP_SUITE_ID,
          id: opsMailChannel._id,
          changes: {
            enabled: true,
            notify_on: 'failure',
            include_flaky: false,
            include_quarantined: true,
            collection_id: null,
            target: 'Ops@Shop.example; dev@shop.example',
          },
        },
      ],
    ]);
    // A failed save keeps the edit, so Save tries again.
    settle(errorEvent('update', 'Collection not found.'));
    expect(selectEditedChannelId(snapshot())).toBe(opsMailChannel._id);
    actor.send({ type: 'item.save' });
    expect(selectSavingChannelId(snapshot())).toBe(opsMailChannel._id);
    expect(selectEditedChannelId(snapshot())).toBe(opsMailChannel._id);
    settle(doneEvent('update', undefined));
    // Listed as the server stores them.
    expect(selectChannels(snapshot())[0]?.target).toBe('ops@shop.example, dev@shop.example');
    expect(done).toEqual([
      ['notify', { title: 'Some error occurred', text: 'Unable to save the alert channel: Collection not found.', type: 'error' }],
      ['notify', { title: 'Alert channel saved', text: '', type: 'success' }],
    ]);
  });

  it("switches a channel off from its row: only Enabled is sent, a failure says the server's reason", () => {
    const { actor, calls, settle, snapshot, done } = loaded();
    for (const event of toggleEnabledEvents(opsMailChannel)) actor.send(event);
    expect(calls).toEqual([['update', { ownerId: SHOP_SUITE_ID, id: opsMailChannel._id, changes: { enabled: false } }]]);
    // The edit the switch opened is not shown as a form while it saves, and closes when it fails.
    expect(selectSavingChannelId(snapshot())).toBe(opsMailChannel._id);
    expect(selectEditedChannelId(snapshot())).toBeNull();
    settle(errorEvent('update', 'Alert channel not found.'));
    expect(selectEditing(snapshot())).toBeNull();
    expect(done).toEqual([
      ['notify', { title: 'Some error occurred', text: 'Unable to save the alert channel: Alert channel not found.', type: 'error' }],
    ]);
    expect(selectChannels(snapshot())[0]?.enabled).toBe(true);
    for (const event of toggleEnabledEvents(opsMailChannel)) actor.send(event);
    settle(doneEvent('update', undefined));
    expect(selectChannels(snapshot())[0]?.enabled).toBe(false);
    expect(selectEditing(snapshot())).toBeNull();
    // Already off: nothing to send.
    calls.length = 0;
    for (const event of toggleEnabledEvents(opsMailChannel, false)) actor.send(event);
    expect(calls).toEqual([]);
    expect(selectEditing(snapshot())).toBeNull();
  });

  it('asks before deleting, the target escaped', () => {
    expect(deleteChannelOptions({ target: 'a<b>@x' }).message).toBe(
      'Alerts will no longer be sent to <b>a&#60;b&#62;@x</b>, and its delivery log goes with it.',
    );
  });
});
