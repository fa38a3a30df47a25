import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { projectFeaturesMachine, type ProjectFeaturesContext } from '../../../machines/projectFeatures/projectFeatures.machine';
import { SHOP_SUITE_ID, shopFeatures } from '../../../machines/projectFeatures/projectFeatures.fixtures';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { ProjectFeaturesView } from './ProjectFeaturesView';

type Args = { state: string; context: ProjectFeaturesContext; send: (event: unknown) => void };

const loaded: ProjectFeaturesContext = { suiteId: SHOP_SUITE_ID, features: shopFeatures, savingKey: null, savingValue: null };

const meta = {
  title: 'Settings/Project features',
  parameters: { machine: 'projectFeatures' },
  args: { send: fn(), state: 'loaded.idle', context: loaded },
  render: ({ state, context, send }) => <ProjectFeaturesView snapshot={snapshotOf(projectFeaturesMachine, state, context)} send={send} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { state: 'loading' },
  args: { state: 'loading', context: { ...loaded, features: {} } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Project features' })).toBeVisible();
    await expect(canvas.getByLabelText('Loading project features')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: { state: 'failed' },
  args: { state: 'failed', context: { ...loaded, features: {} } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Something went wrong!')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'features.retry' });
  },
};

export const Loaded: Story = {
  parameters: { state: 'loaded.idle' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const python = canvas.getByRole('checkbox', { name: 'Python script' });
    await expect(python).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Public publishing' })).toBeChecked();
    await userEvent.click(python);
    await expect(args.send).toHaveBeenCalledWith({ type: 'feature.toggled', key: 'python_script', enabled: true });
    // Retries of collection runs: one until the project stores another.
    const retries = canvas.getByRole('combobox', { name: 'Retries of collection runs' });
    await expect(retries).toHaveValue('1');
    await userEvent.selectOptions(retries, '3');
    await expect(args.send).toHaveBeenCalledWith({ type: 'retries.changed', retries: 3 });
  },
};

/** The retries being saved: spinning, every control disabled meanwhile. */
export const SavingRetries: Story = {
  parameters: { state: 'loaded.saving' },
  args: { state: 'loaded.saving', context: { ...loaded, features: { ...shopFeatures, run_retries: 2 }, savingKey: 'run_retries', savingValue: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Saving Retries of collection runs')).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Retries of collection runs' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Retries of collection runs' })).toHaveValue('2');
    await expect(canvas.getByRole('checkbox', { name: 'Python script' })).toBeDisabled();
  },
};

export const Saving: Story = {
  parameters: { state: 'loaded.saving' },
  args: { state: 'loaded.saving', context: { ...loaded, savingKey: 'public_publishing' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Saving Public publishing')).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Self-healing locators' })).toBeDisabled();
  },
};
