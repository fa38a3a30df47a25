import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PublicBar } from './PublicBar';

const meta = {
  title: 'Layout/Public bar',
  component: PublicBar,
  parameters: { layout: 'padded' },
  args: { user: null, onLogout: fn() },
} satisfies Meta<typeof PublicBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ready to catch bugs before your customers do?')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Know more' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Book a demo' })).toBeVisible();
  },
};

/** R-127 / D-11: the user menu shows the profile name and the e-mail, with Logout. */
export const SignedInWithProfileName: Story = {
  args: { user: { email: 'ada@example.com', name: 'Ada Lovelace' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /User menu/ }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('menu')).toBeVisible());
    await expect(body.getByRole('menu')).toHaveTextContent('Ada Lovelace');
    await expect(body.getByRole('menu')).toHaveTextContent('ada@example.com');
    await userEvent.click(body.getByRole('menuitem', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

/** Without a profile name the menu shows the e-mail alone. */
export const SignedInWithoutProfileName: Story = {
  args: { user: { email: 'ada@example.com' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /User menu/ })).toHaveTextContent('ada@example.com');
  },
};
