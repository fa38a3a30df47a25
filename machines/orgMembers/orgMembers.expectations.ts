/**
 * What the user observes in each state of an organization's members, and what each transition
 * must do: the hand-written tables its path replays check (machines/_testing/expectations.ts).
 * Texts are the spec's (section 8), written out, so a changed toast or dialog fails here.
 */
import type { SnapshotFrom } from 'xstate';
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
  type ListView,
  type RegionStep,
} from '../listResource/listResource.expectations';
import { ACME_ORG_ID, grace } from './orgMembers.fixtures';
import type { OrgMembersContext, orgMembersMachine } from './orgMembers.machine';
import { selectEmailError, selectMembers } from './orgMembers.selectors';

type Machine = typeof orgMembersMachine;
type Tables = ExpectationTables<Machine>;
type Can = Observation<Machine>['can'];

/** The list: addresses in order. */
const emailsView = (snapshot: SnapshotFrom<Machine>) => selectMembers(snapshot).map((member) => member.email);

/** The add field's message, whether shown yet or not (spec section 5). */
function emailError(email: string): string | null {
  if (email.trim() === '') return 'This field is required';
  return email.trim() === 'linus@acme.example' ? null : 'Invalid Email';
}

const observe =
  (view: ListView, can: (context: OrgMembersContext) => string[], tags: string[] = []) =>
  (context: OrgMembersContext): Observation<Machine> => ({
    tags,
    can: can(context) as Can,
    selectors: [
      [listView, view],
      [emailsView, context.items.map((member) => member.email).sort()],
      [selectEmailError, context.showDraftErrors ? emailError(context.draft.email) : null],
    ],
  });

const states = loadedStates(false);
const isListed = (context: OrgMembersContext) => context.items.some((member) => member.id === grace.id);

export const orgMembersObservations: Tables['observations'] = {
  // A Yes to a dialog asked before the organization changed only closes it.
  loading: observe(loadingView, () => ['owner.changed', 'confirm.accepted']),
  failed: observe(failedView, () => ['list.retry', 'owner.changed', 'confirm.accepted']),
  ...loadedObservations(states, (state) => observe(loadedView(state, grace.id), (context) => loadedCan(state, isListed(context)), loadedTags(state))),
};

const list: Effect = { invoke: 'list', input: { ownerId: ACME_ORG_ID } };
const failed = (text: string): Effect => ({ action: 'notify', params: { title: 'Some error occurred', text, type: 'error' } });
const succeeded = (title: string, text: string): Effect => ({ action: 'notify', params: { title, text, type: 'success' } });
const toDialog = (event: object): Effect => ({ send: 'confirmDialog', event });
const settled = toDialog({ type: 'confirm.settled' });

/** The address is sent trimmed; an empty or invalid one only shows its error. */
const create = ({ draft }: OrgMembersContext): RegionStep =>
  emailError(draft.email)
    ? {}
    : { to: 'saving', effects: [{ invoke: 'create', input: { ownerId: ACME_ORG_ID, create: { email: 'linus@acme.example' } } }] };

export const orgMembersTransitions: Tables['transitions'] = {
  'start + xstate.init': { target: 'loading', effects: [list] },
  'loading + xstate.done.actor.list': { target: loadedKey({ creating: 'idle', deleting: 'idle' }) },
  'loading + xstate.error.actor.list': { target: 'failed', effects: [failed('Unable to fetch organization members')] },
  'failed + list.retry': { target: 'loading', effects: [list] },
  // The organization (re)selected: everything is dropped and its members load again.
  'loading + owner.changed': { target: 'loading', effects: [list] },
  'failed + owner.changed': { target: 'loading', effects: [list] },
  'loading + confirm.accepted': { effects: [settled] },
  'failed + confirm.accepted': { effects: [settled] },
  ...loadedTransitions<OrgMembersContext>(
    states,
    {
      'creating.idle + item.create': create,
      'creating.saving + xstate.done.actor.create': {
        to: 'idle',
        effects: [succeeded('User added to organization', 'linus@acme.example is now a member.')],
      },
      'creating.saving + xstate.error.actor.create': { to: 'idle', effects: [failed('Failed to add user to organization')] },
      'deleting.idle + item.delete': (context) =>
        isListed(context)
          ? {
              to: 'confirming',
              effects: [
                toDialog({
                  type: 'confirm.request',
                  options: {
                    title: 'Remove member?',
                    message: 'grace@acme.example will no longer have access to this organization.',
                    confirmLabel: 'Remove',
                    cancelLabel: 'Cancel',
                    icon: 'danger',
                  },
                  replyTo: 'actor:orgMembers',
                }),
              ],
            }
          : {},
      'deleting.confirming + confirm.accepted': { to: 'deleting', effects: [{ invoke: 'remove', input: { ownerId: ACME_ORG_ID, id: grace.id } }] },
      'deleting.confirming + confirm.declined': { to: 'idle' },
      'deleting.deleting + xstate.done.actor.remove': {
        to: 'idle',
        effects: [settled, succeeded('User removed from organization', 'grace@acme.example is no longer a member.')],
      },
      // The dialog shows why and stays open: Yes tries again.
      'deleting.deleting + xstate.error.actor.remove': {
        to: 'confirming',
        effects: [toDialog({ type: 'confirm.failed', error: 'Member not found' }), failed('Failed to remove user from organization')],
      },
    },
    (state) => ({
      // A removal in flight is dropped with the list: its dialog, waiting for the outcome, is closed.
      'owner.changed': { target: 'loading', effects: state.deleting === 'deleting' ? [list, settled] : [list] },
      ...(state.deleting !== 'confirming' && { 'confirm.accepted': { effects: [settled] } }),
    }),
  ),
};
