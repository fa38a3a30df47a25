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
    // The quarantine rule: off until the project stores a rate.
    const quarantine = canvas.getByRole('combobox', { name: 'Quarantine flaky tests' });
    await expect(quarantine).toHaveValue('off');
    await expect([...(quarantine as HTMLSelectElement).options].map((option) => option.textContent)).toEqual(['Off', '10 %', '20 %', '30 %', '50 %']);
    await expect(canvas.getByText(/Once a test has 5 verdicts, it is quarantined automatically/)).toBeVisible();
    await expect(canvas.getByText(/never released automatically/)).toBeVisible();
    await userEvent.selectOptions(quarantine, '30 %');
    await expect(args.send).toHaveBeenCalledWith({ type: 'quarantine.changed', rate: 0.3 });
  },
};

/** A rate stored that the select does not offer shows as an option of its own; Off turns the rule off. */
export const QuarantineRateStored: Story = {
  parameters: { state: 'loaded.idle' },
  args: { context: { ...loaded, features: { ...shopFeatures, quarantine_flake_rate: 0.25 } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const quarantine = canvas.getByRole('combobox', { name: 'Quarantine flaky tests' });
    await expect(quarantine).toHaveValue('0.25');
    await expect([...(quarantine as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      'Off',
      '10 %',
      '20 %',
      '25 %',
      '30 %',
      '50 %',
    ]);
    await userEvent.selectOptions(quarantine, 'Off');
    await expect(args.send).toHaveBeenCalledWith({ type: 'quarantine.changed', rate: null });
  },
};

/** The quarantine rule being saved: spinning, every control disabled meanwhile. */
export const SavingQuarantineRate: Story = {
  parameters: { state: 'loaded.saving' },
  args: { state: 'loaded.saving', context: { ...loaded, savingKey: 'quarantine_flake_rate', savingValue: 0.5 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Saving Quarantine flaky tests')).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Quarantine flaky tests' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Retries of collection runs' })).toBeDisabled();
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
