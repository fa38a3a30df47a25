import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { testId } from '../../../machines/testCasePage/testCasePage.samples';
import { testDiagnosticsMachine, type TestDiagnosticsContext } from '../../../machines/testDiagnostics/testDiagnostics.machine';
import { sampleDebug, sampleLogs } from '../../../machines/testDiagnostics/testDiagnostics.samples';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { DiagnosticsPanel } from './DiagnosticsPanel';

type Args = { state: string; context: TestDiagnosticsContext; send: (event: unknown) => void };

const empty: TestDiagnosticsContext = { testId, debug: null, logs: [] };

const meta = {
  title: 'Test cases/Debug info and logs',
  parameters: { machine: 'testDiagnostics', layout: 'padded' },
  args: { send: fn(), state: 'closed', context: empty },
  render: ({ state, context, send }) => <DiagnosticsPanel snapshot={snapshotOf(testDiagnosticsMachine, state, context)} send={send} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const dialog = (name: string) => waitFor(() => body().getByRole('dialog', { name }));

export const Closed: Story = {
  parameters: { state: 'closed' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(body().queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Debug info' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'debug.open' });
    await userEvent.click(canvas.getByRole('button', { name: 'Logs' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'logs.open' });
  },
};

export const DebugLoading: Story = {
  parameters: { state: 'debug.loading' },
  args: { state: 'debug.loading' },
  play: async ({ canvasElement }) => {
    const shown = within(await dialog('Debug info'));
    await waitFor(() => expect(shown.getByLabelText('Loading debug info')).toBeVisible());
    // One fetch at a time: both buttons wait (behind the modal dialog, hidden from the accessibility tree).
    await expect(within(canvasElement).getByRole('button', { name: 'Logs', hidden: true })).toBeDisabled();
  },
};

export const DebugShown: Story = {
  parameters: { state: 'debug.shown' },
  args: { state: 'debug.shown', context: { ...empty, debug: sampleDebug } },
  play: async ({ args }) => {
    const shown = within(await dialog('Debug info'));
    await waitFor(() => expect(shown.getByText(/"browser": "chromium 156"/)).toBeVisible());
    await userEvent.click(shown.getByRole('button', { name: 'Close' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'diagnostics.close' });
  },
};

/** 404: the test has no debug data; no toast, the dialog says so. */
export const DebugEmpty: Story = {
  parameters: { state: 'debug.empty' },
  args: { state: 'debug.empty' },
  play: async () => {
    const shown = within(await dialog('Debug info'));
    await waitFor(() => expect(shown.getByText('No debug information')).toBeVisible());
  },
};

export const LogsLoading: Story = {
  parameters: { state: 'logs.loading' },
  args: { state: 'logs.loading' },
  play: async () => {
    const shown = within(await dialog('Logs'));
    await waitFor(() => expect(shown.getByLabelText('Loading logs')).toBeVisible());
  },
};

export const LogsShown: Story = {
  parameters: { state: 'logs.shown' },
  args: { state: 'logs.shown', context: { ...empty, logs: sampleLogs } },
  play: async () => {
    const shown = within(await dialog('Logs'));
    await waitFor(() => expect(within(shown.getByRole('region', { name: 'generation.log' })).getByText(/step 1 click: ok/)).toBeVisible());
    await expect(within(shown.getByRole('region', { name: 'browser-console.log' })).getByText(/cookie banner/)).toBeVisible();
  },
};

export const LogsShownEmpty: Story = {
  parameters: { state: 'logs.shown' },
  args: { state: 'logs.shown' },
  play: async () => {
    const shown = within(await dialog('Logs'));
    await waitFor(() => expect(shown.getByText('No log files')).toBeVisible());
  },
};
