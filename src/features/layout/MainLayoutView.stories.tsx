import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Box, Text } from '@chakra-ui/react';
import { mainLayoutMachine, type MainLayoutContext } from '../../../machines/mainLayout/mainLayout.machine';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { MainLayoutView } from './MainLayoutView';

const organizations = [{ org_id: 'o1', name: 'Acme', ui_config: {} }];
const testSuites = [{ test_suite_id: 'p1', name: 'Checkout', org_id: 'o1' }];

const base: MainLayoutContext = {
  organizations: [],
  selectedOrgId: null,
  testSuites: [],
  selectedSuiteId: null,
  requestedSuiteId: null,
  storedOrgId: null,
  storedSuiteId: null,
  suiteData: null,
  error: null,
};
const withOrg = { ...base, organizations, selectedOrgId: 'o1' };
const withSuite = { ...withOrg, testSuites, selectedSuiteId: 'p1' };
const loaded = { ...withSuite, suiteData: { testItems: [], collections: [], recentRuns: [], modules: [] } };

type Args = { state: string; context: MainLayoutContext; send: (event: unknown) => void; onNewProject: () => void };

const meta = {
  title: 'Layout/Main layout',
  parameters: { machine: 'mainLayout' },
  args: { send: fn(), onNewProject: fn() },
  render: ({ state, context, send, onNewProject }) => (
    <MainLayoutView
      snapshot={snapshotOf(mainLayoutMachine, state, context)}
      send={send}
      onNewProject={onNewProject}
      sidebar={<Box width="16" bg="bg.subtle" data-testid="sidebar-slot" />}
      topBar={
        <Box p="3" borderBottomWidth="1px" data-testid="topbar-slot">
          Top bar
        </Box>
      }
    >
      <Text data-testid="page">The routed page</Text>
    </MainLayoutView>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const showsSkeleton = async (canvasElement: HTMLElement) => {
  await expect(within(canvasElement).getByTestId('layout-skeleton')).toBeVisible();
  await expect(within(canvasElement).queryByTestId('page')).toBeNull();
};

export const LoadingOrganizations: Story = {
  parameters: { state: 'loadingOrganizations' },
  args: { state: 'loadingOrganizations', context: base },
  play: ({ canvasElement }) => showsSkeleton(canvasElement),
};

export const NoOrganizations: Story = {
  parameters: { state: 'noOrganizations' },
  args: { state: 'noOrganizations', context: base },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("We're opening up access gradually and will get back to you shortly!")).toBeVisible();
    await expect(canvas.getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  },
};

export const OrganizationsFailed: Story = {
  parameters: { state: 'organizationsFailed' },
  args: { state: 'organizationsFailed', context: { ...base, error: 'Failed to fetch' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Something went wrong!')).toBeVisible();
    canvas.getByRole('button', { name: 'Retry' }).click();
    await expect(args.send).toHaveBeenCalledWith({ type: 'organizations.retry' });
  },
};

export const FindingSuite: Story = {
  parameters: { state: 'findingSuite' },
  args: { state: 'findingSuite', context: { ...withOrg, requestedSuiteId: 'suite-4' } },
  play: ({ canvasElement }) => showsSkeleton(canvasElement),
};

export const LoadingSuites: Story = {
  parameters: { state: 'loadingSuites' },
  args: { state: 'loadingSuites', context: withOrg },
  play: ({ canvasElement }) => showsSkeleton(canvasElement),
};

export const NoSuites: Story = {
  parameters: { state: 'noSuites' },
  args: { state: 'noSuites', context: withOrg },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Project list is empty')).toBeVisible();
    await expect(canvas.getByText('Start by adding your first project')).toBeVisible();
    canvas.getByRole('button', { name: 'New project' }).click();
    await expect(args.onNewProject).toHaveBeenCalled();
  },
};

export const SuitesFailed: Story = {
  parameters: { state: 'suitesFailed' },
  args: { state: 'suitesFailed', context: { ...withOrg, error: 'Failed to fetch' } },
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: 'Retry' }).click();
    await expect(args.send).toHaveBeenCalledWith({ type: 'suites.retry' });
  },
};

export const LoadingSuite: Story = {
  parameters: { state: 'suiteSelected.loadingSuite' },
  args: { state: 'suiteSelected.loadingSuite', context: withSuite },
  play: ({ canvasElement }) => showsSkeleton(canvasElement),
};

export const SuiteFailed: Story = {
  parameters: { state: 'suiteSelected.suiteFailed' },
  args: { state: 'suiteSelected.suiteFailed', context: { ...withSuite, error: 'Unable to fetch the test suite tree' } },
  play: async ({ canvasElement, args }) => {
    // A project load failure retries by refetching the projects (spec section 2).
    within(canvasElement).getByRole('button', { name: 'Retry' }).click();
    await expect(args.send).toHaveBeenCalledWith({ type: 'suites.retry' });
  },
};

export const Ready: Story = {
  parameters: { state: 'suiteSelected.ready.idle' },
  args: { state: 'suiteSelected.ready.idle', context: loaded },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('page')).toBeVisible();
    await expect(within(canvasElement).getByTestId('topbar-slot')).toBeVisible();
  },
};

export const ReadyRefreshing: Story = {
  parameters: { state: 'suiteSelected.ready.refreshing' },
  args: { state: 'suiteSelected.ready.refreshing', context: loaded },
  play: async ({ canvasElement }) => {
    // A silent refresh keeps the page on screen.
    await expect(within(canvasElement).getByTestId('page')).toBeVisible();
  },
};

export const AccountPageWithoutOrganizations: Story = {
  parameters: { state: 'noOrganizations' },
  args: { state: 'noOrganizations', context: base },
  render: ({ state, context, send, onNewProject }) => (
    <MainLayoutView
      snapshot={snapshotOf(mainLayoutMachine, state, context)}
      send={send}
      onNewProject={onNewProject}
      accountPage
      sidebar={<Box width="16" bg="bg.subtle" />}
      topBar={<Box p="3">Top bar</Box>}
    >
      <Text data-testid="page">Change Password</Text>
    </MainLayoutView>
  ),
  play: async ({ canvasElement }) => {
    // A person with no organization yet can still change their password.
    await expect(within(canvasElement).getByTestId('page')).toBeVisible();
    await expect(within(canvasElement).queryByText(/opening up access gradually/)).toBeNull();
  },
};
