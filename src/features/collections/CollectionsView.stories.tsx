import { createEmptyActor } from 'xstate';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  checkoutCollection,
  checkoutFailedGroup,
  checkoutPassedGroup,
  nightlyCollection,
  QUARANTINE_REASON_BY_RULE,
  RENAMED_CHECKOUT,
  SHOP_SUITE_ID,
  shopCollections,
  shopFlakiness,
  shopGroups,
  shopTree,
  smokeCollection,
  STAGING,
  STAGING_ID,
} from '../../../machines/collections/collections.fixtures';
import { productionEnvironment, stagingEnvironment } from '../../../machines/environments/environments.fixtures';
import { collectionsMachine, type CollectionsContext } from '../../../machines/collections/collections.machine';
import { snapshotOf } from '../../ui/stories/machineSnapshot';
import { CollectionsView } from './CollectionsView';
import { formatRunDate, formatScheduleTime } from './runFormat';
import { INVALID_SCHEDULE_MESSAGE } from './ScheduleEditor';

type Args = {
  state: string;
  context: CollectionsContext;
  send: (event: unknown) => void;
  onNewCollection: () => void;
  onEditTests: (collection: unknown) => void;
};

const testNames = Object.fromEntries(shopTree.flatMap((item) => (item.test_case_id ? [[item.test_case_id, item.entity_name]] : [])));
/** A Sunday: the next Mondays at 9:00 are the 23rd, the 30th, ... */
const NOW = new Date('2026-11-22T10:00:00.000Z');

/** The screen's confirm dialog is not part of this view: a stand-in that hears nothing. */
const confirmDialog = { send: () => {} };

const shop: CollectionsContext = {
  suiteId: SHOP_SUITE_ID,
  collections: [...shopCollections, nightlyCollection],
  groups: shopGroups,
  selectedId: checkoutCollection._id,
  rename: null,
  scheduleDraft: null,
  deletingId: null,
  addressedId: null,
  confirmDialog,
  layout: createEmptyActor(),
  flakiness: shopFlakiness,
  runEnvironment: null,
  scheduleEnvironment: null,
  historyEnvironment: null,
};

/** The project's environments, as the pickers offer them. */
const environments = [
  { id: productionEnvironment._id, name: productionEnvironment.name },
  { id: stagingEnvironment._id, name: stagingEnvironment.name },
];

const meta = {
  title: 'Test suites/Test suites',
  parameters: { machine: 'collections', state: 'browsing.idle' },
  args: { send: fn(), onNewCollection: fn(), onEditTests: fn(), state: 'browsing.idle', context: shop },
  render: ({ state, context, send, onNewCollection, onEditTests }) => (
    <CollectionsView
      snapshot={snapshotOf(collectionsMachine, state, context)}
      send={send}
      testNames={testNames}
      onNewCollection={onNewCollection}
      onEditTests={onEditTests}
      now={NOW}
      environments={environments}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const detail = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'Test suite' }));

