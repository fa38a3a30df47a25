import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { alertDeliveriesMachine, type AlertDeliveriesContext } from '../../../machines/alertDeliveries/alertDeliveries.machine';
import { alertsMachine, emptyDraft, startEdit, type AlertsContext } from '../../../machines/alerts/alerts.machine';
import {
  addedWebhookChannel,
  opsMailChannel,
  SHOP_SUITE_ID,
  SMOKE_COLLECTION_ID,
  smokeWebhookChannel,
} from '../../../machines/alerts/alerts.fixtures';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { AlertsView } from './AlertsView';

type Args = {
  state: string;
  context: AlertsContext;
  send: (event: unknown) => void;
  onCopySecret: (secret: string) => void;
  /** The recent deliveries, which send a channel's test alert. */
  deliveriesState: string;
  deliveriesContext: AlertDeliveriesContext;
  sendTest: (event: unknown) => void;
};

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

/** The e-mail channel's edit, its Notify on changed; and that edit being saved. */
const mailEdit = { ...startEdit(opsMailChannel), notifyOn: 'every' as const };
const editingMail: AlertsContext = {
  ...loadedContext,
  editing: mailEdit,
  saving: {
    id: opsMailChannel._id,
    changes: { enabled: true, notify_on: 'every', include_flaky: false, include_quarantined: false, collection_id: null, target: 'ops@shop.example' },
  },
};

const IDLE = 'loaded.creating.idle+updating.idle+deleting.idle';
const SAVING = 'loaded.creating.saving+updating.idle+deleting.idle';
const ASKING = 'loaded.creating.idle+updating.idle+deleting.confirming';
const SAVING_AND_ASKING = 'loaded.creating.saving+updating.idle+deleting.confirming';
const DELETING = 'loaded.creating.idle+updating.idle+deleting.deleting';
const SAVING_AND_DELETING = 'loaded.creating.saving+updating.idle+deleting.deleting';
const UPDATING = 'loaded.creating.idle+updating.saving+deleting.idle';
const SAVING_AND_UPDATING = 'loaded.creating.saving+updating.saving+deleting.idle';
const UPDATING_AND_ASKING = 'loaded.creating.idle+updating.saving+deleting.confirming';
const UPDATING_AND_DELETING = 'loaded.creating.idle+updating.saving+deleting.deleting';
const ALL_AND_ASKING = 'loaded.creating.saving+updating.saving+deleting.confirming';
const ALL_AND_DELETING = 'loaded.creating.saving+updating.saving+deleting.deleting';

const deliveriesShown: AlertDeliveriesContext = { suiteId: SHOP_SUITE_ID, deliveries: [], testChannelId: null };

