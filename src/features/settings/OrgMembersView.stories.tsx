import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { orgMembersMachine, type OrgMembersContext } from '../../../machines/orgMembers/orgMembers.machine';
import { ACME_ORG_ID, ada, grace } from '../../../machines/orgMembers/orgMembers.fixtures';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { OrgMembersView } from './OrgMembersView';

type Args = { state: string; context: OrgMembersContext; send: (event: unknown) => void };

// The dialog is the app's; a story only needs something to send to.
const loadedContext: OrgMembersContext = {
  confirmDialog: { send: () => {} },
  ownerId: ACME_ORG_ID,
  items: [grace, ada],
  draft: { email: '' },
  showDraftErrors: false,
  editing: null,
  showEditErrors: false,
  saving: null,
  deletingId: null,
};

const loaded = (creating: 'idle' | 'saving', deleting: 'idle' | 'confirming' | 'deleting') => `loaded.creating.${creating}+deleting.${deleting}`;
const IDLE = loaded('idle', 'idle');

const meta = {
  title: 'Settings/Organization members',
  parameters: { machine: 'orgMembers' },
  args: { send: fn(), state: IDLE, context: loadedContext },
  render: ({ state, context, send }) => <OrgMembersView snapshot={snapshotOf(orgMembersMachine, state, context)} send={send} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { state: 'loading' },
  args: { state: 'loading', context: { ...loadedContext, items: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Organization members' })).toBeVisible();
    await expect(canvas.getByLabelText('Loading members')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: { state: 'failed' },
  args: { state: 'failed', context: { ...loadedContext, items: [] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Something went wrong!')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'list.retry' });
  },
};

export const Loaded: Story = {
  parameters: { state: IDLE },
  args: { state: IDLE },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list', { name: 'Members' })).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('ada@acme.example'),
      expect.stringContaining('grace@acme.example'),
    ]);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'l');
    await expect(args.send).toHaveBeenCalledWith({ type: 'draft.changed', patch: { email: 'l' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Add member' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'item.create' });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove grace@acme.example' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'item.delete', id: grace.id });
  },
};

export const LoadedWithInvalidEmail: Story = {
  parameters: { state: IDLE },
  args: { state: IDLE, context: { ...loadedContext, draft: { email: 'linus.acme.example' }, showDraftErrors: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Invalid Email')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { state: IDLE },
  args: { state: IDLE, context: { ...loadedContext, items: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No members yet.')).toBeVisible();
  },
};

export const Adding: Story = {
  parameters: { state: loaded('saving', 'idle') },
  args: { state: loaded('saving', 'idle'), context: { ...loadedContext, draft: { email: 'linus@acme.example' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Add member' })).toHaveAttribute('data-loading');
  },
};

/** The global dialog asks (it is not part of this view): the list stays as it was behind it. */
export const RemovingAsking: Story = {
  parameters: { state: loaded('idle', 'confirming') },
  args: { state: loaded('idle', 'confirming'), context: { ...loadedContext, deletingId: grace.id } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Remove grace@acme.example' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('readonly');
  },
};

/** The dialog loads while the member is removed; the list drops them once it is done. */
export const RemovingSaving: Story = {
  parameters: { state: loaded('idle', 'deleting') },
  args: { state: loaded('idle', 'deleting'), context: { ...loadedContext, deletingId: grace.id } },
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('list', { name: 'Members' })).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
  },
};

/** Adding while the dialog asks about a removal: each kind of action blocks only its own kind. */
export const AddingWhileAsking: Story = {
  parameters: { state: loaded('saving', 'confirming') },
  args: { state: loaded('saving', 'confirming'), context: { ...loadedContext, draft: { email: 'linus@acme.example' }, deletingId: grace.id } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add member' })).toHaveAttribute('data-loading');
    await expect(canvas.getByRole('button', { name: 'Remove grace@acme.example' })).toBeVisible();
  },
};

export const AddingWhileRemoving: Story = {
  parameters: { state: loaded('saving', 'deleting') },
  args: { state: loaded('saving', 'deleting'), context: { ...loadedContext, draft: { email: 'linus@acme.example' }, deletingId: grace.id } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    await expect(within(canvas.getByRole('list', { name: 'Members' })).getAllByRole('listitem')).toHaveLength(2);
  },
};
