/**
 * The path model of a project's alert channels: a list of one, a valid and an invalid target,
 * both outcomes of loading, adding, saving an edit and deleting, a deletion answered Yes or No
 * in the confirm dialog (a recording stand-in), and a switch to no project. The edit of the
 * e-mail channel gets an invalid address or its Enabled switch off, each only from the untouched
 * edit of an enabled channel, saved whole or as the Enabled part. Few samples keep the snapshots few.
 */
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent } from '../_testing/paths';
import { recordingDialog } from '../_testing/confirmations';
import { listResourceFakes } from '../listResource/listResource.fakes';
import { alertsObservations, alertsTransitions } from './alerts.expectations';
import { addedWebhookChannel, opsMailChannel, SHOP_SUITE_ID } from './alerts.fixtures';
import { alertsMachine, ENABLED_PART, startEdit, type AlertChannel, type AlertChannelCreate, type AlertChannelUpdate } from './alerts.machine';

export { addedWebhookChannel, opsMailChannel, smokeWebhookChannel, SHOP_SUITE_ID, SMOKE_COLLECTION_ID, webhookDraft } from './alerts.fixtures';

export const alertsPathModel: PathModel<typeof alertsMachine> = {
  machine: alertsMachine,
  inputs: [{ ownerId: SHOP_SUITE_ID, confirmDialog: recordingDialog().ref }],
  implementations: listResourceFakes<AlertChannel, AlertChannelCreate, AlertChannelUpdate>(),
  events: (snapshot) => {
    const { editing, items } = snapshot.context;
    const listed = items.find((channel) => channel._id === editing?.id);
    const untouched = listed?.enabled === true && JSON.stringify(editing) === JSON.stringify(startEdit(listed));
    return [
      { type: 'list.retry' },
      { type: 'owner.changed', ownerId: null },
      // The invalid target only while the draft is empty, so drafts stay few.
      ...(snapshot.context.draft.target === '' ? ([{ type: 'draft.changed', patch: { target: 'ftp://files.example' } }] as const) : []),
      { type: 'draft.changed', patch: { target: 'https://hooks.shop.example/cj' } },
      { type: 'draft.clear' },
      { type: 'item.create' },
      { type: 'item.edit', id: opsMailChannel._id },
      // An invalid address or the Enabled switch off, each only from the untouched edit of an enabled channel.
      ...(untouched
        ? ([
            { type: 'edit.changed', patch: { target: 'ops@shop.example, nope' } },
            { type: 'edit.changed', patch: { enabled: false } },
          ] as const)
        : []),
      { type: 'edit.cancel' },
      { type: 'item.save' },
      { type: 'item.save', part: ENABLED_PART },
      doneEvent('update', undefined),
      errorEvent('update', 'Alert channel not found.'),
      { type: 'item.delete', id: opsMailChannel._id },
      { type: 'confirm.accepted', value: '' },
      { type: 'confirm.declined' },
      doneEvent('list', [opsMailChannel]),
      errorEvent('list', 'Network error'),
      doneEvent('create', addedWebhookChannel),
      errorEvent('create', 'Enter an http:// or https:// address.'),
      doneEvent('remove', undefined),
      errorEvent('remove', 'Alert channel not found.'),
    ];
  },
  observations: alertsObservations,
  transitions: alertsTransitions,
};
