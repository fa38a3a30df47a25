import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { testTreeMachine, type TestTreeContext, type TreeItem } from '../../../machines/testTree/testTree.machine';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { TestTreeView } from './TestTreeView';

import { folder, test } from '../../../machines/testTree/testTree.samples';

const items: TreeItem[] = [
  folder('account'),
  folder('checkout'),
  folder('guest', 'checkout'),
  test('Login', 'account', 't-login', 'completed'),
  test('Pay by card', 'checkout', 't-card', 'failed'),
  test('Pay by invoice', 'checkout', 't-invoice', 'created'),
  test('Guest pays', 'checkout/guest', 't-guest', 'running'),
  test('Refund', 'checkout', 't-refund', 'error'),
  test('Smoke', '', 't-smoke'),
];

/** 2,000 tests in 40 folders of 50, the first folder open. */
const manyItems: TreeItem[] = Array.from({ length: 40 }, (_, f) => [
  folder(`Suite ${f + 1}`),
  ...Array.from({ length: 50 }, (_, t) => test(`Test ${f + 1}.${t + 1}`, `Suite ${f + 1}`, `t-${f}-${t}`, 'completed')),
]).flat();

const browsing: TestTreeContext = {
  // The dialog is the app's; a story only needs something to send to.
  confirmDialog: { send: () => {} },
  suiteId: 'suite-1',
  items,
  virtualFolders: [],
  expanded: ['checkout'],
  search: '',
  selectedTestId: 't-card',
  editing: null,
  draftName: '',
  moving: null,
  deletingPath: null,
  error: null,
};

type Args = { state: string; context: TestTreeContext; send: (event: unknown) => void };

