import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { createEmptyActor } from 'xstate';
import { projectPickerMachine, type ProjectPickerContext } from '../../../machines/projectPicker/projectPicker.machine';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { ProjectPickerView } from './ProjectPickerView';

const projects = [
  { test_suite_id: 'p1', name: 'Checkout', org_id: 'o1' },
  { test_suite_id: 'p2', name: 'Onboarding', org_id: 'o1' },
];

type Args = {
  state: string;
  context: ProjectPickerContext;
  selected: (typeof projects)[number] | null;
  send: (event: unknown) => void;
};

// The dialog is the app's; a story only needs something to send to.
const idle: ProjectPickerContext = {
  confirmDialog: { send: () => {} },
  layout: createEmptyActor(),
  draftName: '',
  editingId: null,
  error: null,
  deletingId: null,
};

const meta = {
  title: 'Projects/Project picker',
  parameters: { machine: 'projectPicker', layout: 'padded' },
  args: { send: fn(), selected: projects[0], context: idle },
  render: ({ state, context, selected, send }) => (
    <ProjectPickerView snapshot={snapshotOf(projectPickerMachine, state, context)} send={send} projects={projects} selected={selected} />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Closed: Story = {
  parameters: { state: 'closed' },
  args: { state: 'closed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^Project / })).toHaveTextContent('Checkout');
  },
};

export const ClosedWithNothingSelected: Story = {
  parameters: { state: 'closed' },
  args: { state: 'closed', selected: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^Project / })).toHaveTextContent('Select a project');
  },
};

export const Browsing: Story = {
  parameters: { state: 'open.browsing' },
  args: { state: 'open.browsing' },
  play: async ({ args }) => {
    const list = await waitFor(() => body().getByRole('list', { name: 'Projects' }));
    const rows = within(list).getAllByRole('listitem');
    // 'New project' comes first, then every project.
    await expect(rows[0]).toHaveTextContent('New project');
    await expect(rows.map((row) => row.textContent?.trim())).toEqual(['New project', 'Checkout', 'Onboarding']);
    within(list).getByRole('button', { name: 'Onboarding' }).click();
    await expect(args.send).toHaveBeenCalledWith({ type: 'project.select', id: 'p2' });
  },
};

export const CreatingEditing: Story = {
  parameters: { state: 'open.creating.editing' },
  args: { state: 'open.creating.editing', context: { ...idle, draftName: 'Payments' } },
  play: async () => {
    const input = await waitFor(() => body().getByRole('textbox', { name: 'Project name' }));
    await expect(input).toHaveValue('Payments');
    await expect(input).toBeEnabled();
  },
};

export const CreatingSaving: Story = {
  parameters: { state: 'open.creating.saving' },
  args: { state: 'open.creating.saving', context: { ...idle, draftName: 'Payments' } },
  play: async () => {
    const input = await waitFor(() => body().getByRole('textbox', { name: 'Project name' }));
    await expect(input).toBeDisabled();
  },
};

export const RenamingEditing: Story = {
  parameters: { state: 'open.renaming.editing' },
  args: { state: 'open.renaming.editing', context: { ...idle, draftName: 'Checkout v2', editingId: 'p1' } },
  play: async ({ args }) => {
    const input = await waitFor(() => body().getByRole('textbox', { name: 'Project name' }));
    await expect(input).toHaveValue('Checkout v2');
    body().getByRole('button', { name: 'Cancel' }).click();
    await expect(args.send).toHaveBeenCalledWith({ type: 'draft.cancel' });
  },
};

export const RenamingSaving: Story = {
  parameters: { state: 'open.renaming.saving' },
  args: { state: 'open.renaming.saving', context: { ...idle, draftName: 'Checkout v2', editingId: 'p1' } },
  play: async () => {
    const input = await waitFor(() => body().getByRole('textbox', { name: 'Project name' }));
    await expect(input).toBeDisabled();
    await expect(body().getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** The global dialog asks (it is not part of this view): the list stays as it was behind it. */
export const DeletingAsking: Story = {
  parameters: { state: 'open.deleting.asking' },
  args: { state: 'open.deleting.asking', context: { ...idle, deletingId: 'p2' } },
  play: async () => {
    const list = await waitFor(() => body().getByRole('list', { name: 'Projects' }));
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent?.trim()),
    ).toEqual(['New project', 'Checkout', 'Onboarding']);
    await expect(within(list).getByRole('button', { name: 'Delete Onboarding' })).toBeInTheDocument();
    await expect(within(list).queryByRole('textbox')).toBeNull();
  },
};

/** The dialog loads while the project is deleted; the list is unchanged until it reloads. */
export const DeletingSaving: Story = {
  parameters: { state: 'open.deleting.saving' },
  args: { state: 'open.deleting.saving', context: { ...idle, deletingId: 'p2' } },
  play: async () => {
    const list = await waitFor(() => body().getByRole('list', { name: 'Projects' }));
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent?.trim()),
    ).toEqual(['New project', 'Checkout', 'Onboarding']);
  },
};
