import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { healProposalMachine, type HealProposal, type HealProposalContext } from '../../../machines/healProposal/healProposal.machine';
import {
  acceptedHeal,
  automaticHeal,
  NOTHING_TO_DECIDE,
  OUTDATED_MESSAGE,
  outdatedHeal,
  proposedHeal,
  rejectedHeal,
  rerunId,
  runId,
  suiteId,
  typescriptOnlyHeal,
} from '../../../machines/healProposal/healProposal.samples';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { sampleImage } from '../generation/sampleScreenshots';
import { HealProposalView } from './HealProposalView';
import { RunArtifactSourceContext } from './runArtifacts';
import { sampleArtifacts } from './sampleArtifacts';

type Args = { state: string; context: HealProposalContext; send: (event: unknown) => void };

const withHeal = (heal: HealProposal, view: Partial<HealProposalContext> = {}): HealProposalContext => ({
  runId,
  suiteId,
  heal,
  language: 'typescript',
  error: null,
  ...view,
});

const meta = {
  title: 'Runs/Heal proposal',
  parameters: { machine: 'healProposal', state: 'proposed.idle', layout: 'padded' },
  args: { send: fn(), state: 'proposed.idle', context: withHeal(proposedHeal) },
  render: ({ state, context, send }) => (
    <RunArtifactSourceContext value={sampleArtifacts}>
      <HealProposalView snapshot={snapshotOf(healProposalMachine, state, context)} send={send} />
    </RunArtifactSourceContext>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'Heal proposal' }));
/** A diff row's cells as drawn: left number, left line, right number, right line. */
const cellsOf = (row: Element | undefined) => [...(row?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent);
const changedRows = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('tr[data-kind="changed"]')].map(cellsOf);
/** The frame's place as set, in percents of the picture. */
const placeOf = (frame: HTMLElement) => {
  const { left, top, width, height } = frame.style;
  return { left, top, width, height };
};
const locator = (canvasElement: HTMLElement, side: 'before' | 'after') => within(canvasElement).getByTestId(`locator-${side}`).textContent;

