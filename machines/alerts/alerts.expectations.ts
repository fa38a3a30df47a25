/**
 * What the user observes in each state of a project's alert channels, and what each transition
 * must do: the hand-written tables its path replays check (machines/_testing/expectations.ts).
 * Texts are written out, so a changed toast or dialog fails here.
 */
import type { AnyEventObject } from 'xstate';
import type { Effect, ExpectationTables, Observation } from '../_testing/expectations';
import {
  failedView,
  listView,
  loadedCan,
  loadedKey,
  loadedObservations,
  loadedStates,
  loadedTags,
  loadedTransitions,
  loadedView,
  loadingView,
  noOwnerView,
  type ListView,
  type RegionStep,
  deletionAnywhere,
  deletionSteps,
  errorToast as toast,
  dialogSettled as settled,
  ownerChanged,
} from '../listResource/listResource.expectations';
import { addedWebhookChannel, opsMailChannel, SHOP_SUITE_ID } from './alerts.fixtures';
import type { AlertsContext, alertsMachine } from './alerts.machine';
import { selectChannels, selectDraftErrors, selectEditErrors, selectNewSigningSecret } from './alerts.selectors';

type Machine = typeof alertsMachine;
type Tables = ExpectationTables<Machine>;
type Can = Observation<Machine>['can'];

const URL_MESSAGE = 'Enter an http:// or https:// address, e.g. https://hooks.example.com/critical-journey.';

/** The target's message, whether shown yet or not: the path model's targets are empty, ftp:// or a valid address. */
const targetError = ({ draft }: AlertsContext) => (draft.target.startsWith('https://') ? null : URL_MESSAGE);

/** The edited e-mail channel's message, whether shown yet or not: the path model's edited addresses are the listed one, or it and "nope". */
const editTargetError = ({ editing }: AlertsContext) => (editing?.target.includes('nope') ? 'Invalid Email: "nope" is not an e-mail address.' : null);

const observe =
  (view: ListView, can: (context: AlertsContext) => string[], tags: string[] = []) =>
  (context: AlertsContext): Observation<Machine> => ({
    tags,
    can: can(context) as Can,
    selectors: [
      [listView, view],
      [(snapshot) => selectChannels(snapshot).map((channel) => channel._id), context.items.map((channel) => channel._id)],
      [selectDraftErrors, { target: context.showDraftErrors ? targetError(context) : null }],
      [selectEditErrors, { target: context.showEditErrors ? editTargetError(context) : null }],
      // A saved Enabled switch shows in the list at once.
      [(snapshot) => selectChannels(snapshot).map((channel) => channel.enabled), context.items.map((channel) => channel.enabled)],
      // The added webhook's secret shows until the list is loaded again.
      [
        selectNewSigningSecret,
        context.items.some((channel) => channel._id === addedWebhookChannel._id)
          ? { channelId: addedWebhookChannel._id, secret: addedWebhookChannel.signing_secret }
          : null,
      ],
    ],
  });

const states = loadedStates(true);
const isListed = (context: AlertsContext) => context.items.some((channel) => channel._id === opsMailChannel._id);

export const alertsObservations: Tables['observations'] = {
  idle: observe(noOwnerView, () => ['owner.changed', 'confirm.accepted']),
  loading: observe(loadingView, () => ['owner.changed', 'confirm.accepted']),
  failed: observe(failedView, () => ['list.retry', 'owner.changed', 'confirm.accepted']),
  ...loadedObservations(states, (state) =>
    observe(loadedView(state, opsMailChannel._id), (context) => loadedCan(state, isListed(context)), loadedTags(state)),
  ),
};

const list: Effect = { invoke: 'list', input: { ownerId: SHOP_SUITE_ID } };

/** Added with the trimmed target and the draft's choices; an invalid target only shows its error. */
function create(context: AlertsContext): RegionStep {
  if (targetError(context)) return {};
  return {
    to: 'saving',
    effects: [
      {
        invoke: 'create',
        input: {
          ownerId: SHOP_SUITE_ID,
          create: {
            kind: 'webhook',
            target: context.draft.target.trim(),
            collection_id: null,
            notify_on: 'failure',
            include_flaky: false,
            include_quarantined: false,
          },
        },
      },
    ],
  };
}

/**
 * The Enabled switch alone sends only itself; the whole edit sends every field, an e-mail
 * channel's addresses with them. An invalid address only shows its error, and an edit that
 * changes nothing closes without a call.
 */
function save(context: AlertsContext, event: AnyEventObject): RegionStep {
  const { editing, items } = context;
  const listed = items.find((channel) => channel._id === editing?.id);
  if (!editing || !listed) return {};
  const update = (changes: object): RegionStep => ({
    to: 'saving',
    effects: [{ invoke: 'update', input: { ownerId: SHOP_SUITE_ID, id: opsMailChannel._id, changes } }],
  });
  if (event.part === 'enabled') return editing.enabled === listed.enabled ? {} : update({ enabled: editing.enabled });
  if (editTargetError(context)) return {};
  if (editing.enabled === listed.enabled) return {};
  return update({
    enabled: editing.enabled,
    notify_on: 'failure',
    include_flaky: false,
    include_quarantined: false,
    collection_id: null,
    target: 'ops@shop.example',
  });
}

export const alertsTransitions: Tables['transitions'] = {
  'start + xstate.init': { target: 'loading', effects: [list] },
  'loading + xstate.done.actor.list': { target: loadedKey({ creating: 'idle', updating: 'idle', deleting: 'idle' }) },
  'loading + xstate.error.actor.list': { target: 'failed', effects: [toast('Unable to fetch the alert channels')] },
  'failed + list.retry': { target: 'loading', effects: [list] },
  'loading + owner.changed': ownerChanged,
  'failed + owner.changed': ownerChanged,
  'idle + confirm.accepted': { effects: [settled] },
  'loading + confirm.accepted': { effects: [settled] },
  'failed + confirm.accepted': { effects: [settled] },
  ...loadedTransitions<AlertsContext>(
    states,
    {
      'creating.idle + item.create': create,
      'creating.saving + xstate.done.actor.create': {
        to: 'idle',
        effects: [{ action: 'notify', params: { title: 'Alert channel added', text: '', type: 'success' } }],
      },
      'creating.saving + xstate.error.actor.create': {
        to: 'idle',
        effects: [toast('Unable to add the alert channel: Enter an http:// or https:// address.')],
      },
      'updating.idle + item.save': save,
      'updating.saving + xstate.done.actor.update': {
        to: 'idle',
        effects: [{ action: 'notify', params: { title: 'Alert channel saved', text: '', type: 'success' } }],
      },
      'updating.saving + xstate.error.actor.update': {
        to: 'idle',
        effects: [toast('Unable to save the alert channel: Alert channel not found.')],
      },
      ...deletionSteps<AlertsContext>({
        isListed,
        machineId: 'alerts',
        dialog: {
          title: 'Delete this alert channel?',
          message: 'Alerts will no longer be sent to <b>ops@shop.example</b>, and its delivery log goes with it.',
          confirmLabel: 'Delete',
          cancelLabel: 'Cancel',
          icon: 'danger',
        },
        remove: { ownerId: SHOP_SUITE_ID, id: opsMailChannel._id },
        refusal: { error: 'Alert channel not found.', toast: 'Unable to delete the alert channel: Alert channel not found.' },
      }),
    },
    deletionAnywhere,
  ),
};
