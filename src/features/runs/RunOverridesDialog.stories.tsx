import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createEmptyActor } from 'xstate';
import { runOverridesMachine, type RunOverridesContext } from '../../../machines/runOverrides/runOverrides.machine';
import { environmentOptions, sampleParameters, stagingId, testId } from '../../../machines/runOverrides/runOverrides.samples';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { RunOverridesDialog } from './RunOverridesDialog';

type Args = { state: string; context: RunOverridesContext; send: (event: unknown) => void };

const closed: RunOverridesContext = {
  testId,
  runs: createEmptyActor(),
  parameters: {},
  rows: [],
  websiteUrl: '',
  websiteUrlError: null,
  retries: 0,
  environment: null,
};
const withForm = (form: Partial<RunOverridesContext>): RunOverridesContext => ({ ...closed, parameters: sampleParameters, ...form });

const meta = {
  title: 'Runs/Override run parameters',
  parameters: { machine: 'runOverrides' },
  args: { send: fn(), state: 'editing', context: withForm({}) },
  render: ({ state, context, send }) => (
    <RunOverridesDialog snapshot={snapshotOf(runOverridesMachine, state, context)} send={send} environments={environmentOptions} />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const dialog = () => waitFor(() => within(body().getByRole('dialog', { name: 'Override run parameters' })));

export const Closed: Story = {
  parameters: { state: 'closed' },
  args: { state: 'closed', context: closed },
  play: async () => {
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** The test's parameters are being fetched. */
export const Loading: Story = {
  parameters: { state: 'loading' },
  args: { state: 'loading', context: closed },
  play: async ({ args }) => {
    const form = await dialog();
    // The dialog fades in: visibility is awaited.
    await waitFor(() => expect(form.getByLabelText('Loading the test parameters')).toBeVisible());
    await expect(form.getByRole('button', { name: 'Run' })).toBeDisabled();
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'overrides.cancel' });
  },
};

/** Opened: no rows yet, 'Add Key-Value Pair', the optional website URL, Run. */
export const Editing: Story = {
  parameters: { state: 'editing' },
  play: async ({ args }) => {
    const form = await dialog();
    await waitFor(() => expect(form.getByRole('button', { name: 'Add Key-Value Pair' })).toBeEnabled());
    await userEvent.click(form.getByRole('button', { name: 'Add Key-Value Pair' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'row.add' });
    await waitFor(() => expect(form.getByText('(optional)')).toBeVisible());
    await userEvent.type(form.getByLabelText(/Website URL/), 'h');
    await expect(args.send).toHaveBeenCalledWith({ type: 'websiteUrl.changed', value: 'h' });
    // No retries unless picked.
    const retries = form.getByRole('combobox', { name: 'Retries' });
    await expect(retries).toHaveValue('0');
    await userEvent.selectOptions(retries, '2');
    await expect(args.send).toHaveBeenCalledWith({ type: 'retries.changed', retries: 2 });
    // No environment unless picked; the project's are offered by name.
    const environment = form.getByRole('combobox', { name: 'Environment' });
    await expect(environment).toHaveValue('');
    await expect([...environment.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['None', 'staging']);
    await userEvent.selectOptions(environment, 'staging');
    await expect(args.send).toHaveBeenCalledWith({ type: 'environment.changed', environment: stagingId });
    await userEvent.click(form.getByRole('button', { name: 'Run' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'overrides.submit' });
  },
};

/** One row: its key offers the keys no other row uses; its value starts at the default. */
export const EditingOneRow: Story = {
  parameters: { state: 'editing' },
  args: { context: withForm({ rows: [{ key: 'USER', value: 'qa' }] }) },
  play: async ({ args }) => {
    const form = await dialog();
    const key = await waitFor(() => form.getByRole('combobox', { name: 'Key 1' }));
    await expect([...key.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['USER', 'CARD']);
    await userEvent.selectOptions(key, 'CARD');
    await expect(args.send).toHaveBeenCalledWith({ type: 'row.keyChanged', index: 0, key: 'CARD' });
    await expect(form.getByRole('textbox', { name: 'Value 1' })).toHaveValue('qa');
    await userEvent.type(form.getByRole('textbox', { name: 'Value 1' }), 'x');
    await expect(args.send).toHaveBeenCalledWith({ type: 'row.valueChanged', index: 0, value: 'qax' });
    await userEvent.click(form.getByRole('button', { name: 'Remove USER' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'row.remove', index: 0 });
  },
};

/** Every key is used: 'Add Key-Value Pair' is disabled. */
export const EditingAllKeysUsed: Story = {
  parameters: { state: 'editing' },
  args: {
    context: withForm({
      rows: [
        { key: 'USER', value: 'admin' },
        { key: 'CARD', value: '4242 4242 4242 4242' },
      ],
    }),
  },
  play: async () => {
    const form = await dialog();
    await waitFor(() => expect(form.getByRole('button', { name: 'Add Key-Value Pair' })).toBeDisabled());
    const second = form.getByRole('combobox', { name: 'Key 2' });
    await expect([...second.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['CARD']);
  },
};

/** An environment picked: Run sends it; None takes it back. */
export const EditingWithEnvironment: Story = {
  parameters: { state: 'editing' },
  args: { context: withForm({ environment: stagingId }) },
  play: async ({ args }) => {
    const form = await dialog();
    const environment = await waitFor(() => form.getByRole('combobox', { name: 'Environment' }));
    await expect(environment).toHaveValue(stagingId);
    await userEvent.selectOptions(environment, 'None');
    await expect(args.send).toHaveBeenCalledWith({ type: 'environment.changed', environment: null });
  },
};

/** An address the URL rule refuses: 'Invalid URL', and Run waits. */
export const EditingInvalidUrl: Story = {
  parameters: { state: 'editing' },
  args: { context: withForm({ websiteUrl: 'not a url', websiteUrlError: 'Invalid URL' }) },
  play: async () => {
    const form = await dialog();
    await waitFor(() => expect(form.getByText('Invalid URL')).toBeVisible());
    await expect(form.getByRole('button', { name: 'Run' })).toBeDisabled();
  },
};

/** A test without parameters: nothing to add; the website URL may still be overridden. */
export const EditingNoParameters: Story = {
  parameters: { state: 'editing' },
  args: { context: withForm({ parameters: {} }) },
  play: async () => {
    const form = await dialog();
    await waitFor(() => expect(form.getByText('This test has no parameters.')).toBeVisible());
    await expect(form.getByRole('button', { name: 'Add Key-Value Pair' })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Run' })).toBeEnabled();
  },
};
