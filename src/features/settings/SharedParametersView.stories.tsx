import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  INVALID_PARAMETER_KEY,
  MASKED_VALUE,
  SHARED_PARAMETER_EXISTS,
  sharedParametersMachine,
  type SharedParametersContext,
} from '../../../machines/sharedParameters/sharedParameters.machine';
import { ACME_SUITE_ID, adminUser, apiToken, baseUrl } from '../../../machines/sharedParameters/sharedParameters.fixtures';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { SharedParametersView } from './SharedParametersView';

type Args = { state: string; context: SharedParametersContext; send: (event: unknown) => void };

const loaded = (creating: 'idle' | 'saving', updating: 'idle' | 'saving', deleting: 'idle' | 'confirming' | 'deleting') =>
  `loaded.creating.${creating}+updating.${updating}+deleting.${deleting}`;

const IDLE = loaded('idle', 'idle', 'idle');

/** The app's confirm dialog is not part of this view: a stand-in that hears nothing. */
const confirmDialog = { send: () => {} };

const loadedContext: SharedParametersContext = {
  ownerId: ACME_SUITE_ID,
  confirmDialog,
  items: [baseUrl, adminUser],
  draft: { key: '', value: '' },
  showDraftErrors: false,
  editing: null,
  showEditErrors: false,
  saving: null,
  deletingId: null,
};

const notLoaded: SharedParametersContext = { ...loadedContext, items: [] };
const creatingApiToken: Partial<SharedParametersContext> = { draft: { key: apiToken.key, value: 's3cret' } };
const editingBaseUrl: Partial<SharedParametersContext> = { editing: { id: baseUrl._id, key: 'APP_URL', value: MASKED_VALUE } };
const deletingAdminUser: Partial<SharedParametersContext> = { deletingId: adminUser._id };

