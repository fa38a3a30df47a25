/**
 * The Settings sections ask for confirmation through the global dialog; the dialog's outcome
 * goes back to the section that asked. Held by a callback actor for the screen's lifetime.
 */
import { fromCallback, type ActorRefFrom, type EventObject } from 'xstate';
import type { orgMembersMachine } from '../../../machines/orgMembers/orgMembers.machine';
import type { serviceAccountKeyMachine } from '../../../machines/serviceAccountKey/serviceAccountKey.machine';
import { appActors } from '../../app/appActors';
import { escapeHtml } from '../../app/htmlText';
import { actOnConfirmation, settleAfter } from '../../app/confirmSections';
import { selectIsRegenerating } from '../../../machines/serviceAccountKey/serviceAccountKey.selectors';

type Sections = {
  orgId: string;
  members: ActorRefFrom<typeof orgMembersMachine>;
  serviceAccountKey: ActorRefFrom<typeof serviceAccountKeyMachine>;
};


function connectConfirmations({ orgId, members, serviceAccountKey }: Sections) {
  const { confirmDialog } = appActors();
  return [
    members.on('member.removeRequested', ({ userId, email }) =>
      confirmDialog.send({
        type: 'dialog.open',
        options: {
          title: 'Remove member?',
          // The message is HTML: the address is escaped.
          message: `${escapeHtml(email)} will no longer have access to this organization.`,
          confirmLabel: 'Remove',
          cancelLabel: 'Cancel',
          icon: 'danger',
          intent: { type: 'organization.removeMember', orgId, userId },
        },
      }),
    ),
    serviceAccountKey.on('key.regenerateRequested', () =>
      confirmDialog.send({
        type: 'dialog.open',
        options: {
          title: 'Regenerate the service account key?',
          message: 'The current key stops working at once. The new key is shown only once.',
          confirmLabel: 'Regenerate',
          cancelLabel: 'Cancel',
          icon: 'warning',
          intent: { type: 'serviceAccountKey.regenerate' },
        },
      }),
    ),
    confirmDialog.on('dialog.confirmed', ({ intent }) => {
      if (intent.type === 'organization.removeMember') members.send({ type: 'member.removed', userId: String(intent.userId) });
    }),
    // The dialog's Yes hands the regeneration to the section and loads until the server answers.
    { unsubscribe: actOnConfirmation('serviceAccountKey.regenerate', () => settleAfter(serviceAccountKey, { type: 'key.regenerate' }, selectIsRegenerating)) },
  ];
}

export const settingsConfirmations = fromCallback<EventObject, Sections>(({ input }) => {
  const subscriptions = connectConfirmations(input);
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
});
