/**
 * Building blocks for the hand-written tables of every list resource configuration
 * (sharedParameters, browserStates, orgMembers, modules, alerts, environments; machines/_testing/expectations.ts).
 * Each configuration writes its own entries and texts; this file only spells out the parallel
 * `loaded` state, whose values (`loaded.creating.idle+deleting.confirming`) have no ancestor
 * key, so a region's step is written once and expanded here into every combination of the
 * other regions.
 */
import type { AnyEventObject } from 'xstate';
import type { Effect, Observation, StepExpectation } from '../_testing/expectations';
import {
  selectDeletingId,
  selectHasFailed,
  selectHasNoOwner,
  selectIsCreating,
  selectIsDeleting,
  selectIsLoaded,
  selectIsLoading,
  selectIsUpdating,
  type ListResourceSnapshot,
} from './listResource.selectors';

/** Where each region of `loaded` is; `updating` only for resources that edit. */
export interface LoadedState {
  creating: 'idle' | 'saving';
  updating?: 'idle' | 'saving';
  deleting: 'idle' | 'confirming' | 'deleting';
}

type Region = keyof LoadedState;

/** Every combination of the regions: 6 without an edit, 12 with one. */
export function loadedStates(edits: boolean): LoadedState[] {
  const states: LoadedState[] = [];
  for (const creating of ['idle', 'saving'] as const) {
    for (const updating of edits ? (['idle', 'saving'] as const) : [undefined]) {
      for (const deleting of ['idle', 'confirming', 'deleting'] as const) states.push({ creating, updating, deleting });
    }
  }
  return states;
}

/** The dotted value of a combination: `loaded.creating.idle+updating.idle+deleting.idle`. */
export function loadedKey(state: LoadedState): string {
  const regions = (['creating', 'updating', 'deleting'] as const).filter((region) => state[region] !== undefined);
  return `loaded.${regions.map((region) => `${region}.${state[region]}`).join('+')}`;
}

/** A region's step: where that region goes (it stays when omitted); the other regions stay. */
export interface RegionStep {
  to?: string;
  effects?: ReadonlyArray<Effect>;
}
type Maybe<T, TContext> = T | ((context: TContext, event: AnyEventObject) => T);

/**
 * Region steps keyed `<region>.<state> + <event type>` (`deleting.confirming + confirm.declined`),
 * expanded into a `transitions` entry for every combination with that region in that state.
 * `anywhere` gives the entries of a handler on the machine's root (owner.changed), per combination.
 */
export function loadedTransitions<TContext>(
  states: ReadonlyArray<LoadedState>,
  steps: Record<string, Maybe<RegionStep, TContext>>,
  anywhere: (state: LoadedState) => Record<string, Maybe<StepExpectation, TContext>> = () => ({}),
): Record<string, Maybe<StepExpectation, TContext>> {
  const entries: Record<string, Maybe<StepExpectation, TContext>> = {};
  for (const state of states) {
    for (const [event, entry] of Object.entries(anywhere(state))) entries[`${loadedKey(state)} + ${event}`] = entry;
    for (const [key, step] of Object.entries(steps)) {
      const [, region, from, event] = /^(\w+)\.(\w+) \+ (.+)$/.exec(key)!;
      if (state[region as Region] !== from) continue;
      const expand = ({ to, effects }: RegionStep): StepExpectation => ({ target: loadedKey({ ...state, [region!]: to ?? from }), effects });
      entries[`${loadedKey(state)} + ${event}`] = typeof step === 'function' ? (context, e) => expand(step(context, e)) : expand(step);
    }
  }
  return entries;
}

/** Which part of the screen shows and which action is under way, by the list's own selectors. */
export function listView(snapshot: ListResourceSnapshot) {
  return {
    noOwner: selectHasNoOwner(snapshot),
    loading: selectIsLoading(snapshot),
    failed: selectHasFailed(snapshot),
    loaded: selectIsLoaded(snapshot),
    creating: selectIsCreating(snapshot),
    updating: selectIsUpdating(snapshot),
    deleting: selectIsDeleting(snapshot),
    deletingId: selectDeletingId(snapshot),
  };
}

export type ListView = ReturnType<typeof listView>;

const nothing: ListView = {
  noOwner: false,
  loading: false,
  failed: false,
  loaded: false,
  creating: false,
  updating: false,
  deleting: false,
  deletingId: null,
};

/** Nothing is selected: nothing loads and nothing shows. */
export const noOwnerView: ListView = { ...nothing, noOwner: true };
export const loadingView: ListView = { ...nothing, loading: true };
export const failedView: ListView = { ...nothing, failed: true };

/** The loaded list; while a DELETE runs, its item's Delete shows the loading state. */
export function loadedView(state: LoadedState, deletedId: string): ListView {
  const deleting = state.deleting === 'deleting';
  return {
    ...nothing,
    loaded: true,
    creating: state.creating === 'saving',
    updating: state.updating === 'saving',
    deleting,
    deletingId: deleting ? deletedId : null,
  };
}

