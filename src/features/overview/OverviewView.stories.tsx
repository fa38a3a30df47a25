import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  checkoutFailedGroup,
  PAY_BY_CARD_ID,
  PAY_BY_INVOICE_ID,
  projectGroup,
  QUARANTINE_REASON_BY_HAND,
  QUARANTINE_REASON_BY_RULE,
  SEARCH_ID,
  SHOP_SUITE_ID,
  shopFlakiness,
  shopGroups,
  shopRuns,
  shopTree,
} from '../../../machines/overview/overview.fixtures';
import { overviewMachine, type OverviewContext } from '../../../machines/overview/overview.machine';
import { productionEnvironment, stagingEnvironment } from '../../../machines/environments/environments.fixtures';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { formatRunDate } from '../collections/runFormat';
import { OverviewView } from './OverviewView';

type Args = { state: string; context: OverviewContext; send: (event: unknown) => void };

const testNames = Object.fromEntries(shopTree.flatMap((item) => (item.test_case_id ? [[item.test_case_id, item.entity_name]] : [])));

const loaded: OverviewContext = { suiteId: SHOP_SUITE_ID, environment: null, groups: shopGroups, runs: shopRuns, flakiness: shopFlakiness };
/** The project's environments, as the filter offers them. */
const environments = [
  { id: productionEnvironment._id, name: productionEnvironment.name },
  { id: stagingEnvironment._id, name: stagingEnvironment.name },
];
/** Checkout's failed group, made against staging. */
const stagingGroup = { ...checkoutFailedGroup, environment: { id: stagingEnvironment._id, name: 'staging' } };
const loading: OverviewContext = { ...loaded, runs: [], flakiness: null };

const meta = {
  title: 'Overview/Overview',
  parameters: { machine: 'overview', state: 'ready.idle' },
  args: { send: fn(), state: 'ready.idle', context: loaded },
  render: ({ state, context, send }) => (
    <OverviewView snapshot={snapshotOf(overviewMachine, state, context)} send={send} testNames={testNames} environments={environments} />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('region', { name }));

/** The recent groups show from the start: the layout loaded them. */
async function showsGroups(canvasElement: HTMLElement) {
  const groups = section(canvasElement, 'Recent grouped runs');
  const triggers = groups.getAllByRole('button');
  await expect(triggers).toHaveLength(shopGroups.length);
  // "Dates shown as day, month, year with time", e.g. '21 Nov 2026, 14:05'.
  await expect(formatRunDate(checkoutFailedGroup.created_at, 'UTC')).toBe('21 Nov 2026, 14:05');
  await expect(triggers[0]).toHaveTextContent(`Checkout${formatRunDate(checkoutFailedGroup.created_at)}2 tests: 1 passed, 1 failed`);
  await expect(triggers[3]).toHaveTextContent(`All tests${formatRunDate(projectGroup.created_at)}4 tests: 2 passed, 1 failed, 1 not runnable`);
  return groups;
}

export const Loading: Story = {
  parameters: { state: 'loading' },
  args: { state: 'loading', context: loading },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
    await expect(canvas.getByLabelText('Loading test runs')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeDisabled();
    await showsGroups(canvasElement);
  },
};

export const Failed: Story = {
  parameters: { state: 'failed' },
  args: { state: 'failed', context: loading },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Something went wrong!')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'overview.retry' });
    await showsGroups(canvasElement);
  },
};