/** The list and the selected collection's detail, every action offered. */
export const Browsing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Test suites', level: 1 })).toBeVisible();
    const rows = within(canvas.getByRole('list', { name: 'Test suites' })).getAllByRole('listitem');
    await expect(rows.map((row) => row.textContent)).toEqual([
      'Checkout2 testsFailed·Every Monday at 09:00 (UTC)',
      'Smoke1 testPassed·Not scheduled',
      'Nightly0 testsNot run yet·Not scheduled',
    ]);
    await expect(canvas.getByRole('button', { name: /^Checkout/, current: true })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Smoke/ }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'collection.select', id: smokeCollection._id });

    const suite = detail(canvasElement);
    await expect(suite.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await expect(suite.getByText('Every Monday at 09:00 (UTC)')).toBeVisible();
    // The flake rate over its tests' last verdicts (the server's).
    await expect(suite.getByRole('region', { name: 'Flake rate' })).toHaveTextContent(
      "Flake rate23 %: 5 of its tests' last 22 verdicts passed only on a retry.",
    );
    const testList = within(suite.getByRole('list', { name: 'Tests of the test suite' }));
    const tests = testList.getAllByRole('link');
    await expect(tests.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Pay by card', `/tests/${SHOP_SUITE_ID}/${checkoutCollection.linked_test_ids[0]}`],
      ['Pay by invoice', `/tests/${SHOP_SUITE_ID}/${checkoutCollection.linked_test_ids[1]}`],
    ]);
    // Only 'Pay by card' is quarantined; its badge's title is the reason.
    const items = testList.getAllByRole('listitem');
    await expect(within(items[0]!).getByText('Quarantined')).toHaveAttribute('title', QUARANTINE_REASON_BY_RULE);
    await expect(within(items[1]!).queryByText('Quarantined')).toBeNull();

    for (const [name, event] of [
      ['Rename Checkout', { type: 'rename.start' }],
      ['Run all', { type: 'collection.run' }],
      ['Delete', { type: 'collection.delete' }],
      ['Edit schedule', { type: 'schedule.edit' }],
      ['Run all tests', { type: 'project.run' }],
      ['Refresh', { type: 'collections.refresh' }],
    ] as const) {
      await userEvent.click(canvas.getByRole('button', { name }));
      await expect(args.send).toHaveBeenLastCalledWith(event);
    }
    await userEvent.click(suite.getByRole('button', { name: 'Edit tests' }));
    await expect(args.onEditTests).toHaveBeenCalledWith(checkoutCollection);
    await userEvent.click(canvas.getByRole('button', { name: 'New test suite' }));
    await expect(args.onNewCollection).toHaveBeenCalled();
  },
};

/** The history: Checkout's groups, newest first; each opens to its runs, linking to the run view. */
export const RunHistory: Story = {
  play: async ({ canvasElement }) => {
    const history = within(detail(canvasElement).getByRole('region', { name: 'Run history' }));
    const when = formatRunDate(checkoutFailedGroup.created_at);
    const trigger = history.getByRole('button', { name: new RegExp(`Checkout\\s*${when}`) });
    await expect(trigger).toHaveTextContent(`Checkout${when}2 tests: 1 passed, 1 failed`);
    await expect(history.getAllByRole('button', { name: /Checkout/ })).toHaveLength(2);
    // A pass on a retry counts apart from the clean passes.
    const earlier = formatRunDate(checkoutPassedGroup.created_at);
    await expect(history.getByRole('button', { name: new RegExp(`Checkout\\s*${earlier}`) })).toHaveTextContent(
      `Checkout${earlier}2 tests: 1 passed, 1 flaky`,
    );
    await userEvent.click(trigger);
    const runs = await waitFor(() => history.getByRole('list', { name: `Runs of ${when}` }));
    await waitFor(() => expect(runs).toBeVisible());
    const links = within(runs).getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      checkoutFailedGroup.runs.map((run) => [testNames[run.test_case_id], `/run/${SHOP_SUITE_ID}/${run._id}`]),
    );
    await expect(within(runs).getByRole('img', { name: 'Failed' })).toBeVisible();

    await userEvent.click(history.getByRole('button', { name: new RegExp(`Checkout\\s*${earlier}`) }));
    const earlierRuns = await waitFor(() => history.getByRole('list', { name: `Runs of ${earlier}` }));
    await waitFor(() => expect(earlierRuns).toBeVisible());
    const flaky = within(earlierRuns).getByText('Flaky');
    await expect(flaky).toHaveAttribute('title', 'Passed only after a failed attempt');
    await expect(flaky.closest('li')).toHaveTextContent('Pay by card');
  },
};