const meta = {
  title: 'Tests/Test tree',
  parameters: { machine: 'testTree', layout: 'padded' },
  args: { send: fn(), context: browsing, state: 'browsing' },
  render: ({ state, context, send }) => (
    <Box height="420px" width="360px" display="flex" flexDirection="column">
      <TestTreeView snapshot={snapshotOf(testTreeMachine, state, context)} send={send} />
    </Box>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const rowNames = (canvas: HTMLElement) =>
  within(canvas)
    .queryAllByRole('treeitem')
    .map((row) => row.textContent?.trim());

export const Loading: Story = {
  parameters: { state: 'loading' },
  args: { state: 'loading', context: { ...browsing, items: [], expanded: [], selectedTestId: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading tests')).toBeVisible();
    await expect(within(canvasElement).queryByRole('tree')).toBeNull();
  },
};

export const Browsing: Story = {
  parameters: { state: 'browsing' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Folders first, then by name; the open folder shows its contents one level deeper.
    await expect(rowNames(canvasElement)).toEqual(['account', 'checkout', 'guest', 'Pay by card', 'Pay by invoice', 'Refund', 'Smoke']);
    const selected = canvas.getByRole('treeitem', { selected: true });
    await expect(selected).toHaveTextContent('Pay by card');
    await expect(within(selected).getByRole('img', { name: 'Failed' })).toHaveAttribute('data-status', 'failed');
    // Not runnable: the clock of a test never generated, with a greyed name.
    const invoice = canvas.getByRole('treeitem', { name: /Pay by invoice/ });
    await expect(within(invoice).getByRole('img', { name: 'Not generated' })).toBeVisible();
    await expect(within(invoice).getByText('Pay by invoice')).toHaveAttribute('data-greyed', 'true');
    // S-46: the icon of a test that cannot run is greyed too; a failed (runnable) test's is not.
    await expect(within(invoice).getByRole('img', { name: 'Not generated' })).toHaveAttribute('data-greyed', 'true');
    await expect(within(selected).getByRole('img', { name: 'Failed' })).not.toHaveAttribute('data-greyed');
    const refundIcon = within(canvas.getByRole('treeitem', { name: /Refund/ })).getByRole('img', { name: 'Error' });
    await expect(refundIcon).toHaveAttribute('data-greyed', 'true');
    await expect(getComputedStyle(refundIcon).color).toBe(getComputedStyle(within(invoice).getByText('Pay by invoice')).color);
    await expect(within(canvas.getByRole('treeitem', { name: /Refund/ })).getByRole('img', { name: 'Error' })).toBeVisible();
    await expect(within(canvas.getByRole('treeitem', { name: /Smoke/ })).getByRole('img', { name: 'Test' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'account' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'folder.toggled', path: 'account' });
    await userEvent.click(canvas.getByRole('button', { name: 'Smoke' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'test.selected', id: 't-smoke' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search tests' }), 'p');
    await expect(args.send).toHaveBeenCalledWith({ type: 'search.changed', value: 'p' });
    await userEvent.click(canvas.getByRole('button', { name: 'New folder' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'folder.create', parentPath: '' });
  },
};

/**
 * Chooses one item of a row's menu with the keyboard, as a keyboard user would. Opening with
 * Enter highlights the first item, so the number of ArrowDowns is exact (simulated pointers
 * are unreliable once a page has opened one menu: zag tracks the pointer's hover).
 */
function menuChoice(row: string, item: string, expected: unknown): Story {
  return {
    parameters: { state: 'browsing' },
    play: async ({ canvasElement, args }) => {
      within(canvasElement)
        .getByRole('button', { name: `Actions for ${row}` })
        .focus();
      await userEvent.keyboard('{Enter}');
      const menu = await waitFor(() => body().getByRole('menu'));
      await expect(menu).toHaveAccessibleName(`Actions for ${row}`);
      const items = within(menu).getAllByRole('menuitem');
      await waitFor(() => expect(items[0]).toHaveAttribute('data-highlighted'));
      const index = items.map((element) => element.textContent).indexOf(item);
      await userEvent.keyboard(`${'{ArrowDown}'.repeat(index)}{Enter}`);
      await waitFor(() => expect(args.send).toHaveBeenCalledWith(expected));
    },
  };
}

export const FolderMenuNewFolder = menuChoice('guest', 'New folder', { type: 'folder.create', parentPath: 'checkout/guest' });
export const FolderMenuRename = menuChoice('checkout', 'Rename', { type: 'item.rename', kind: 'folder', path: 'checkout' });
export const FolderMenuMove = menuChoice('checkout', 'Move…', { type: 'move.start', kind: 'folder', path: 'checkout' });
export const FolderMenuDelete = menuChoice('account', 'Delete', { type: 'folder.delete', path: 'account' });
export const TestMenuMove = menuChoice('Refund', 'Move…', { type: 'move.start', kind: 'test', id: 't-refund' });

export const TestMenuItems: Story = {
  parameters: { state: 'browsing' },
  play: async ({ canvasElement }) => {
    // A test offers no Delete and no New folder.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Actions for Refund' }));
    const menu = await waitFor(() => body().getByRole('menu'));
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((element) => element.textContent),
    ).toEqual(['Rename', 'Move…']);
  },
};

export const Searching: Story = {
  parameters: { state: 'browsing' },
  args: { context: { ...browsing, search: 'PAYS', expanded: [] } },
  play: async ({ canvasElement }) => {
    // Matches show with their ancestors, every folder open.
    await expect(rowNames(canvasElement)).toEqual(['checkout', 'guest', 'Guest pays']);
    await expect(within(canvasElement).getByRole('img', { name: 'Running' })).toHaveAttribute('data-status', 'running');
  },
};

export const SearchingAFolder: Story = {
  parameters: { state: 'browsing' },
  args: { context: { ...browsing, search: 'account', expanded: [] } },
  play: async ({ canvasElement }) => {
    // A matching folder shows its contents.
    await expect(rowNames(canvasElement)).toEqual(['account', 'Login']);
  },
};

export const NothingMatches: Story = {
  parameters: { state: 'browsing' },
  args: { context: { ...browsing, search: 'zzz' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No tests match the search')).toBeVisible();
  },
};

export const EmptyProject: Story = {
  parameters: { state: 'browsing' },
  args: { context: { ...browsing, items: [], expanded: [], selectedTestId: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No tests yet')).toBeVisible();
  },
};

export const TwoThousandTests: Story = {
  parameters: { state: 'browsing' },
  args: { context: { ...browsing, items: manyItems, expanded: ['Suite 1', 'Suite 2', 'Suite 3'], selectedTestId: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 40 folders and 150 open tests are rows, but only those in view (and a few more) are in the DOM.
    const rendered = canvas.getAllByRole('treeitem');
    await expect(rendered.length).toBeGreaterThan(5);
    await expect(rendered.length).toBeLessThan(40);
    await expect(rendered[0]).toHaveTextContent('Suite 1');
    const tree = canvas.getByRole('tree');
    tree.scrollTop = 150 * 32;
    await waitFor(() => expect(rowNames(canvasElement)).toContain('Suite 10'));
    await expect(rowNames(canvasElement)).not.toContain('Test 1.1');
    await expect(canvas.getAllByRole('treeitem').length).toBeLessThan(40);
  },
};

export const CreatingAFolder: Story = {
  parameters: { state: 'renaming.editing' },
  args: {
    state: 'renaming.editing',
    context: {
      ...browsing,
      virtualFolders: ['checkout/New folder'],
      editing: { kind: 'folder', path: 'checkout/New folder', isNew: true },
      draftName: 'New folder',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await expect(input).toHaveValue('New folder');
    await expect(canvas.queryByRole('alert')).toBeNull();
    // Menus and search wait until the name is saved or cancelled.
    await expect(canvas.getByRole('searchbox', { name: 'Search tests' })).toBeDisabled();
    await userEvent.type(input, 's');
    await expect(args.send).toHaveBeenCalledWith({ type: 'draft.changed', value: 'New folders' });
    await userEvent.keyboard('{Enter}');
    await expect(args.send).toHaveBeenCalledWith({ type: 'draft.save' });
    await userEvent.keyboard('{Escape}');
    await expect(args.send).toHaveBeenCalledWith({ type: 'draft.cancel' });
  },
};

export const RenamingWithForbiddenCharacters: Story = {
  parameters: { state: 'renaming.editing' },
  args: { state: 'renaming.editing', context: { ...browsing, editing: { kind: 'folder', path: 'checkout', isNew: false }, draftName: 'check/out' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Contain forbidden characters');
  },
};

export const RenamingWithoutAName: Story = {
  parameters: { state: 'renaming.editing' },
  args: { state: 'renaming.editing', context: { ...browsing, editing: { kind: 'folder', path: 'checkout', isNew: false }, draftName: '  ' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This field is required');
  },
};

const renamingTest: TestTreeContext = {
  ...browsing,
  editing: { kind: 'test', id: 't-card', name: 'Pay by card', path: 'checkout' },
  draftName: 'Pay by credit card',
};

export const RenamingATestAfterAFailure: Story = {
  parameters: { state: 'renaming.editing' },
  args: { state: 'renaming.editing', context: { ...renamingTest, error: 'Forbidden' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Pay by credit card');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Forbidden');
  },
};

export const SavingAFolderName: Story = {
  parameters: { state: 'renaming.savingFolder' },
  args: { state: 'renaming.savingFolder', context: { ...browsing, editing: { kind: 'folder', path: 'checkout', isNew: false }, draftName: 'shop' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Name' })).toBeDisabled();
  },
};

export const SavingATestName: Story = {
  parameters: { state: 'renaming.savingTest' },
  args: { state: 'renaming.savingTest', context: renamingTest },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('Pay by credit card');
  },
};

const movingTest: TestTreeContext = { ...browsing, moving: { kind: 'test', from: 't-card', toPath: null } };

export const ChoosingWhereToMove: Story = {
  parameters: { state: 'moving.choosing' },
  args: { state: 'moving.choosing', context: movingTest },
  play: async ({ args }) => {
    const dialog = await waitFor(() => body().getByRole('dialog', { name: 'Move Pay by card' }));
    const list = within(dialog).getByRole('list', { name: 'Destinations' });
    // Every folder but the one it is in.
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Root', 'account', 'checkout/guest']);
    await userEvent.click(within(list).getByRole('button', { name: 'account' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'item.move', kind: 'test', from: 't-card', toPath: 'account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'move.cancel' });
  },
};

export const MovingATest: Story = {
  parameters: { state: 'moving.savingTest' },
  args: { state: 'moving.savingTest', context: { ...browsing, moving: { kind: 'test', from: 't-card', toPath: 'account' } } },
  play: async () => {
    const dialog = await waitFor(() => body().getByRole('dialog', { name: 'Move Pay by card' }));
    await expect(within(dialog).getByRole('button', { name: 'account' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const MovingAFolder: Story = {
  parameters: { state: 'moving.savingFolder' },
  args: { state: 'moving.savingFolder', context: { ...browsing, moving: { kind: 'folder', from: 'checkout/guest', toPath: '' } } },
  play: async () => {
    const dialog = await waitFor(() => body().getByRole('dialog', { name: 'Move guest' }));
    await expect(within(dialog).getByRole('button', { name: 'Root' })).toBeDisabled();
  },
};

/** The global dialog asks (it is not part of this view): the tree waits, its actions not offered. */
export const DeletingAFolderAsking: Story = {
  parameters: { state: 'deleting.asking' },
  args: { state: 'deleting.asking', context: { ...browsing, deletingPath: 'checkout' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(rowNames(canvasElement)).toEqual(['account', 'checkout', 'guest', 'Pay by card', 'Pay by invoice', 'Refund', 'Smoke']);
    await expect(canvas.getByRole('searchbox', { name: 'Search tests' })).toBeDisabled();
  },
};

/** The dialog loads while the folder's tests are deleted; the tree shows them until it reloads. */
export const DeletingAFolderSaving: Story = {
  parameters: { state: 'deleting.saving' },
  args: { state: 'deleting.saving', context: { ...browsing, deletingPath: 'checkout' } },
  play: async ({ canvasElement }) => {
    await expect(rowNames(canvasElement)).toContain('Pay by card');
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search tests' })).toBeDisabled();
  },
};
