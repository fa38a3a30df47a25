import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProjectSettingsView } from './ProjectSettingsView';

const meta = {
  title: 'Settings/Project',
  component: ProjectSettingsView,
  args: { send: fn(), project: { id: '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f', name: 'Checkout' } },
} satisfies Meta<typeof ProjectSettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Selected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Project' })).toBeVisible();
    await expect(canvas.getByText('Checkout')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Rename' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'project.renameRequested', id: args.project!.id, name: 'Checkout' });
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'project.deleteRequested', id: args.project!.id, name: 'Checkout' });
  },
};

export const NoneSelected: Story = {
  args: { project: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Select a project to rename or delete it.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};
