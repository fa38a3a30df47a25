import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  forgotPasswordInitialContext,
  forgotPasswordMachine,
  type ForgotPasswordContext,
} from '../../../machines/forgotPassword/forgotPassword.machine';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { ForgotPasswordView } from './ForgotPasswordView';

type Args = { state: string; context: ForgotPasswordContext; send: (event: unknown) => void };

const meta = {
  title: 'Auth/Forgot password',
  parameters: { machine: 'forgotPassword', layout: 'centered' },
  args: { send: fn(), context: forgotPasswordInitialContext },
  render: ({ state, context, send }) => <ForgotPasswordView snapshot={snapshotOf(forgotPasswordMachine, state, context)} send={send} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {
  parameters: { state: 'editing' },
  args: { state: 'editing' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
    await expect(canvas.getByText('Enter your email and we will send you a link to choose a new password.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/auth/login');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'a');
    await expect(args.send).toHaveBeenCalledWith({ type: 'email.changed', value: 'a' });
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'form.submit' });
  },
};

export const EditingWithError: Story = {
  parameters: { state: 'editing' },
  args: { state: 'editing', context: { email: 'ada.example.com', showErrors: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Invalid Email')).toBeVisible();
  },
};

export const Sending: Story = {
  parameters: { state: 'sending' },
  args: { state: 'sending', context: { email: 'ada@example.com', showErrors: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Send reset link' })).toHaveAttribute('data-loading');
  },
};

export const Sent: Story = {
  parameters: { state: 'sent' },
  args: { state: 'sent', context: { email: 'ada@example.com', showErrors: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Send reset link' })).toBeDisabled();
  },
};
