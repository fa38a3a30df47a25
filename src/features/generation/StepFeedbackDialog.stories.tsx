import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createEmptyActor } from 'xstate';
import { stepFeedbackMachine, type StepFeedbackContext } from '../../../machines/stepFeedback/stepFeedback.machine';
import { testId } from '../../../machines/testCasePage/testCasePage.samples';
import { plainStep, stepWithFeedback } from '../../../machines/stepFeedback/stepFeedback.samples';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { StepFeedbackDialog } from './StepFeedbackDialog';

type Args = { state: string; context: StepFeedbackContext; send: (event: unknown) => void };

const closed: StepFeedbackContext = {
  testId,
  page: createEmptyActor(),
  step: null,
  draft: { actionName: '', actionDescription: '', coderHint: '', pythonCode: '', locatorFeedback: '', verified: false },
};
const onHintedStep: StepFeedbackContext = {
  testId,
  page: createEmptyActor(),
  step: stepWithFeedback,
  draft: {
    actionName: 'fill',
    actionDescription: 'Fill in the card number with @CARD.',
    coderHint: 'The field is inside an iframe.',
    pythonCode: '',
    locatorFeedback: '',
    verified: false,
  },
};

const meta = {
  title: 'Test cases/Step feedback',
  parameters: { machine: 'stepFeedback' },
  args: { send: fn(), state: 'closed', context: closed },
  render: ({ state, context, send }) => <StepFeedbackDialog snapshot={snapshotOf(stepFeedbackMachine, state, context)} send={send} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** The dialog is named by its title; the form inside by its label. */
const dialog = () => waitFor(() => within(body().getByRole('dialog', { name: 'Edit action' })).getByRole('form', { name: 'Step feedback' }));

export const Closed: Story = {
  parameters: { state: 'closed' },
  args: { state: 'closed' },
  play: async () => {
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** Opened on a step: its values, its earlier coder hint, and its code attempt. */
export const Editing: Story = {
  parameters: { state: 'editing' },
  args: { state: 'editing', context: onHintedStep },
  play: async ({ args }) => {
    const form = within(await dialog());
    await waitFor(() => expect(form.getByText('Step 3: fill')).toBeVisible());
    await expect(form.getByLabelText('Action name')).toHaveValue('fill');
    await expect(form.getByLabelText('Action description')).toHaveValue('Fill in the card number with @CARD.');
    await expect(form.getByLabelText('Coder hint')).toHaveValue('The field is inside an iframe.');
    await expect(form.getByLabelText('Python code')).toHaveValue('');
    await expect(form.getByLabelText('Locator-based feedback')).toHaveValue('');
    await expect(form.getByText('Code attempt 1')).toBeVisible();
    await userEvent.type(form.getByLabelText('Locator-based feedback'), 'x');
    await expect(args.send).toHaveBeenCalledWith({ type: 'draft.changed', field: 'locatorFeedback', value: 'x' });
    await userEvent.click(form.getByText('Verified'));
    await expect(args.send).toHaveBeenCalledWith({ type: 'draft.verifiedChanged', verified: true });
    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'feedback.submit' });
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'feedback.cancel' });
  },
};

/** Changed fields are marked; 'verified' ticked. */
export const EditingChanged: Story = {
  parameters: { state: 'editing' },
  args: {
    state: 'editing',
    context: {
      testId,
      page: createEmptyActor(),
      step: plainStep,
      draft: {
        actionName: 'navigate',
        actionDescription: 'Open the shop.',
        coderHint: '',
        pythonCode: plainStep.python_code!,
        locatorFeedback: '',
        verified: true,
      },
    },
  },
  play: async () => {
    const form = within(await dialog());
    await waitFor(() => expect(form.getByText('Step 1: goto')).toBeVisible());
    await expect(form.getAllByText('changed')).toHaveLength(1);
    await expect(form.getByLabelText('Action name')).toHaveValue('navigate');
    await expect(form.getByRole('checkbox', { name: 'Verified' })).toBeChecked();
    await expect(form.getByText('Code attempt 0')).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: { state: 'submitting' },
  args: { state: 'submitting', context: { ...onHintedStep, draft: { ...onHintedStep.draft, coderHint: 'Switch to the payment iframe first.' } } },
  play: async ({ args }) => {
    const form = within(await dialog());
    await expect(form.getByRole('button', { name: 'Submit' })).toHaveAttribute('data-loading');
    await expect(form.getByLabelText('Coder hint')).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.send).not.toHaveBeenCalledWith({ type: 'feedback.cancel' });
  },
};
