/**
 * What the test page asks the global confirm dialog before it deletes, publishes, cancels,
 * force-stops or regenerates its test (spec sections 4 and 8: the texts are the spec's), and the
 * error toast each raises when the server refuses. The page does the work itself on Yes
 * (testCasePage.machine.ts, its `confirm` region).
 */
import type { ToastParams } from '../_shared/authErrors';
import type { ConfirmOptions } from '../confirmDialog/confirmDialog.machine';

export const SHORT_NAME_PLACEHOLDER = 'checkout-flow-test';
export const SHORT_NAME_MESSAGE = 'Only lowercase letters, numbers, and dashes are allowed.';

export const DELETE_TEST_OPTIONS: ConfirmOptions = {
  title: 'Delete test',
  message: 'This action cannot be undone and this test will be removed permanently.',
  confirmLabel: 'Yes, Delete',
  cancelLabel: 'Cancel',
  icon: 'danger',
};

export const CANCEL_GENERATION_OPTIONS: ConfirmOptions = {
  title: 'Cancel test generation',
  message: 'This action will cancel the test generation.',
  icon: 'warning',
};

/** The spec names no text for it; the server ends the test `aborted` whatever its executor does. */
export const FORCE_STOP_OPTIONS: ConfirmOptions = {
  title: 'Force stop test generation',
  message: 'This action will stop the test generation at once, even if its executor does not answer. The test ends aborted.',
  icon: 'danger',
};

export const REGENERATE_OPTIONS: ConfirmOptions = {
  title: 'Regenerate test',
  message: 'This action will regenerate the test.',
  icon: 'warning',
};

/** The dialog's value is the short name ('' for none); only biz-dev users get the input. */
export function publishOptions(publicSlug: string | null | undefined, canChooseShortName: boolean): ConfirmOptions {
  return {
    title: 'Publish test',
    message: 'This action will make this test public and accessible to everyone.',
    confirmLabel: 'Yes, Publish',
    cancelLabel: 'Cancel',
    icon: 'publish',
    ...(canChooseShortName && {
      input: {
        label: 'Short name',
        placeholder: SHORT_NAME_PLACEHOLDER,
        pattern: '[a-z0-9-]+',
        patternMessage: SHORT_NAME_MESSAGE,
        initialValue: publicSlug ?? '',
      },
    }),
  };
}

const failed = (text: string): ToastParams => ({ title: 'Some error occurred', text, type: 'error' });

export const DELETE_FAILED = failed('Unable to delete the test');
export const PUBLISH_FAILED = failed('Unable to publish the test');
export const CANCEL_FAILED = failed('Unable to cancel the test');
export const FORCE_STOP_FAILED = failed('Unable to stop the test');
/** The same text as a failed Generate: both ask the server to regenerate the test. */
export const REGENERATE_FAILED = failed('Unable to update the test');

/** The success toast of a publication. */
export const PUBLISHED_TOAST: ToastParams = { title: 'Test published', text: 'Anyone with its public link can open it now.', type: 'success' };
