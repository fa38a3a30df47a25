import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { runViewMachine, type RunViewContext } from '../../../machines/runView/runView.machine';
import type { RunReport } from '../../../machines/runView/runReport';
import {
  failedReport,
  flakyReport,
  passedReport,
  resourcesExceededReport,
  runId,
  runningReport,
  sampleTrace,
  suiteId,
  testId,
} from '../../../machines/runView/runView.samples';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { sampleImage } from '../generation/sampleScreenshots';
import { RunArtifactSourceContext, traceViewerAddress } from './runArtifacts';
import { RunView } from './RunView';
import { sampleArtifacts } from './sampleArtifacts';

type Args = { state: string; context: RunViewContext; send: (event: unknown) => void };

/** The app's confirm dialog is not part of these stories: it shows over the view (src/features/confirm). */
const confirmDialog = { send: () => {} };

const withReport = (report: RunReport | null, view: Partial<RunViewContext> = {}): RunViewContext => ({
  runId,
  suiteId,
  confirmDialog,
  report,
  error: null,
  fetchFailing: false,
  viewer: null,
  trace: null,
  ...view,
});

/** An ended run whose trace's address the view holds. */
const withTrace = (report: RunReport, view: Partial<RunViewContext> = {}) => withReport(report, { trace: sampleTrace, ...view });

const meta = {
  title: 'Runs/Run view',
  parameters: { machine: 'runView', layout: 'padded' },
  args: { send: fn(), state: 'shown.ended.traceReady', context: withTrace(passedReport) },
  render: ({ state, context, send }) => (
    <RunArtifactSourceContext value={sampleArtifacts}>
      <RunView snapshot={snapshotOf(runViewMachine, state, context)} send={send} />
    </RunArtifactSourceContext>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Loading: Story = {
  parameters: { state: 'loading' },
  args: { state: 'loading', context: withReport(null) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading the run')).toBeVisible();
  },
};

/** Any failure but 404: the generic error block; Retry fetches again. */
export const Failed: Story = {
  parameters: { state: 'failed' },
  args: { state: 'failed', context: withReport(null, { error: 'Service Unavailable' }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Something went wrong!')).toBeVisible();
    await expect(canvas.getByText('Service Unavailable')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'run.retry' });
  },
};

/** 404: the run does not exist (or was deleted). */
export const NotFound: Story = {
  parameters: { state: 'notFound' },
  args: { state: 'notFound', context: withReport(null) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Run not found')).toBeVisible();
    await expect(within(canvasElement).getByText('This run does not exist, or it was deleted.')).toBeVisible();
  },
};

/** Running (polled every 5000 ms): the spinner, Cancel, no results yet. */
export const Active: Story = {
  parameters: { state: 'shown.active.waiting' },
  args: { state: 'shown.active.waiting', context: withReport(runningReport) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('run-status')).toHaveTextContent('Running');
    await expect(canvas.getByRole('img', { name: 'Running' })).toHaveAttribute('data-status', 'running');
    await expect(canvas.getByRole('link', { name: 'A shopper pays by card' })).toHaveAttribute('href', `/tests/${suiteId}/${testId}`);
    await expect(canvas.getByText('No step results yet.')).toBeVisible();
    await expect(canvas.getByText('No logs yet.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Open trace' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Run again' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'run.cancel' });
  },
};

/** A poll under way: the run shows as it was. */
export const ActiveRefreshing: Story = {
  parameters: { state: 'shown.active.refreshing' },
  args: { state: 'shown.active.refreshing', context: withReport(runningReport) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('run-status')).toHaveTextContent('Running');
    await expect(within(canvasElement).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** Passed: times, steps with their screenshots, the logs in tabs, the trace viewer link, Run again. */
export const Passed: Story = {
  parameters: { state: 'shown.ended.traceReady' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('run-status')).toHaveTextContent('Passed');
    await expect(canvas.getByRole('img', { name: 'Passed' })).toHaveAttribute('data-status', 'passed');
    await expect(canvas.getByText('Duration')).toBeVisible();
    // It ran with the test's own values, against staging.
    await expect(canvas.queryByRole('region', { name: 'Overrides' })).toBeNull();
    await expect(canvas.getByTestId('run-environment')).toHaveTextContent('staging');
    await expect(canvas.getByText('12.5 s')).toBeVisible();
    const steps = within(canvas.getByRole('list', { name: 'Step results' })).getAllByRole('listitem');
    await expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^1\. Open the shop\.1\.8 s/),
      expect.stringMatching(/^2\. Click "Add to cart" on the mug\.420 ms/),
      expect.stringMatching(/^3\. Fill in the card number with @CARD\.95 ms/),
    ]);
    await expect(within(steps[0]!).getByRole('img', { name: 'Step passed' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Screenshot after step 1' })).toHaveAttribute('src', sampleImage('step-1.png')));
    await expect(within(steps[2]!).queryByRole('button', { name: /Open the screenshot/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open the screenshot of step 2' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'screenshot.open', name: 'step-2.png' });
    // The logs: output.log first, the others on their tabs, in monospace.
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['output.log', 'console.log', 'network.log']);
    await expect(canvas.getByText(/1 passed \(13\.1s\)/)).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'network.log' }));
    await expect(canvas.getByText(/POST http:\/\/shop\.test:8080\/api\/cart 201/)).toBeVisible();
    // The trace opens in the viewer, in a new tab, its absolute temporary address passed as a query value.
    const trace = canvas.getByRole('link', { name: 'Open trace' });
    await expect(trace).toHaveAttribute('href', traceViewerAddress(sampleTrace.url, window.location.href));
    await expect(trace.getAttribute('href')).toMatch(/^\/trace\/\?trace=http%3A%2F%2F/);
    await expect(trace).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'Download trace' })).toHaveAttribute('href', sampleTrace.url);
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Run again' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'run.again' });
  },
};

