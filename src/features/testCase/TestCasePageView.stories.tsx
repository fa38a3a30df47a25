import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { testCaseEditorInitialContext, testCaseEditorMachine } from '../../../machines/testCaseEditor/testCaseEditor.machine';
import { testCasePageMachine, type TestCase, type TestCasePageContext } from '../../../machines/testCasePage/testCasePage.machine';
import { sampleTests, testId } from '../../../machines/testCasePage/testCasePage.samples';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { TestCaseEditorView } from './TestCaseEditorView';
import { TestCasePageView } from './TestCasePageView';

type Args = { state: string; context: TestCasePageContext; send: (event: unknown) => void };

const withTest = (test: TestCase | null): TestCasePageContext => ({ testId, canChooseShortName: false, origin: '', test, error: null });

const noLists = { browserStates: [], sharedParameters: [], modules: [] };

const meta = {
  title: 'Test cases/Test page',
  parameters: { machine: 'testCasePage', layout: 'padded' },
  args: { send: fn(), context: withTest(sampleTests.runnable) },
  render: ({ state, context, send }) => (
    <TestCasePageView
      snapshot={snapshotOf(testCasePageMachine, state, context)}
      send={send}
      editor={
        context.test && (
          <TestCaseEditorView
            snapshot={snapshotOf(testCaseEditorMachine, 'editing', testCaseEditorInitialContext({ mode: 'edit', suiteId: context.test.test_suite_id, test: context.test }))}
            send={fn()}
            {...noLists}
          />
        )
      }
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Opens the action menu and returns each item's label with whether it is enabled. */
/**
 * Opens the action menu from the keyboard, as a keyboard user would: Enter highlights the first
 * item, so arrow counts are exact (simulated pointers are unreliable once a page has opened a
 * menu: zag tracks the pointer's hover).
 */
async function menuItems(canvasElement: HTMLElement) {
  within(canvasElement).getByRole('button', { name: 'Test actions' }).focus();
  await userEvent.keyboard('{Enter}');
  const menu = await waitFor(() => body().getByRole('menu'));
  const elements = within(menu).getAllByRole('menuitem');
  // With nothing enabled (e.g. while loading) there is nothing to highlight.
  if (elements.some((item) => item.getAttribute('aria-disabled') !== 'true')) {
    await waitFor(() => expect(elements.some((item) => item.hasAttribute('data-highlighted'))).toBe(true));
  }
  return elements.map((item) => [item.textContent, item.getAttribute('aria-disabled') !== 'true'] as const);
}

/** Chooses an (enabled) item: from the highlighted first enabled item, down to the label. */
async function chooseMenuItem(canvasElement: HTMLElement, label: string) {
  const items = await menuItems(canvasElement);
  const enabled = items.filter(([, isEnabled]) => isEnabled).map(([name]) => name);
  await userEvent.keyboard('{ArrowDown}'.repeat(enabled.indexOf(label)) + '{Enter}');
  await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
  return items;
}

export const Loading: Story = {
  parameters: { state: 'loading' },
  args: { state: 'loading', context: withTest(null) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading the test')).toBeVisible();
    // Edit is disabled while loading; so is everything else, there is no test yet.
    await expect(await menuItems(canvasElement)).toEqual([
      ['Copy Link', false],
      ['Edit', false],
      ['Clone', false],
      ['Delete', false],
      ['Publish', false],
    ]);
    await userEvent.keyboard('{Escape}');
  },
};

export const Failed: Story = {
  parameters: { state: 'failed' },
  args: { state: 'failed', context: { ...withTest(null), error: 'Test case not found' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Something went wrong!')).toBeVisible();
    await expect(canvas.getByText('Test case not found')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'test.retry' });
  },
};

/** A runnable test with a script: breadcrumb, Run, the steps in order, and every action. */
export const ViewingRunnable: Story = {
  parameters: { state: 'loaded.viewing' },
  args: { state: 'loaded.viewing' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('shop')).toBeVisible();
    await expect(canvas.getByText('checkout')).toBeVisible();
    await expect(canvas.getByText('A shopper pays by card')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Succeeded' })).toBeVisible();
    await expect(canvas.getByText('shop.test:8080')).toBeVisible();
    const steps = within(canvas.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    await expect(steps.map((step) => step.textContent)).toEqual([
      '1.gotoOpen the shop.',
      '2.clickClick "Add to cart" on the mug.',
      '3.fillFill in the card number with @CARD.',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Run' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'test.run' });
    await userEvent.click(canvas.getByRole('button', { name: 'Test ID' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'id.copy' });
    const items = await chooseMenuItem(canvasElement, 'Copy Link');
    await expect(items).toEqual([
      ['Copy Link', true],
      ['Edit', true],
      ['Clone', true],
      ['Delete', true],
      ['Publish', true],
    ]);
    await expect(args.send).toHaveBeenCalledWith({ type: 'link.copy' });
    for (const [label, type] of [
      ['Edit', 'edit.start'],
      ['Clone', 'test.clone'],
      ['Delete', 'test.delete'],
      ['Publish', 'test.publish'],
    ] as const) {
      await chooseMenuItem(canvasElement, label);
      await expect(args.send).toHaveBeenCalledWith({ type });
    }
  },
};

/** Not generated, at the root: 'Root' in the breadcrumb and 'Generate'; no steps yet. */
export const ViewingNotGenerated: Story = {
  parameters: { state: 'loaded.viewing' },
  args: { state: 'loaded.viewing', context: withTest({ ...sampleTests.notGenerated, path: '', title: '' }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Root')).toBeVisible();
    await expect(canvas.getByText('Pay by card')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Not generated' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Steps' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'test.generate' });
  },
};

export const ViewingGenerating: Story = {
  parameters: { state: 'loaded.viewing' },
  args: { state: 'loaded.viewing', context: withTest(sampleTests.generating) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Running' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'test.cancel' });
  },
};

export const ViewingError: Story = {
  parameters: { state: 'loaded.viewing' },
  args: { state: 'loaded.viewing', context: withTest(sampleTests.error) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Error' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Regenerate' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'test.regenerate' });
  },
};

/** Completed without a script: nothing to run, so no button. */
export const ViewingWithoutButton: Story = {
  parameters: { state: 'loaded.viewing' },
  args: { state: 'loaded.viewing', context: withTest({ ...sampleTests.runnable, final_script: null }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Generate', 'Cancel', 'Regenerate', 'Run']) await expect(canvas.queryByRole('button', { name })).toBeNull();
  },
};

export const Generating: Story = {
  parameters: { state: 'loaded.generating' },
  args: { state: 'loaded.generating', context: withTest(sampleTests.notGenerated) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Generate' })).toHaveAttribute('data-loading');
    const items = await menuItems(canvasElement);
    await expect(items.find(([label]) => label === 'Edit')).toEqual(['Edit', false]);
    // Clone copies what is loaded, so it need not wait for the generation request.
    await expect(items.find(([label]) => label === 'Clone')).toEqual(['Clone', true]);
    await userEvent.keyboard('{Escape}');
  },
};

/** While the test is edited: the form instead of the details, no button, Edit and Clone disabled. */
export const Editing: Story = {
  parameters: { state: 'loaded.editing' },
  args: { state: 'loaded.editing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Edit test' })).toBeVisible();
    for (const name of ['Generate', 'Regenerate', 'Run']) await expect(canvas.queryByRole('button', { name })).toBeNull();
    await expect(await menuItems(canvasElement)).toEqual([
      ['Copy Link', true],
      ['Edit', false],
      ['Clone', false],
      ['Delete', true],
      ['Publish', true],
    ]);
    await userEvent.keyboard('{Escape}');
  },
};

export const Deleted: Story = {
  parameters: { state: 'deleted' },
  args: { state: 'deleted' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This test was deleted.')).toBeVisible();
  },
};
