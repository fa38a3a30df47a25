import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { registerInitialContext, registerMachine, type RegisterContext } from '../../../machines/register/register.machine';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { RegisterView } from './RegisterView';

type Args = { state: string; context: RegisterContext; send: (event: unknown) => void };

const filled: RegisterContext = { ...registerInitialContext, email: 'ada@example.com', password: 'Secret-123' };

const meta = {
  title: 'Auth/Register',
  parameters: { machine: 'register', layout: 'centered' },
  args: { send: fn(), context: registerInitialContext },
  render: ({ state, context, send }) => <RegisterView snapshot={snapshotOf(registerMachine, state, context)} send={send} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each rule's text and whether the list says it is met. */
const rules = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Password requirements' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

export const Editing: Story = {
  parameters: { state: 'editing' },
  args: { state: 'editing' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await expect(rules(canvasElement)).toEqual([
      'At least 8 characters (not met)',
      'One lowercase letter (not met)',
      'One uppercase letter (not met)',
      'One number (not met)',
      'One symbol (not met)',
    ]);
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
    await userEvent.type(canvas.getByLabelText('Password'), 'x');
    await expect(args.send).toHaveBeenCalledWith({ type: 'password.changed', value: 'x' });
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'form.submit' });
  },
};

export const EditingPasswordLive: Story = {
  parameters: { state: 'editing' },
  args: { state: 'editing', context: { ...registerInitialContext, email: 'ada@example.com', password: 'secret1' } },
  play: async ({ canvasElement }) => {
    await expect(rules(canvasElement)).toEqual([
      'At least 8 characters (not met)',
      'One lowercase letter (met)',
      'One uppercase letter (not met)',
      'One number (met)',
      'One symbol (not met)',
    ]);
    // Before the first submit an unmet rule is a to-do, not an error.
    await expect(within(canvasElement).getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  },
};

export const EditingWithErrors: Story = {
  parameters: { state: 'editing' },
  args: { state: 'editing', context: { ...registerInitialContext, email: 'ada@', password: 'secret', showErrors: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Invalid Email')).toBeVisible();
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const EditingWithEmptyFields: Story = {
  parameters: { state: 'editing' },
  args: { state: 'editing', context: { ...registerInitialContext, showErrors: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('This field is required')).toHaveLength(2);
  },
};

export const WeakPasswordRefused: Story = {
  parameters: { state: 'editing' },
  args: {
    state: 'editing',
    context: { ...filled, showErrors: true, passwordRejections: ['This password is known from a data breach; choose another one.'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This password is known from a data breach; choose another one.')).toBeVisible();
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const EmailTaken: Story = {
  parameters: { state: 'editing' },
  args: { state: 'editing', context: { ...filled, notice: 'emailTaken' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This email is already registered')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'reset your password' })).toHaveAttribute('href', '/auth/reset');
  },
};

export const SigningUp: Story = {
  parameters: { state: 'signingUp' },
  args: { state: 'signingUp', context: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Register' })).toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeDisabled();
  },
};

export const Registered: Story = {
  parameters: { state: 'registered' },
  args: { state: 'registered', context: filled },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Register' })).toBeDisabled();
  },
};
