import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { changePasswordMachine, type ChangePasswordContext } from '../../../machines/changePassword/changePassword.machine';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { ChangePasswordDialogView } from './ChangePasswordDialogView';

type Args = { state: string; context: ChangePasswordContext; send: (event: unknown) => void };

const empty: ChangePasswordContext = { password: '', error: null };

const meta = {
  title: 'Account/Change password dialog',
  parameters: { machine: 'changePassword' },
  args: { send: fn(), context: empty },
  render: ({ state, context, send }) => <ChangePasswordDialogView snapshot={snapshotOf(changePasswordMachine, state, context)} send={send} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const dialog = () => waitFor(() => body().getByRole('dialog', { name: 'Change Password' }));

export const Closed: Story = {
  parameters: { state: 'closed' },
  args: { state: 'closed' },
  play: async () => {
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

export const Open: Story = {
  parameters: { state: 'idle' },
  args: { state: 'idle', context: { password: 'n3w-Secret', error: null } },
  play: async ({ args }) => {
    const shown = within(await dialog());
    await expect(shown.getByLabelText('Password')).toHaveAttribute('placeholder', 'Please enter your new password');
    await userEvent.click(shown.getByRole('button', { name: 'Submit' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'password.submit' });
    await userEvent.click(shown.getByRole('button', { name: 'Close' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'dialog.close' });
  },
};

export const Submitting: Story = {
  parameters: { state: 'submitting' },
  args: { state: 'submitting', context: { password: 'n3w-Secret', error: null } },
  play: async ({ args }) => {
    const shown = within(await dialog());
    await expect(shown.getByLabelText('Password')).toHaveAttribute('readonly');
    await expect(shown.getByRole('button', { name: 'Submit' })).toHaveAttribute('data-loading');
    await userEvent.keyboard('{Escape}');
    await expect(args.send).not.toHaveBeenCalledWith({ type: 'dialog.close' });
  },
};

export const Failure: Story = {
  parameters: { state: 'failure' },
  args: { state: 'failure', context: { password: 'n3w-Secret', error: 'Password should be at least 6 characters.' } },
  play: async () => {
    const shown = within(await dialog());
    await expect(shown.getByRole('alert')).toHaveTextContent('Password should be at least 6 characters.');
  },
};

/** Success closes the dialog; the app has gone home. */
export const Success: Story = {
  parameters: { state: 'success' },
  args: { state: 'success' },
  play: async () => {
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};
