import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { themeMachine } from '../../../machines/theme/theme.machine';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { ThemeMenuView } from './ThemeMenuView';

type Args = { state: 'light' | 'dark' | 'system'; systemPrefersDark: boolean; send: (event: unknown) => void };

const meta = {
  title: 'Layout/Theme menu',
  parameters: { machine: 'theme', layout: 'centered' },
  args: { send: fn(), systemPrefersDark: false },
  render: ({ state, systemPrefersDark, send }) => <ThemeMenuView snapshot={snapshotOf(themeMachine, state, { systemPrefersDark })} send={send} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  parameters: { state: 'light' },
  args: { state: 'light' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Theme: light' })).toBeVisible();
  },
};

export const Dark: Story = {
  parameters: { state: 'dark' },
  args: { state: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Theme: dark' })).toBeVisible();
  },
};

export const FollowingTheSystem: Story = {
  parameters: { state: 'system' },
  args: { state: 'system', systemPrefersDark: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Theme: system' })).toBeVisible();
  },
};