const meta = {
  title: 'Settings/Alerts',
  parameters: { machine: 'alerts' },
  args: {
    send: fn(),
    onCopySecret: fn(),
    sendTest: fn(),
    state: IDLE,
    context: loadedContext,
    deliveriesState: 'shown.idle',
    deliveriesContext: deliveriesShown,
  },
  render: ({ state, context, send, onCopySecret, deliveriesState, deliveriesContext, sendTest }) => (
    <AlertsView
      snapshot={snapshotOf(alertsMachine, state, context)}
      send={send}
      collections={collections}
      testAlerts={{ snapshot: snapshotOf(alertDeliveriesMachine, deliveriesState, deliveriesContext), send: sendTest }}
      onCopySecret={onCopySecret}
    />
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
    await userEvent.click(canvas.getByRole('button', { name: `Edit the channel to ${smokeWebhookChannel.target}` }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'item.edit', id: smokeWebhookChannel._id });
    await userEvent.click(canvas.getByRole('button', { name: 'Send test alert to ops@shop.example' }));
    await expect(args.sendTest).toHaveBeenCalledWith({ type: 'test.send', channelId: opsMailChannel._id });
    // The quick switch: the channel's edit, the switch off, that part saved alone.
    const enabled = canvas.getByRole('checkbox', { name: 'Enabled for the channel to ops@shop.example' });
    await expect(enabled).toBeChecked();
    await userEvent.click(enabled);
    await expect(args.send).toHaveBeenCalledWith({ type: 'item.edit', id: opsMailChannel._id });
    await expect(args.send).toHaveBeenCalledWith({ type: 'edit.changed', patch: { enabled: false } });
    await expect(args.send).toHaveBeenCalledWith({ type: 'item.save', part: 'enabled' });

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

/** A switched-off channel: no test alert until it is enabled again. */
export const DisabledChannel: Story = {
  parameters: { state: IDLE },
  args: { state: IDLE, context: { ...loadedContext, items: [{ ...opsMailChannel, enabled: false }, smokeWebhookChannel] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [mail] = within(canvas.getByRole('list', { name: 'Alert channels' })).getAllByRole('listitem');
    await expect(mail).toHaveTextContent('Disabled');
    await expect(canvas.getByRole('button', { name: 'Send test alert to ops@shop.example' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: `Send test alert to ${smokeWebhookChannel.target}` })).toBeEnabled();
    const enabled = canvas.getByRole('checkbox', { name: 'Enabled for the channel to ops@shop.example' });
    await expect(enabled).not.toBeChecked();
    await userEvent.click(enabled);
    await expect(args.send).toHaveBeenCalledWith({ type: 'edit.changed', patch: { enabled: true } });
  },
};

/** The e-mail channel's edit: its addresses as listed, its choices, Save and Cancel. */
export const EditingMail: Story = {
  parameters: { state: IDLE },
  args: { state: IDLE, context: { ...loadedContext, editing: mailEdit } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('form', { name: 'Editing the channel to ops@shop.example' }));
    await expect(form.getByRole('textbox', { name: 'E-mail addresses' })).toHaveValue('ops@shop.example');
    await expect(form.getByRole('combobox', { name: 'Notify on' })).toHaveValue('every');
    await expect(form.getByRole('combobox', { name: 'Collection' })).toHaveValue('');
    await expect(form.getByRole('checkbox', { name: 'Enabled' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Include flaky passes' })).not.toBeChecked();
    await userEvent.type(form.getByRole('textbox', { name: 'E-mail addresses' }), ',');
    await expect(args.send).toHaveBeenCalledWith({ type: 'edit.changed', patch: { target: 'ops@shop.example,' } });
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Notify on' }), 'recovery');
    await expect(args.send).toHaveBeenCalledWith({ type: 'edit.changed', patch: { notifyOn: 'recovery' } });
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Collection' }), 'Smoke');
    await expect(args.send).toHaveBeenCalledWith({ type: 'edit.changed', patch: { collectionId: SMOKE_COLLECTION_ID } });
    await userEvent.click(form.getByText('Enabled'));
    await expect(args.send).toHaveBeenCalledWith({ type: 'edit.changed', patch: { enabled: false } });
    await userEvent.click(form.getByText('Include flaky passes'));
    await expect(args.send).toHaveBeenCalledWith({ type: 'edit.changed', patch: { includeFlaky: true } });
    await userEvent.click(form.getByText('Include quarantined failures'));
    await expect(args.send).toHaveBeenCalledWith({ type: 'edit.changed', patch: { includeQuarantined: true } });
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'item.save' });
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'edit.cancel' });
    // The other row's quick switch waits for the edit to close, so it is not lost.
    await expect(canvas.getByRole('checkbox', { name: `Enabled for the channel to ${smokeWebhookChannel.target}` })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: `Edit the channel to ${smokeWebhookChannel.target}` })).toBeEnabled();
  },
};

/** A webhook's address is listed masked: a new one is typed, empty keeping it. */
export const EditingWebhook: Story = {
  parameters: { state: IDLE },
  args: { state: IDLE, context: { ...loadedContext, editing: startEdit(smokeWebhookChannel) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('form', { name: `Editing the channel to ${smokeWebhookChannel.target}` }));
    const address = form.getByRole('textbox', { name: 'New address' });
    await expect(address).toHaveValue('');
    await expect(form.getByText('Leave it empty to keep the current address.')).toBeVisible();
    await expect(form.getByRole('combobox', { name: 'Collection' })).toHaveValue(SMOKE_COLLECTION_ID);
    await expect(form.getByRole('combobox', { name: 'Notify on' })).toHaveValue('recovery');
    await expect(form.getByRole('checkbox', { name: 'Include flaky passes' })).toBeChecked();
    await userEvent.type(address, 'h');
    await expect(args.send).toHaveBeenCalledWith({ type: 'edit.changed', patch: { target: 'h' } });
    await expect(canvas.queryByRole('textbox', { name: 'E-mail addresses' })).toBeNull();
  },
};

