/**
 * The path model of the confirm dialog: sample requests and inputs the graph walks, and the
 * fakes the replay runs on. Shared by the path test and `npm run flows`.
 */
import { fromCallback } from 'xstate';
import type { PathModel } from '../_testing/paths';
import { recordingActor } from '../_testing/confirmations';
import { confirmDialogObservations, confirmDialogTransitions } from './confirmDialog.expectations';
import { confirmDialogMachine, type ConfirmOptions } from './confirmDialog.machine';

export const deleteProjectOptions: ConfirmOptions = {
  title: 'Delete project "Shop"?',
  message: 'This action cannot be undone and all the tests under this Test Suite will be removed permanently.',
  confirmLabel: 'Delete',
  cancelLabel: 'Cancel',
  icon: 'danger',
};

export const publishOptions: ConfirmOptions = {
  title: 'Publish test',
  message: 'This action will make this test public and accessible to everyone.',
  confirmLabel: 'Yes, Publish',
  cancelLabel: 'Cancel',
  icon: 'publish',
  input: {
    label: 'Short name',
    placeholder: 'checkout-flow-test',
    pattern: '[a-z0-9-]+',
    patternMessage: 'Only lowercase letters, numbers, and dashes are allowed.',
    required: true,
  },
};

/** Who asks in the walk: a live actor that records the answers. */
const requester = recordingActor('requester').ref;

export const confirmDialogPathModel: PathModel<typeof confirmDialogMachine> = {
  machine: confirmDialogMachine,
  inputs: [undefined],
  // The requester never stops on its own in the walk: `requester.stopped` is sent where the graph takes it.
  implementations: { actors: { watchRequester: fromCallback(() => {}) } },
  events: (snapshot) => [
    { type: 'confirm.request', options: deleteProjectOptions, replyTo: requester },
    { type: 'confirm.request', options: publishOptions, replyTo: requester },
    // Typing only happens in a dialog that shows an input.
    ...(snapshot.context.options?.input
      ? (['checkout-flow', 'Checkout Flow', ''] as const).map((value) => ({ type: 'input.changed' as const, value }))
      : []),
    { type: 'dialog.confirm' },
    { type: 'dialog.cancel' },
    { type: 'confirm.settled' },
    { type: 'confirm.failed', error: 'Unable to delete the project' },
    { type: 'requester.stopped' },
  ],
  observations: confirmDialogObservations,
  transitions: confirmDialogTransitions,
};
