/**
 * The one global confirmation dialog. A machine that needs an "Are you sure?" sends it
 * `confirm.request` with the texts and `replyTo: self`, and acts on the answer itself:
 *
 *   requester ──confirm.request──▶ dialog (open)
 *   Yes: dialog ──confirm.accepted { value }──▶ requester; the dialog shows its loading state
 *        requester does the work, then ──confirm.settled──▶ dialog (closes)
 *                                 or ──confirm.failed { error }──▶ dialog (open again, with the error)
 *   No:  dialog ──confirm.declined──▶ requester; the dialog closes
 *
 * So what Yes does lives in the machine that asked (its API call, toast and navigation), in its
 * diagram and its tests; the dialog knows nothing of it. A requester that stops while it is
 * asked (its screen was left) closes the dialog: nobody is left to act on the answer.
 */
import { assign, fromCallback, sendTo, setup, type AnyActorRef, type EventObject } from 'xstate';

export interface ConfirmInputOptions {
  label?: string;
  placeholder?: string;
  /** Regular expression source the whole value must match (when not empty). */
  pattern?: string;
  patternMessage?: string;
  required?: boolean;
  initialValue?: string;
}

export interface ConfirmOptions {
  title: string;
  /** Trusted HTML written by the product, never user input. */
  message: string;
  /** Defaults to 'Yes'. */
  confirmLabel?: string;
  /** Defaults to 'No'. */
  cancelLabel?: string;
  icon?: 'warning' | 'danger' | 'info' | 'publish';
  input?: ConfirmInputOptions;
}

/** What a requester sends the dialog. */
export type ConfirmRequestEvent =
  | { type: 'confirm.request'; options: ConfirmOptions; replyTo: AnyActorRef }
  /** The requester did what Yes asked: the dialog closes. */
  | { type: 'confirm.settled' }
  /** The requester could not: the dialog shows why and stays open (Yes again, or No). */
  | { type: 'confirm.failed'; error: string };

/** What the dialog answers the requester. `value` is the text input's value, '' when there is none. */
export type ConfirmAnswerEvent = { type: 'confirm.accepted'; value: string } | { type: 'confirm.declined' };

/** The dialog as a requester sees it: something to send requests and outcomes to. */
export type ConfirmDialogRef = Pick<AnyActorRef, 'send'>;

export interface ConfirmDialogContext {
  options: ConfirmOptions | null;
  /** Who asked: it hears the answer and reports the outcome. */
  replyTo: AnyActorRef | null;
  inputValue: string;
  inputError: string | null;
  error: string | null;
}

export type ConfirmDialogEvent =
  | ConfirmRequestEvent
  | { type: 'input.changed'; value: string }
  | { type: 'dialog.confirm' }
  | { type: 'dialog.cancel' }
  | { type: 'requester.stopped' };

const closedContext: ConfirmDialogContext = { options: null, replyTo: null, inputValue: '', inputError: null, error: null };

export const requiredMessage = 'This field is required';
const defaultPatternMessage = 'Invalid value';

/** The message to show under the input, or null when the value is acceptable. */
export function validateInput(input: ConfirmInputOptions | undefined, value: string): string | null {
  if (!input) return null;
  if (input.required && value.trim() === '') return requiredMessage;
  if (input.pattern && value !== '' && !new RegExp(`^(?:${input.pattern})$`).test(value)) {
    return input.patternMessage ?? defaultPatternMessage;
  }
  return null;
}

/** Tells the dialog when the actor that asked has stopped (its screen or section was left). */
const watchRequester = fromCallback<EventObject, { requester: AnyActorRef | null }>(({ input, sendBack }) => {
  const requester = input.requester;
  if (!requester) return;
  if (requester.getSnapshot()?.status === 'stopped') {
    sendBack({ type: 'requester.stopped' });
    return;
  }
  const subscription = requester.subscribe({
    complete: () => sendBack({ type: 'requester.stopped' }),
    error: () => sendBack({ type: 'requester.stopped' }),
  });
  return () => subscription.unsubscribe();
});

export const confirmDialogMachine = setup({
  types: {
    context: {} as ConfirmDialogContext,
    events: {} as ConfirmDialogEvent,
    tags: {} as 'busy',
  },
  actors: { watchRequester },
  actions: {
    openDialog: assign((_, params: { options: ConfirmOptions; replyTo: AnyActorRef }) => ({
      ...closedContext,
      options: params.options,
      replyTo: params.replyTo,
      inputValue: params.options.input?.initialValue ?? '',
    })),
    changeInput: assign(({ context }, params: { value: string }) => ({
      inputValue: params.value,
      inputError: validateInput(context.options?.input, params.value),
    })),
    clearError: assign({ error: null }),
    setError: assign((_, params: { error: string }) => ({ error: params.error })),
    resetDialog: assign(closedContext),
    answerAccepted: sendTo(
      ({ context }) => context.replyTo!,
      ({ context }): ConfirmAnswerEvent => ({ type: 'confirm.accepted', value: context.inputValue }),
    ),
    answerDeclined: sendTo(({ context }) => context.replyTo!, { type: 'confirm.declined' } satisfies ConfirmAnswerEvent),
    // One question at a time: a second asker while one is shown hears No at once, so it never waits.
    declineOther: sendTo((_, params: { replyTo: AnyActorRef }) => params.replyTo, { type: 'confirm.declined' } satisfies ConfirmAnswerEvent),
  },
  guards: {
    // The initial value is not validated on open (no error before typing), so Yes re-checks.
    isInputValid: ({ context }) => validateInput(context.options?.input, context.inputValue) === null,
  },
}).createMachine({
  id: 'confirmDialog',
  context: closedContext,
  initial: 'closed',
  states: {
    closed: {
      on: {
        'confirm.request': {
          target: 'open',
          actions: { type: 'openDialog', params: ({ event }) => ({ options: event.options, replyTo: event.replyTo }) },
        },
      },
    },
    open: {
      invoke: { src: 'watchRequester', input: ({ context }) => ({ requester: context.replyTo }) },
      on: {
        'input.changed': { actions: { type: 'changeInput', params: ({ event }) => ({ value: event.value }) } },
        'dialog.confirm': { guard: 'isInputValid', target: 'confirming', actions: ['clearError', 'answerAccepted'] },
        'dialog.cancel': { target: 'closed', actions: ['answerDeclined', 'resetDialog'] },
        'confirm.request': { actions: { type: 'declineOther', params: ({ event }) => ({ replyTo: event.replyTo }) } },
        'requester.stopped': { target: 'closed', actions: 'resetDialog' },
      },
    },
    // The requester is doing what Yes asked. Nothing but its outcome (or its end) leaves this
    // state: No and typing are ignored meanwhile.
    confirming: {
      tags: 'busy',
      invoke: { src: 'watchRequester', input: ({ context }) => ({ requester: context.replyTo }) },
      on: {
        'confirm.settled': { target: 'closed', actions: 'resetDialog' },
        'confirm.failed': { target: 'open', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
        'confirm.request': { actions: { type: 'declineOther', params: ({ event }) => ({ replyTo: event.replyTo }) } },
        'requester.stopped': { target: 'closed', actions: 'resetDialog' },
      },
    },
  },
});
