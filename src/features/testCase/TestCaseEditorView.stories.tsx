import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  testCaseEditorInitialContext,
  testCaseEditorMachine,
  type TestCaseEditorContext,
} from '../../../machines/testCaseEditor/testCaseEditor.machine';
import { checkoutTest, suiteId } from '../../../machines/testCaseEditor/testCaseEditor.samples';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import type { EditorLists } from './editorTypes';
import { TestCaseEditorView } from './TestCaseEditorView';

type Args = EditorLists & { state: string; context: TestCaseEditorContext; send: (event: unknown) => void };

const lists: EditorLists = {
  browserStates: [{ _id: 'bs-1', name: 'Logged-in shopper' }],
  sharedParameters: [
    { _id: 'sp-1', key: 'CARD' },
    { _id: 'sp-2', key: 'USER' },
  ],
  modules: [{ module_id: 'mod-1', name: 'Accept cookies' }],
  collections: [
    { _id: 'col-1', name: 'Checkout' },
    { _id: 'col-2', name: 'Smoke' },
  ],
};

const newTest = testCaseEditorInitialContext({ mode: 'create', suiteId, path: 'shop' });
const existing = testCaseEditorInitialContext({ mode: 'edit', suiteId, test: checkoutTest });

const meta = {
  title: 'Test cases/Test case editor',
  parameters: { machine: 'testCaseEditor', layout: 'padded' },
  args: { send: fn(), context: newTest, ...lists },
  render: ({ state, context, send, ...rest }) => (
    <div style={{ maxWidth: '48rem', margin: '0 auto' }}>
      <TestCaseEditorView snapshot={snapshotOf(testCaseEditorMachine, state, context)} send={send} {...rest} />
    </div>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('button', { name });

/** A new test: required fields marked, nothing said before the first submit. */
export const EditingNew: Story = {
  parameters: { state: 'editing' },
  args: { state: 'editing' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'New test' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Website' })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Title' })).not.toBeRequired();
    // The password is masked.
    await expect(canvasElement.querySelector('input[type="password"]')).not.toBeNull();
    await expect(canvas.queryByText('This field is required')).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), '@');
    await expect(args.send).toHaveBeenCalledWith({ type: 'field.changed', field: 'description', value: '@', caret: 1 });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Browser state' }), 'Logged-in shopper');
    await expect(args.send).toHaveBeenCalledWith({ type: 'browserState.selected', id: 'bs-1' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Setup module' }), 'Accept cookies');
    await expect(args.send).toHaveBeenCalledWith({ type: 'setupModule.selected', id: 'mod-1' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'USER' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'sharedParameters.changed', ids: ['sp-2'] });
    // The test suites the test belongs to (E-26).
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Smoke' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'collections.changed', ids: ['col-2'] });
    await userEvent.click(button(canvasElement, 'Save and generate'));
    await expect(args.send).toHaveBeenCalledWith({ type: 'form.submit', schedule: true });
    await userEvent.click(button(canvasElement, 'Save'));
    await expect(args.send).toHaveBeenCalledWith({ type: 'form.submit', schedule: false });
    await userEvent.click(button(canvasElement, 'Cancel'));
    await expect(args.send).toHaveBeenCalledWith({ type: 'form.cancel' });
  },
};