const meta = {
  title: 'Settings/Shared parameters',
  parameters: { machine: 'sharedParameters' },
  args: { send: fn(), state: IDLE, context: loadedContext },
  render: ({ state, context, send }) => <SharedParametersView snapshot={snapshotOf(sharedParametersMachine, state, context)} send={send} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoProject: Story = {
  parameters: { state: 'idle' },
  args: { state: 'idle', context: { ...notLoaded, ownerId: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Shared parameters' })).toBeVisible();
    await expect(canvas.getByText('No project selected')).toBeVisible();
    await expect(canvas.queryByLabelText('Loading shared parameters')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Add parameter' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { state: 'loading' },
  args: { state: 'loading', context: notLoaded },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Shared parameters' })).toBeVisible();
    await expect(canvas.getByText(/tests receive them as TEST_PARAM_<KEY>/)).toBeVisible();
    await expect(canvas.getByLabelText('Loading shared parameters')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: { state: 'failed' },
  args: { state: 'failed', context: notLoaded },
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
    const table = canvas.getByRole('table', { name: 'Shared parameters' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining(`ADMIN_USER${MASKED_VALUE}`),
      expect.stringContaining(`BASE_URL${MASKED_VALUE}`),
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit BASE_URL' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'item.edit', id: baseUrl._id });
    await userEvent.click(canvas.getByRole('button', { name: 'Delete ADMIN_USER' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'item.delete', id: adminUser._id });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Key' }), 'A');
    await expect(args.send).toHaveBeenCalledWith({ type: 'draft.changed', patch: { key: 'A' } });
    const value = canvas.getByLabelText('Value');
    await expect(value).toHaveAttribute('type', 'password');
    await userEvent.type(value, 's');
    await expect(args.send).toHaveBeenCalledWith({ type: 'draft.changed', patch: { value: 's' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Add parameter' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'item.create' });
  },
};

export const Empty: Story = {
  parameters: { state: IDLE },
  args: { state: IDLE, context: notLoaded },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This project has no shared parameters yet.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add parameter' })).toBeEnabled();
  },
};

export const AddFormInvalidKey: Story = {
  parameters: { state: IDLE },
  args: { state: IDLE, context: { ...loadedContext, draft: { key: '9lives', value: 's3cret' }, showDraftErrors: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(INVALID_PARAMETER_KEY)).toBeVisible();
  },
};

export const AddFormDuplicateKey: Story = {
  parameters: { state: IDLE },
  args: { state: IDLE, context: { ...loadedContext, draft: { key: 'BASE_URL', value: 's3cret' }, showDraftErrors: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(SHARED_PARAMETER_EXISTS)).toBeVisible();
  },
};

export const Editing: Story = {
  parameters: { state: IDLE },
  args: { state: IDLE, context: { ...loadedContext, ...editingBaseUrl } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('form', { name: 'Editing BASE_URL' });
    await expect(within(row).getByRole('textbox', { name: 'New key for BASE_URL' })).toHaveValue('APP_URL');
    const value = within(row).getByLabelText('New value for BASE_URL');
    await expect(value).toHaveAttribute('type', 'password');
    await expect(value).toHaveValue(MASKED_VALUE);
    await expect(canvas.queryByRole('button', { name: 'Edit BASE_URL' })).toBeNull();
    await userEvent.type(within(row).getByRole('textbox', { name: 'New key for BASE_URL' }), 'S');
    await expect(args.send).toHaveBeenCalledWith({ type: 'edit.changed', patch: { key: 'APP_URLS' } });
    await userEvent.type(value, 'x');
    await expect(args.send).toHaveBeenCalledWith({ type: 'edit.changed', patch: { value: `${MASKED_VALUE}x` } });
    await userEvent.click(within(row).getByRole('button', { name: 'Save' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'item.save' });
    await userEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'edit.cancel' });
  },
};

export const EditingWithError: Story = {
  parameters: { state: IDLE },
  args: {
    state: IDLE,
    context: { ...loadedContext, editing: { id: baseUrl._id, key: 'ADMIN_USER', value: MASKED_VALUE }, showEditErrors: true },
  },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('form', { name: 'Editing BASE_URL' });
    await expect(within(row).getByText(SHARED_PARAMETER_EXISTS)).toBeVisible();
  },
};

/** The add form is read-only and its button loading; the rows can still be edited and deleted. */
async function expectCreating(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('textbox', { name: 'Key' })).toHaveAttribute('readonly');
  await expect(canvas.getByLabelText('Value')).toHaveAttribute('readonly');
  await expect(canvas.getByRole('button', { name: 'Add parameter' })).toHaveAttribute('data-loading');
}

/** The edited row is read-only and Save loading; no other row can be edited. */
async function expectUpdating(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const row = canvas.getByRole('form', { name: 'Editing BASE_URL' });
  await expect(within(row).getByRole('textbox', { name: 'New key for BASE_URL' })).toHaveAttribute('readonly');
  await expect(within(row).getByRole('button', { name: 'Save' })).toHaveAttribute('data-loading');
  await expect(within(row).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await expect(canvas.getByRole('button', { name: 'Edit ADMIN_USER' })).toBeDisabled();
}

/** Every Delete button is disabled; the deleted row's is loading. */
async function expectDeleting(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('button', { name: 'Delete ADMIN_USER' })).toHaveAttribute('data-loading');
  await expect(canvas.getByRole('button', { name: 'Delete ADMIN_USER' })).toBeDisabled();
}

async function expectNotCreating(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('textbox', { name: 'Key' })).not.toHaveAttribute('readonly');
  await expect(canvas.getByRole('button', { name: 'Add parameter' })).not.toHaveAttribute('data-loading');
}

async function expectNotDeleting(canvasElement: HTMLElement) {
  await expect(within(canvasElement).getByRole('button', { name: 'Delete ADMIN_USER' })).toBeEnabled();
}

export const Creating: Story = {
  parameters: { state: loaded('saving', 'idle', 'idle') },
  args: { state: loaded('saving', 'idle', 'idle'), context: { ...loadedContext, ...creatingApiToken } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expectCreating(canvasElement);
    await expectNotDeleting(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit BASE_URL' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'item.edit', id: baseUrl._id });
  },
};

export const Updating: Story = {
  parameters: { state: loaded('idle', 'saving', 'idle') },
  args: { state: loaded('idle', 'saving', 'idle'), context: { ...loadedContext, ...editingBaseUrl } },
  play: async ({ canvasElement }) => {
    await expectUpdating(canvasElement);
    await expectNotCreating(canvasElement);
    await expectNotDeleting(canvasElement);
  },
};

export const Deleting: Story = {
  parameters: { state: loaded('idle', 'idle', 'deleting') },
  args: { state: loaded('idle', 'idle', 'deleting'), context: { ...loadedContext, ...deletingAdminUser } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDeleting(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Delete BASE_URL' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Delete BASE_URL' })).not.toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: 'Edit BASE_URL' })).toBeEnabled();
    await expectNotCreating(canvasElement);
  },
};

export const CreatingWhileUpdating: Story = {
  parameters: { state: loaded('saving', 'saving', 'idle') },
  args: { state: loaded('saving', 'saving', 'idle'), context: { ...loadedContext, ...creatingApiToken, ...editingBaseUrl } },
  play: async ({ canvasElement }) => {
    await expectCreating(canvasElement);
    await expectUpdating(canvasElement);
    await expectNotDeleting(canvasElement);
  },
};

export const CreatingWhileDeleting: Story = {
  parameters: { state: loaded('saving', 'idle', 'deleting') },
  args: { state: loaded('saving', 'idle', 'deleting'), context: { ...loadedContext, ...creatingApiToken, ...deletingAdminUser } },
  play: async ({ canvasElement }) => {
    await expectCreating(canvasElement);
    await expectDeleting(canvasElement);
  },
};

export const UpdatingWhileDeleting: Story = {
  parameters: { state: loaded('idle', 'saving', 'deleting') },
  args: { state: loaded('idle', 'saving', 'deleting'), context: { ...loadedContext, ...editingBaseUrl, ...deletingAdminUser } },
  play: async ({ canvasElement }) => {
    await expectUpdating(canvasElement);
    await expectDeleting(canvasElement);
    await expectNotCreating(canvasElement);
  },
};

export const CreatingUpdatingAndDeleting: Story = {
  parameters: { state: loaded('saving', 'saving', 'deleting') },
  args: {
    state: loaded('saving', 'saving', 'deleting'),
    context: { ...loadedContext, ...creatingApiToken, ...editingBaseUrl, ...deletingAdminUser },
  },
  play: async ({ canvasElement }) => {
    await expectCreating(canvasElement);
    await expectUpdating(canvasElement);
    await expectDeleting(canvasElement);
  },
};

/** The dialog asks whether to delete ADMIN_USER: nothing is deleted yet, so no Delete button loads. */
async function expectAskingToDelete(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('button', { name: 'Delete ADMIN_USER' })).not.toHaveAttribute('data-loading');
  await expect(canvas.getByRole('table', { name: 'Shared parameters' })).toHaveTextContent('ADMIN_USER');
}