/** Each action that runs blocks a second one of its kind only (spec section 4), so it is its tag. */
export function loadedTags(state: LoadedState): string[] {
  return [
    ...(state.creating === 'saving' ? ['creating'] : []),
    ...(state.updating === 'saving' ? ['updating'] : []),
    ...(state.deleting === 'deleting' ? ['deleting'] : []),
  ];
}

/**
 * What the user can send in a combination: the form while nothing is created, the edit while
 * nothing is saved, Delete while nothing is asked or deleted (and only for a listed item), the
 * dialog's answers while it asks. A Yes is always taken: a Yes to a question no longer asked
 * (the owner changed meanwhile) closes the dialog. Another owner can always be selected.
 */
export function loadedCan(state: LoadedState, listed: boolean): string[] {
  return [
    'owner.changed',
    'confirm.accepted',
    ...(state.creating === 'idle' ? ['draft.changed', 'draft.clear', 'item.create'] : []),
    ...(state.updating === 'idle' ? ['edit.changed', 'edit.cancel', 'item.save', ...(listed ? ['item.edit'] : [])] : []),
    ...(state.deleting === 'idle' && listed ? ['item.delete'] : []),
    ...(state.deleting === 'confirming' ? ['confirm.declined'] : []),
  ];
}

/** An observation per combination, from one function of the combination. */
export function loadedObservations<TObservation extends Observation | ((context: never) => Observation)>(
  states: ReadonlyArray<LoadedState>,
  observe: (state: LoadedState) => TObservation,
): Record<string, TObservation> {
  return Object.fromEntries(states.map((state) => [loadedKey(state), observe(state)]));
}

/** The error toast every list resource raises: "Some error occurred" and what failed. */
export const errorToast = (text: string): Effect => ({ action: 'notify', params: { title: 'Some error occurred', text, type: 'error' } });
/** An event to the app's confirm dialog, and the one that closes it once an outcome is known. */
export const toConfirmDialog = (event: object): Effect => ({ send: 'confirmDialog', event });
export const dialogSettled = toConfirmDialog({ type: 'confirm.settled' });

/** Another owner selected: its list loads; none: nothing shows. */
export const ownerChanged = (_: unknown, event: AnyEventObject): StepExpectation =>
  event.ownerId ? { target: 'loading', effects: [{ invoke: 'list', input: { ownerId: event.ownerId } }] } : { target: 'idle' };

/** A deletion as every list resource confirms it: the item deleted, the dialog's texts, the server's refusal. */
export interface DeletionCase<TContext> {
  /** Whether the item to delete is still listed (an unlisted one is not asked about). */
  isListed: (context: TContext) => boolean;
  /** The machine's id, to which the dialog answers. */
  machineId: string;
  dialog: { title: string; message: string; confirmLabel: string; cancelLabel: string; icon: string };
  remove: { ownerId: string; id: string };
  /** What the server answers when the deletion fails, and the toast that says it. */
  refusal: { error: string; toast: string };
}

/** The `deleting` region's steps: asked in the dialog, deleted on Yes, kept on No; a refusal keeps the dialog open for Yes to try again. */
export function deletionSteps<TContext>(deletion: DeletionCase<TContext>): Record<string, Maybe<RegionStep, TContext>> {
  return {
    'deleting.idle + item.delete': (context) =>
      deletion.isListed(context)
        ? {
            to: 'confirming',
            effects: [toConfirmDialog({ type: 'confirm.request', options: deletion.dialog, replyTo: `actor:${deletion.machineId}` })],
          }
        : {},
    'deleting.confirming + confirm.accepted': { to: 'deleting', effects: [{ invoke: 'remove', input: deletion.remove }] },
    'deleting.confirming + confirm.declined': { to: 'idle' },
    'deleting.deleting + xstate.done.actor.remove': { to: 'idle', effects: [dialogSettled] },
    'deleting.deleting + xstate.error.actor.remove': {
      to: 'confirming',
      effects: [toConfirmDialog({ type: 'confirm.failed', error: deletion.refusal.error }), errorToast(deletion.refusal.toast)],
    },
  };
}

/**
 * What a loaded list does anywhere: another owner drops the list (a DELETE in flight with it, its
 * dialog closed), and a Yes that no dialog of this list asked for just closes the dialog.
 */
export function deletionAnywhere<TContext>(state: LoadedState): Record<string, Maybe<StepExpectation, TContext>> {
  return {
    'owner.changed': (context, event) => {
      const changed = ownerChanged(context, event);
      return state.deleting === 'deleting' ? { ...changed, effects: [...(changed.effects ?? []), dialogSettled] } : changed;
    },
    ...(state.deleting !== 'confirming' && { 'confirm.accepted': { effects: [dialogSettled] } }),
  };
}