/** An environment picked for runs: both run-alls run against it. */
export const RunAgainstEnvironment: Story = {
  args: { context: { ...shop, runEnvironment: STAGING_ID } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const picker = canvas.getByRole('combobox', { name: 'Run against' });
    await expect(picker).toHaveValue(STAGING_ID);
    await expect([...picker.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['No environment', 'production', 'staging']);
    await expect(detail(canvasElement).getByText('in staging')).toBeVisible();
    await userEvent.selectOptions(picker, 'No environment');
    await expect(args.send).toHaveBeenCalledWith({ type: 'runEnvironment.changed', environment: null });
  },
};

/** Checkout's schedule runs against staging. */
export const ScheduledInEnvironment: Story = {
  args: {
    context: {
      ...shop,
      collections: shop.collections.map((collection) =>
        collection._id === checkoutCollection._id ? { ...collection, environment_id: STAGING_ID } : collection,
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(detail(canvasElement).getByText('Every Monday at 09:00 (UTC), in staging')).toBeVisible();
  },
};

/** The history of one environment: the filter names it, each group shows it. */
export const HistoryFilteredByEnvironment: Story = {
  args: {
    context: { ...shop, historyEnvironment: STAGING, groups: [{ ...checkoutFailedGroup, environment: { id: STAGING_ID, name: STAGING } }] },
  },
  play: async ({ canvasElement, args }) => {
    const history = within(detail(canvasElement).getByRole('region', { name: 'Run history' }));
    const filter = history.getByRole('combobox', { name: 'Environment' });
    await expect(filter).toHaveValue(STAGING);
    await expect(history.getAllByRole('button', { name: /Checkout/ })).toHaveLength(1);
    await expect(history.getByTitle('Environment: staging')).toHaveTextContent(STAGING);
    await userEvent.selectOptions(filter, 'All');
    await expect(args.send).toHaveBeenCalledWith({ type: 'history.filter', environment: null });
  },
};

/** No group of the environment chosen. */
export const NoHistoryInEnvironment: Story = {
  parameters: { state: 'browsing.refreshing' },
  args: { state: 'browsing.refreshing', context: { ...shop, historyEnvironment: 'production', groups: [] } },
  play: async ({ canvasElement }) => {
    await expect(detail(canvasElement).getByText('This test suite has not run in this environment yet.')).toBeVisible();
  },
};

/** A new collection: no tests and no runs yet. */
export const NothingYet: Story = {
  args: { context: { ...shop, selectedId: nightlyCollection._id } },
  play: async ({ canvasElement }) => {
    const suite = detail(canvasElement);
    await expect(suite.getByText('No tests yet: use Edit tests to add some.')).toBeVisible();
    await expect(suite.getByText('No verdicts yet: none of its tests has passed or failed a run.')).toBeVisible();
    await expect(suite.getByText('This test suite has not run yet.')).toBeVisible();
    await expect(suite.getByText('Not scheduled')).toBeVisible();
    // The server refuses to run a test suite with no tests.
    await expect(suite.getByRole('button', { name: 'Run all' })).toBeDisabled();
    await expect(suite.getByRole('button', { name: 'Edit tests' })).toBeEnabled();
  },
};

export const Empty: Story = {
  args: { context: { ...shop, collections: [], groups: [], selectedId: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No test suites yet')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Test suite' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'New test suite' }));
    await expect(args.onNewCollection).toHaveBeenCalled();
  },
};

/** The first refresh: the layout's data shows, the flake rates are on their way. */
export const Refreshing: Story = {
  parameters: { state: 'browsing.refreshing' },
  args: { state: 'browsing.refreshing', context: { ...shop, flakiness: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Refreshing')).toBeInTheDocument();
    await expect(detail(canvasElement).getByText('Loading the flake rate…')).toBeVisible();
    await expect(detail(canvasElement).queryByText('Quarantined')).toBeNull();
    // A background refresh blocks nothing.
    await expect(canvas.getByRole('button', { name: 'Run all' })).toBeEnabled();
  },
};

/** Opened by an address naming a collection: it is fetched first (E-08), shown as a refresh. */
export const LoadingAddressed: Story = {
  parameters: { state: 'browsing.loadingAddressed' },
  args: { state: 'browsing.loadingAddressed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Refreshing')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Run all' })).toBeEnabled();
  },
};

/** The flake rates' call failed: the rest shows, the flake rate says it is unavailable. */
export const FlakeRateUnavailable: Story = {
  args: { context: { ...shop, flakiness: 'unavailable' } },
  play: async ({ canvasElement }) => {
    const suite = detail(canvasElement);
    await expect(suite.getByText('The flake rate is unavailable right now.')).toBeVisible();
    await expect(suite.getAllByRole('link', { name: /^Pay by/ })).toHaveLength(2);
    await expect(suite.queryByText('Quarantined')).toBeNull();
    await expect(suite.getByRole('button', { name: 'Run all' })).toBeEnabled();
  },
};

export const Stale: Story = {
  parameters: { state: 'browsing.stale' },
  args: { state: 'browsing.stale' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Runs may be out of date.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'collections.refresh' });
  },
};

