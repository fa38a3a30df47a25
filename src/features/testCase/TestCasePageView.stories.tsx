import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { testCaseEditorInitialContext, testCaseEditorMachine } from '../../../machines/testCaseEditor/testCaseEditor.machine';
import { testCasePageMachine, type TestCase, type TestCasePageContext } from '../../../machines/testCasePage/testCasePage.machine';
import { FINAL_SCRIPT, FINAL_SCRIPT_PY, sampleTests, testId } from '../../../machines/testCasePage/testCasePage.samples';
import { testDiagnosticsMachine } from '../../../machines/testDiagnostics/testDiagnostics.machine';
import { testRunsMachine } from '../../../machines/testRuns/testRuns.machine';
import { idleRuns, suiteId } from '../../../machines/testRuns/testRuns.samples';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { DiagnosticsPanel } from '../generation/DiagnosticsPanel';
import { sampleImage, sampleScreenshots } from '../generation/sampleScreenshots';
import { ScreenshotSourceContext } from '../generation/screenshotSource';
import { RecentRuns } from '../runs/RecentRuns';
import { RunButton } from '../runs/RunButton';
import { TestCaseEditorView } from './TestCaseEditorView';
import { TestCasePageView } from './TestCasePageView';

type Args = { state: string; context: TestCasePageContext; send: (event: unknown) => void; sendRuns: (event: unknown) => void };

/** The app's confirm dialog is not part of these stories: it shows over the page (src/features/confirm). */
const confirmDialog = { send: () => {} };

const withTest = (test: TestCase | null, view: Partial<TestCasePageContext> = {}): TestCasePageContext => ({
  testId,
  canChooseShortName: false,
  origin: '',
  confirmDialog,
  test,
  error: null,
  slide: 0,
  viewerIndex: null,
  ...view,
});

/**
 * The page's states: `page` (what the user does) beside `watch` (the live watch of a running
 * test) and `confirm` (a confirmation asked of the app's dialog, and its request).
 */
const loaded = (page: string, watch = 'idle', confirm = 'idle') => `loaded.page.${page}+watch.${watch}+confirm.${confirm}`;
const VIEWING = loaded('viewing.gallery.still');
const PLAYING = loaded('viewing.gallery.playing');
const WATCHING = loaded('viewing.gallery.still', 'watching');

const noLists = { browserStates: [], sharedParameters: [], modules: [] };

/** The test's runs (the page's child, src/features/runs): idle, with two runs. */
const idleRunsSnapshot = snapshotOf(testRunsMachine, 'ready.waiting', {
  testId,
  suiteId,
  confirmDialog,
  runs: idleRuns,
  error: null,
  fetchFailing: false,
  environment: null,
});

