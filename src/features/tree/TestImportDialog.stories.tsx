import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { classifyFiles, testImportMachine, type ChosenFile, type TestImportContext } from '../../../machines/testImport/testImport.machine';
import {
  cartSpecFile,
  checkoutSpecFile,
  closedContext,
  exportFile,
  importResult,
  packageJsonFile,
} from '../../../machines/testImport/testImport.fixtures';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { TestImportDialog } from './TestImportDialog';

type Args = { state: string; context: TestImportContext; send: (event: unknown) => void };

/** The context once `files` were chosen, as the machine classifies them. */
const chosen = (files: ChosenFile[]): TestImportContext => ({ ...closedContext, files: files.map((file) => file.name), ...classifyFiles(files) });

const meta = {
  title: 'Test cases/Import and export',
  parameters: { machine: 'testImport', state: 'closed' },
  args: { send: fn(), state: 'closed', context: closedContext },
  render: ({ state, context, send }) => <TestImportDialog snapshot={snapshotOf(testImportMachine, state, context)} send={send} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** The dialog, once its opening animation made it visible. */
const dialog = () =>
  waitFor(async () => {
    const element = body().getByRole('dialog', { name: 'Import tests' });
    await expect(element).toBeVisible();
    return element;
  });

/** The page's buttons; no dialog. */
export const Closed: Story = {
  parameters: { state: 'closed' },
  args: { state: 'closed' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(body().queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Import' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'dialog.open' });
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'export.start' });
  },
};

/** The dialog with nothing chosen: the explanation, the file input, Import disabled. */
export const Open: Story = {
  parameters: { state: 'open' },
  args: { state: 'open' },
  play: async ({ args }) => {
    const view = within(await dialog());
    await expect(
      view.getByText('A Critical Journey export (.json), or Playwright spec files: each test(...) becomes a test case that keeps its script.'),
    ).toBeVisible();
    const input = view.getByLabelText('Files');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('multiple');
    await expect(input).toHaveAttribute('accept', '.json,.ts,.js,.mjs,.cjs');
    await expect(view.getByRole('button', { name: 'Import' })).toBeDisabled();
    // The view reads each file's text and hands the files to the machine.
    await userEvent.upload(input, [
      new File([checkoutSpecFile.text], checkoutSpecFile.name, { type: 'text/plain' }),
      new File([cartSpecFile.text], cartSpecFile.name, { type: 'text/javascript' }),
    ]);
    await waitFor(() => expect(args.send).toHaveBeenCalledWith({ type: 'files.chosen', files: [checkoutSpecFile, cartSpecFile] }));
    await userEvent.click(view.getByRole('button', { name: 'Cancel' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'dialog.close' });
  },
};

/** An export chosen: its name, what it holds, and Import. */
export const OpenWithExport: Story = {
  parameters: { state: 'open' },
  args: { state: 'open', context: chosen([exportFile]) },
  play: async ({ args }) => {
    const view = within(await dialog());
    const files = within(view.getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem');
    await expect(files.map((file) => file.textContent)).toEqual(['shop.critical-journey.json']);
    await expect(view.getByText('A Critical Journey export with 2 tests.')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Import' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'import.start' });
  },
};

export const OpenWithPlaywrightFiles: Story = {
  parameters: { state: 'open' },
  args: { state: 'open', context: chosen([checkoutSpecFile, cartSpecFile]) },
  play: async () => {
    const view = within(await dialog());
    const files = within(view.getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem');
    await expect(files.map((file) => file.textContent)).toEqual(['checkout.spec.ts', 'cart.spec.js']);
    await expect(view.getByText('2 Playwright files: each test(...) becomes a test case.')).toBeVisible();
    await expect(view.getByRole('button', { name: 'Import' })).toBeEnabled();
  },
};

/** A JSON file that is no export: the message, and nothing to import. */
export const OpenWithError: Story = {
  parameters: { state: 'open' },
  args: { state: 'open', context: chosen([packageJsonFile]) },
  play: async () => {
    const view = within(await dialog());
    await expect(view.getByText('The file is not a Critical Journey export.')).toBeVisible();
    await expect(view.getByRole('button', { name: 'Import' })).toBeDisabled();
  },
};

/** Mixed files: the message names the file at fault. */
export const OpenWithMixedFiles: Story = {
  parameters: { state: 'open' },
  args: { state: 'open', context: chosen([exportFile, checkoutSpecFile]) },
  play: async () => {
    const view = within(await dialog());
    await expect(view.getByText('shop.critical-journey.json is a Critical Journey export: import it on its own, without other files.')).toBeVisible();
    await expect(view.getByRole('button', { name: 'Import' })).toBeDisabled();
  },
};

/** Importing: Import spins, the rest is read-only. */
export const Importing: Story = {
  parameters: { state: 'importing' },
  args: { state: 'importing', context: chosen([exportFile]) },
  play: async () => {
    const view = within(await dialog());
    await expect(view.getByRole('button', { name: 'Import' })).toHaveAttribute('data-loading');
    await expect(view.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(view.getByLabelText('Files')).toBeDisabled();
  },
};

/** The summary: how many were imported, and each skipped test with the reason. */
export const Done: Story = {
  parameters: { state: 'done' },
  args: {
    state: 'done',
    context: { ...chosen([checkoutSpecFile, cartSpecFile]), result: { imported: importResult.test_cases.length, skipped: importResult.skipped } },
  },
  play: async ({ args }) => {
    const view = within(await dialog());
    await expect(view.getByText('Imported 3 tests.')).toBeVisible();
    const skipped = within(view.getByRole('list', { name: 'Skipped tests' })).getAllByRole('listitem');
    await expect(skipped.map((item) => item.textContent)).toEqual([
      "checkout.spec.ts › refundsIt never opens an address with page.goto('...'), and a test needs its website.",
    ]);
    await expect(view.queryByLabelText('Files')).toBeNull();
    await userEvent.click(view.getByRole('button', { name: 'Close' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'dialog.close' });
  },
};

/** Exporting: Export spins and Import waits; no dialog. */
export const Exporting: Story = {
  parameters: { state: 'exporting' },
  args: { state: 'exporting' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(body().queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Export' })).toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: 'Import' })).toBeDisabled();
  },
};
