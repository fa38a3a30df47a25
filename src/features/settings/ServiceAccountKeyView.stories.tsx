import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ACME_ORG_ID } from '../../../machines/orgMembers/orgMembers.fixtures';
import { serviceAccountKeyMachine, type ServiceAccountKeyContext } from '../../../machines/serviceAccountKey/serviceAccountKey.machine';
import { newKey } from '../../../machines/serviceAccountKey/serviceAccountKey.fixtures';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { ServiceAccountKeyView } from './ServiceAccountKeyView';

type Args = { state: string; context: ServiceAccountKeyContext; send: (event: unknown) => void };

// The dialog is the app's; a story only needs something to send to.
const idle: ServiceAccountKeyContext = { confirmDialog: { send: () => {} }, orgId: ACME_ORG_ID, key: null };

const meta = {
  title: 'Settings/Service account key',
  parameters: { machine: 'serviceAccountKey' },
  args: { send: fn(), state: 'idle', context: idle },
  render: ({ state, context, send }) => <ServiceAccountKeyView snapshot={snapshotOf(serviceAccountKeyMachine, state, context)} send={send} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  parameters: { state: 'idle' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Service account key' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Copy' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Regenerate' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'key.requestRegeneration' });
  },
};

/** The global dialog asks (it is not part of this view); nothing changes here until it answers. */
export const Asking: Story = {
  parameters: { state: 'asking' },
  args: { state: 'asking' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Regenerate' })).not.toHaveAttribute('data-loading');
    await expect(canvas.queryByRole('textbox', { name: 'New service account key' })).toBeNull();
  },
};

/** Asked to replace a key just shown: the key stays on screen behind the dialog, to copy after No. */
export const AskingOverAShownKey: Story = {
  parameters: { state: 'asking' },
  args: { state: 'asking', context: { ...idle, key: newKey.service_account_key } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'New service account key' })).toHaveValue(newKey.service_account_key);
  },
};

export const Regenerating: Story = {
  parameters: { state: 'regenerating' },
  args: { state: 'regenerating' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Regenerate' })).toHaveAttribute('data-loading');
  },
};

export const Shown: Story = {
  parameters: { state: 'shown' },
  args: { state: 'shown', context: { ...idle, key: newKey.service_account_key } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'New service account key' });
    await expect(field).toHaveValue(newKey.service_account_key);
    await expect(field).toHaveAttribute('readonly');
    await expect(canvas.getByText('Copy the key now: it will not be shown again.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'key.copy' });
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'key.dismiss' });
  },
};
