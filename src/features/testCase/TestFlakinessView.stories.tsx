import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { testFlakinessMachine, type TestFlakinessContext } from '../../../machines/testFlakiness/testFlakiness.machine';
import { flakyTest, noVerdicts, quarantinedTest, SAMPLE_REASON, stableTest, testId } from '../../../machines/testFlakiness/testFlakiness.samples';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { TestFlakinessView } from './TestFlakinessView';

type Args = { state: string; context: TestFlakinessContext; send: (event: unknown) => void };

const withFlakiness = (flakiness: TestFlakinessContext['flakiness'], view: Partial<TestFlakinessContext> = {}): TestFlakinessContext => ({
  testId,
  flakiness,
  reason: '',
  request: null,
  stale: false,
  ...view,
});

/** The panel as the test page shows it, below the recent runs. */
const meta = {
  title: 'Test case/Flake rate',
  parameters: { machine: 'testFlakiness', layout: 'padded' },
  args: { send: fn(), state: 'shown.idle', context: withFlakiness(flakyTest) },
  render: ({ state, context, send }) => <TestFlakinessView snapshot={snapshotOf(testFlakinessMachine, state, context)} send={send} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const rateBadge = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-tone]');
/** The dialog is portalled to the body, and fades in. */
const quarantineDialog = () => waitFor(() => body().getByRole('dialog', { name: 'Quarantine test' }));

export const Loading: Story = {
  parameters: { state: 'loading' },
  args: { state: 'loading', context: withFlakiness(null) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Flake rate' })).toBeVisible();
    await expect(canvas.getByLabelText('Loading the flake rate')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Quarantine…' })).toBeNull();
  },
};

/** The rate could not be fetched: the panel says so with Retry (the rest of the page still works). */
export const Failed: Story = {
  parameters: { state: 'failed' },
  args: { state: 'failed', context: withFlakiness(null) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unable to fetch the flake rate');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'flakiness.retry' });
  },
};

/** The test never ended passed or failed: no rate, only how to get one; it can be quarantined all the same. */
export const NoVerdicts: Story = {
  parameters: { state: 'shown.idle' },
  args: { context: withFlakiness(noVerdicts) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No verdicts yet: run it to see its flake rate.')).toBeVisible();
    await expect(rateBadge(canvasElement)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Quarantine…' })).toBeEnabled();
  },
};

/** Twelve passes at the first attempt: 0 %, green. */
export const Stable: Story = {
  parameters: { state: 'shown.idle' },
  args: { context: withFlakiness(stableTest) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Flake rate 0 % over its last 12 verdicts (0 flaky, 0 failed)')).toBeVisible();
    await expect(rateBadge(canvasElement)).toHaveTextContent('0 %');
    await expect(rateBadge(canvasElement)).toHaveAttribute('data-tone', 'green');
  },
};

/** Two of ten passed only on a retry: 20 %, red; Quarantine… opens the dialog. */
export const Flaky: Story = {
  parameters: { state: 'shown.idle' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Flake rate 20 % over its last 10 verdicts (2 flaky, 1 failed)')).toBeVisible();
    await expect(rateBadge(canvasElement)).toHaveTextContent('20 %');
    await expect(rateBadge(canvasElement)).toHaveAttribute('data-tone', 'red');
    await expect(canvas.queryByText('Quarantined')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Quarantine…' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'quarantine.open' });
  },
};

/** In quarantine, with the reason it was given; Release from quarantine instead of Quarantine…. */
export const Quarantined: Story = {
  parameters: { state: 'shown.idle' },
  args: { context: withFlakiness(quarantinedTest) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Quarantined')).toBeVisible();
    await expect(canvas.getByLabelText('Quarantine reason')).toHaveTextContent(SAMPLE_REASON);
    await expect(canvas.queryByRole('button', { name: 'Quarantine…' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Release from quarantine' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'quarantine.release' });
  },
};

/** A run ended and the rate is refetched quietly: the panel shows what it had, and stays usable. */
export const Refreshing: Story = {
  parameters: { state: 'shown.refreshing' },
  args: { state: 'shown.refreshing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Flake rate 20 % over its last 10 verdicts (2 flaky, 1 failed)')).toBeVisible();
    await expect(canvas.queryByLabelText('Loading the flake rate')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Quarantine…' })).toBeEnabled();
  },
};

/** The dialog, a reason typed: each keystroke is sent; Quarantine and Cancel. */
export const Asking: Story = {
  parameters: { state: 'shown.asking' },
  args: { state: 'shown.asking', context: withFlakiness(flakyTest, { reason: SAMPLE_REASON }) },
  play: async ({ args }) => {
    const dialog = within(await quarantineDialog());
    await waitFor(() => expect(dialog.getByText(/still runs and reports, but its failure fails neither its collection run/)).toBeVisible());
    const reason = dialog.getByRole('textbox', { name: /Reason/ });
    await expect(reason).toHaveValue(SAMPLE_REASON);
    await userEvent.type(reason, '!');
    await expect(args.send).toHaveBeenCalledWith({ type: 'reason.changed', value: `${SAMPLE_REASON}!` });
    await userEvent.click(dialog.getByRole('button', { name: 'Quarantine' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'quarantine.confirm' });
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'quarantine.cancel' });
  },
};

/** A reason over 500 characters: the dialog says so and refuses Quarantine. */
export const ReasonTooLong: Story = {
  parameters: { state: 'shown.asking' },
  args: { state: 'shown.asking', context: withFlakiness(flakyTest, { reason: 'x'.repeat(501) }) },
  play: async () => {
    const dialog = within(await quarantineDialog());
    await waitFor(() => expect(dialog.getByText('The reason can be at most 500 characters.')).toBeVisible());
    await expect(dialog.getByRole('button', { name: 'Quarantine' })).toBeDisabled();
  },
};

/** The quarantine is being saved: the dialog stays, Quarantine spinning ('Quarantining…'), nothing else to press. */
export const Saving: Story = {
  parameters: { state: 'shown.saving' },
  args: {
    state: 'shown.saving',
    context: withFlakiness(flakyTest, { reason: SAMPLE_REASON, request: { quarantined: true, reason: SAMPLE_REASON } }),
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await quarantineDialog());
    await expect(dialog.getByRole('button', { name: 'Quarantining…' })).toHaveAttribute('data-loading');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.getByRole('textbox', { name: /Reason/ })).toBeDisabled();
    // Behind the modal dialog, the page is hidden from assistive technology.
    await expect(within(canvasElement).getByRole('button', { name: 'Quarantine…', hidden: true })).toBeDisabled();
  },
};

/** The release is being saved: its button spins ('Releasing…'); no dialog. */
export const Releasing: Story = {
  parameters: { state: 'shown.saving' },
  args: { state: 'shown.saving', context: withFlakiness(quarantinedTest, { request: { quarantined: false } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Releasing…' })).toHaveAttribute('data-loading');
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};
