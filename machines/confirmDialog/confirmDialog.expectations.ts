/**
 * What the user observes in each state of the confirm dialog, and what each transition must do:
 * the hand-written tables its path replays check (machines/_testing/expectations.ts). Spec
 * section 2: title, message, optional text input, No/Yes buttons (customizable), a loading
 * state, an optional icon; it cannot be dismissed by clicking outside. The requester's texts are
 * the spec's (section 8), written out rather than imported.
 */
import type { SnapshotFrom } from 'xstate';
import type { Effect, ExpectationTables, Observation } from '../_testing/expectations';
import type { ConfirmDialogContext, ConfirmOptions, confirmDialogMachine } from './confirmDialog.machine';
import {
  selectCanConfirm,
  selectError,
  selectInputError,
  selectInputValue,
  selectIsBusy,
  selectIsOpen,
  selectOptions,
} from './confirmDialog.selectors';

type Machine = typeof confirmDialogMachine;
type Tables = ExpectationTables<Machine>;

/** The two sample questions as the dialog shows them (their labels are given, so no defaults apply). */
const deleteProject: ConfirmOptions = {
  title: 'Delete project "Shop"?',
  message: 'This action cannot be undone and all the tests under this Test Suite will be removed permanently.',
  confirmLabel: 'Delete',
  cancelLabel: 'Cancel',
  icon: 'danger',
};
const PATTERN_MESSAGE = 'Only lowercase letters, numbers, and dashes are allowed.';
const publish: ConfirmOptions = {
  title: 'Publish test',
  message: 'This action will make this test public and accessible to everyone.',
  confirmLabel: 'Yes, Publish',
  cancelLabel: 'Cancel',
  icon: 'publish',
  input: { label: 'Short name', placeholder: 'checkout-flow-test', pattern: '[a-z0-9-]+', patternMessage: PATTERN_MESSAGE, required: true },
};

/** Which sample question was asked: only the publish one has an input. */
const asked = (context: ConfirmDialogContext) => (context.options?.input ? publish : deleteProject);

/**
 * The short name is required and must match the pattern (spec section 5); no message shows
 * before typing, so a typed '' and the untouched field differ only by the message.
 */
const typedError = (value: string) => (value.trim() === '' ? 'This field is required' : /^[a-z0-9-]+$/.test(value) ? null : PATTERN_MESSAGE);

const dialogView = (snapshot: SnapshotFrom<Machine>) => ({
  open: selectIsOpen(snapshot),
  busy: selectIsBusy(snapshot),
  canConfirm: selectCanConfirm(snapshot),
});

export const confirmDialogObservations: Tables['observations'] = {
  closed: {
    can: ['confirm.request'],
    selectors: [
      [dialogView, { open: false, busy: false, canConfirm: false }],
      [selectOptions, null],
      [selectInputValue, ''],
      [selectInputError, null],
      [selectError, null],
    ],
  },
  // Yes only with an acceptable value; a second asker is answered at once (see transitions).
  open: (context): Observation<Machine> => {
    const options = asked(context);
    const valid = !options.input || typedError(context.inputValue) === null;
    return {
      can: ['input.changed', 'dialog.cancel', 'confirm.request', 'requester.stopped', ...(valid ? (['dialog.confirm'] as const) : [])],
      selectors: [
        [dialogView, { open: true, busy: false, canConfirm: valid }],
        [selectOptions, options],
        // Nothing typed yet shows no message (only a typed value is judged).
        [selectInputError, context.inputValue === '' && context.inputError === null ? null : options.input ? typedError(context.inputValue) : null],
        [selectError, context.error === null ? null : 'Unable to delete the project'],
      ],
    };
  },
  // Yes loads; No and typing are disabled until the requester reports.
  confirming: (context) => ({
    tags: ['busy'],
    can: ['confirm.settled', 'confirm.failed', 'confirm.request', 'requester.stopped'],
    selectors: [
      [dialogView, { open: true, busy: true, canConfirm: false }],
      [selectOptions, asked(context)],
      // The last failure is cleared on Yes.
      [selectError, null],
    ],
  }),
};

/** The dialog watches whoever asked while it is shown, to close if it stops. */
const watch: Effect = { invoke: 'watchRequester', input: { requester: 'actor:requester' } };
const declined: Effect = { send: 'requester', event: { type: 'confirm.declined' } };

export const confirmDialogTransitions: Tables['transitions'] = {
  'start + xstate.init': { target: 'closed' },
  'closed + confirm.request': { target: 'open', effects: [watch] },
  // Yes answers the requester with the typed value ('' without an input) and waits for it.
  'open + dialog.confirm': (context) =>
    !context.options?.input || typedError(context.inputValue) === null
      ? { target: 'confirming', effects: [{ send: 'requester', event: { type: 'confirm.accepted', value: context.inputValue } }, watch] }
      : {},
  'open + dialog.cancel': { target: 'closed', effects: [declined] },
  // One question at a time: a second asker hears No at once and the question shown stays.
  'open + confirm.request': { effects: [declined] },
  'confirming + confirm.request': { effects: [declined] },
  // Nobody is left to act on the answer.
  'open + requester.stopped': { target: 'closed' },
  'confirming + requester.stopped': { target: 'closed' },
  'confirming + confirm.settled': { target: 'closed' },
  // Open again with the requester's error: Yes again, or No.
  'confirming + confirm.failed': { target: 'open', effects: [watch] },
};
