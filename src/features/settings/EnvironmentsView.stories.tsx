import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  changeForm,
  emptyForm,
  environmentsMachine,
  startEdit,
  type EnvironmentForm,
  type EnvironmentsContext,
} from '../../../machines/environments/environments.machine';
import { productionEnvironment, SHOP_SUITE_ID, stagingEnvironment } from '../../../machines/environments/environments.fixtures';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { EnvironmentsView } from './EnvironmentsView';

type Args = { state: string; context: EnvironmentsContext; send: (event: unknown) => void };

/** The app's confirm dialog is not part of this view: a stand-in that hears nothing. */
const confirmDialog = { send: () => {} };

const loadedContext: EnvironmentsContext = {
  ownerId: SHOP_SUITE_ID,
  confirmDialog,
  items: [stagingEnvironment, productionEnvironment],
  draft: emptyForm,
  showDraftErrors: false,
  editing: null,
  showEditErrors: false,
  saving: null,
  deletingId: null,
};

/** The add form filled: `qa`, its base URL, one value typed in clear (Secret off). */
const typedDraft: EnvironmentForm = changeForm(
  changeForm(changeForm({ ...emptyForm, name: 'qa', baseUrl: 'https://qa.shop.example' }, { addRow: true }), {
    row: 0,
    key: 'ADMIN_EMAIL',
    value: 'qa@shop.example',
  }),
  { row: 0, secret: false },
);
const stagingEdit = startEdit(stagingEnvironment);
/** Editing staging: API_TOKEN typed again, ADMIN_EMAIL left masked (kept). */
const typedEdit = changeForm(stagingEdit, { row: 0, value: 'n3w-t0ken' });
const savingEdit = { id: stagingEnvironment._id, changes: { name: 'staging', values: { API_TOKEN: 'n3w-t0ken' } } };

const key = (creating: string, updating: string, deleting: string) => `loaded.creating.${creating}+updating.${updating}+deleting.${deleting}`;
const IDLE = key('idle', 'idle', 'idle');

