import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  checkoutModule,
  EDITED_LOGIN_SCRIPT,
  LOGIN_SCRIPT,
  loginModule,
  RENAMED_LOGIN,
  SHOP_SUITE_ID,
  SIGN_UP_SCRIPT,
} from '../../../machines/modules/modules.fixtures';
import { modulesMachine, type ModulesContext } from '../../../machines/modules/modules.machine';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { ModulesView } from './ModulesView';

type Args = { state: string; context: ModulesContext; send: (event: unknown) => void };

const loaded = (creating: 'idle' | 'saving', updating: 'idle' | 'saving', deleting: 'idle' | 'confirming' | 'deleting') =>
  `loaded.creating.${creating}+updating.${updating}+deleting.${deleting}`;

const AT_REST = loaded('idle', 'idle', 'idle');

/** The app's confirm dialog is not part of this view: a stand-in that hears nothing. */
const confirmDialog = { send: () => {} };

const notLoaded: ModulesContext = {
  ownerId: SHOP_SUITE_ID,
  confirmDialog,
  items: [],
  draft: { name: '', moduleType: 'setup', script: '' },
  showDraftErrors: false,
  editing: null,
  showEditErrors: false,
  saving: null,
  deletingId: null,
};

/** 'Log in' selected, its script in the editor. */
const viewingLogIn = { id: loginModule.module_id, name: null, script: LOGIN_SCRIPT };

const loadedContext: ModulesContext = { ...notLoaded, items: [loginModule, checkoutModule], editing: viewingLogIn };

const signUpDraft = { name: 'Sign up', moduleType: 'steps', script: SIGN_UP_SCRIPT };
const renaming = { ...viewingLogIn, name: RENAMED_LOGIN };
const scriptEdited = { ...viewingLogIn, script: EDITED_LOGIN_SCRIPT };
const renameInFlight = { id: loginModule.module_id, changes: { name: RENAMED_LOGIN }, part: 'name' };
const scriptInFlight = { id: loginModule.module_id, changes: { defining_py_script: EDITED_LOGIN_SCRIPT }, part: 'script' };

const meta = {
  title: 'Modules/Modules',
  parameters: { machine: 'modules', layout: 'fullscreen' },
  args: { send: fn(), state: AT_REST, context: loadedContext },
  render: ({ state, context, send }) => <ModulesView snapshot={snapshotOf(modulesMachine, state, context)} send={send} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('form', { name: 'New module' }));
const detail = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'Module' }));

