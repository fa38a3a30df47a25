/**
 * A project's alert channels on the Settings screen (server/alerts, docs/runs.md#alerts): who
 * hears when a test suite (collection) or a run of every test ends, by e-mail, Slack or a signed
 * webhook; a configuration of the list resource (machines/listResource). The list is GET
 * test-suites/{id}/alert-channels; adding is POST (a webhook's answer carries its signing secret,
 * the one time the server shows it: it is kept with the added channel so the view can show it
 * until the list is loaded again); deleting (on Yes in the confirm dialog) stops its alerts.
 * A channel is changed inline (PATCH, only the fields sent change): its switches and scope, and
 * its target. An e-mail channel's addresses are shown, so its edit starts from them; a Slack or
 * webhook address is listed masked, so its edit starts empty and a new one replaces it only when
 * typed. The row's quick Enabled switch is the same edit saved as the part 'enabled' only
 * (`toggleEnabledEvents`). Test alerts are the deliveries' (machines/alertDeliveries).
 */
import type { ContextFrom, EventFromLogic } from 'xstate';
import type { components } from '../../openapi/schema';
import { alertTargetError, maskAlertTarget, normalizeAlertTarget, type AlertChannelKind } from '../../rules/alerts';
import { errorMessage } from '../_shared/authErrors';
import { escapeHtml } from '../_shared/htmlText';
import type { ConfirmOptions } from '../confirmDialog/confirmation';
import { createListResourceMachine } from '../listResource/listResource.machine';

export type AlertChannel = components['schemas']['AlertChannel'];
export type AlertChannelCreate = components['schemas']['AlertChannelCreate'];
export type AlertChannelUpdate = components['schemas']['AlertChannelUpdate'];
export type AlertNotifyOn = components['schemas']['AlertNotifyOn'];
export type { AlertChannelKind };

export interface AlertChannelDraft {
  kind: AlertChannelKind;
  /** The addresses or the URL, untrimmed. */
  target: string;
  /** A collection of the project; null: the project's default. */
  collectionId: string | null;
  notifyOn: AlertNotifyOn;
  includeFlaky: boolean;
  includeQuarantined: boolean;
}

export type AlertChannelDraftPatch = Partial<AlertChannelDraft>;

export const emptyDraft: AlertChannelDraft = {
  kind: 'webhook',
  target: '',
  collectionId: null,
  notifyOn: 'failure',
  includeFlaky: false,
  includeQuarantined: false,
};

/** The inline edit of one listed channel; its kind only says which target it takes. */
export interface AlertChannelEdit {
  id: string;
  kind: AlertChannelKind;
  /**
   * E-mail: the addresses, starting as listed. Slack and webhook: a new address, untrimmed,
   * starting empty; empty keeps the stored one (the list only shows it masked).
   */
  target: string;
  collectionId: string | null;
  notifyOn: AlertNotifyOn;
  includeFlaky: boolean;
  includeQuarantined: boolean;
  enabled: boolean;
}

/** The part `item.save` names to save the Enabled switch alone; without a part, the whole edit is saved. */
export const ENABLED_PART = 'enabled';

/** What the server shows for a secret it no longer tells. */
export const MASKED = '********';

/** The target field's error, whether shown yet or not. */
export function draftErrors(draft: AlertChannelDraft): { target: string | null } {
  return { target: alertTargetError(draft.kind, draft.target) };
}

/** The edited target's error, whether shown yet or not: an empty new address of a Slack or webhook channel keeps the stored one. */
export function editErrors(edit: AlertChannelEdit): { target: string | null } {
  if (edit.kind !== 'email' && edit.target.trim() === '') return { target: null };
  return { target: alertTargetError(edit.kind, edit.target) };
}

export function startEdit(channel: AlertChannel): AlertChannelEdit {
  return {
    id: channel._id,
    kind: channel.kind,
    target: channel.kind === 'email' ? channel.target : '',
    collectionId: channel.collection_id,
    notifyOn: channel.notify_on,
    includeFlaky: channel.include_flaky,
    includeQuarantined: channel.include_quarantined,
    enabled: channel.enabled,
  };
}