const meta = {
  title: 'Settings/Environments',
  parameters: { machine: 'environments' },
  args: { send: fn(), state: IDLE, context: loadedContext },
  render: ({ state, context, send }) => <EnvironmentsView snapshot={snapshotOf(environmentsMachine, state, context)} send={send} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoProject: Story = {
  parameters: { state: 'idle' },
  args: { state: 'idle', context: { ...loadedContext, ownerId: null, items: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Environments' })).toBeVisible();
    await expect(canvas.getByText('No project selected')).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Add an environment' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { state: 'loading' },
  args: { state: 'loading', context: { ...loadedContext, items: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading environments')).toBeInTheDocument();
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

/** By name; a base URL or the tests' own websites; each value's key with eight stars. */
export const Loaded: Story = {
  parameters: { state: IDLE },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list', { name: 'Environments' })).getAllByRole('listitem');
    await expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['production', 'staging']);
    await expect(items[0]).toHaveTextContent("Tests' own websites");
    await expect(items[1]).toHaveTextContent('https://staging.shop.example');
    await expect(canvas.getByLabelText('Values of staging')).toHaveTextContent('API_TOKEN = ********ADMIN_EMAIL = ********');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit staging' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'item.edit', id: stagingEnvironment._id });
    await userEvent.click(canvas.getByRole('button', { name: 'Delete production' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'item.delete', id: productionEnvironment._id });

    const form = within(canvas.getByRole('form', { name: 'Add an environment' }));
    await expect(form.getByText('No values: the tests use their defaults and the shared parameters.')).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'q');
    await expect(args.send).toHaveBeenCalledWith({ type: 'draft.changed', patch: { name: 'q' } });
    await userEvent.type(form.getByRole('textbox', { name: /Base URL/ }), 'h');
    await expect(args.send).toHaveBeenCalledWith({ type: 'draft.changed', patch: { baseUrl: 'h' } });
    await userEvent.click(form.getByRole('button', { name: 'Add value' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'draft.changed', patch: { addRow: true } });
    await userEvent.click(form.getByRole('button', { name: 'Add environment' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'item.create' });
  },
};

export const Empty: Story = {
  parameters: { state: IDLE },
  args: { context: { ...loadedContext, items: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No environments yet: runs use the tests' own websites and values.")).toBeVisible();
  },
};

/** A value row: a key, a value hidden unless Secret is off, Remove. */
export const AddingWithValues: Story = {
  parameters: { state: IDLE },
  args: { context: { ...loadedContext, draft: changeForm(typedDraft, { addRow: true }) } },
  play: async ({ canvasElement, args }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Add an environment' }));
    await expect(form.getByRole('textbox', { name: 'Value 1' })).toHaveValue('qa@shop.example');
    await expect(form.getByLabelText('Value 2')).toHaveAttribute('type', 'password');
    await userEvent.type(form.getByRole('textbox', { name: 'Key 2' }), 'T');
    await expect(args.send).toHaveBeenCalledWith({ type: 'draft.changed', patch: { row: 1, key: 'T' } });
    await userEvent.type(form.getByLabelText('Value 2'), 'x');
    await expect(args.send).toHaveBeenCalledWith({ type: 'draft.changed', patch: { row: 1, value: 'x' } });
    await userEvent.click(form.getAllByRole('checkbox', { name: 'Hide value' })[0]!);
    await expect(args.send).toHaveBeenCalledWith({ type: 'draft.changed', patch: { row: 0, secret: true } });
    await userEvent.click(form.getByRole('button', { name: 'Remove ADMIN_EMAIL' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'draft.changed', patch: { removeRow: 0 } });
    await userEvent.click(form.getByRole('button', { name: 'Clear' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'draft.clear' });
  },
};

/** Add tried with a taken name, a refused base URL and a row without a key. */
export const AddInvalid: Story = {
  parameters: { state: IDLE },
  args: {
    context: {
      ...loadedContext,
      draft: changeForm({ ...emptyForm, name: 'staging', baseUrl: 'ftp://files.shop.example' }, { addRow: true }),
      showDraftErrors: true,
    },
  },
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Add an environment' }));
    await expect(form.getByText('This project already has an environment named "staging".')).toBeVisible();
    await expect(form.getByText('The base URL must be an http:// or https:// address, such as https://staging.example.com.')).toBeVisible();
    await expect(form.getByText(/^Invalid parameter key/)).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Editing staging: stored keys fixed, their values masked until typed again. */
export const Editing: Story = {
  parameters: { state: IDLE },
  args: { context: { ...loadedContext, editing: stagingEdit } },
  play: async ({ canvasElement, args }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Editing staging' }));
    await expect(form.getByRole('textbox', { name: 'Name of staging' })).toHaveValue('staging');
    await expect(form.getByLabelText('Key 1')).toHaveTextContent('API_TOKEN');
    await expect(form.queryByRole('textbox', { name: 'Key 1' })).toBeNull();
    await expect(form.getByLabelText('Value 1')).toHaveValue('********');
    await userEvent.type(form.getByLabelText('Value 1'), 'x');
    await expect(args.send).toHaveBeenCalledWith({ type: 'edit.changed', patch: { row: 0, value: '********x' } });
    await userEvent.click(form.getByRole('button', { name: 'Remove ADMIN_EMAIL' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'edit.changed', patch: { removeRow: 1 } });
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'item.save' });
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'edit.cancel' });
  },
};

export const EditInvalid: Story = {
  parameters: { state: IDLE },
  args: { context: { ...loadedContext, editing: { ...stagingEdit, name: '' }, showEditErrors: true } },
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Editing staging' }));
    await expect(form.getByText("The environment's name must be 1 to 64 characters.")).toBeVisible();
  },
};

export const Adding: Story = {
  parameters: { state: key('saving', 'idle', 'idle') },
  args: { state: key('saving', 'idle', 'idle'), context: { ...loadedContext, draft: typedDraft } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add environment' })).toHaveAttribute('data-loading');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Add value' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Clear' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Delete staging' })).toBeEnabled();
  },
};

export const Saving: Story = {
  parameters: { state: key('idle', 'saving', 'idle') },
  args: { state: key('idle', 'saving', 'idle'), context: { ...loadedContext, editing: typedEdit, saving: savingEdit } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: 'Edit production' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Add environment' })).toBeEnabled();
  },
};

export const AddingWhileSaving: Story = {
  parameters: { state: key('saving', 'saving', 'idle') },
  args: { state: key('saving', 'saving', 'idle'), context: { ...loadedContext, draft: typedDraft, editing: typedEdit, saving: savingEdit } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add environment' })).toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('data-loading');
  },
};

/** The dialog asks whether to delete: nothing is deleted yet, so no Delete button loads. */
export const AskingToDelete: Story = {
  parameters: { state: key('idle', 'idle', 'confirming') },
  args: { state: key('idle', 'idle', 'confirming'), context: { ...loadedContext, deletingId: stagingEnvironment._id } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Delete staging' })).not.toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: 'Add environment' })).toBeEnabled();
  },
};

export const AddingWhileAskingToDelete: Story = {
  parameters: { state: key('saving', 'idle', 'confirming') },
  args: { state: key('saving', 'idle', 'confirming'), context: { ...loadedContext, draft: typedDraft, deletingId: stagingEnvironment._id } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add environment' })).toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: 'Delete staging' })).not.toHaveAttribute('data-loading');
  },
};

export const SavingWhileAskingToDelete: Story = {
  parameters: { state: key('idle', 'saving', 'confirming') },
  args: {
    state: key('idle', 'saving', 'confirming'),
    context: { ...loadedContext, editing: typedEdit, saving: savingEdit, deletingId: productionEnvironment._id },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: 'Delete production' })).not.toHaveAttribute('data-loading');
  },
};

