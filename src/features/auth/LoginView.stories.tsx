import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { loginInitialContext, loginMachine, type LoginContext } from '../../../machines/login/login.machine';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { LoginView } from './LoginView';
import type { EnabledProviders } from './OAuthButtons';

type Args = {
  state: string;
  context: LoginContext;
  providers: EnabledProviders;
  send: (event: unknown) => void;
};

const filled: LoginContext = { ...loginInitialContext, email: 'ada@example.com', password: 'Secret-1' };

const meta = {
  title: 'Auth/Login',
  parameters: { machine: 'login', layout: 'centered' },
  args: { send: fn(), context: loginInitialContext, providers: { google: true, azure: true } },
  render: ({ state, context, providers, send }) => (
    <LoginView snapshot={snapshotOf(loginMachine, state, context)} send={send} providers={providers} />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While a call is under way: the fields are read-only and 'Log in' shows its loading state. */
async function expectSubmitting(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
  await expect(canvas.getByLabelText('Password')).toHaveAttribute('readonly');
  const logIn = canvas.getByRole('button', { name: 'Log in' });
  await expect(logIn).toBeDisabled();
  await expect(logIn).toHaveAttribute('data-loading');
  await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
}

export const Editing: Story = {
  parameters: { state: 'editing' },
  args: { state: 'editing' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('placeholder', 'Please enter your email');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('placeholder', 'Please enter your password');
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/reset');
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/auth/login?mode=register');
    await expect(canvas.queryByText('This field is required')).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'a');
    await expect(args.send).toHaveBeenCalledWith({ type: 'email.changed', value: 'a' });
    await userEvent.type(canvas.getByLabelText('Password'), 'S');
    await expect(args.send).toHaveBeenCalledWith({ type: 'password.changed', value: 'S' });
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'form.submit' });
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Microsoft' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'oauth.start', provider: 'azure' });
  },
};

export const EditingWithoutProviders: Story = {
  parameters: { state: 'editing' },
  args: { state: 'editing', providers: { google: false, azure: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Continue with Microsoft' })).toBeNull();
    await expect(canvas.queryByText('or')).toBeNull();
  },
};

export const EditingWithGoogleOnly: Story = {
  parameters: { state: 'editing' },
  args: { state: 'editing', providers: { google: true, azure: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Continue with Microsoft' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'oauth.start', provider: 'google' });
  },
};

export const EditingWithErrors: Story = {
  parameters: { state: 'editing' },
  args: { state: 'editing', context: { ...loginInitialContext, email: 'ada.example.com', showErrors: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Invalid Email')).toBeVisible();
    await expect(canvas.getByText('This field is required')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const UnknownEmail: Story = {
  parameters: { state: 'editing' },
  args: { state: 'editing', context: { ...filled, email: 'nobody@example.com ', notice: 'unknownEmail' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No account uses this email')).toBeVisible();
    await expect(canvas.getByText(/There is no account for nobody@example\.com\. Check the address, or/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'create an account' })).toHaveAttribute('href', '/auth/login?mode=register');
  },
};

export const ConfirmationSent: Story = {
  parameters: { state: 'editing' },
  args: { state: 'editing', context: { ...filled, notice: 'confirmationSent' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Confirm your email')).toBeVisible();
    await expect(
      canvas.getByText('Your email is not confirmed yet. We sent a new activation link to ada@example.com: open it, then log in.'),
    ).toBeVisible();
  },
};

export const SigningIn: Story = {
  parameters: { state: 'signingIn' },
  args: { state: 'signingIn', context: filled },
  play: async ({ canvasElement }) => expectSubmitting(canvasElement),
};

export const CheckingEmail: Story = {
  parameters: { state: 'checkingEmail' },
  args: { state: 'checkingEmail', context: { ...filled, signInError: 'Invalid login credentials' } },
  play: async ({ canvasElement }) => expectSubmitting(canvasElement),
};

export const ResendingConfirmation: Story = {
  parameters: { state: 'resendingConfirmation' },
  args: { state: 'resendingConfirmation', context: filled },
  play: async ({ canvasElement }) => expectSubmitting(canvasElement),
};

export const Redirecting: Story = {
  parameters: { state: 'redirecting' },
  args: { state: 'redirecting', context: { ...loginInitialContext, provider: 'google' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const google = canvas.getByRole('button', { name: 'Continue with Google' });
    await expect(google).toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: 'Continue with Microsoft' })).toBeDisabled();
    const logIn = canvas.getByRole('button', { name: 'Log in' });
    await expect(logIn).toBeDisabled();
    await expect(logIn).not.toHaveAttribute('data-loading');
  },
};

export const SignedIn: Story = {
  parameters: { state: 'signedIn' },
  args: { state: 'signedIn', context: filled },
  play: async ({ canvasElement }) => expectSubmitting(canvasElement),
};