const meta = {
  title: 'Test cases/Test page',
  parameters: { machine: 'testCasePage', layout: 'padded' },
  args: { send: fn(), sendRuns: fn(), context: withTest(sampleTests.runnable) },
  render: ({ state, context, send, sendRuns }) => (
    <ScreenshotSourceContext value={sampleScreenshots}>
      <TestCasePageView
        snapshot={snapshotOf(testCasePageMachine, state, context)}
        send={send}
        runButton={<RunButton snapshot={idleRunsSnapshot} send={sendRuns} sendPage={send} />}
        recentRuns={<RecentRuns snapshot={idleRunsSnapshot} send={sendRuns} environments={[]} />}
        diagnostics={<DiagnosticsPanel snapshot={snapshotOf(testDiagnosticsMachine, 'closed', { testId, debug: null, logs: [] })} send={fn()} />}
        editor={
          context.test && (
            <TestCaseEditorView
              snapshot={snapshotOf(
                testCaseEditorMachine,
                'editing',
                testCaseEditorInitialContext({ mode: 'edit', suiteId: context.test.test_suite_id, test: context.test }),
              )}
              send={fn()}
              {...noLists}
            />
          )
        }
      />
    </ScreenshotSourceContext>
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
  await userEvent.keyboard(`${'{ArrowDown}'.repeat(enabled.indexOf(label))}{Enter}`);
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

/** A runnable test with a script: breadcrumb, Run, the generation's steps in order, its scripts, and every action. */
export const ViewingRunnable: Story = {
  parameters: { state: PLAYING },
  args: { state: PLAYING },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('shop')).toBeVisible();
    await expect(canvas.getByText('checkout')).toBeVisible();
    await expect(canvas.getByText('A shopper pays by card')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Succeeded' })).toBeVisible();
    await expect(canvas.getByText('shop.test:8080')).toBeVisible();
    await expect(canvas.getByText('Generated in 3 steps.')).toBeVisible();
    const steps = within(canvas.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    await expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^1\.goto.*Open the shop\./),
      expect.stringMatching(/^2\.click.*Click "Add to cart" on the mug\./),
      expect.stringMatching(/^3\.fill.*Fill in the card number with @CARD\./),
    ]);
    await expect(within(steps[0]!).getByRole('img', { name: 'Step succeeded' })).toBeVisible();
    await expect(within(steps[0]!).getByText("await page.goto('http://shop.test:8080');")).toBeVisible();
    // Python on a toggle, for the steps that have it.
    await userEvent.click(within(steps[1]!).getByRole('tab', { name: 'Python' }));
    await expect(within(steps[1]!).getByText('page.get_by_role("button", name="Add to cart").click()')).toBeVisible();
    await expect(within(steps[2]!).queryByRole('tab')).toBeNull();
    // Screenshots: thumbnails, and the slideshow's current one.
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Screenshot of step 2' })).toHaveAttribute('src', sampleImage('shots/pay-by-card/1.png')),
    );
    await expect(within(steps[2]!).queryByRole('button', { name: /Open the screenshot/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open the screenshot of step 2' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'screenshot.open', index: 1 });
    await expect(canvas.getByText('Screenshot 1 of 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open the current screenshot' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'screenshot.open', index: 0 });
    await userEvent.click(within(steps[1]!).getByRole('button', { name: 'Edit step 2' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'step.edit', step: 1 });
    // The final scripts: TypeScript first, Python on its tab; each copied and downloaded.
    const scripts = within(canvas.getByRole('region', { name: 'Script' }));
    await expect(scripts.getByText(/test\('pay by card'/)).toBeVisible();
    await userEvent.click(scripts.getByRole('button', { name: 'Copy' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'script.copy', language: 'typescript' });
    await userEvent.click(scripts.getByRole('tab', { name: 'Python' }));
    await expect(scripts.getByText(/def test_pay_by_card/)).toBeVisible();
    await userEvent.click(scripts.getByRole('button', { name: 'Download' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'script.download', language: 'python' });
    await expect(canvas.getByRole('button', { name: 'Debug info' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Logs' })).toBeVisible();
    // Run is the test's runs' (src/features/runs): it goes to them, with its recent runs beside the details.
    await userEvent.click(canvas.getByRole('button', { name: 'Run' }));
    await expect(args.sendRuns).toHaveBeenCalledWith({ type: 'run.start' });
    await expect(within(canvas.getByRole('list', { name: 'Recent runs' })).getAllByRole('listitem')).toHaveLength(2);
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

/** The slideshow moved on (the machine switches it every 750 ms). */
export const ViewingSecondSlide: Story = {
  parameters: { state: PLAYING },
  args: { state: PLAYING, context: withTest(sampleTests.runnable, { slide: 1 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Screenshot 2 of 2')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Screenshot 2 of 2' })).toHaveAttribute('src', sampleImage('shots/pay-by-card/1.png')),
    );
  },
};

/** Only a Python script: one tab; a screenshot that cannot be fetched shows a placeholder, no toast. */
export const ViewingPythonOnly: Story = {
  parameters: { state: VIEWING },
  args: {
    state: VIEWING,
    context: withTest({
      ...sampleTests.runnable,
      final_script: null,
      final_script_py: FINAL_SCRIPT_PY,
      test_generation_steps: [{ ...sampleTests.runnable.test_generation_steps[0]!, screenshot_key: 'shots/missing.png' }],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scripts = within(canvas.getByRole('region', { name: 'Script' }));
    await expect(scripts.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Python']);
    await expect(scripts.queryByText(FINAL_SCRIPT)).toBeNull();
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Screenshot of step 1 (unavailable)' })).toBeVisible());
    // One screenshot: nothing to switch to.
    await expect(canvas.getByText('Screenshot 1 of 1')).toBeVisible();
  },
};

/** A step the live page read one of several ways shows the reading chosen under its text (issue 17 item 2). */
export const ViewingStepReadAs: Story = {
  parameters: { state: VIEWING },
  args: {
    state: VIEWING,
    context: withTest({
      ...sampleTests.runnable,
      test_generation_steps: sampleTests.runnable.test_generation_steps.map((step) =>
        step.action_name === 'click' ? { ...step, action_description: 'click Add to cart', reading: 'click the "Add to cart" button' } : step,
      ),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('click Add to cart')).toBeVisible();
    await expect(canvas.getByText('Read as: click the "Add to cart" button')).toBeVisible();
    // Steps read as written say nothing more.
    await expect(canvas.getAllByText(/^Read as:/)).toHaveLength(1);
  },
};

/** Not generated, at the root: 'Root' in the breadcrumb and 'Generate'; no steps yet. */
export const ViewingNotGenerated: Story = {
  parameters: { state: VIEWING },
  args: { state: VIEWING, context: withTest({ ...sampleTests.notGenerated, path: '', title: '' }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Root')).toBeVisible();
    await expect(canvas.getByText('Pay by card')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Not generated' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Steps' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Script' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Open the current screenshot' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'test.generate' });
  },
};

/** Being generated: the live watch runs; steps arrive as they are recorded, the newest screenshot large. */
export const ViewingGenerating: Story = {
  parameters: { state: WATCHING },
  args: { state: WATCHING, context: withTest(sampleTests.generating) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Running' })).toBeVisible();
    const steps = within(canvas.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    await expect(within(steps[0]!).getByRole('img', { name: 'Step succeeded' })).toBeVisible();
    await expect(within(steps[1]!).getByRole('img', { name: 'Step running' })).toBeVisible();
    await expect(canvas.getByText('Newest screenshot')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Newest screenshot' })).toHaveAttribute('src', sampleImage('shots/pay-by-card/1.png')),
    );
    // The page answers 'You cannot edit the action when the test is running.'
    await userEvent.click(within(steps[0]!).getByRole('button', { name: 'Edit step 1' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'step.edit', step: 0 });
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'test.cancel' });
    // A generation that does not stop on Cancel can be force-stopped from the menu (E-41).
    const items = await chooseMenuItem(canvasElement, 'Force stop');
    await expect(items.at(-1)).toEqual(['Force stop', true]);
    await expect(args.send).toHaveBeenCalledWith({ type: 'test.forceStop' });
  },
};

/** Generation failed at a step: the red x on the step, the message above the steps. */
export const ViewingFailedStep: Story = {
  parameters: { state: VIEWING },
  args: {
    state: VIEWING,
    context: withTest({
      ...sampleTests.generating,
      state: 'failed',
      final_message: 'The "Add to cart" button never appeared.',
      test_generation_steps: [
        sampleTests.generating.test_generation_steps[0]!,
        { ...sampleTests.generating.test_generation_steps[1]!, status: 'action_failed' },
      ],
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('final-message')).toHaveTextContent('The "Add to cart" button never appeared.');
    await expect(canvas.getByRole('img', { name: 'Step failed' })).toBeVisible();
    // Failed without a final script: nothing to run, so it offers Regenerate (audit item 13).
    await expect(canvas.queryByRole('button', { name: 'Run' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Regenerate' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'test.regenerate' });
  },
};

export const ViewingError: Story = {
  parameters: { state: VIEWING },
  args: { state: VIEWING, context: withTest(sampleTests.error) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Error' })).toBeVisible();
    await expect(canvas.getByText('The executor ran out of memory.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Regenerate' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'test.regenerate' });
  },
};

/** Completed without a script: nothing to run, so Regenerate is the way forward. */
export const ViewingRunnableWithoutScript: Story = {
  parameters: { state: PLAYING },
  args: { state: PLAYING, context: withTest({ ...sampleTests.runnable, final_script: null, final_script_py: null }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const name of ['Generate', 'Cancel', 'Run']) await expect(canvas.queryByRole('button', { name })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Regenerate' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'test.regenerate' });
  },
};

export const Generating: Story = {
  parameters: { state: loaded('generating') },
  args: { state: loaded('generating'), context: withTest(sampleTests.notGenerated) },
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
  parameters: { state: loaded('editing') },
  args: { state: loaded('editing') },
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

/** A running test edited: the watch goes on (the status icon stays live); the form shows. */
export const EditingWhileWatching: Story = {
  parameters: { state: loaded('editing', 'watching') },
  args: { state: loaded('editing', 'watching'), context: withTest(sampleTests.generating) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Edit test' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Running' })).toBeVisible();
    // No test-case button while editing: the form's own Cancel is the only one.
    await expect(canvas.getAllByRole('button', { name: 'Cancel' })).toHaveLength(1);
    await expect(canvas.queryByRole('list', { name: 'Steps' })).toBeNull();
  },
};

/** The image viewer overlay: the screenshot, closed on click; the slideshow waits. */
export const ScreenshotOpen: Story = {
  parameters: { state: loaded('viewing.screenshotOpen') },
  args: { state: loaded('viewing.screenshotOpen'), context: withTest(sampleTests.runnable, { viewerIndex: 1 }) },
  play: async ({ canvasElement, args }) => {
    const dialog = await waitFor(() => body().getByRole('dialog', { name: 'Screenshot' }));
    const image = await waitFor(() => within(dialog).getByRole('img', { name: 'Screenshot 2' }));
    await expect(image).toHaveAttribute('src', sampleImage('shots/pay-by-card/1.png'));
    await expect(within(canvasElement).queryByRole('button', { name: 'Open the current screenshot' })).toBeNull();
    await userEvent.click(image);
    await expect(args.send).toHaveBeenCalledWith({ type: 'viewer.close' });
  },
};

/** A screenshot of a running test open: new steps keep arriving behind it. */
export const ScreenshotOpenWhileWatching: Story = {
  parameters: { state: loaded('viewing.screenshotOpen', 'watching') },
  args: { state: loaded('viewing.screenshotOpen', 'watching'), context: withTest(sampleTests.generating, { viewerIndex: 0 }) },
  play: async () => {
    const dialog = await waitFor(() => body().getByRole('dialog', { name: 'Screenshot' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'Screenshot 1' })).toHaveAttribute('src', sampleImage('shots/pay-by-card/0.png')),
    );
  },
};

export const Deleted: Story = {
  parameters: { state: 'deleted' },
  args: { state: 'deleted' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This test was deleted.')).toBeVisible();
  },
};

/**
 * A confirmation under way: the app's dialog asks over the page (or loads while the page's
 * request is under way). Behind it the page stays as it was, and offers no second question.
 */
function confirming(confirm: string): Story {
  const generating = /^(cancel|forceStop)\./.test(confirm);
  const state = generating ? loaded('viewing.gallery.still', 'watching', confirm) : loaded('viewing.gallery.playing', 'idle', confirm);
  return {
    parameters: { state },
    args: { state, context: withTest(generating ? sampleTests.generating : sampleTests.runnable) },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByText('A shopper pays by card')).toBeVisible();
      await expect(canvas.getByRole('button', { name: generating ? 'Cancel' : 'Run' })).toBeVisible();
      // Force stop shows only while it can be chosen.
      await expect(await menuItems(canvasElement)).toEqual([
        ['Copy Link', true],
        ['Edit', true],
        ['Clone', true],
        ['Delete', false],
        ['Publish', false],
      ]);
      await userEvent.keyboard('{Escape}');
    },
  };
}

export const AskingToDelete = confirming('delete.asking');
export const Deleting = confirming('delete.deleting');
export const AskingToPublish = confirming('publish.asking');
export const Publishing = confirming('publish.publishing');
export const AskingToRegenerate = confirming('regenerate.asking');
export const Regenerating = confirming('regenerate.regenerating');
export const AskingToCancel = confirming('cancel.asking');
export const CancellingGeneration = confirming('cancel.cancelling');
export const AskingToForceStop = confirming('forceStop.asking');
export const ForceStopping = confirming('forceStop.stopping');
