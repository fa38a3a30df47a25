/**
 * A project's alert channels on the Settings screen (server/alerts, docs/runs.md#alerts): who
 * hears when a test suite (collection) or a run of every test ends, by e-mail, Slack or a signed
 * webhook; a configuration of the list resource (machines/listResource). The list is GET
 * test-suites/{id}/alert-channels; adding is POST (a webhook's answer carries its signing secret,
 * the one time the server shows it: it is kept with the added channel so the view can show it
 * until the list is loaded again); deleting (on Yes in the confirm dialog) stops its alerts.
 */
import type { ContextFrom, EventFromLogic } from 'xstate';
import type { components } from '../../openapi/schema';
import { alertTargetError, type AlertChannelKind } from '../../rules/alerts';
import { errorMessage } from '../_shared/authErrors';
import { escapeHtml } from '../_shared/htmlText';
import type { ConfirmOptions } from '../confirmDialog/confirmation';
import { createListResourceMachine } from '../listResource/listResource.machine';

export type AlertChannel = components['schemas']['AlertChannel'];
export type AlertChannelCreate = components['schemas']['AlertChannelCreate'];
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

/** What the server shows for a secret it no longer tells. */
export const MASKED = '********';

/** The target field's error, whether shown yet or not. */
export function draftErrors(draft: AlertChannelDraft): { target: string | null } {
  return { target: alertTargetError(draft.kind, draft.target) };
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
  confirmDelete: deleteChannelOptions,
  loadFailed: () => ({ title: 'Some error occurred', text: 'Unable to fetch the alert channels', type: 'error' }),
  created: () => ({ title: 'Alert channel added', text: '', type: 'success' }),
  createFailed: failed('Unable to add the alert channel'),
  deleteFailed: failed('Unable to delete the alert channel'),
});

export type AlertsEvent = EventFromLogic<typeof alertsMachine>;
export type AlertsContext = ContextFrom<typeof alertsMachine>;