export const AddingAndSavingWhileAskingToDelete: Story = {
  parameters: { state: key('saving', 'saving', 'confirming') },
  args: {
    state: key('saving', 'saving', 'confirming'),
    context: { ...loadedContext, draft: typedDraft, editing: typedEdit, saving: savingEdit, deletingId: productionEnvironment._id },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add environment' })).toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('data-loading');
  },
};

export const Deleting: Story = {
  parameters: { state: key('idle', 'idle', 'deleting') },
  args: { state: key('idle', 'idle', 'deleting'), context: { ...loadedContext, deletingId: stagingEnvironment._id } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Delete staging' })).toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: 'Delete production' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Edit production' })).toBeEnabled();
  },
};

export const AddingWhileDeleting: Story = {
  parameters: { state: key('saving', 'idle', 'deleting') },
  args: { state: key('saving', 'idle', 'deleting'), context: { ...loadedContext, draft: typedDraft, deletingId: stagingEnvironment._id } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add environment' })).toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: 'Delete staging' })).toHaveAttribute('data-loading');
  },
};

export const SavingWhileDeleting: Story = {
  parameters: { state: key('idle', 'saving', 'deleting') },
  args: {
    state: key('idle', 'saving', 'deleting'),
    context: { ...loadedContext, editing: typedEdit, saving: savingEdit, deletingId: productionEnvironment._id },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: 'Delete production' })).toHaveAttribute('data-loading');
  },
};

export const AddingAndSavingWhileDeleting: Story = {
  parameters: { state: key('saving', 'saving', 'deleting') },
  args: {
    state: key('saving', 'saving', 'deleting'),
    context: { ...loadedContext, draft: typedDraft, editing: typedEdit, saving: savingEdit, deletingId: productionEnvironment._id },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add environment' })).toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: 'Delete production' })).toHaveAttribute('data-loading');
  },
};
