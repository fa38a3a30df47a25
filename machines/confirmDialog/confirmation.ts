/**
 * The requester's side of a confirmation (see confirmDialog.machine.ts), for a machine whose
 * context holds the dialog as `confirmDialog`. Put them in the machine's `setup({ actions })`:
 *
 *   askToConfirm        { options }  → the dialog opens; the answer comes back to this machine as
 *                                       `confirm.accepted { value }` or `confirm.declined`
 *   settleConfirmation               → the work Yes asked for is done: the dialog closes
 *   failConfirmation    { error }    → it failed: the dialog shows why and stays open
 */
import { sendTo, type AnyActorRef, type EventObject } from 'xstate';
import type { ConfirmDialogRef, ConfirmOptions, ConfirmRequestEvent } from './confirmDialog.machine';

export type { ConfirmAnswerEvent, ConfirmDialogRef, ConfirmOptions } from './confirmDialog.machine';

type WithDialog = { confirmDialog: ConfirmDialogRef };

const dialogOf = ({ context }: { context: WithDialog }) => context.confirmDialog as AnyActorRef;

export function confirmationActions<TContext extends WithDialog, TEvent extends EventObject>() {
  return {
    askToConfirm: sendTo<TContext, TEvent, { options: ConfirmOptions }, AnyActorRef, TEvent>(
      dialogOf,
      ({ self }: { self: AnyActorRef }, params: { options: ConfirmOptions }): ConfirmRequestEvent => ({
        type: 'confirm.request',
        options: params.options,
        replyTo: self,
      }),
    ),
    settleConfirmation: sendTo<TContext, TEvent, undefined, AnyActorRef, TEvent>(dialogOf, { type: 'confirm.settled' } satisfies ConfirmRequestEvent),
    failConfirmation: sendTo<TContext, TEvent, { error: string }, AnyActorRef, TEvent>(
      dialogOf,
      (_: unknown, params: { error: string }): ConfirmRequestEvent => ({ type: 'confirm.failed', error: params.error }),
    ),
  };
}