export const NoSuiteSelected: Story = {
  parameters: { state: 'idle' },
  args: { state: 'idle', context: { ...notLoaded, ownerId: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Modules', level: 1 })).toBeVisible();
    await expect(canvas.getByText('No test suite selected')).toBeVisible();
    await expect(canvas.getByText('Choose a project to see its modules.')).toBeVisible();
    await expect(canvas.queryByLabelText('Loading modules')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { state: 'loading' },
  args: { state: 'loading', context: notLoaded },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Modules', level: 1 })).toBeVisible();
    await expect(canvas.getByLabelText('Loading modules')).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Modules' })).toBeNull();
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
  parameters: { state: AT_REST },
  args: { state: AT_REST },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list', { name: 'Modules' })).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Log insetup', 'Open checkoutsteps']);
    await expect(canvas.getByRole('button', { name: /Log in/, current: true })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Open checkout/ }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'item.edit', id: checkoutModule.module_id });

    const module = detail(canvasElement);
    await expect(module.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(module.getByText('setup')).toBeVisible();
    await expect(module.getByRole('textbox', { name: 'Script' })).toHaveValue(LOGIN_SCRIPT);
    await expect(module.getByRole('button', { name: 'Save script' })).toBeDisabled();
    await userEvent.type(module.getByRole('textbox', { name: 'Script' }), 'x');
    await expect(args.send).toHaveBeenCalledWith({ type: 'edit.changed', patch: { script: `${LOGIN_SCRIPT}x` } });
    await userEvent.click(module.getByRole('button', { name: 'Rename Log in' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'edit.changed', patch: { name: 'Log in' } });
    await userEvent.click(module.getByRole('button', { name: 'Delete module Log in' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'item.delete', id: loginModule.module_id });
  },
};

export const FillingTheForm: Story = {
  parameters: { state: AT_REST },
  args: { state: AT_REST },
  play: async ({ canvasElement, args }) => {
    const fields = form(canvasElement);
    await expect(fields.getByRole('textbox', { name: 'Name' })).toBeRequired();
    await expect(fields.getByRole('combobox', { name: 'Type' })).toHaveValue('setup');
    await expect(fields.getByRole('textbox', { name: 'Script' })).not.toBeRequired();
    await userEvent.type(fields.getByRole('textbox', { name: 'Name' }), 'S');
    await expect(args.send).toHaveBeenCalledWith({ type: 'draft.changed', patch: { name: 'S' } });
    await userEvent.selectOptions(fields.getByRole('combobox', { name: 'Type' }), 'steps');
    await expect(args.send).toHaveBeenCalledWith({ type: 'draft.changed', patch: { moduleType: 'steps' } });
    await userEvent.type(fields.getByRole('textbox', { name: 'Script' }), 'p');
    await expect(args.send).toHaveBeenCalledWith({ type: 'draft.changed', patch: { script: 'p' } });
    await userEvent.click(fields.getByRole('button', { name: 'Create module' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'item.create' });
  },
};

export const NameRequired: Story = {
  parameters: { state: AT_REST },
  args: { state: AT_REST, context: { ...loadedContext, showDraftErrors: true } },
  play: async ({ canvasElement }) => {
    await expect(form(canvasElement).getByText('This field is required')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { state: AT_REST },
  args: { state: AT_REST, context: { ...loadedContext, items: [], editing: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This project has no modules yet.')).toBeVisible();
    await expect(canvas.getByText('Select a module to see its script.')).toBeVisible();
    await expect(form(canvasElement).getByRole('button', { name: 'Create module' })).toBeEnabled();
  },
};

export const ModuleWithoutScript: Story = {
  parameters: { state: AT_REST },
  args: { state: AT_REST, context: { ...loadedContext, editing: { id: checkoutModule.module_id, name: null, script: '' } } },
  play: async ({ canvasElement }) => {
    const module = detail(canvasElement);
    await expect(module.getByRole('heading', { name: 'Open checkout' })).toBeVisible();
    await expect(module.getByRole('textbox', { name: 'Script' })).toHaveAttribute('placeholder', 'This module has no script yet.');
  },
};

export const ScriptEdited: Story = {
  parameters: { state: AT_REST },
  args: { state: AT_REST, context: { ...loadedContext, editing: scriptEdited } },
  play: async ({ canvasElement, args }) => {
    const module = detail(canvasElement);
    await expect(module.getByRole('textbox', { name: 'Script' })).toHaveValue(EDITED_LOGIN_SCRIPT);
    await userEvent.click(module.getByRole('button', { name: 'Save script' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'item.save', part: 'script' });
  },
};

export const Renaming: Story = {
  parameters: { state: AT_REST },
  args: { state: AT_REST, context: { ...loadedContext, editing: renaming } },
  play: async ({ canvasElement, args }) => {
    const module = detail(canvasElement);
    const input = module.getByRole('textbox', { name: 'Module name' });
    await expect(input).toHaveValue(RENAMED_LOGIN);
    await expect(input).toBeEnabled();
    await userEvent.type(input, '!');
    await expect(args.send).toHaveBeenCalledWith({ type: 'edit.changed', patch: { name: `${RENAMED_LOGIN}!` } });
    await userEvent.type(input, '{Enter}');
    await expect(args.send).toHaveBeenCalledWith({ type: 'item.save', part: 'name' });
    await userEvent.click(module.getByRole('button', { name: 'Save name' }));
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'item.save', part: 'name' });
    await userEvent.click(module.getByRole('button', { name: 'Cancel rename' }));
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'edit.changed', patch: { name: null } });
  },
};

export const Creating: Story = {
  parameters: { state: loaded('saving', 'idle', 'idle') },
  args: { state: loaded('saving', 'idle', 'idle'), context: { ...loadedContext, draft: signUpDraft } },
  play: async ({ canvasElement }) => {
    const fields = form(canvasElement);
    await expect(fields.getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
    await expect(fields.getByRole('textbox', { name: 'Script' })).toHaveAttribute('readonly');
    await expect(fields.getByRole('combobox', { name: 'Type' })).toBeDisabled();
    await expect(fields.getByRole('button', { name: 'Create module' })).toHaveAttribute('data-loading');
  },
};

export const SavingRename: Story = {
  parameters: { state: loaded('idle', 'saving', 'idle') },
  args: {
    state: loaded('idle', 'saving', 'idle'),
    context: { ...loadedContext, editing: renaming, saving: renameInFlight },
  },
  play: async ({ canvasElement }) => {
    const module = detail(canvasElement);
    await expect(module.getByRole('textbox', { name: 'Module name' })).toBeDisabled();
    await expect(module.getByRole('button', { name: 'Save name' })).toHaveAttribute('data-loading');
    await expect(module.getByRole('button', { name: 'Cancel rename' })).toBeDisabled();
    await expect(module.getByRole('button', { name: 'Save script' })).toBeDisabled();
  },
};

export const SavingScript: Story = {
  parameters: { state: loaded('idle', 'saving', 'idle') },
  args: { state: loaded('idle', 'saving', 'idle'), context: { ...loadedContext, editing: scriptEdited, saving: scriptInFlight } },
  play: async ({ canvasElement }) => {
    const module = detail(canvasElement);
    await expect(module.getByRole('textbox', { name: 'Script' })).toHaveAttribute('readonly');
    await expect(module.getByRole('button', { name: 'Save script' })).toHaveAttribute('data-loading');
    await expect(module.getByRole('button', { name: 'Rename Log in' })).toBeDisabled();
  },
};

export const Deleting: Story = {
  parameters: { state: loaded('idle', 'idle', 'deleting') },
  args: { state: loaded('idle', 'idle', 'deleting'), context: { ...loadedContext, deletingId: loginModule.module_id } },
  play: async ({ canvasElement }) => {
    await expect(detail(canvasElement).getByRole('button', { name: 'Delete module Log in' })).toHaveAttribute('data-loading');
    await expect(form(canvasElement).getByRole('button', { name: 'Create module' })).not.toHaveAttribute('data-loading');
  },
};

export const CreatingWhileSavingScript: Story = {
  parameters: { state: loaded('saving', 'saving', 'idle') },
  args: {
    state: loaded('saving', 'saving', 'idle'),
    context: { ...loadedContext, draft: signUpDraft, editing: scriptEdited, saving: scriptInFlight },
  },
  play: async ({ canvasElement }) => {
    await expect(form(canvasElement).getByRole('button', { name: 'Create module' })).toHaveAttribute('data-loading');
    await expect(detail(canvasElement).getByRole('button', { name: 'Save script' })).toHaveAttribute('data-loading');
    await expect(detail(canvasElement).getByRole('button', { name: 'Delete module Log in' })).not.toHaveAttribute('data-loading');
  },
};

export const CreatingWhileDeleting: Story = {
  parameters: { state: loaded('saving', 'idle', 'deleting') },
  args: { state: loaded('saving', 'idle', 'deleting'), context: { ...loadedContext, draft: signUpDraft, deletingId: loginModule.module_id } },
  play: async ({ canvasElement }) => {
    await expect(form(canvasElement).getByRole('button', { name: 'Create module' })).toHaveAttribute('data-loading');
    await expect(detail(canvasElement).getByRole('button', { name: 'Delete module Log in' })).toHaveAttribute('data-loading');
    await expect(detail(canvasElement).getByRole('button', { name: 'Save script' })).not.toHaveAttribute('data-loading');
  },
};

export const RenamingWhileDeleting: Story = {
  parameters: { state: loaded('idle', 'saving', 'deleting') },
  args: {
    state: loaded('idle', 'saving', 'deleting'),
    context: {
      ...loadedContext,
      editing: renaming,
      saving: renameInFlight,
      deletingId: checkoutModule.module_id,
    },
  },
  play: async ({ canvasElement }) => {
    const module = detail(canvasElement);
    await expect(module.getByRole('textbox', { name: 'Module name' })).toBeDisabled();
    // The module being deleted is another one: this one's Delete stays available.
    await expect(module.getByRole('button', { name: 'Delete module Log in' })).not.toHaveAttribute('data-loading');
  },
};

export const EverythingAtOnce: Story = {
  parameters: { state: loaded('saving', 'saving', 'deleting') },
  args: {
    state: loaded('saving', 'saving', 'deleting'),
    context: {
      ...loadedContext,
      draft: signUpDraft,
      editing: scriptEdited,
      saving: scriptInFlight,
      deletingId: loginModule.module_id,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(form(canvasElement).getByRole('button', { name: 'Create module' })).toHaveAttribute('data-loading');
    await expect(detail(canvasElement).getByRole('button', { name: 'Save script' })).toHaveAttribute('data-loading');
    await expect(detail(canvasElement).getByRole('button', { name: 'Delete module Log in' })).toHaveAttribute('data-loading');
  },
};

/** The dialog asks whether to delete Log in: nothing is deleted yet, so its Delete does not load. */
async function expectAskingToDelete(canvasElement: HTMLElement) {
  await expect(detail(canvasElement).getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(detail(canvasElement).getByRole('button', { name: 'Delete module Log in' })).not.toHaveAttribute('data-loading');
}

const askingLogIn: Partial<ModulesContext> = { deletingId: loginModule.module_id };

export const AskingToDelete: Story = {
  parameters: { state: loaded('idle', 'idle', 'confirming') },
  args: { state: loaded('idle', 'idle', 'confirming'), context: { ...loadedContext, ...askingLogIn } },
  play: async ({ canvasElement }) => {
    await expectAskingToDelete(canvasElement);
    await expect(form(canvasElement).getByRole('button', { name: 'Create module' })).not.toHaveAttribute('data-loading');
  },
};

export const CreatingWhileAskingToDelete: Story = {
  parameters: { state: loaded('saving', 'idle', 'confirming') },
  args: { state: loaded('saving', 'idle', 'confirming'), context: { ...loadedContext, draft: signUpDraft, ...askingLogIn } },
  play: async ({ canvasElement }) => {
    await expect(form(canvasElement).getByRole('button', { name: 'Create module' })).toHaveAttribute('data-loading');
    await expectAskingToDelete(canvasElement);
  },
};

export const SavingScriptWhileAskingToDelete: Story = {
  parameters: { state: loaded('idle', 'saving', 'confirming') },
  args: {
    state: loaded('idle', 'saving', 'confirming'),
    context: { ...loadedContext, editing: scriptEdited, saving: scriptInFlight, ...askingLogIn },
  },
  play: async ({ canvasElement }) => {
    await expect(detail(canvasElement).getByRole('button', { name: 'Save script' })).toHaveAttribute('data-loading');
    await expectAskingToDelete(canvasElement);
  },
};

export const CreatingAndSavingScriptWhileAskingToDelete: Story = {
  parameters: { state: loaded('saving', 'saving', 'confirming') },
  args: {
    state: loaded('saving', 'saving', 'confirming'),
    context: { ...loadedContext, draft: signUpDraft, editing: scriptEdited, saving: scriptInFlight, ...askingLogIn },
  },
  play: async ({ canvasElement }) => {
    await expect(form(canvasElement).getByRole('button', { name: 'Create module' })).toHaveAttribute('data-loading');
    await expect(detail(canvasElement).getByRole('button', { name: 'Save script' })).toHaveAttribute('data-loading');
    await expectAskingToDelete(canvasElement);
  },
};
