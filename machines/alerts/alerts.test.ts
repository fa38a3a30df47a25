import { describe, expect, it } from 'vitest';
import { doneEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { startRecorded } from '../_testing/recorded';
import { recordingDialog } from '../_testing/confirmations';
import { selectDraft, selectIsCreating } from '../listResource/listResource.selectors';
import { alertsMachine, deleteChannelOptions } from './alerts.machine';
import { addedWebhookChannel, alertsPathModel, opsMailChannel, SHOP_SUITE_ID, smokeWebhookChannel, webhookDraft } from './alerts.paths';
import { selectDraftErrors, selectNewSigningSecret } from './alerts.selectors';

// The list, form and confirmation behaviour is the list resource's (listResource.test.ts); this
// file tests what alert channels add: the target's rules, the request and the secret shown once.
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

  it('asks before deleting, the target escaped', () => {
    expect(deleteChannelOptions({ target: 'a<b>@x' }).message).toBe(
      'Alerts will no longer be sent to <b>a&#60;b&#62;@x</b>, and its delivery log goes with it.',
    );
  });
});
