import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createEmptyActor } from 'xstate';
import { orgSwitcherMachine, type OrgSwitcherContext } from '../../../machines/orgSwitcher/orgSwitcher.machine';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { OrgSwitcherView, type SwitcherOrganization } from './OrgSwitcherView';

const logo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="3" fill="#319795"/></svg>');

const organizations: SwitcherOrganization[] = [
  { org_id: 'o1', name: 'Zeta Labs', ui_config: {} },
  { org_id: 'o2', name: 'Acme Corporation International', ui_config: { logo } },
  { org_id: 'o3', name: 'bright acme shop', ui_config: {} },
  { org_id: 'o4', name: 'Beta', ui_config: {} },
];

type Args = {
  state: string;
  context: OrgSwitcherContext;
  organizations: SwitcherOrganization[];
  selected: SwitcherOrganization | null;
  logoOnly: boolean;
  send: (event: unknown) => void;
};

const meta = {
  title: 'Organizations/Organization switcher',
  parameters: { machine: 'orgSwitcher', layout: 'padded' },
  args: { send: fn(), context: { layout: createEmptyActor(), query: '' }, organizations, selected: organizations[1]!, logoOnly: false },
  render: ({ state, context, send, ...data }) => <OrgSwitcherView snapshot={snapshotOf(orgSwitcherMachine, state, context)} send={send} {...data} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** The names the list shows, in order (each entry's title is its full name). */
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((entry) => entry.title);
const trigger = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Organization Acme Corporation International' });

export const Closed: Story = {
  parameters: { state: 'closed' },
  args: { state: 'closed' },
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    await expect(button).toHaveTextContent('Acme Corporation International');
    await expect(button.querySelector('svg[aria-hidden]')).not.toBeNull();
    // The name is cut at about 104px.
    await expect(within(button).getByText('Acme Corporation International').getBoundingClientRect().width).toBeLessThanOrEqual(104);
    await userEvent.click(button);
    await expect(args.send).toHaveBeenCalledWith({ type: 'switcher.open' });
  },
};

export const ClosedLogoOnly: Story = {
  parameters: { state: 'closed' },
  args: { state: 'closed', logoOnly: true },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).not.toHaveTextContent('Acme Corporation International');
  },
};

/** One organization: its logo and name, no chevron, nothing to open. */
export const ClosedWithOneOrganization: Story = {
  parameters: { state: 'closed' },
  args: { state: 'closed', organizations: [organizations[3]!], selected: organizations[3]! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Organization Beta' })).toHaveTextContent('Beta');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const ClosedWithNoOrganizations: Story = {
  parameters: { state: 'closed' },
  args: { state: 'closed', organizations: [], selected: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};

export const Open: Story = {
  parameters: { state: 'open' },
  args: { state: 'open' },
  play: async ({ args }) => {
    const list = await waitFor(() => body().getByRole('list', { name: 'Organizations' }));
    await waitFor(() => expect(body().getByPlaceholderText('Search organizations...')).toBeVisible());
    // Sorted by name, ignoring case.
    await expect(names(list)).toEqual(['Acme Corporation International', 'Beta', 'bright acme shop', 'Zeta Labs']);
    const content = list.closest('[data-scope="popover"][data-part="content"]') as HTMLElement;
    await expect(getComputedStyle(content).minWidth).toBe('208px');
    await expect(getComputedStyle(content).maxWidth).toBe('288px');
    await expect(getComputedStyle(list.parentElement!).maxHeight).toBe('384px');
    // A click inside the popup does not close it.
    await userEvent.click(body().getByPlaceholderText('Search organizations...'));
    await expect(args.send).not.toHaveBeenCalledWith({ type: 'switcher.close' });
    await userEvent.click(within(list).getByRole('button', { name: 'Zeta Labs' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'organization.pick', orgId: 'o1' });
  },
};

export const OpenSearching: Story = {
  parameters: { state: 'open' },
  args: { state: 'open', context: { layout: createEmptyActor(), query: 'ACME' } },
  play: async ({ args }) => {
    const list = await waitFor(() => body().getByRole('list', { name: 'Organizations' }));
    await expect(body().getByPlaceholderText('Search organizations...')).toHaveValue('ACME');
    await expect(names(list)).toEqual(['Acme Corporation International', 'bright acme shop']);
    await userEvent.type(body().getByPlaceholderText('Search organizations...'), 'x');
    await expect(args.send).toHaveBeenCalledWith({ type: 'query.changed', value: 'ACMEx' });
  },
};