/** Its environment was deleted since: the run keeps the name it had. */
export const EnvironmentDeleted: Story = {
  parameters: { state: 'shown.ended.traceReady' },
  args: { context: withTrace({ ...passedReport, run: { ...passedReport.run, environment: { id: null, name: 'staging' } } }) },
  play: async ({ canvasElement }) => {
    const environment = within(canvasElement).getByTestId('run-environment');
    await expect(environment).toHaveTextContent('staging');
    await expect(environment.parentElement).toHaveTextContent('Run of A shopper pays by card in staging (since deleted)');
  },
};

/** Passed on its retry: flaky, with its failed first attempt's ending, steps, screenshots and trace below its own. */
export const FlakyPassed: Story = {
  parameters: { state: 'shown.ended.traceReady' },
  args: { context: withTrace(flakyReport) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('run-status')).toHaveTextContent('Passed');
    await expect(canvas.getByText('Flaky')).toHaveAttribute('title', 'Passed only after a failed attempt');
    await expect(canvas.getByTestId('run-final-message')).toHaveTextContent(/Flaky: passed on attempt 2 of 2/);
    const attempts = within(canvas.getByRole('region', { name: 'Earlier attempts' }));
    const first = within(attempts.getByRole('listitem', { name: 'Attempt 1: Failed' }));
    await expect(first.getByText(/^Step 2 "Click "Add to cart" on the mug\." failed/)).toBeVisible();
    const steps = within(first.getByRole('list', { name: 'Step results of attempt 1' })).getAllByRole('listitem');
    await expect(
      steps.map((step) =>
        within(step)
          .getByRole('img', { name: /^Step / })
          .getAttribute('aria-label'),
      ),
    ).toEqual(['Step passed', 'Step failed', 'Step skipped']);
    await waitFor(() =>
      expect(first.getByRole('img', { name: 'Screenshot after step 2' })).toHaveAttribute('src', sampleImage('attempt-1-step-2.png')),
    );
    await userEvent.click(first.getByRole('button', { name: 'Open the screenshot of step 2' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'screenshot.open', name: 'attempt-1-step-2.png' });
    // Its own trace, through its own temporary address.
    await waitFor(() => expect(first.getByRole('link', { name: 'Download trace' })).toHaveAttribute('href', sampleImage('attempt-1-trace.zip')));
    // The run's own steps are its last attempt's.
    await expect(within(canvas.getByRole('list', { name: 'Step results' })).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Failed at a step: the final message, the step's error, the skipped rest; the overrides it ran with; a log that could not be read. */
export const FailedAtStep: Story = {
  parameters: { state: 'shown.ended.traceReady' },
  args: { context: withTrace(failedReport) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Failed' })).toHaveAttribute('data-status', 'failed');
    await expect(canvas.getByTestId('run-final-message')).toHaveTextContent('The "Pay" button never became enabled.');
    await expect(canvas.getByRole('img', { name: 'Step failed' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Step skipped' })).toBeVisible();
    await expect(canvas.getByText(/TimeoutError: locator\.click/)).toBeVisible();
    const overrides = within(canvas.getByRole('region', { name: 'Overrides' }));
    await expect(overrides.getByText('CARD')).toBeVisible();
    await expect(overrides.getByText('4000 0000 0000 0002')).toBeVisible();
    await expect(overrides.getByText('https://staging.shop.test')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'console.log' }));
    await expect(canvas.getByText('This log could not be fetched.')).toBeVisible();
  },
};

/** Stopped at its limit: orange like an error; the test could not be fetched, so its id names it; no trace. */
export const ResourcesExceeded: Story = {
  parameters: { state: 'shown.ended.noTrace' },
  args: { state: 'shown.ended.noTrace', context: withReport(resourcesExceededReport) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Resources exceeded' })).toHaveAttribute('data-status', 'error');
    await expect(canvas.getByRole('link', { name: testId })).toBeVisible();
    await expect(canvas.getByTestId('run-final-message')).toHaveTextContent('The run passed its time limit (300 s) and was stopped.');
    await expect(canvas.queryByRole('link', { name: 'Open trace' })).toBeNull();
  },
};

/** The ended run's trace: its temporary address is being fetched (the links wait for it). */
export const TraceLoading: Story = {
  parameters: { state: 'shown.ended.fetchingTrace' },
  args: { state: 'shown.ended.fetchingTrace', context: withReport(passedReport) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Loading the trace')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Open trace' })).toBeNull();
  },
};

/** A fresh address is fetched before the held one expires: the links keep the held one meanwhile. */
export const TraceRenewing: Story = {
  parameters: { state: 'shown.ended.fetchingTrace' },
  args: { state: 'shown.ended.fetchingTrace', context: withTrace(passedReport) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Open trace' })).toHaveAttribute('href', traceViewerAddress(sampleTrace.url, window.location.href));
    await expect(canvas.queryByLabelText('Loading the trace')).toBeNull();
  },
};

/** A trace whose address cannot be had: Retry asks again. */
export const TraceUnavailable: Story = {
  parameters: { state: 'shown.ended.traceUnavailable' },
  args: { state: 'shown.ended.traceUnavailable', context: withReport(passedReport) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The trace is unavailable.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Open trace' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'trace.retry' });
  },
};

/** The image viewer overlay over a step's screenshot; a click closes it. */
export const ScreenshotOpen: Story = {
  parameters: { state: 'shown.ended.traceReady' },
  args: { context: withTrace(passedReport, { viewer: 'step-2.png' }) },
  play: async ({ args }) => {
    const dialog = await waitFor(() => body().getByRole('dialog', { name: 'Screenshot' }));
    const image = await waitFor(() => within(dialog).getByRole('img', { name: 'Screenshot after step 2' }));
    await waitFor(() => expect(image).toHaveAttribute('src', sampleImage('step-2.png')));
    await userEvent.click(image);
    await expect(args.send).toHaveBeenCalledWith({ type: 'viewer.close' });
  },
};

/** Cancel was clicked: the app's dialog asks over the view; behind it the run shows as it was, polling waits. */
export const AskingToCancel: Story = {
  parameters: { state: 'cancelling.asking' },
  args: { state: 'cancelling.asking', context: withReport(runningReport) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('run-status')).toHaveTextContent('Running');
    await expect(within(canvasElement).getByRole('button', { name: 'Cancel' })).not.toHaveAttribute('data-loading');
  },
};

/** The confirmed cancel is being sent: Cancel spins (and so does the dialog's Yes). */
export const Cancelling: Story = {
  parameters: { state: 'cancelling.sending' },
  args: { state: 'cancelling.sending', context: withReport(runningReport) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Cancel' })).toHaveAttribute('data-loading');
  },
};

/** 'Run again' is creating the new run; its view opens once created. */
export const Creating: Story = {
  parameters: { state: 'creating' },
  args: { state: 'creating', context: withTrace(failedReport) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Run again' })).toHaveAttribute('data-loading');
  },
};