/** What the PATCH sends: the Enabled switch alone, or every field of the edit (a Slack or webhook target only when typed). */
export function editChanges(edit: AlertChannelEdit, part?: string): AlertChannelUpdate {
  if (part === ENABLED_PART) return { enabled: edit.enabled };
  const target = edit.target.trim();
  return {
    enabled: edit.enabled,
    notify_on: edit.notifyOn,
    include_flaky: edit.includeFlaky,
    include_quarantined: edit.includeQuarantined,
    collection_id: edit.collectionId,
    ...(edit.kind === 'email' || target !== '' ? { target } : {}),
  };
}

/** Whether saving would change nothing, so no PATCH is sent (the edit just closes). */
function isEditUnchanged(edit: AlertChannelEdit, channel: AlertChannel, part?: string): boolean {
  if (part === ENABLED_PART) return edit.enabled === channel.enabled;
  const sameTarget =
    edit.kind === 'email' ? normalizeAlertTarget('email', edit.target) === normalizeAlertTarget('email', channel.target) : edit.target.trim() === '';
  return (
    sameTarget &&
    edit.enabled === channel.enabled &&
    edit.notifyOn === channel.notify_on &&
    edit.includeFlaky === channel.include_flaky &&
    edit.includeQuarantined === channel.include_quarantined &&
    edit.collectionId === channel.collection_id
  );
}

/**
 * The row's quick Enabled switch: open the channel's edit, flip the switch and save that part
 * alone (the edit then closes, saved or not). Offered only while no edit is open, so none is lost.
 */
export function toggleEnabledEvents(channel: Pick<AlertChannel, '_id' | 'enabled'>, enabled = !channel.enabled): AlertsEvent[] {
  return [
    { type: 'item.edit', id: channel._id },
    { type: 'edit.changed', patch: { enabled } },
    { type: 'item.save', part: ENABLED_PART },
  ];
}

/** The dialog's texts for deleting a channel. */
export function deleteChannelOptions(channel: Pick<AlertChannel, 'target'>): ConfirmOptions {
  return {
    title: 'Delete this alert channel?',
    message: `Alerts will no longer be sent to <b>${escapeHtml(channel.target)}</b>, and its delivery log goes with it.`,
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    icon: 'danger',
  };
}

const failed = (text: string) => (error: unknown) => {
  const message = errorMessage(error);
  return { title: 'Some error occurred', text: message.trim() === '' ? text : `${text}: ${message}`, type: 'error' as const };
};

export const alertsMachine = createListResourceMachine({
  id: 'alerts',
  idOf: (channel: AlertChannel) => channel._id,
  // A saved edit applies its changes to the listed channel: a new Slack or webhook address is
  // listed masked, as the server lists it, and addresses as the server stores them.
  keep: (channel) => ({ ...channel, target: maskAlertTarget(channel.kind, normalizeAlertTarget(channel.kind, channel.target)) }),
  draft: {
    empty: emptyDraft,
    change: (draft, patch: AlertChannelDraftPatch) => ({ ...draft, ...patch }),
    isValid: (draft) => draftErrors(draft).target === null,
    toCreate: (draft): AlertChannelCreate => ({
      kind: draft.kind,
      target: draft.target.trim(),
      collection_id: draft.collectionId,
      notify_on: draft.notifyOn,
      include_flaky: draft.includeFlaky,
      include_quarantined: draft.includeQuarantined,
    }),
  },
  edit: {
    start: startEdit,
    isValid: (edit, _, part) => part === ENABLED_PART || editErrors(edit).target === null,
    toChanges: editChanges,
    isUnchanged: isEditUnchanged,
    // The row's switch opened the edit only to save itself: a failure closes it again (the toast says why).
    failed: (edit, part) => (part === ENABLED_PART ? null : edit),
    updated: () => ({ title: 'Alert channel saved', text: '', type: 'success' }),
    updateFailed: failed('Unable to save the alert channel'),
  },
  confirmDelete: deleteChannelOptions,
  loadFailed: () => ({ title: 'Some error occurred', text: 'Unable to fetch the alert channels', type: 'error' }),
  created: () => ({ title: 'Alert channel added', text: '', type: 'success' }),
  createFailed: failed('Unable to add the alert channel'),
  deleteFailed: failed('Unable to delete the alert channel'),
});

export type AlertsEvent = EventFromLogic<typeof alertsMachine>;
export type AlertsContext = ContextFrom<typeof alertsMachine>;
