import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { createEmptyActor } from 'xstate';
import { stepPreviewMachine, type StepPreviewContext } from '../../../machines/stepPreview/stepPreview.machine';
import { sampleAnswer, typedDescription } from '../../../machines/stepPreview/stepPreview.samples';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { StepPreviewView } from './StepPreviewView';

type Args = { state: string; context: StepPreviewContext; send: (event: unknown) => void; readOnly?: boolean };

const shown: StepPreviewContext = { form: createEmptyActor(), description: typedDescription, steps: sampleAnswer.steps, shownFor: typedDescription };
const nothing: StepPreviewContext = { form: createEmptyActor(), description: '', steps: [], shownFor: null };

const meta = {
  title: 'Test cases/Step preview',
  parameters: { machine: 'stepPreview', layout: 'padded' },
  args: { send: fn(), context: shown },
  render: ({ state, context, send, readOnly }) => (
    <div style={{ maxWidth: '48rem', margin: '0 auto' }}>
      <StepPreviewView snapshot={snapshotOf(stepPreviewMachine, state, context)} send={send} readOnly={readOnly} />
    </div>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const preview = (canvasElement: HTMLElement) => within(canvasElement).queryByRole('region', { name: 'How the steps are read' });

/** Nothing typed yet: no preview at all. */
export const Idle: Story = {
  parameters: { state: 'idle' },
  args: { state: 'idle', context: nothing },
  play: async ({ canvasElement }) => {
    await expect(preview(canvasElement)).toBeNull();
  },
};

/** Typing: the steps read before stay, marked as being read again, until typing pauses. */
export const Debouncing: Story = {
  parameters: { state: 'debouncing' },
  args: { state: 'debouncing', context: { ...shown, description: `${typedDescription}\nclick` } },
  play: async ({ canvasElement }) => {
    await expect(preview(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByText('Reading…')).toBeVisible();
  },
};

/** The first answer is awaited. */
export const Parsing: Story = {
  parameters: { state: 'parsing' },
  args: { state: 'parsing', context: { ...nothing, description: typedDescription } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Reading…')).toBeVisible();
  },
};

/** Each step with its line: read (the preferred reading first), or why not with its suggestion. */
export const Shown: Story = {
  parameters: { state: 'shown' },
  args: { state: 'shown' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Line 2: Click the Save button')).toBeVisible();
    await expect(canvas.getByText('click the "Save" button')).toBeVisible();
    await expect(canvas.getByText('click "Save button"')).toBeVisible();
    await expect(canvas.getByText(/"push Buy" is not in the step language/)).toBeVisible();
    canvas.getByRole('button', { name: 'Use: click "Buy"' }).click();
    await expect(args.send).toHaveBeenCalledWith({ type: 'suggestion.apply', step: 3 });
  },
};

/** The form is being saved: its description cannot change, so the suggestion waits. */
export const ShownWhileTheFormSaves: Story = {
  parameters: { state: 'shown' },
  args: { state: 'shown', readOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Use: click "Buy"' })).toBeDisabled();
  },
};

/** The request failed: said so, the steps read before (if any) stay. */
export const Failed: Story = {
  parameters: { state: 'failed' },
  args: { state: 'failed', context: { ...nothing, description: typedDescription } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Unable to read the steps');
  },
};
