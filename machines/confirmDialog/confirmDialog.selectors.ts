import type { SnapshotFrom } from 'xstate';
import type { ConfirmOptions, confirmDialogMachine } from './confirmDialog.machine';

type Snapshot = SnapshotFrom<typeof confirmDialogMachine>;

export type ResolvedConfirmOptions = ConfirmOptions & { confirmLabel: string; cancelLabel: string };

// One resolved object per options object, so a component re-renders only when the options change.
const resolved = new WeakMap<ConfirmOptions, ResolvedConfirmOptions>();

export const selectIsOpen = (snapshot: Snapshot) => !snapshot.matches('closed');

/** Yes shows its loading state; the input and No are disabled. */
export const selectIsBusy = (snapshot: Snapshot) => snapshot.hasTag('busy');

/** The options with the default button labels applied; null while closed. */
export function selectOptions(snapshot: Snapshot): ResolvedConfirmOptions | null {
  const options = snapshot.context.options;
  if (!options) return null;
  let result = resolved.get(options);
  if (!result) {
    result = { ...options, confirmLabel: options.confirmLabel ?? 'Yes', cancelLabel: options.cancelLabel ?? 'No' };
    resolved.set(options, result);
  }
  return result;
}

export const selectInputValue = (snapshot: Snapshot) => snapshot.context.inputValue;

export const selectInputError = (snapshot: Snapshot) => snapshot.context.inputError;

/** Why the last Yes failed. */
export const selectError = (snapshot: Snapshot) => snapshot.context.error;

export const selectCanConfirm = (snapshot: Snapshot) => snapshot.can({ type: 'dialog.confirm' });
