/**
 * The one global confirmation dialog. Whoever needs a "Are you sure?" sends `dialog.open` with
 * an `intent` (plain JSON saying what Yes does); the provided `confirmAction` actor carries the
 * intent out, and the dialog stays open with the error when it fails.
 */
import { assign, emit, fromPromise, setup } from 'xstate';

export type ConfirmIntent = { type: string; [key: string]: unknown };

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
  intent: ConfirmIntent;
}

export interface ConfirmDialogContext {
  options: ConfirmOptions | null;
  inputValue: string;
  inputError: string | null;
  error: string | null;
}

export type ConfirmDialogEvent =
  | { type: 'dialog.open'; options: ConfirmOptions }
  | { type: 'input.changed'; value: string }
  | { type: 'dialog.confirm' }
  | { type: 'dialog.cancel' };

export type ConfirmDialogEmitted =
  | { type: 'dialog.confirmed'; intent: ConfirmIntent; value: string; output: unknown }
  | { type: 'dialog.cancelled'; intent: ConfirmIntent };

/** What `confirmAction` receives; `value` is the text input's value, '' when there is none. */
export interface ConfirmActionInput {
  intent: ConfirmIntent;
  value: string;
}

const closedContext: ConfirmDialogContext = { options: null, inputValue: '', inputError: null, error: null };

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

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export const confirmDialogMachine = setup({
  types: {
    context: {} as ConfirmDialogContext,
    events: {} as ConfirmDialogEvent,
    emitted: {} as ConfirmDialogEmitted,
    tags: {} as 'busy',
    children: {} as { confirmAction: 'confirmAction' },
  },
  actors: {
    confirmAction: fromPromise<unknown, ConfirmActionInput>(async () => {
      throw new Error('confirmAction not provided');
    }),
  },
  actions: {
    openDialog: assign((_, params: { options: ConfirmOptions }) => ({
      ...closedContext,
      options: params.options,
      inputValue: params.options.input?.initialValue ?? '',
    })),
    changeInput: assign(({ context }, params: { value: string }) => ({
      inputValue: params.value,
      inputError: validateInput(context.options?.input, params.value),
    })),
    clearError: assign({ error: null }),
    setError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    resetDialog: assign(closedContext),
    emitConfirmed: emit(({ context }, params: { output: unknown }) => ({
      type: 'dialog.confirmed' as const,
      intent: context.options!.intent,
      value: context.inputValue,
      output: params.output,
    })),
    emitCancelled: emit(({ context }) => ({ type: 'dialog.cancelled' as const, intent: context.options!.intent })),
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
        'dialog.open': {
          target: 'open',
          actions: { type: 'openDialog', params: ({ event }) => ({ options: event.options }) },
        },
      },
    },
    open: {
      on: {
        'input.changed': { actions: { type: 'changeInput', params: ({ event }) => ({ value: event.value }) } },
        'dialog.confirm': { guard: 'isInputValid', target: 'confirming', actions: 'clearError' },
        'dialog.cancel': { target: 'closed', actions: ['emitCancelled', 'resetDialog'] },
      },
    },
    // Nothing but the outcome leaves this state: cancel and typing are ignored while Yes runs.
    confirming: {
      tags: 'busy',
      invoke: {
        id: 'confirmAction',
        src: 'confirmAction',
        input: ({ context }) => ({ intent: context.options!.intent, value: context.inputValue }),
        onDone: {
          target: 'closed',
          actions: [{ type: 'emitConfirmed', params: ({ event }) => ({ output: event.output }) }, 'resetDialog'],
        },
        onError: {
          target: 'open',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
