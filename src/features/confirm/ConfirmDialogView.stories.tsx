import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { confirmDialogMachine, type ConfirmDialogContext } from '../../../machines/confirmDialog/confirmDialog.machine';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { ConfirmDialogView } from './ConfirmDialogView';

type Args = { state: 'closed' | 'open' | 'confirming'; context: ConfirmDialogContext; send: (event: unknown) => void };

const deleteProject: ConfirmDialogContext = {
  options: {
    title: 'Delete project "Checkout"?',
    message: 'This action cannot be undone and all the tests under this Test Suite will be removed permanently.',
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    icon: 'danger',
  },
  replyTo: null,
  inputValue: '',
  inputError: null,
  error: null,
};

const publishWithSlug: ConfirmDialogContext = {
  options: {
    title: 'Publish test',
    message: 'This action will make this test public and accessible to everyone.',
    confirmLabel: 'Yes, Publish',
    cancelLabel: 'Cancel',
    icon: 'publish',
    input: {
      label: 'Short name (optional)',
      placeholder: 'checkout-flow-test',
      pattern: '[a-z0-9-]+',
      patternMessage: 'Only lowercase letters, numbers, and dashes are allowed.',
    },
  },
  replyTo: null,
  inputValue: 'Checkout Flow',
  inputError: 'Only lowercase letters, numbers, and dashes are allowed.',
  error: null,
};

const meta = {
  title: 'Widgets/Confirmation dialog',
  parameters: { machine: 'confirmDialog' },
  args: { send: fn() },
  render: ({ state, context, send }) => <ConfirmDialogView snapshot={snapshotOf(confirmDialogMachine, state, context)} send={send} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Closed: Story = {
  parameters: { state: 'closed' },
  args: { state: 'closed', context: { options: null, replyTo: null, inputValue: '', inputError: null, error: null } },
  play: async () => {
    await expect(body().queryByRole('alertdialog')).toBeNull();
  },
};

export const Open: Story = {
  parameters: { state: 'open' },
  args: { state: 'open', context: deleteProject },
  play: async ({ args }) => {
    const dialog = await waitFor(() => body().getByRole('alertdialog'));
    await expect(dialog).toHaveTextContent('This action cannot be undone');
    within(dialog).getByRole('button', { name: 'Delete' }).click();
    await expect(args.send).toHaveBeenCalledWith({ type: 'dialog.confirm' });
  },
};

export const OpenWithInvalidShortName: Story = {
  parameters: { state: 'open' },
  args: { state: 'open', context: publishWithSlug },
  play: async () => {
    const dialog = await waitFor(() => body().getByRole('alertdialog'));
    await expect(dialog).toHaveTextContent('Only lowercase letters, numbers, and dashes are allowed.');
    await expect(within(dialog).getByRole('button', { name: 'Yes, Publish' })).toBeDisabled();
  },
};

export const OpenAfterAFailedYes: Story = {
  parameters: { state: 'open' },
  args: { state: 'open', context: { ...deleteProject, error: 'Test suite not found.' } },
  play: async () => {
    const dialog = await waitFor(() => body().getByRole('alertdialog'));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Test suite not found.');
  },
};

export const Confirming: Story = {
  parameters: { state: 'confirming' },
  args: { state: 'confirming', context: deleteProject },
  play: async () => {
    const dialog = await waitFor(() => body().getByRole('alertdialog'));
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
