import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RegisterSuccessView } from './RegisterSuccessView';

const meta = {
  title: 'Auth/Registration successful',
  component: RegisterSuccessView,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof RegisterSuccessView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Registration successful' })).toBeVisible();
    await expect(canvas.getByText('Please check your email to verify your account.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/auth/login');
  },
};

export const WithTheAddress: Story = {
  args: { email: 'ada@example.com' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('We sent a verification link to ada@example.com. Please check your email to verify your account.'),
    ).toBeVisible();
  },
};
