import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  deliveredFailure,
  queuedTest,
  SHOP_SUITE_ID,
  settled,
  shopChannels,
  smokeWebhookChannel,
  withPending,
} from '../../../machines/alertDeliveries/alertDeliveries.fixtures';
import { alertDeliveriesMachine, type AlertDeliveriesContext } from '../../../machines/alertDeliveries/alertDeliveries.machine';
import type { DeliveryChannel } from '../../../machines/alertDeliveries/alertDeliveries.selectors';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { AlertDeliveriesView } from './AlertDeliveriesView';

type Args = { state: string; context: AlertDeliveriesContext; channels: ReadonlyArray<DeliveryChannel> | null; send: (event: unknown) => void };

const withDeliveries = (deliveries: AlertDeliveriesContext['deliveries']): AlertDeliveriesContext => ({
  suiteId: SHOP_SUITE_ID,
  deliveries,
  testChannelId: null,
});

/** The list as the Alerts section shows it, below the channels. */
const meta = {
  title: 'Settings/Alert deliveries',
  parameters: { machine: 'alertDeliveries', layout: 'padded' },
  args: { send: fn(), state: 'shown.idle', context: withDeliveries(settled), channels: shopChannels },
  render: ({ state, context, channels, send }) => (
    <AlertDeliveriesView snapshot={snapshotOf(alertDeliveriesMachine, state, context)} send={send} channels={channels} />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('list', { name: 'Alert deliveries' })).getAllByRole('listitem');

export const Loading: Story = {
  parameters: { state: 'loading' },
  args: { state: 'loading', context: withDeliveries([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Recent deliveries' })).toBeVisible();
    await expect(canvas.getByLabelText('Loading alert deliveries')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Refresh' })).toBeNull();
  },
};

/** The list could not be loaded: said inline with Retry (no toast, the rest of Settings works). */
export const Failed: Story = {
  parameters: { state: 'failed' },
  args: { state: 'failed', context: withDeliveries([]) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unable to load the alert deliveries.');
    await expect(canvas.queryByRole('button', { name: 'Refresh' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'deliveries.retry' });
  },
};

export const Empty: Story = {
  parameters: { state: 'shown.idle' },
  args: { state: 'shown.idle', context: withDeliveries([]) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No alert sent yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'deliveries.refresh' });
  },
};

/** Every delivery settled: delivered or failed, with its attempts and last answer. */
export const Shown: Story = {
  parameters: { state: 'shown.idle' },
  args: { state: 'shown.idle' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = items(canvasElement);
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent('Test alert');
    await expect(rows[0]).toHaveTextContent('Webhook');
    await expect(rows[0]).toHaveTextContent(smokeWebhookChannel.target);
    await expect(rows[0]).toHaveTextContent('Delivered after 2 attempts');
    await expect(rows[0]).toHaveTextContent('HTTP 204 · 204 No Content');
    await expect(rows[1]).toHaveTextContent('Every run');
    await expect(rows[1]).toHaveTextContent('Failed after 5 attempts');
    await expect(rows[1]).toHaveTextContent('HTTP 503 · 503 Service Unavailable: down for maintenance');
    await expect(rows[2]).toHaveTextContent('Recovery');
    await expect(rows[2]).toHaveTextContent('E-mail');
    await expect(rows[2]).toHaveTextContent('ops@shop.example');
    await expect(rows[2]).toHaveTextContent(/Delivered(?! after)/);
    await expect(rows[2]).not.toHaveTextContent('HTTP');
    await expect(rows[3]).toHaveTextContent('Failure');
    await expect(rows[3]).toHaveTextContent('Delivered after 3 attempts');
    await expect(rows[3].querySelector('time')).toHaveAttribute('dateTime', deliveredFailure.created_at);
    await expect(canvas.queryByText(/refreshes every 5 s/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'deliveries.refresh' });
  },
};

/** A delivery of a channel since deleted, and the channels not loaded yet. */
export const UnknownChannels: Story = {
  parameters: { state: 'shown.idle' },
  args: { state: 'shown.idle', context: withDeliveries([deliveredFailure]), channels: null },
  play: async ({ canvasElement }) => {
    const [row] = items(canvasElement);
    await expect(row).toHaveTextContent('Failure');
    await expect(row).not.toHaveTextContent('Webhook');
    await expect(row).not.toHaveTextContent('A deleted channel');
  },
};

export const DeletedChannel: Story = {
  parameters: { state: 'shown.idle' },
  args: { state: 'shown.idle', context: withDeliveries([deliveredFailure]), channels: [] },
  play: async ({ canvasElement }) => {
    const [row] = items(canvasElement);
    await expect(row).toHaveTextContent('A deleted channel');
  },
};

/** A delivery is pending: the list says it refreshes by itself every 5 s. */
export const Pending: Story = {
  parameters: { state: 'shown.waiting' },
  args: { state: 'shown.waiting', context: withDeliveries(withPending) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('A delivery is pending: the list refreshes every 5 s.')).toBeVisible();
    const [row] = items(canvasElement);
    await expect(row).toHaveTextContent('Pending (attempt 2)');
    await expect(row).toHaveTextContent('No answer within 10 s');
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'deliveries.refresh' });
  },
};

/** Refreshing quietly: the list stays, Refresh spins. */
export const Refreshing: Story = {
  parameters: { state: 'shown.refreshing' },
  args: { state: 'shown.refreshing', context: withDeliveries(withPending) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(items(canvasElement)).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeDisabled();
    await expect(canvas.getByText('A delivery is pending: the list refreshes every 5 s.')).toBeVisible();
  },
};

/** A test alert is being sent (its button is the channel's, in the Alerts list): the list stays, Refresh waits. */
export const SendingTestAlert: Story = {
  parameters: { state: 'shown.sending' },
  args: { state: 'shown.sending', context: { ...withDeliveries(settled), testChannelId: smokeWebhookChannel._id } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(items(canvasElement)).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).not.toHaveAttribute('data-loading');
  },
};

/** The test alert was queued: listed at once, pending, while the list reloads. */
export const TestAlertQueued: Story = {
  parameters: { state: 'shown.refreshing' },
  args: { state: 'shown.refreshing', context: withDeliveries([queuedTest, ...settled]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [row] = items(canvasElement);
    await expect(row).toHaveTextContent('Test alert');
    await expect(row).toHaveTextContent(smokeWebhookChannel.target);
    await expect(row).toHaveTextContent(/Pending(?! \()/);
    await expect(row).not.toHaveTextContent('HTTP');
    await expect(canvas.getByText('A delivery is pending: the list refreshes every 5 s.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toHaveAttribute('data-loading');
  },
};
