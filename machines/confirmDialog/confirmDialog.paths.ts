/**
 * The path model of the confirm dialog: sample options and inputs the graph walks, and the
 * fakes the replay runs on. Shared by the path test and `npm run flows`.
 */
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { confirmDialogMachine, type ConfirmActionInput, type ConfirmOptions } from './confirmDialog.machine';

export const deleteProjectOptions: ConfirmOptions = {
  title: 'Delete project "Shop"?',
  message: 'This action cannot be undone and all the tests under this Test Suite will be removed permanently.',
  confirmLabel: 'Delete',
  cancelLabel: 'Cancel',
  icon: 'danger',
  intent: { type: 'testSuite.delete', id: 'suite-1' },
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
  intent: { type: 'testCase.publish', id: 'test-1' },
};

export const confirmDialogPathModel: PathModel<typeof confirmDialogMachine> = {
  machine: confirmDialogMachine,
  inputs: [undefined],
  implementations: { actors: { confirmAction: neverSettles<unknown, ConfirmActionInput>() } },
  events: (snapshot) => [
    { type: 'dialog.open', options: deleteProjectOptions },
    { type: 'dialog.open', options: publishOptions },
    // Typing only happens in a dialog that shows an input.
    ...(snapshot.context.options?.input
      ? (['checkout-flow', 'Checkout Flow', ''] as const).map((value) => ({ type: 'input.changed' as const, value }))
      : []),
    { type: 'dialog.confirm' },
    { type: 'dialog.cancel' },
    doneEvent('confirmAction', null),
    errorEvent('confirmAction', 'Unable to delete the project'),
  ],
};
