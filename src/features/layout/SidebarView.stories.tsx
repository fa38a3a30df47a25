import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { sidebarMachine } from '../../../machines/sidebar/sidebar.machine';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { sidebarLinks } from './sidebarLinks';
import { SidebarView } from './SidebarView';

type Args = { state: string; send: (event: unknown) => void; onLogout: () => void; onChangePassword: () => void };

const meta = {
  title: 'Layout/Sidebar',
  parameters: { machine: 'sidebar' },
  args: { send: fn(), onLogout: fn(), onChangePassword: fn() },
  render: ({ state, send, onLogout, onChangePassword }) => (
    <SidebarView
      snapshot={snapshotOf(sidebarMachine, state, undefined as never)}
      send={send}
      links={sidebarLinks({ suiteId: 'p1', collectionId: null, testId: null })}
      email="ada@example.com"
      showChangePassword
      onLogout={onLogout}
      onChangePassword={onChangePassword}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CollapsedResting: Story = {
  parameters: { state: 'collapsed.resting' },
  args: { state: 'collapsed.resting' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(nav).toHaveAttribute('data-expanded', 'false');
    // Icons only: the labels are not rendered, the links keep accessible names.
    await expect(within(nav).queryByText('Test cases')).toBeNull();
    await expect(within(nav).getByRole('link', { name: 'Test cases' })).toHaveAttribute('href', '/tests/p1');
  },
};

export const CollapsedPeeking: Story = {
  parameters: { state: 'collapsed.peeking' },
  args: { state: 'collapsed.peeking' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByText('Test cases')).toBeVisible();
    await expect(within(nav).getByText('ada@example.com')).toBeVisible();
  },
};

export const Pinned: Story = {
  parameters: { state: 'pinned' },
  args: { state: 'pinned' },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    within(nav).getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(args.send).toHaveBeenCalledWith({ type: 'sidebar.toggle' });
  },
};
