import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { changePasswordMachine, type ChangePasswordContext } from '../../../machines/changePassword/changePassword.machine';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { ChangePasswordView } from './ChangePasswordView';

type Args = { state: string; context: ChangePasswordContext; send: (event: unknown) => void };

const typed: ChangePasswordContext = { password: 'n3w-Secret', error: null };

const meta = {
  title: 'Account/Change password',
  parameters: { machine: 'changePassword', layout: 'padded' },
  args: { send: fn(), context: typed },
  render: ({ state, context, send }) => <ChangePasswordView snapshot={snapshotOf(changePasswordMachine, state, context)} send={send} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('Password');
const submit = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Submit' });

export const Idle: Story = {
  parameters: { state: 'idle' },
  args: { state: 'idle' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    await expect(field(canvasElement)).toHaveAttribute('type', 'password');
    await expect(field(canvasElement)).toHaveAttribute('placeholder', 'Please enter your new password');
    await expect(field(canvasElement)).toHaveValue('n3w-Secret');
    await userEvent.click(submit(canvasElement));
    await expect(args.send).toHaveBeenCalledWith({ type: 'password.submit' });
  },
};

/** S-98: the view opens with an empty field, an enabled Submit and no message. */
export const IdleBlank: Story = {
  parameters: { state: 'idle' },
  args: { state: 'idle', context: { password: '', error: null } },
  play: async ({ canvasElement, args }) => {
    await expect(field(canvasElement)).toHaveValue('');
    await expect(submit(canvasElement)).toBeEnabled();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await userEvent.click(submit(canvasElement));
    await expect(args.send).toHaveBeenCalledWith({ type: 'password.submit' });
  },
};

/** A blank submit: nothing is sent, the required message shows under the form. */
export const IdleRequired: Story = {
  parameters: { state: 'idle' },
  args: { state: 'idle', context: { password: '   ', error: 'This field is required' } },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This field is required');
    await expect(submit(canvasElement)).toBeEnabled();
    await userEvent.type(field(canvasElement), 'x');
    await expect(args.send).toHaveBeenCalledWith({ type: 'password.changed', value: '   x' });
  },
};

export const Submitting: Story = {
  parameters: { state: 'submitting' },
  args: { state: 'submitting' },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveAttribute('readonly');
    await expect(submit(canvasElement)).toHaveAttribute('data-loading');
    await expect(submit(canvasElement)).toBeDisabled();
  },
};

export const Failure: Story = {
  parameters: { state: 'failure' },
  args: { state: 'failure', context: { password: 'n3w-Secret', error: 'New password should be different from the old password.' } },
  play: async ({ canvasElement }) => {
    const message = within(canvasElement).getByRole('alert');
    await expect(message).toHaveTextContent('New password should be different from the old password.');
    await expect(message).toHaveStyle({ textAlign: 'center' });
    // Under the form's controls.
    await expect(submit(canvasElement).compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(submit(canvasElement)).toBeEnabled();
  },
};

/** The app is on its way home; the form is emptied behind it. */
export const Success: Story = {
  parameters: { state: 'success' },
  args: { state: 'success', context: { password: '', error: null } },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveValue('');
    await expect(submit(canvasElement)).toBeDisabled();
  },
};
