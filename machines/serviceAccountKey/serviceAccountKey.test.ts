import { describe, expect, it } from 'vitest';
import { doneEvent, errorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { recordingDialog } from '../_testing/confirmations';
import { startRecorded } from '../_testing/recorded';
import { ACME_ORG_ID } from '../orgMembers/orgMembers.paths';
import { serviceAccountKeyMachine } from './serviceAccountKey.machine';
import { newKey, serviceAccountKeyPathModel } from './serviceAccountKey.paths';
import { selectCanRegenerate, selectIsRegenerating, selectShownKey } from './serviceAccountKey.selectors';

describePathModel(serviceAccountKeyPathModel);

function startKey() {
  const dialog = recordingDialog();
  const started = startRecorded(serviceAccountKeyMachine, {
    input: { orgId: ACME_ORG_ID, confirmDialog: dialog.ref },
    actors: ['regenerateServiceAccountKey'],
    actions: ['copyToClipboard', 'notifyCopied', 'notifyRegenerated', 'notifyRegenerateFailed'],
  });
  return { ...started, dialog: dialog.received };
}

const askedToRegenerate = {
  title: 'Regenerate the service account key?',
  message: 'The current key stops working at once. The new key is shown only once.',
  confirmLabel: 'Regenerate',
  cancelLabel: 'Cancel',
  icon: 'warning',
};

describe('serviceAccountKey', () => {
  it('asks the dialog, regenerates on Yes, closes the dialog and shows the key once', () => {
    const { actor, settle, calls, done, dialog, snapshot } = startKey();
    actor.send({ type: 'key.requestRegeneration' });
    expect(dialog).toEqual([{ type: 'confirm.request', options: askedToRegenerate, replyTo: actor }]);
    expect(calls).toEqual([]);
    expect(selectCanRegenerate(snapshot())).toBe(false);
    actor.send({ type: 'confirm.accepted', value: '' });
    expect(selectIsRegenerating(snapshot())).toBe(true);
    expect(selectCanRegenerate(snapshot())).toBe(false);
    actor.send({ type: 'key.requestRegeneration' });
    expect(calls).toEqual([['regenerateServiceAccountKey', { orgId: ACME_ORG_ID }]]);
    settle(doneEvent('regenerateServiceAccountKey', newKey));
    expect(dialog.slice(1)).toEqual([{ type: 'confirm.settled' }]);
    expect(selectShownKey(snapshot())).toBe(newKey.service_account_key);
    actor.send({ type: 'key.copy' });
    expect(done).toEqual([
      [
        'notifyRegenerated',
        { title: 'Service account key successfully regenerated', text: 'Copy the key now: it will not be shown again.', type: 'success' },
      ],
      ['copyToClipboard', { text: newKey.service_account_key }],
      ['notifyCopied', { title: 'Copied to clipboard', text: 'Service account key is copied to clipboard.', type: 'success' }],
    ]);
    actor.send({ type: 'key.dismiss' });
    expect(selectShownKey(snapshot())).toBeNull();
    expect(snapshot().context.key).toBeNull();
  });

  it('tells the dialog why a regeneration failed, with a toast, and regenerates on a second Yes', () => {
    const { actor, settle, calls, done, dialog, snapshot } = startKey();
    actor.send({ type: 'key.requestRegeneration' });
    actor.send({ type: 'confirm.accepted', value: '' });
    settle(errorEvent('regenerateServiceAccountKey', 'Only admins may regenerate the key'));
    expect(dialog.slice(1)).toEqual([{ type: 'confirm.failed', error: 'Only admins may regenerate the key' }]);
    expect(snapshot().value).toBe('asking');
    expect(done).toEqual([
      ['notifyRegenerateFailed', { title: 'Some error occurred', text: 'Failed to regenerate service account key', type: 'error' }],
    ]);
    actor.send({ type: 'confirm.accepted', value: '' });
    settle(doneEvent('regenerateServiceAccountKey', newKey));
    expect(calls).toHaveLength(2);
    expect(dialog.slice(2)).toEqual([{ type: 'confirm.settled' }]);
    expect(selectShownKey(snapshot())).toBe(newKey.service_account_key);
  });

  it('keeps a shown key when the dialog answers No, and replaces it on Yes', () => {
    const { actor, settle, calls, snapshot } = startKey();
    actor.send({ type: 'key.requestRegeneration' });
    actor.send({ type: 'confirm.declined' });
    expect(snapshot().value).toBe('idle');
    expect(calls).toEqual([]);
    actor.send({ type: 'key.requestRegeneration' });
    actor.send({ type: 'confirm.accepted', value: '' });
    settle(doneEvent('regenerateServiceAccountKey', newKey));
    actor.send({ type: 'key.requestRegeneration' });
    // Shown behind the dialog, and again after No: it was not copied yet.
    expect(selectShownKey(snapshot())).toBe(newKey.service_account_key);
    actor.send({ type: 'confirm.declined' });
    expect(snapshot().value).toBe('shown');
    expect(selectShownKey(snapshot())).toBe(newKey.service_account_key);
    actor.send({ type: 'key.requestRegeneration' });
    actor.send({ type: 'confirm.accepted', value: '' });
    // Replacing it drops it at once.
    expect(snapshot().context.key).toBeNull();
    expect(calls).toHaveLength(2);
  });
});
