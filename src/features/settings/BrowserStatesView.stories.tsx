import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { browserStatesMachine, emptyDraft, type BrowserStatesContext } from '../../../machines/browserStates/browserStates.machine';
import { adminFile, adminState, adminStorageState, editorState, SHOP_SUITE_ID } from '../../../machines/browserStates/browserStates.fixtures';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { BrowserStatesView } from './BrowserStatesView';

type Args = { state: string; context: BrowserStatesContext; send: (event: unknown) => void };

/** The app's confirm dialog is not part of this view: a stand-in that hears nothing. */
const confirmDialog = { send: () => {} };

const loadedContext: BrowserStatesContext = {
  ownerId: SHOP_SUITE_ID,
  confirmDialog,
  items: [editorState, adminState],
  draft: emptyDraft,
  showDraftErrors: false,
  editing: null,
  showEditErrors: false,
  saving: null,
  deletingId: null,
};

const adminDraft = { name: 'admin', fileName: adminFile.fileName, storageState: adminStorageState, fileError: null };

const IDLE = 'loaded.creating.idle+deleting.idle';
const SAVING = 'loaded.creating.saving+deleting.idle';
const ASKING = 'loaded.creating.idle+deleting.confirming';
const SAVING_AND_ASKING = 'loaded.creating.saving+deleting.confirming';
const DELETING = 'loaded.creating.idle+deleting.deleting';
const SAVING_AND_DELETING = 'loaded.creating.saving+deleting.deleting';

const meta = {
  title: 'Settings/Browser states',
  parameters: { machine: 'browserStates' },
  args: { send: fn(), state: IDLE, context: loadedContext },
  render: ({ state, context, send }) => <BrowserStatesView snapshot={snapshotOf(browserStatesMachine, state, context)} send={send} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoProject: Story = {
  parameters: { state: 'idle' },
  args: { state: 'idle', context: { ...loadedContext, ownerId: null, items: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Browser states' })).toBeVisible();
    await expect(canvas.getByText('No project selected')).toBeVisible();
    await expect(canvas.queryByLabelText('Loading browser states')).toBeNull();
    await expect(canvas.queryByRole('form', { name: 'Upload a browser state' })).toBeNull();
  },
};

/** A project is selected and its list is about to be asked for. */
export const Loading: Story = {
  parameters: { state: 'loading' },
  args: { state: 'loading', context: { ...loadedContext, items: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Browser states' })).toBeVisible();
    await expect(
      canvas.getByText('Upload a Playwright storage-state file (browserContext.storageState()) so tests can start signed in.'),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Loading browser states')).toBeInTheDocument();
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
    const items = within(canvas.getByRole('list', { name: 'Saved browser states' })).getAllByRole('listitem');
    await expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['admin', 'editor']);
    await expect(items[0]!.querySelector('time')).toHaveAttribute('datetime', adminState.created_at);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete editor' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'item.delete', id: editorState._id });

    const file = new File([adminFile.text], adminFile.fileName, { type: 'application/json' });
    const fileInput = canvas.getByLabelText('Storage-state file');
    await expect(fileInput).toHaveAttribute('accept', '.json,application/json');
    await userEvent.upload(fileInput, file);
    await waitFor(() =>
      expect(args.send).toHaveBeenCalledWith({ type: 'draft.changed', patch: { file: { fileName: 'admin.json', text: adminFile.text } } }),
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'a');
    await expect(args.send).toHaveBeenCalledWith({ type: 'draft.changed', patch: { name: 'a' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Save browser state' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'item.create' });
    await expect(canvas.queryByRole('button', { name: 'Clear' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { state: IDLE },
  args: { state: IDLE, context: { ...loadedContext, items: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This project has no browser states yet.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Saved browser states' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Save browser state' })).toBeEnabled();
  },
};

export const FileChosen: Story = {
  parameters: { state: IDLE },
  args: { state: IDLE, context: { ...loadedContext, draft: adminDraft } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('admin.json: 1 cookie, 1 origin')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('admin');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'draft.clear' });
  },
};

/** A file that is not JSON is refused as soon as it is read, before any attempt to save. */
export const NotJsonFile: Story = {
  parameters: { state: IDLE },
  args: {
    state: IDLE,
    context: { ...loadedContext, draft: { name: 'notes', fileName: 'notes.txt', storageState: null, fileError: 'The file is not JSON.' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The file is not JSON.')).toBeVisible();
    await expect(canvas.queryByText('This field is required')).toBeNull();
  },
};

export const MissingNameAndFile: Story = {
  parameters: { state: IDLE },
  args: { state: IDLE, context: { ...loadedContext, draft: { ...emptyDraft, name: '  ' }, showDraftErrors: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This field is required')).toBeVisible();
    await expect(canvas.getByText('Choose a Playwright storage-state file')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Saving: Story = {
  parameters: { state: SAVING },
  args: { state: SAVING, context: { ...loadedContext, draft: adminDraft } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save browser state' })).toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: 'Save browser state' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Storage-state file')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Clear' })).toBeNull();
    // Deleting runs beside saving.
    await expect(canvas.getByRole('button', { name: 'Delete editor' })).toBeEnabled();
  },
};

export const Deleting: Story = {
  parameters: { state: DELETING },
  args: { state: DELETING, context: { ...loadedContext, deletingId: editorState._id } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Delete editor' })).toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: 'Delete admin' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Delete admin' })).not.toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: 'Save browser state' })).toBeEnabled();
  },
};

export const SavingWhileDeleting: Story = {
  parameters: { state: SAVING_AND_DELETING },
  args: { state: SAVING_AND_DELETING, context: { ...loadedContext, draft: adminDraft, deletingId: editorState._id } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save browser state' })).toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: 'Delete editor' })).toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: 'Delete admin' })).toBeDisabled();
  },
};

/** The dialog asks whether to delete editor: nothing is deleted yet, so no Delete button loads. */
export const AskingToDelete: Story = {
  parameters: { state: ASKING },
  args: { state: ASKING, context: { ...loadedContext, deletingId: editorState._id } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Saved browser states' })).toHaveTextContent('editor');
    await expect(canvas.getByRole('button', { name: 'Delete editor' })).not.toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: 'Delete admin' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Save browser state' })).toBeEnabled();
  },
};

export const SavingWhileAskingToDelete: Story = {
  parameters: { state: SAVING_AND_ASKING },
  args: { state: SAVING_AND_ASKING, context: { ...loadedContext, draft: adminDraft, deletingId: editorState._id } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save browser state' })).toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: 'Delete editor' })).not.toHaveAttribute('data-loading');
  },
};