/** While one action is under way the others wait. */
async function actionsDisabled(canvasElement: HTMLElement, except: string[] = []) {
  const canvas = within(canvasElement);
  for (const name of ['Run all', 'Edit tests', 'Delete', 'Run all tests', 'New test suite', 'Refresh']) {
    if (!except.includes(name)) await expect(canvas.getByRole('button', { name })).toBeDisabled();
  }
}

export const Renaming: Story = {
  parameters: { state: 'renaming' },
  args: { state: 'renaming', context: { ...shop, rename: RENAMED_CHECKOUT } },
  play: async ({ canvasElement, args }) => {
    const suite = detail(canvasElement);
    const input = suite.getByRole('textbox', { name: 'Test suite name' });
    await expect(input).toHaveValue(RENAMED_CHECKOUT);
    await userEvent.type(input, '!');
    await expect(args.send).toHaveBeenCalledWith({ type: 'rename.changed', value: `${RENAMED_CHECKOUT}!` });
    await userEvent.type(input, '{Enter}');
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'rename.save' });
    await userEvent.click(suite.getByRole('button', { name: 'Cancel rename' }));
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'rename.cancel' });
    await actionsDisabled(canvasElement);
  },
};

export const SavingName: Story = {
  parameters: { state: 'savingName' },
  args: { state: 'savingName', context: { ...shop, rename: RENAMED_CHECKOUT } },
  play: async ({ canvasElement }) => {
    const suite = detail(canvasElement);
    await expect(suite.getByRole('textbox', { name: 'Test suite name' })).toBeDisabled();
    await expect(suite.getByRole('button', { name: 'Save name' })).toHaveAttribute('data-loading');
    await expect(suite.getByRole('button', { name: 'Cancel rename' })).toBeDisabled();
  },
};

export const Scheduling: Story = {
  parameters: { state: 'scheduling' },
  args: { state: 'scheduling', context: { ...shop, scheduleDraft: '0 9 * * 1' } },
  play: async ({ canvasElement, args }) => {
    const editor = within(detail(canvasElement).getByRole('region', { name: 'Schedule editor' }));
    const input = editor.getByRole('textbox', { name: 'Cron expression (UTC)' });
    await expect(input).toHaveValue('0 9 * * 1');
    await expect(editor.getByText('Every Monday at 09:00 (UTC)')).toBeVisible();
    const times = within(editor.getByRole('list', { name: 'Next runs' })).getAllByRole('listitem');
    await expect(times.map((item) => item.textContent)).toEqual(
      ['2026-11-23', '2026-11-30', '2026-12-07', '2026-12-14', '2026-12-21'].map((day) => formatScheduleTime(new Date(`${day}T09:00:00Z`))),
    );
    await userEvent.click(editor.getByRole('button', { name: 'Every hour' }));
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'schedule.changed', value: '0 * * * *' });
    await userEvent.click(editor.getByRole('button', { name: 'Every day at 9:00' }));
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'schedule.changed', value: '0 9 * * *' });
    await userEvent.type(input, '{Enter}');
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'schedule.save' });
    // The scheduled runs' environment: none until picked.
    const environment = editor.getByRole('combobox', { name: 'Environment' });
    await expect(environment).toHaveValue('');
    await userEvent.selectOptions(environment, 'staging');
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'schedule.environmentChanged', environment: STAGING_ID });
    for (const [name, type] of [
      ['Save schedule', 'schedule.save'],
      ['Clear schedule', 'schedule.clear'],
      ['Cancel', 'schedule.cancel'],
    ] as const) {
      await userEvent.click(editor.getByRole('button', { name }));
      await expect(args.send).toHaveBeenLastCalledWith({ type });
    }
    await actionsDisabled(canvasElement);
  },
};