/** An existing test: its values, its mentions as parameter chips, its choices. */
export const EditingExisting: Story = {
  parameters: { state: 'editing' },
  args: {
    state: 'editing',
    context: { ...existing, fields: { ...existing.fields, sharedParameterIds: ['sp-1'], browserStateId: 'bs-1', collectionIds: ['col-1'] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Edit test' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Pay by card');
    await expect(canvas.getByRole('textbox', { name: 'Timeout (seconds)' })).toHaveValue('120');
    const chips = within(canvas.getByRole('list', { name: 'Test parameters' })).getAllByRole('listitem');
    await expect(chips.map((chip) => chip.textContent)).toEqual(['@USER', '@CARD']);
    await expect(canvas.getByRole('checkbox', { name: 'CARD' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Browser state' })).toHaveValue('bs-1');
    await expect(canvas.getByRole('checkbox', { name: 'Checkout' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Smoke' })).not.toBeChecked();
  },
};

/** D-41: an @ typed in the description opens the list of parameters to mention; a pick sends it. */
export const EditingWithMentionSuggestions: Story = {
  parameters: { state: 'editing' },
  args: {
    state: 'editing',
    context: { ...existing, fields: { ...existing.fields, description: 'Log in as @' }, mention: { start: 10, end: 11, query: '' } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('group', { name: 'Parameter suggestions' });
    const options = within(list).getAllByRole('button');
    await expect(options.map((option) => option.textContent)).toEqual(['@USER', '@CARD']);
    await userEvent.click(within(list).getByRole('button', { name: '@CARD' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'mention.pick', key: 'CARD' });
    canvas.getByRole('textbox', { name: 'Description' }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.send).toHaveBeenCalledWith({ type: 'mention.dismiss' });
  },
};

/** After a submit attempt every invalid field says why, with the spec's messages. */
export const EditingWithErrors: Story = {
  parameters: { state: 'editing' },
  args: {
    state: 'editing',
    context: {
      ...newTest,
      fields: { ...newTest.fields, name: 'shop/pay', website: 'not a url', description: 'Pay with @card-number', timeoutSeconds: 'soon' },
      showErrors: true,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Contain forbidden characters')).toBeVisible();
    await expect(canvas.getByText('Invalid URL')).toBeVisible();
    // The rule's message exactly as written (V-10); the key at fault is listed apart.
    await expect(canvas.getByText('Invalid parameter key', { exact: true })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Invalid parameter keys' })).getByRole('listitem')).toHaveTextContent('@card-number');
    await expect(canvas.getByText('Enter a whole number of seconds')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const EditingRequired: Story = {
  parameters: { state: 'editing' },
  args: { state: 'editing', context: { ...newTest, showErrors: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('This field is required')).toHaveLength(3);
  },
};

/** A failed save: the server's message in red under the form, until the next submit. */
export const EditingAfterFailure: Story = {
  parameters: { state: 'editing' },
  args: { state: 'editing', context: { ...existing, error: 'Test case not found' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Test case not found');
    await expect(button(canvasElement, 'Save')).toBeEnabled();
  },
};

export const SavingNew: Story = {
  parameters: { state: 'saving.creating' },
  args: { state: 'saving.creating', context: { ...existing, mode: 'create', testId: null, schedule: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
    await expect(button(canvasElement, 'Save and generate')).toHaveAttribute('data-loading');
    await expect(button(canvasElement, 'Save')).toBeDisabled();
    await expect(button(canvasElement, 'Cancel')).toBeDisabled();
    await expect(button(canvasElement, 'Save')).toBeDisabled();
  },
};

export const SavingExisting: Story = {
  parameters: { state: 'saving.updating' },
  args: { state: 'saving.updating', context: { ...existing, schedule: false } },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, 'Save')).toHaveAttribute('data-loading');
    await expect(button(canvasElement, 'Save and generate')).toBeDisabled();
    await expect(within(canvasElement).getByRole('combobox', { name: 'Setup module' })).toBeDisabled();
  },
};

/** The test is saved; its changed test suites are being saved (E-26): the form stays read-only. */
export const SavingCollections: Story = {
  parameters: { state: 'saving.linking' },
  args: { state: 'saving.linking', context: { ...existing, fields: { ...existing.fields, collectionIds: ['col-2'] }, saved: checkoutTest } },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, 'Save')).toHaveAttribute('data-loading');
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Smoke' })).toBeDisabled();
    await expect(button(canvasElement, 'Cancel')).toBeDisabled();
  },
};

/** The app shows the saved test; the form stays read-only until it does. */
export const Saved: Story = {
  parameters: { state: 'saved' },
  args: { state: 'saved', context: { ...existing, saved: checkoutTest } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
    await expect(button(canvasElement, 'Save and generate')).toBeDisabled();
  },
};

/** Cancelled: the app takes the form away; nothing can be sent any more. */
export const Cancelled: Story = {
  parameters: { state: 'cancelled' },
  args: { state: 'cancelled', context: existing },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, 'Cancel')).toBeDisabled();
    await expect(button(canvasElement, 'Save')).toBeDisabled();
  },
};