/** Waiting for a decision: the proof, Accept and Reject. */
export const Proposed: Story = {
  play: async ({ canvasElement, args }) => {
    const heal = panel(canvasElement);
    await expect(heal.getByRole('heading', { name: 'Heal proposal' })).toBeVisible();
    await expect(heal.getByTestId('heal-step')).toHaveTextContent('Step 2 "Click "Add to cart" on the mug."');
    await expect(heal.getByRole('group', { name: 'Element before and after' })).toHaveTextContent('button "Add to cart"button "Add to basket"');
    await expect(
      within(heal.getByRole('list', { name: 'Evidence' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Its id "add-to-cart" is the one recorded.',
      'It is the only button in the product card "Mug", where the recorded one was.',
      'Only its text changed: "Add to cart" is now "Add to basket".',
    ]);
    // The locator before and after, and the whole scripts: only the healed step's line differs.
    await expect(locator(canvasElement, 'before')).toBe("page.getByRole('button', { name: 'Add to cart' })");
    await expect(locator(canvasElement, 'after')).toBe("page.getByRole('button', { name: 'Add to basket' })");
    await expect(heal.getByRole('columnheader', { name: 'Before the heal' })).toBeVisible();
    await expect(heal.getByRole('columnheader', { name: 'After the heal' })).toBeVisible();
    await expect(changedRows(canvasElement)).toEqual([
      [
        '7',
        "  await page.getByRole('button', { name: 'Add to cart' }).click();",
        '7',
        "  await page.getByRole('button', { name: 'Add to basket' }).click();",
      ],
    ]);
    await expect(canvasElement.querySelectorAll('tr[data-kind="same"]')).toHaveLength(9);
    // The two pictures, each with the element framed in percents of the picture (640 × 400 here).
    const before = within(heal.getByRole('figure', { name: 'At generation' }));
    await waitFor(() => expect(before.getByRole('img', { name: 'The page at generation' })).toHaveAttribute('src', sampleImage('heal-before.png')));
    await waitFor(() => expect(placeOf(before.getByTestId('element-frame'))).toEqual({ left: '62.5%', top: '55%', width: '25%', height: '12%' }));
    const after = within(heal.getByRole('figure', { name: 'At the failure' }));
    await waitFor(() => expect(after.getByRole('img', { name: 'The page at the failure' })).toHaveAttribute('src', sampleImage('step-2.png')));
    await waitFor(() => expect(placeOf(after.getByTestId('element-frame'))).toEqual({ left: '61.25%', top: '59%', width: '27.5%', height: '12%' }));
    // The frame follows the image as displayed (whatever its size on screen).
    const shown = after.getByRole('img', { name: 'The page at the failure' }).getBoundingClientRect();
    const frame = after.getByTestId('element-frame').getBoundingClientRect();
    await expect(Math.abs(frame.left - shown.left - shown.width * 0.6125)).toBeLessThan(1.5);
    await expect(Math.abs(frame.width - shown.width * 0.275)).toBeLessThan(1.5);
    await expect(Math.abs(frame.top - shown.top - shown.height * 0.59)).toBeLessThan(1.5);
    // The language, and the decision.
    await expect(heal.getByRole('button', { name: 'TypeScript' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heal.getByRole('button', { name: 'Python' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'language.changed', language: 'python' });
    await userEvent.click(heal.getByRole('button', { name: 'Accept heal' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'heal.accept' });
    await userEvent.click(heal.getByRole('button', { name: 'Reject heal' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'heal.reject' });
  },
};

/** The same heal in Python: the locators and the scripts as the Python script has them. */
export const InPython: Story = {
  args: { context: withHeal(proposedHeal, { language: 'python' }) },
  play: async ({ canvasElement }) => {
    const heal = panel(canvasElement);
    await expect(heal.getByRole('button', { name: 'Python' })).toHaveAttribute('aria-pressed', 'true');
    await expect(locator(canvasElement, 'before')).toBe('page.get_by_role("button", name="Add to cart")');
    await expect(locator(canvasElement, 'after')).toBe('page.get_by_role("button", name="Add to basket")');
    await expect(canvasElement.querySelector('table')).toHaveAttribute('data-language', 'python');
    await expect(changedRows(canvasElement)).toEqual([
      ['5', '    page.get_by_role("button", name="Add to cart").click()', '5', '    page.get_by_role("button", name="Add to basket").click()'],
    ]);
  },
};

/** A test without a Python script: only TypeScript is offered. */
export const TypeScriptOnly: Story = {
  args: { context: withHeal(typescriptOnlyHeal) },
  play: async ({ canvasElement }) => {
    const heal = panel(canvasElement);
    await expect(heal.getByRole('button', { name: 'Python' })).toBeDisabled();
    await expect(heal.getByRole('button', { name: 'TypeScript' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The server refused Accept (400): its reason shows, and the buttons stay to try again or reject. */
export const Refused: Story = {
  args: { context: withHeal(proposedHeal, { error: OUTDATED_MESSAGE }) },
  play: async ({ canvasElement }) => {
    const heal = panel(canvasElement);
    await expect(heal.getByText(OUTDATED_MESSAGE)).toBeVisible();
    await expect(heal.getByRole('button', { name: 'Accept heal' })).toBeEnabled();
    await expect(heal.getByRole('button', { name: 'Reject heal' })).toBeEnabled();
  },
};

/** A refused Reject reads the same way. */
export const RejectRefused: Story = {
  args: { context: withHeal(proposedHeal, { error: NOTHING_TO_DECIDE }) },
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement).getByText(NOTHING_TO_DECIDE)).toBeVisible();
  },
};

/** Accept was sent: the panel says the heal is being accepted; neither button can be clicked again. */
export const Accepting: Story = {
  parameters: { state: 'proposed.accepting' },
  args: { state: 'proposed.accepting' },
  play: async ({ canvasElement }) => {
    const heal = panel(canvasElement);
    await expect(heal.getByRole('status')).toHaveTextContent('Accepting the heal…');
    await expect(heal.getByRole('button', { name: 'Accept heal' })).toHaveAttribute('data-loading');
    await expect(heal.getByRole('button', { name: 'Reject heal' })).toBeDisabled();
  },
};

export const Rejecting: Story = {
  parameters: { state: 'proposed.rejecting' },
  args: { state: 'proposed.rejecting' },
  play: async ({ canvasElement }) => {
    const heal = panel(canvasElement);
    await expect(heal.getByRole('status')).toHaveTextContent('Rejecting the heal…');
    await expect(heal.getByRole('button', { name: 'Reject heal' })).toHaveAttribute('data-loading');
    await expect(heal.getByRole('button', { name: 'Accept heal' })).toBeDisabled();
  },
};

/** Accepted by a person: the version written, and the run started to check it. */
export const Accepted: Story = {
  parameters: { state: 'accepted' },
  args: { state: 'accepted', context: withHeal(acceptedHeal) },
  play: async ({ canvasElement }) => {
    const heal = panel(canvasElement);
    await expect(heal.getByTestId('heal-decision')).toHaveTextContent('Accepted by ada@shop.test — version 4');
    await expect(heal.getByRole('link', { name: 'Open the run that checks it' })).toHaveAttribute('href', `/run/${suiteId}/${rerunId}`);
    await expect(heal.queryByRole('button', { name: 'Accept heal' })).toBeNull();
    await expect(heal.queryByRole('button', { name: 'Reject heal' })).toBeNull();
    // The proof stays.
    await expect(heal.getByTestId('heal-step')).toHaveTextContent('Step 2');
  },
};

/** Accepted by the project's "Accept heals automatically" rule. */
export const AcceptedAutomatically: Story = {
  parameters: { state: 'accepted' },
  args: { state: 'accepted', context: withHeal(automaticHeal) },
  play: async ({ canvasElement }) => {
    const heal = panel(canvasElement);
    await expect(heal.getByTestId('heal-decision')).toHaveTextContent('Accepted automatically — version 4');
    await expect(heal.getByRole('link', { name: 'Open the run that checks it' })).toHaveAttribute('href', `/run/${suiteId}/${rerunId}`);
  },
};

export const Rejected: Story = {
  parameters: { state: 'rejected' },
  args: { state: 'rejected', context: withHeal(rejectedHeal) },
  play: async ({ canvasElement }) => {
    const heal = panel(canvasElement);
    await expect(heal.getByTestId('heal-decision')).toHaveTextContent('Rejected by ada@shop.test');
    await expect(heal.queryByRole('button', { name: 'Accept heal' })).toBeNull();
    await expect(heal.queryByRole('link', { name: 'Open the run that checks it' })).toBeNull();
  },
};

/** The test's scripts changed before a decision: why it no longer applies. No picture was kept at generation; the element's place at the failure is unknown. */
export const Outdated: Story = {
  parameters: { state: 'outdated' },
  args: { state: 'outdated', context: withHeal(outdatedHeal) },
  play: async ({ canvasElement }) => {
    const heal = panel(canvasElement);
    await expect(heal.getByTestId('heal-decision')).toHaveTextContent(
      'This heal no longer applies: the test’s scripts changed since it was proposed. Run the test again to check them.',
    );
    await expect(heal.queryByRole('button', { name: 'Accept heal' })).toBeNull();
    await expect(within(heal.getByRole('figure', { name: 'At generation' })).getByText('No picture was kept.')).toBeVisible();
    const after = within(heal.getByRole('figure', { name: 'At the failure' }));
    await waitFor(() => expect(after.getByRole('img', { name: 'The page at the failure' })).toHaveAttribute('src', sampleImage('step-2.png')));
    await expect(after.queryByTestId('element-frame')).toBeNull();
  },
};