/** Not a cron expression: the editor says why and Save waits; a collection with no schedule has nothing to clear. */
export const SchedulingInvalid: Story = {
  parameters: { state: 'scheduling' },
  args: { state: 'scheduling', context: { ...shop, selectedId: smokeCollection._id, scheduleDraft: 'at nine' } },
  play: async ({ canvasElement }) => {
    const editor = within(detail(canvasElement).getByRole('region', { name: 'Schedule editor' }));
    await expect(editor.getByText(INVALID_SCHEDULE_MESSAGE)).toBeVisible();
    await expect(editor.queryByRole('list', { name: 'Next runs' })).toBeNull();
    await expect(editor.getByRole('button', { name: 'Save schedule' })).toBeDisabled();
    await expect(editor.queryByRole('button', { name: 'Clear schedule' })).toBeNull();
  },
};

export const SavingSchedule: Story = {
  parameters: { state: 'savingSchedule' },
  args: { state: 'savingSchedule', context: { ...shop, scheduleDraft: '0 9 * * *' } },
  play: async ({ canvasElement }) => {
    const editor = within(detail(canvasElement).getByRole('region', { name: 'Schedule editor' }));
    await expect(editor.getByRole('textbox', { name: 'Cron expression (UTC)' })).toHaveAttribute('readonly');
    await expect(editor.getByRole('button', { name: 'Save schedule' })).toHaveAttribute('data-loading');
    await expect(editor.getByRole('button', { name: 'Clear schedule' })).toBeDisabled();
    await expect(editor.getByRole('button', { name: 'Every hour' })).toBeDisabled();
  },
};

export const RunningCollection: Story = {
  parameters: { state: 'runningCollection' },
  args: { state: 'runningCollection' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Run all' })).toHaveAttribute('data-loading');
    await actionsDisabled(canvasElement, ['Run all']);
  },
};

export const RunningProject: Story = {
  parameters: { state: 'runningProject' },
  args: { state: 'runningProject' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Run all tests' })).toHaveAttribute('data-loading');
    await actionsDisabled(canvasElement, ['Run all tests']);
  },
};

/** The screen's dialog asks whether to delete Checkout: nothing is deleted yet, and nothing else is offered. */
export const AskingToDelete: Story = {
  parameters: { state: 'confirmingDelete' },
  args: { state: 'confirmingDelete', context: { ...shop, deletingId: checkoutCollection._id } },
  play: async ({ canvasElement }) => {
    await expect(detail(canvasElement).getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await expect(detail(canvasElement).getByRole('button', { name: 'Delete' })).not.toHaveAttribute('data-loading');
    await actionsDisabled(canvasElement);
  },
};

export const Deleting: Story = {
  parameters: { state: 'deleting' },
  args: { state: 'deleting', context: { ...shop, deletingId: checkoutCollection._id } },
  play: async ({ canvasElement }) => {
    await expect(detail(canvasElement).getByRole('button', { name: 'Delete' })).toHaveAttribute('data-loading');
    await actionsDisabled(canvasElement, ['Delete']);
  },
};
