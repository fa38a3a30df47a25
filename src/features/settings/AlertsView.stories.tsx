import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { alertsMachine, emptyDraft, type AlertsContext } from '../../../machines/alerts/alerts.machine';
import {
  addedWebhookChannel,
  opsMailChannel,
  SHOP_SUITE_ID,
  SMOKE_COLLECTION_ID,
  smokeWebhookChannel,
} from '../../../machines/alerts/alerts.fixtures';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { AlertsView } from './AlertsView';

type Args = { state: string; context: AlertsContext; send: (event: unknown) => void; onCopySecret: (secret: string) => void };

/** The app's confirm dialog is not part of this view: a stand-in that hears nothing. */
const confirmDialog = { send: () => {} };
const collections = [{ id: SMOKE_COLLECTION_ID, name: 'Smoke' }];

const loadedContext: AlertsContext = {
  ownerId: SHOP_SUITE_ID,
  confirmDialog,
  items: [opsMailChannel, smokeWebhookChannel],
  draft: emptyDraft,
  showDraftErrors: false,
  editing: null,
  showEditErrors: false,
  saving: null,
  deletingId: null,
};

const typedDraft = { ...emptyDraft, target: 'https://hooks.shop.example/critical-journey' };

const IDLE = 'loaded.creating.idle+deleting.idle';
const SAVING = 'loaded.creating.saving+deleting.idle';
const ASKING = 'loaded.creating.idle+deleting.confirming';
const SAVING_AND_ASKING = 'loaded.creating.saving+deleting.confirming';
const DELETING = 'loaded.creating.idle+deleting.deleting';
const SAVING_AND_DELETING = 'loaded.creating.saving+deleting.deleting';

const meta = {
  title: 'Settings/Alerts',
  parameters: { machine: 'alerts' },
  args: { send: fn(), onCopySecret: fn(), state: IDLE, context: loadedContext },
  render: ({ state, context, send, onCopySecret }) => (
    <AlertsView snapshot={snapshotOf(alertsMachine, state, context)} send={send} collections={collections} onCopySecret={onCopySecret} />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoProject: Story = {
  parameters: { state: 'idle' },
  args: { state: 'idle', context: { ...loadedContext, ownerId: null, items: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Alerts' })).toBeVisible();
    await expect(canvas.getByText('No project selected')).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Add an alert channel' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { state: 'loading' },
  args: { state: 'loading', context: { ...loadedContext, items: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Loading alert channels')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: { state: 'failed' },
  args: { state: 'failed', context: { ...loadedContext, items: [] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Something went wrong!')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'list.retry' });
  },
};

export const Loaded: Story = {
  parameters: { state: IDLE },
  args: { state: IDLE },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list', { name: 'Alert channels' })).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('E-mail');
    await expect(items[0]).toHaveTextContent('ops@shop.example');
    await expect(items[0]).toHaveTextContent('All collections (project default) · On failure');
    await expect(items[1]).toHaveTextContent('https://hooks.shop.example/********');
    await expect(items[1]).toHaveTextContent('Smoke · On failure and recovery · flaky passes');
    await expect(canvas.queryByRole('alert', { name: 'Signing secret' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete the channel to ops@shop.example' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'item.delete', id: opsMailChannel._id });

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Send by' }), 'slack');
    await expect(args.send).toHaveBeenCalledWith({ type: 'draft.changed', patch: { kind: 'slack' } });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Collection' }), 'Smoke');
    await expect(args.send).toHaveBeenCalledWith({ type: 'draft.changed', patch: { collectionId: SMOKE_COLLECTION_ID } });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Notify' }), 'every');
    await expect(args.send).toHaveBeenCalledWith({ type: 'draft.changed', patch: { notifyOn: 'every' } });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Address' }), 'h');
    await expect(args.send).toHaveBeenCalledWith({ type: 'draft.changed', patch: { target: 'h' } });
    await userEvent.click(canvas.getByText('Also when a test passed only on retry (flaky)'));
    await expect(args.send).toHaveBeenCalledWith({ type: 'draft.changed', patch: { includeFlaky: true } });
    await userEvent.click(canvas.getByText("Also for quarantined tests' failures"));
    await expect(args.send).toHaveBeenCalledWith({ type: 'draft.changed', patch: { includeQuarantined: true } });
    await userEvent.click(canvas.getByRole('button', { name: 'Add channel' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'item.create' });
  },
};

export const Empty: Story = {
  parameters: { state: IDLE },
  args: { state: IDLE, context: { ...loadedContext, items: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No alerts yet: add a channel to hear when a test suite fails.')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Collection' })).toHaveTextContent('All collections (project default)');
  },
};

export const InvalidAddress: Story = {
  parameters: { state: IDLE },
  args: { state: IDLE, context: { ...loadedContext, draft: { ...emptyDraft, target: 'ftp://files.example' }, showDraftErrors: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Enter an http:// or https:// address, e.g. https://hooks.example.com/critical-journey.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'draft.clear' });
  },
};

export const InvalidEmail: Story = {
  parameters: { state: IDLE },
  args: {
    state: IDLE,
    context: { ...loadedContext, draft: { ...emptyDraft, kind: 'email', target: 'ops@shop.example, nope' }, showDraftErrors: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'E-mail addresses' })).toHaveValue('ops@shop.example, nope');
    await expect(canvas.getByText('Invalid Email: "nope" is not an e-mail address.')).toBeVisible();
  },
};

/** A webhook was just added: its signing secret shows once, with Copy. */
export const WebhookAdded: Story = {
  parameters: { state: IDLE },
  args: { state: IDLE, context: { ...loadedContext, items: [opsMailChannel, smokeWebhookChannel, addedWebhookChannel] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Copy the signing secret now: it will not be shown again.')).toBeVisible();
    await expect(canvas.getByText(addedWebhookChannel.signing_secret!)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(args.onCopySecret).toHaveBeenCalledWith(addedWebhookChannel.signing_secret);
  },
};

export const Saving: Story = {
  parameters: { state: SAVING },
  args: { state: SAVING, context: { ...loadedContext, draft: typedDraft } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add channel' })).toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: 'Add channel' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('combobox', { name: 'Send by' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Clear' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Delete the channel to ops@shop.example' })).toBeEnabled();
  },
};

export const Deleting: Story = {
  parameters: { state: DELETING },
  args: { state: DELETING, context: { ...loadedContext, deletingId: opsMailChannel._id } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Delete the channel to ops@shop.example' })).toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: `Delete the channel to ${smokeWebhookChannel.target}` })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Add channel' })).toBeEnabled();
  },
};

export const SavingWhileDeleting: Story = {
  parameters: { state: SAVING_AND_DELETING },
  args: { state: SAVING_AND_DELETING, context: { ...loadedContext, draft: typedDraft, deletingId: opsMailChannel._id } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add channel' })).toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: 'Delete the channel to ops@shop.example' })).toHaveAttribute('data-loading');
  },
};

/** The dialog asks whether to delete: nothing is deleted yet, so no Delete button loads. */
export const AskingToDelete: Story = {
  parameters: { state: ASKING },
  args: { state: ASKING, context: { ...loadedContext, deletingId: opsMailChannel._id } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Delete the channel to ops@shop.example' })).not.toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: 'Add channel' })).toBeEnabled();
  },
};

export const SavingWhileAskingToDelete: Story = {
  parameters: { state: SAVING_AND_ASKING },
  args: { state: SAVING_AND_ASKING, context: { ...loadedContext, draft: typedDraft, deletingId: opsMailChannel._id } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add channel' })).toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: 'Delete the channel to ops@shop.example' })).not.toHaveAttribute('data-loading');
  },
};