/** The pass rate per day, the failing and flaky tests linking to each test and its latest run, and the groups. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const chart = await waitFor(() => section(canvasElement, 'Pass rate').getByRole('img', { name: 'Pass rate over 4 days' }));
    const points = within(chart).getAllByTestId('pass-rate-point');
    await expect(points.map((point) => point.querySelector('title')?.textContent)).toEqual([
      '18 Nov: 100% passed (1 of 1 runs)',
      '19 Nov: 67% passed (2 of 3 runs)',
      '20 Nov: 100% passed (2 of 2 runs)',
      '21 Nov: 67% passed (2 of 3 runs)',
    ]);

    const failing = section(canvasElement, 'Failing tests');
    const failingLinks = failing.getAllByRole('link');
    await expect(failingLinks[0]).toHaveTextContent('Pay by invoice');
    await expect(failingLinks[0]).toHaveAttribute('href', `/tests/${SHOP_SUITE_ID}/${PAY_BY_INVOICE_ID}`);
    const latest = checkoutFailedGroup.runs[1]!;
    await expect(failingLinks[1]).toHaveAttribute('href', `/run/${SHOP_SUITE_ID}/${latest._id}`);
    await expect(failing.getByText('2 passed, 1 failed')).toBeVisible();

    // The server's flake rates, the flakiest first.
    const flaky = within(section(canvasElement, 'Flaky tests').getByRole('list', { name: 'Flaky tests' }));
    const flakyItems = flaky.getAllByRole('listitem');
    await expect(flakyItems.map((item) => item.querySelector('a')?.textContent)).toEqual(['Pay by card', 'Pay by invoice']);
    await expect(flakyItems[0]).toHaveTextContent('Pay by card40 % of its last 10 verdictsQuarantined');
    await expect(within(flakyItems[0]!).getByText('Quarantined')).toHaveAttribute('title', QUARANTINE_REASON_BY_RULE);
    await expect(flakyItems[1]).toHaveTextContent('Pay by invoice8 % of its last 12 verdicts');
    await expect(within(flakyItems[0]!).getByRole('link')).toHaveAttribute('href', `/tests/${SHOP_SUITE_ID}/${PAY_BY_CARD_ID}`);

    const quarantine = section(canvasElement, 'Quarantined');
    await expect(quarantine.getByText('Tests whose flake rate reaches 30 % are quarantined automatically.')).toBeVisible();
    const quarantined = within(quarantine.getByRole('list', { name: 'Quarantined tests' })).getAllByRole('listitem');
    await expect(quarantined.map((item) => item.querySelector('a')?.textContent)).toEqual(['Pay by card', 'Search products']);
    await expect(quarantined[1]).toHaveTextContent(QUARANTINE_REASON_BY_HAND);
    await expect(within(quarantined[1]!).getByRole('link')).toHaveAttribute('href', `/tests/${SHOP_SUITE_ID}/${SEARCH_ID}`);

    const groups = await showsGroups(canvasElement);
    await userEvent.click(groups.getAllByRole('button')[3]!);
    const runs = await waitFor(() => groups.getByRole('list', { name: `Runs of ${formatRunDate(projectGroup.created_at)}` }));
    await waitFor(() => expect(runs).toBeVisible());
    await expect(
      within(runs)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(projectGroup.runs.map((run) => `/run/${SHOP_SUITE_ID}/${run._id}`));
    await expect(within(runs).getByRole('img', { name: 'Not runnable' })).toBeVisible();

    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Refresh' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'overview.refresh' });
  },
};

/** Only what ran against staging: the filter names it, each group shows it. */
export const FilteredByEnvironment: Story = {
  args: { context: { ...loaded, environment: 'staging', groups: [stagingGroup], runs: stagingGroup.runs } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const filter = canvas.getByRole('combobox', { name: 'Environment' });
    await expect(filter).toHaveValue('staging');
    await expect([...filter.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['All', 'production', 'staging']);
    const trigger = section(canvasElement, 'Recent grouped runs').getByRole('button');
    await expect(within(trigger).getByText('staging')).toHaveAttribute('title', 'Environment: staging');
    await userEvent.selectOptions(filter, 'All');
    await expect(args.send).toHaveBeenCalledWith({ type: 'overview.filter', environment: null });
    await userEvent.selectOptions(filter, 'production');
    await expect(args.send).toHaveBeenCalledWith({ type: 'overview.filter', environment: 'production' });
  },
};

/** Another environment chosen: what showed is gone while its runs load. */
export const LoadingAnotherEnvironment: Story = {
  parameters: { state: 'loading' },
  args: { state: 'loading', context: { ...loading, environment: 'production', groups: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Loading test runs')).toBeInTheDocument();
    await expect(canvas.getByText('No test suite has run in this environment yet.')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Environment' })).toHaveValue('production');
  },
};

export const NothingRunYet: Story = {
  args: { context: { ...loaded, groups: [], runs: [], flakiness: { tests: [], collections: [], quarantine_flake_rate: null } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No finished runs yet.')).toBeVisible();
    await expect(canvas.getByText('No test failed its latest run.')).toBeVisible();
    await expect(canvas.getByText('No test passed only on a retry among its last verdicts.')).toBeVisible();
    await expect(canvas.getByText('No test is quarantined.')).toBeVisible();
    // The rule is off: nothing says tests are quarantined automatically.
    await expect(canvas.queryByText(/quarantined automatically/)).toBeNull();
    await expect(canvas.getByText('No test suite has run yet.')).toBeVisible();
  },
};

/** The flake rates' call failed: the rest shows, the flaky and quarantined lists say they are unavailable. */
export const FlakeRatesUnavailable: Story = {
  args: { context: { ...loaded, flakiness: 'unavailable' } },
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement, 'Flaky tests').getByText('Flake rates are unavailable right now.')).toBeVisible();
    await expect(section(canvasElement, 'Quarantined').getByText('Flake rates are unavailable right now.')).toBeVisible();
    await expect(section(canvasElement, 'Failing tests').getByText('2 passed, 1 failed')).toBeVisible();
    await showsGroups(canvasElement);
  },
};

export const Refreshing: Story = {
  parameters: { state: 'ready.refreshing' },
  args: { state: 'ready.refreshing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Refreshing')).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Failing tests' })).toBeVisible();
  },
};

export const Stale: Story = {
  parameters: { state: 'ready.stale' },
  args: { state: 'ready.stale' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Runs may be out of date.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'overview.refresh' });
  },
};