export const InvalidEditAddress: Story = {
  parameters: { state: IDLE },
  args: { state: IDLE, context: { ...loadedContext, editing: { ...mailEdit, target: 'ops@shop.example, nope' }, showEditErrors: true } },
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Editing the channel to ops@shop.example' }));
    await expect(form.getByText('Invalid Email: "nope" is not an e-mail address.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'E-mail addresses' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The edit is saved: it is read-only, no other channel is edited or switched meanwhile. */
export const SavingChanges: Story = {
  parameters: { state: UPDATING },
  args: { state: UPDATING, context: editingMail },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('form', { name: 'Editing the channel to ops@shop.example' }));
    await expect(form.getByRole('button', { name: 'Save' })).toHaveAttribute('data-loading');
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(form.getByRole('textbox', { name: 'E-mail addresses' })).toHaveAttribute('readonly');
    await expect(form.getByRole('combobox', { name: 'Notify on' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: `Edit the channel to ${smokeWebhookChannel.target}` })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: `Enabled for the channel to ${smokeWebhookChannel.target}` })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Add channel' })).toBeEnabled();
  },
};

/** The row's switch saves: no form opens, the row says it saves. */
export const SwitchingOff: Story = {
  parameters: { state: UPDATING },
  args: {
    state: UPDATING,
    context: {
      ...loadedContext,
      editing: { ...startEdit(opsMailChannel), enabled: false },
      saving: { id: opsMailChannel._id, changes: { enabled: false }, part: 'enabled' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('form', { name: 'Editing the channel to ops@shop.example' })).toBeNull();
    await expect(canvas.getByRole('status', { name: 'Saving the channel to ops@shop.example' })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Enabled for the channel to ops@shop.example' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Edit the channel to ops@shop.example' })).toBeDisabled();
  },
};

/** A test alert is being sent: its button spins, the others wait. */
export const SendingTestAlert: Story = {
  parameters: { state: IDLE },
  args: { state: IDLE, deliveriesState: 'shown.sending', deliveriesContext: { ...deliveriesShown, testChannelId: smokeWebhookChannel._id } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: `Send test alert to ${smokeWebhookChannel.target}` })).toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: 'Send test alert to ops@shop.example' })).toBeDisabled();
  },
};

/** The deliveries are not shown (loading or failed): a test alert's answer could not be read, so none is sent. */
export const DeliveriesNotShown: Story = {
  parameters: { state: IDLE },
  args: { state: IDLE, deliveriesState: 'failed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send test alert to ops@shop.example' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Edit the channel to ops@shop.example' })).toBeEnabled();
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

/** An edit saves while a channel is added: both load, neither blocks the other. */
export const SavingChangesWhileAdding: Story = {
  parameters: { state: SAVING_AND_UPDATING },
  args: { state: SAVING_AND_UPDATING, context: { ...editingMail, draft: typedDraft } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add channel' })).toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('data-loading');
  },
};

export const SavingChangesWhileAskingToDelete: Story = {
  parameters: { state: UPDATING_AND_ASKING },
  args: { state: UPDATING_AND_ASKING, context: { ...editingMail, deletingId: smokeWebhookChannel._id } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: `Delete the channel to ${smokeWebhookChannel.target}` })).not.toHaveAttribute('data-loading');
  },
};

export const SavingChangesWhileDeleting: Story = {
  parameters: { state: UPDATING_AND_DELETING },
  args: { state: UPDATING_AND_DELETING, context: { ...editingMail, deletingId: smokeWebhookChannel._id } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: `Delete the channel to ${smokeWebhookChannel.target}` })).toHaveAttribute('data-loading');
  },
};

export const SavingEverythingWhileAskingToDelete: Story = {
  parameters: { state: ALL_AND_ASKING },
  args: { state: ALL_AND_ASKING, context: { ...editingMail, draft: typedDraft, deletingId: smokeWebhookChannel._id } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add channel' })).toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: `Delete the channel to ${smokeWebhookChannel.target}` })).not.toHaveAttribute('data-loading');
  },
};

export const SavingEverythingWhileDeleting: Story = {
  parameters: { state: ALL_AND_DELETING },
  args: { state: ALL_AND_DELETING, context: { ...editingMail, draft: typedDraft, deletingId: smokeWebhookChannel._id } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add channel' })).toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: `Delete the channel to ${smokeWebhookChannel.target}` })).toHaveAttribute('data-loading');
  },
};
