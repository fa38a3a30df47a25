import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { testRunsMachine, type TestRunsContext } from '../../../machines/testRuns/testRuns.machine';
import {
  activeRuns,
  createdStagingRun,
  failedRun,
  idleRuns,
  passedRun,
  resourcesExceededRun,
  runningRun,
  suiteId,
  testId,
} from '../../../machines/testRuns/testRuns.samples';
import type { TestRun } from '../../../machines/testRuns/runStatus';
import { productionEnvironment, stagingEnvironment } from '../../../machines/environments/environments.fixtures';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { RecentRuns } from './RecentRuns';
import { RunButton } from './RunButton';

type Args = { state: string; context: TestRunsContext; send: (event: unknown) => void; sendPage: (event: unknown) => void };

/** The app's confirm dialog is not part of these stories: it shows over the page (src/features/confirm). */
const confirmDialog = { send: () => {} };

const withRuns = (runs: TestRun[], view: Partial<TestRunsContext> = {}): TestRunsContext => ({
  testId,
  suiteId,
  confirmDialog,
  runs,
  error: null,
  fetchFailing: false,
  environment: null,
  ...view,
});

/** The project's environments, as the filter offers them. */
const environments = [
  { id: productionEnvironment._id, name: productionEnvironment.name },
  { id: stagingEnvironment._id, name: stagingEnvironment.name },
];