export const AskingToDelete: Story = {
  parameters: { state: loaded('idle', 'idle', 'confirming') },
  args: { state: loaded('idle', 'idle', 'confirming'), context: { ...loadedContext, ...deletingAdminUser } },
  play: async ({ canvasElement }) => {
    await expectAskingToDelete(canvasElement);
    await expectNotDeleting(canvasElement);
    await expectNotCreating(canvasElement);
  },
};

export const CreatingWhileAskingToDelete: Story = {
  parameters: { state: loaded('saving', 'idle', 'confirming') },
  args: { state: loaded('saving', 'idle', 'confirming'), context: { ...loadedContext, ...creatingApiToken, ...deletingAdminUser } },
  play: async ({ canvasElement }) => {
    await expectCreating(canvasElement);
    await expectAskingToDelete(canvasElement);
  },
};

export const UpdatingWhileAskingToDelete: Story = {
  parameters: { state: loaded('idle', 'saving', 'confirming') },
  args: { state: loaded('idle', 'saving', 'confirming'), context: { ...loadedContext, ...editingBaseUrl, ...deletingAdminUser } },
  play: async ({ canvasElement }) => {
    await expectUpdating(canvasElement);
    await expectAskingToDelete(canvasElement);
  },
};

export const CreatingAndUpdatingWhileAskingToDelete: Story = {
  parameters: { state: loaded('saving', 'saving', 'confirming') },
  args: {
    state: loaded('saving', 'saving', 'confirming'),
    context: { ...loadedContext, ...creatingApiToken, ...editingBaseUrl, ...deletingAdminUser },
  },
  play: async ({ canvasElement }) => {
    await expectCreating(canvasElement);
    await expectUpdating(canvasElement);
    await expectAskingToDelete(canvasElement);
  },
};
