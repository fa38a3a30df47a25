import { createEmptyActor } from 'xstate';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  checkoutCollection,
  LOG_IN_ID,
  PAY_BY_CARD_ID,
  PAY_BY_INVOICE_ID,
  SHOP_SUITE_ID,
  shopTree,
} from '../../../machines/collections/collections.fixtures';
import { collectionFormMachine, type CollectionFormContext } from '../../../machines/collections/collectionForm.machine';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { CollectionFormDialog } from './CollectionFormDialog';

type Args = { state: string; context: CollectionFormContext; send: (event: unknown) => void };

const closed: CollectionFormContext = {
  suiteId: SHOP_SUITE_ID,
  collections: createEmptyActor(),
  mode: 'create',
  collection: null,
  name: '',
  items: [],
  selectedTestIds: [],
  search: '',
  showErrors: false,
};
const creating: CollectionFormContext = { ...closed, items: shopTree };
const editing: CollectionFormContext = {
  ...creating,
  mode: 'editTests',
  collection: checkoutCollection,
  selectedTestIds: checkoutCollection.linked_test_ids,
};

const meta = {
  title: 'Test suites/New test suite and Edit tests',
  parameters: { machine: 'collectionForm', state: 'open.editing' },
  args: { send: fn(), state: 'open.editing', context: creating },
  render: ({ state, context, send }) => <CollectionFormDialog snapshot={snapshotOf(collectionFormMachine, state, context)} send={send} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog, once its opening animation made it visible. */
const dialog = (name: string) =>
  waitFor(async () => {
    const element = within(document.body).getByRole('dialog', { name });
    await expect(element).toBeVisible();
    return within(element);
  });

const rowNames = (view: ReturnType<typeof within>) => view.getAllByRole('checkbox').map((box: HTMLElement) => box.closest('label')?.textContent);

export const Closed: Story = {
  parameters: { state: 'closed' },
  args: { state: 'closed', context: closed },
  play: async () => {
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

export const LoadingTests: Story = {
  parameters: { state: 'open.loadingTests' },
  args: { state: 'open.loadingTests', context: closed },
  play: async ({ args }) => {
    const view = await dialog('New test suite');
    await expect(view.getByLabelText('Loading tests')).toBeInTheDocument();
    await expect(view.getByRole('button', { name: 'Create test suite' })).toBeDisabled();
    await userEvent.click(view.getByRole('button', { name: 'Cancel' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'form.cancel' });
  },
};

export const LoadFailed: Story = {
  parameters: { state: 'open.loadFailed' },
  args: { state: 'open.loadFailed', context: closed },
  play: async ({ args }) => {
    const view = await dialog('New test suite');
    await expect(view.getByText('Something went wrong!')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Retry' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'tests.retry' });
  },
};

/** A new test suite: its name and the project's tests, folders first. */
export const NewTestSuite: Story = {
  play: async ({ args }) => {
    const view = await dialog('New test suite');
    const name = view.getByRole('textbox', { name: 'Name' });
    await expect(name).toBeRequired();
    await userEvent.type(name, 'N');
    await expect(args.send).toHaveBeenCalledWith({ type: 'name.changed', value: 'N' });
    await expect(rowNames(view)).toEqual(['Catalog', 'Search products', 'Checkout', 'Pay by card', 'Pay by invoice', 'Log in']);
    await expect(view.getByText('0 tests picked')).toBeVisible();
    await userEvent.click(view.getByRole('checkbox', { name: 'Checkout' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'tests.toggled', ids: [PAY_BY_CARD_ID, PAY_BY_INVOICE_ID], selected: true });
    await userEvent.click(view.getByRole('checkbox', { name: /Log in/ }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'tests.toggled', ids: [LOG_IN_ID], selected: true });
    await userEvent.type(view.getByRole('textbox', { name: 'Search tests' }), 'p');
    await expect(args.send).toHaveBeenCalledWith({ type: 'search.changed', value: 'p' });
    await userEvent.click(view.getByRole('button', { name: 'Create test suite' }));
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'form.submit' });
  },
};

export const NameRequired: Story = {
  args: { context: { ...creating, showErrors: true } },
  play: async () => {
    const view = await dialog('New test suite');
    await expect(view.getByText('This field is required')).toBeVisible();
  },
};

/** A search keeps the matching tests with their folders. */
export const Searching: Story = {
  args: { context: { ...creating, search: 'pay', selectedTestIds: [PAY_BY_CARD_ID] } },
  play: async () => {
    const view = await dialog('New test suite');
    await expect(rowNames(view)).toEqual(['Checkout', 'Pay by card', 'Pay by invoice']);
    await expect(view.getByRole('checkbox', { name: /Pay by card/ })).toBeChecked();
    await waitFor(() => expect(view.getByRole('checkbox', { name: 'Checkout' })).toBePartiallyChecked());
    await expect(view.getByText('1 test picked')).toBeVisible();
  },
};

export const NoTests: Story = {
  args: { context: { ...creating, items: [] } },
  play: async () => {
    const view = await dialog('New test suite');
    await expect(view.getByText('This project has no tests yet.')).toBeVisible();
  },
};

/** Checkout's tests: its folder is ticked; no name field. */
export const EditTests: Story = {
  args: { context: editing },
  play: async ({ args }) => {
    const view = await dialog('Edit tests of Checkout');
    await expect(view.queryByRole('textbox', { name: 'Name' })).toBeNull();
    await expect(view.getByRole('checkbox', { name: 'Checkout' })).toBeChecked();
    await expect(view.getByRole('checkbox', { name: /Log in/ })).not.toBeChecked();
    await expect(view.getByText('2 tests picked')).toBeVisible();
    await userEvent.click(view.getByRole('checkbox', { name: /Pay by invoice/ }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'tests.toggled', ids: [PAY_BY_INVOICE_ID], selected: false });
    await userEvent.click(view.getByRole('button', { name: 'Save tests' }));
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'form.submit' });
  },
};

/** Saving: the form is read-only and Cancel waits. */
async function readOnly(title: string, submit: string) {
  const view = await dialog(title);
  await expect(view.getByRole('button', { name: submit })).toHaveAttribute('data-loading');
  await expect(view.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  for (const box of view.getAllByRole('checkbox')) await expect(box).toBeDisabled();
  return view;
}

export const Creating: Story = {
  parameters: { state: 'open.creating' },
  args: { state: 'open.creating', context: { ...creating, name: 'Nightly', selectedTestIds: [LOG_IN_ID] } },
  play: async () => {
    const view = await readOnly('New test suite', 'Create test suite');
    await expect(view.getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
  },
};

export const AddingTests: Story = {
  parameters: { state: 'open.addingTests' },
  args: { state: 'open.addingTests', context: { ...creating, name: 'Nightly', selectedTestIds: [LOG_IN_ID] } },
  play: async () => {
    await readOnly('New test suite', 'Create test suite');
  },
};

export const SavingTests: Story = {
  parameters: { state: 'open.savingTests' },
  args: { state: 'open.savingTests', context: { ...editing, selectedTestIds: [PAY_BY_CARD_ID, LOG_IN_ID] } },
  play: async () => {
    await readOnly('Edit tests of Checkout', 'Save tests');
  },
};