/** The Run button as the test page's header shows it, with the recent runs below. */
const meta = {
  title: 'Runs/Test runs',
  parameters: { machine: 'testRuns', layout: 'padded' },
  args: { send: fn(), sendPage: fn(), state: 'ready.waiting', context: withRuns(idleRuns) },
  render: ({ state, context, send, sendPage }) => {
    const snapshot = snapshotOf(testRunsMachine, state, context);
    return (
      <Stack gap="6" maxW="md">
        <RunButton snapshot={snapshot} send={send} sendPage={sendPage} />
        <RecentRuns snapshot={snapshot} send={send} environments={environments} />
      </Stack>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/**
 * Opens the run menu from the keyboard (as the test page's stories do: simulated pointers are
 * unreliable once a page has opened a menu) and chooses `label`; answers the items' labels.
 */
async function chooseRunOption(canvasElement: HTMLElement, label: string) {
  within(canvasElement).getByRole('button', { name: 'More run options' }).focus();
  await userEvent.keyboard('{Enter}');
  const menu = await waitFor(() => body().getByRole('menu'));
  const items = within(menu).getAllByRole('menuitem');
  await waitFor(() => expect(items.some((item) => item.hasAttribute('data-highlighted'))).toBe(true));
  const labels = items.map((item) => item.textContent);
  await userEvent.keyboard(`${'{ArrowDown}'.repeat(labels.indexOf(label))}{Enter}`);
  await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
  return labels;
}

const runButton = (canvasElement: HTMLElement, name: 'Run' | 'Running') => within(canvasElement).getByRole('button', { name });

/** "Disabled while runs load ... then reads 'Running'"; nothing else is offered yet. */
export const Loading: Story = {
  parameters: { state: 'loading' },
  args: { state: 'loading', context: withRuns([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(runButton(canvasElement, 'Running')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'More run options' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await expect(canvas.getByLabelText('Loading the runs')).toBeVisible();
  },
};

/** The runs could not be fetched: the error with Retry; Run is still possible (the server decides). */
export const Failed: Story = {
  parameters: { state: 'failed' },
  args: { state: 'failed', context: withRuns([], { error: 'Service Unavailable', fetchFailing: true }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unable to fetch the test runs');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'runs.retry' });
    await userEvent.click(runButton(canvasElement, 'Run'));
    await expect(args.send).toHaveBeenCalledWith({ type: 'run.start' });
  },
};

/** No run active: Run, and the menu with 'Override run parameters' and Regenerate; the newest runs link to their views. */
export const Idle: Story = {
  parameters: { state: 'ready.waiting' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(runButton(canvasElement, 'Run'));
    await expect(args.send).toHaveBeenCalledWith({ type: 'run.start' });
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await expect(await chooseRunOption(canvasElement, 'Override run parameters')).toEqual(['Override run parameters', 'Regenerate']);
    await expect(args.send).toHaveBeenCalledWith({ type: 'overrides.open' });
    await chooseRunOption(canvasElement, 'Regenerate');
    await expect(args.sendPage).toHaveBeenCalledWith({ type: 'test.regenerate' });
    const rows = within(canvas.getByRole('list', { name: 'Recent runs' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    await expect(within(rows[0]!).getByRole('img', { name: 'Passed' })).toHaveAttribute('data-status', 'passed');
    await expect(within(rows[0]!).getByRole('link', { name: 'Passed' })).toHaveAttribute('href', `/run/${suiteId}/${passedRun._id}`);
    await expect(within(rows[1]!).getByRole('img', { name: 'Failed' })).toHaveAttribute('data-status', 'failed');
    await expect(rows[0]!.querySelector('time')).toHaveAttribute('datetime', passedRun.created_at);
  },
};

/** A run is active: Run reads 'Running' and is disabled; Cancel (confirmed in the app's dialog) targets it. */
export const Active: Story = {
  parameters: { state: 'ready.waiting' },
  args: { context: withRuns(activeRuns) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(runButton(canvasElement, 'Running')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'More run options' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'run.cancel' });
    const rows = within(canvas.getByRole('list', { name: 'Recent runs' })).getAllByRole('listitem');
    await expect(within(rows[0]!).getByRole('img', { name: 'Running' })).toHaveAttribute('data-status', 'running');
    await expect(within(rows[0]!).getByRole('link', { name: 'Running' })).toHaveAttribute('href', `/run/${suiteId}/${runningRun._id}`);
  },
};

/** The runs of one environment: the filter names it, each run shows it. */
export const FilteredByEnvironment: Story = {
  parameters: { state: 'ready.waiting' },
  args: { context: withRuns([createdStagingRun], { environment: 'staging' }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const filter = canvas.getByRole('combobox', { name: 'Environment' });
    await expect(filter).toHaveValue('staging');
    await expect([...filter.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['All', 'production', 'staging']);
    const rows = within(canvas.getByRole('list', { name: 'Recent runs' })).getAllByRole('listitem');
    await expect(within(rows[0]!).getByText('staging')).toHaveAttribute('title', 'Environment: staging');
    await userEvent.selectOptions(filter, 'All');
    await expect(args.send).toHaveBeenCalledWith({ type: 'runs.filter', environment: null });
    await userEvent.selectOptions(filter, 'production');
    await expect(args.send).toHaveBeenCalledWith({ type: 'runs.filter', environment: 'production' });
  },
};

/** No run of the environment chosen. */
export const NoRunsInEnvironment: Story = {
  parameters: { state: 'ready.waiting' },
  args: { context: withRuns([], { environment: 'production' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No runs in this environment yet.')).toBeVisible();
  },
};

/** The test has never run. */
export const NoRuns: Story = {
  parameters: { state: 'ready.waiting' },
  args: { context: withRuns([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No runs yet.')).toBeVisible();
    await expect(runButton(canvasElement, 'Run')).toBeEnabled();
  },
};

/** A run that passed only on a retry is marked Flaky (with why, on hover); the others are not. */
export const FlakyRun: Story = {
  parameters: { state: 'ready.waiting' },
  args: { context: withRuns([{ ...passedRun, flaky: true, retries: 1 }, failedRun]) },
  play: async ({ canvasElement }) => {
    const rows = within(within(canvasElement).getByRole('list', { name: 'Recent runs' })).getAllByRole('listitem');
    await expect(within(rows[0]!).getByText('Flaky')).toHaveAttribute('title', 'Passed only after a failed attempt');
    await expect(within(rows[0]!).getByRole('link', { name: 'Passed' })).toBeVisible();
    await expect(within(rows[1]!).queryByText('Flaky')).toBeNull();
  },
};

/** Only the newest five are listed; resources_exceeded shows like an error (orange). */
export const ManyRuns: Story = {
  parameters: { state: 'ready.waiting' },
  args: {
    context: withRuns([resourcesExceededRun, ...Array.from({ length: 6 }, (_, index) => ({ ...passedRun, _id: `run-${index}` }))]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('list', { name: 'Recent runs' })).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByRole('img', { name: 'Resources exceeded' })).toHaveAttribute('data-status', 'error');
    await expect(canvas.getByText('The 5 newest of 7 runs.')).toBeVisible();
  },
};

/** The poll under way: the list and the button stay as they were. */
export const Refreshing: Story = {
  parameters: { state: 'ready.refreshing' },
  args: { state: 'ready.refreshing' },
  play: async ({ canvasElement }) => {
    await expect(runButton(canvasElement, 'Run')).toBeEnabled();
    await expect(within(within(canvasElement).getByRole('list', { name: 'Recent runs' })).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** The run is being created: "disabled while ... a run is saving", reading 'Running'. */
export const Saving: Story = {
  parameters: { state: 'saving' },
  args: { state: 'saving' },
  play: async ({ canvasElement }) => {
    await expect(runButton(canvasElement, 'Running')).toBeDisabled();
    await expect(within(canvasElement).queryByRole('button', { name: 'More run options' })).toBeNull();
  },
};

/** Cancel was clicked: the app's dialog asks over the page; behind it, Cancel stays as it was and polling waits. */
export const AskingToCancel: Story = {
  parameters: { state: 'cancelling.asking' },
  args: { state: 'cancelling.asking', context: withRuns(activeRuns) },
  play: async ({ canvasElement }) => {
    await expect(runButton(canvasElement, 'Running')).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: 'Cancel' })).not.toHaveAttribute('data-loading');
  },
};

/** The confirmed cancel is being sent: Cancel spins (and so does the dialog's Yes). */
export const Cancelling: Story = {
  parameters: { state: 'cancelling.sending' },
  args: { state: 'cancelling.sending', context: withRuns(activeRuns) },
  play: async ({ canvasElement }) => {
    await expect(runButton(canvasElement, 'Running')).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: 'Cancel' })).toHaveAttribute('data-loading');
  },
};
