import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { scriptVersionsMachine, type ScriptVersionsContext } from '../../../machines/scriptVersions/scriptVersions.machine';
import { firstVersionOnly, sampleVersions, TEST_ID } from '../../../machines/scriptVersions/scriptVersions.samples';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { HISTORY_FAILED_TEXT, ScriptHistoryView } from './ScriptHistoryView';

type Args = { state: string; context: ScriptVersionsContext; send: (event: unknown) => void };

const shown: ScriptVersionsContext = {
  testId: TEST_ID,
  confirmDialog: { send: () => {} },
  versions: sampleVersions,
  selected: null,
  compareWith: null,
  language: 'typescript',
  restoring: null,
};
const comparing: ScriptVersionsContext = { ...shown, selected: 3 };

const meta = {
  title: 'Test case/Script history',
  parameters: { machine: 'scriptVersions', state: 'shown.idle' },
  args: { send: fn(), state: 'shown.idle', context: shown },
  render: ({ state, context, send }) => <ScriptHistoryView snapshot={snapshotOf(scriptVersionsMachine, state, context)} send={send} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A diff row's cells as drawn: left number, left line, right number, right line (indentation kept). */
const cellsOf = (row: Element | undefined) => [...(row?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent);

const versionItem = (canvasElement: HTMLElement, version: number) =>
  within(within(canvasElement).getByRole('listitem', { name: `Version ${version}` }));

export const Loading: Story = {
  parameters: { state: 'loading' },
  args: { state: 'loading', context: { ...shown, versions: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'History' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading the script history' })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: { state: 'failed' },
  args: { state: 'failed', context: { ...shown, versions: [] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(HISTORY_FAILED_TEXT)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'versions.retry' });
  },
};

/** Only the first generation: it is the current version, so there is nothing to restore. */
export const OneVersion: Story = {
  args: { context: { ...shown, versions: firstVersionOnly } },
  play: async ({ canvasElement, args }) => {
    const item = versionItem(canvasElement, 1);
    await expect(item.getByText('Current')).toBeVisible();
    await expect(item.getByText('Generated')).toBeVisible();
    await expect(item.getByText('alice@shop.test')).toBeVisible();
    await expect(item.queryByRole('button', { name: 'Restore version 1' })).toBeNull();
    await userEvent.click(item.getByRole('button', { name: 'Compare version 1' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'version.selected', version: 1 });
  },
};

export const SeveralVersions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(['Version 3', 'Version 2', 'Version 1']);
    // The heal was the product's own: no author.
    await expect(versionItem(canvasElement, 3).getByText('Critical Journey')).toBeVisible();
    await expect(versionItem(canvasElement, 3).getByText('Healed')).toBeVisible();
    await expect(versionItem(canvasElement, 2).getByText('Step feedback')).toBeVisible();
    await expect(versionItem(canvasElement, 3).queryByRole('button', { name: 'Restore version 3' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Restore version 2' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'version.restore', version: 2 });
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Version 3 beside the one before it: the healed locator, red on the left and green on the right. */
export const Diff: Story = {
  args: { context: comparing },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const diff = within(canvas.getByRole('region', { name: 'Differences between Version 2 and Version 3' }));
    await expect(diff.getByRole('columnheader', { name: 'Version 2' })).toBeVisible();
    await expect(diff.getByRole('columnheader', { name: 'Version 3' })).toBeVisible();
    const changed = canvasElement.querySelectorAll('tr[data-kind="changed"]');
    await expect(changed).toHaveLength(1);
    await expect(cellsOf(changed[0])).toEqual([
      '5',
      "  await page.getByRole('button', { name: 'Add to cart' }).click();",
      '5',
      "  await page.getByTestId('add-to-cart').click();",
    ]);
    await expect(canvasElement.querySelectorAll('tr[data-kind="same"]')).toHaveLength(6);
    await expect(diff.getByRole('combobox', { name: 'Compare with' })).toHaveValue('2');
    await userEvent.selectOptions(diff.getByRole('combobox', { name: 'Compare with' }), '1');
    await expect(args.send).toHaveBeenCalledWith({ type: 'compare.changed', version: 1 });
    await userEvent.click(diff.getByRole('button', { name: 'Python' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'language.changed', language: 'python' });
    await userEvent.click(diff.getByRole('button', { name: 'Close' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'diff.closed' });
    await expect(canvas.getByRole('button', { name: 'Compare version 3' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Version 3 against version 1, which has no Python: a changed line and an added one; TypeScript only. */
export const DiffWithAddedLines: Story = {
  args: { context: { ...comparing, compareWith: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Differences between Version 1 and Version 3' })).toBeVisible();
    const added = canvasElement.querySelectorAll('tr[data-kind="added"]');
    await expect(added).toHaveLength(1);
    await expect(cellsOf(added[0])).toEqual(['', '', '6', "  await page.getByLabel('Card number').fill(CARD);"]);
    await expect(canvas.getByRole('button', { name: 'Python' })).toBeDisabled();
  },
};

export const PythonDiff: Story = {
  args: { context: { ...comparing, language: 'python' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Python' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvasElement.querySelector('table')).toHaveAttribute('data-language', 'python');
    await expect(canvasElement.querySelector('tr[data-kind="changed"]')).toHaveTextContent('page.get_by_test_id("add-to-cart").click()');
  },
};

/** Fetched again after a generation ended: the list stays, Restore waits. */
export const Refreshing: Story = {
  parameters: { state: 'shown.refreshing' },
  args: { state: 'shown.refreshing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Restore version 1' })).toBeDisabled();
  },
};

/** The confirm dialog (the app's) asks; the history waits with Restore disabled. */
export const AskingToRestore: Story = {
  parameters: { state: 'shown.asking' },
  args: { state: 'shown.asking', context: { ...comparing, restoring: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Restore version 2' })).toBeDisabled();
    await expect(canvas.getByRole('region', { name: 'Differences between Version 2 and Version 3' })).toBeVisible();
  },
};

export const Restoring: Story = {
  parameters: { state: 'shown.restoring' },
  args: { state: 'shown.restoring', context: { ...shown, restoring: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const restoring = canvas.getByRole('button', { name: 'Restore version 1' });
    await expect(restoring).toBeDisabled();
    await expect(restoring).toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: 'Restore version 2' })).toBeDisabled();
  },
};
