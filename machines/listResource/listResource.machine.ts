/**
 * One list of server data owned by a project or an organization (spec sections 3, 4 "Session
 * and data", 7 and 8): shared parameters, browser states, organization members, modules, alert
 * channels and environments are each a configuration of this machine. The list is fetched as soon as there is an owner, once per
 * owner until `owner.changed` resets it, so no screen asks for it.
 *
 * Once loaded, creating, updating (when the resource edits) and deleting are parallel regions:
 * each blocks a second action of its own kind only (spec section 4). Deleting asks the app's
 * confirm dialog (`confirm.request`); on Yes the machine deletes and tells the dialog how it
 * went, so the dialog loads until the DELETE settles and keeps showing its error if it fails.
 * Every toast goes through the one `notify` action.
 *
 * Optional hooks cover resources with a detail pane (modules): an edit of several parts saved
 * one at a time (`item.save` names the part), an edit that stays open as the viewed item, and
 * calls refused with a toast while no owner is selected; and richer edits (environments): an
 * edit changed by operations (`edit.change`: rows added, removed…) and saved as a partial
 * update applied to the listed item its own way (`edit.apply`).
 */
import { assign, setup } from 'xstate';
import { errorMessage, type ToastParams } from '../_shared/authErrors';
import { confirmationActions, type ConfirmAnswerEvent, type ConfirmDialogRef, type ConfirmOptions } from '../confirmDialog/confirmation';
import { providedActor, providedAction } from '../_shared/provided';

/** The create form, as a resource defines it. */
export interface DraftConfig<TItem, TDraft, TDraftPatch, TCreate> {
  empty: TDraft;
  change: (draft: TDraft, patch: TDraftPatch) => TDraft;
  isValid: (draft: TDraft, items: ReadonlyArray<TItem>) => boolean;
  /** What the create call receives (trimmed fields and the like). */
  toCreate: (draft: TDraft) => TCreate;
}

/** The inline edit of one listed item, for resources that update. `part` is the one `item.save` names. */
export interface EditConfig<TItem, TEdit extends { id: string }, TChanges, TEditPatch = Partial<TEdit>> {
  start: (item: TItem) => TEdit;
  /** How `edit.changed` changes the edit (rows added, removed…); by default its patch is spread over it. */
  change?: (edit: TEdit, patch: TEditPatch) => TEdit;
  isValid: (edit: TEdit, items: ReadonlyArray<TItem>, part?: string) => boolean;
  /** What the update call receives; the saved item is the listed one with these applied. */
  toChanges: (edit: TEdit, part?: string) => TChanges;
  /** How the saved changes apply to the listed item (a partial update of a map…); by default they are spread over it. */
  apply?: (item: TItem, changes: TChanges) => TItem;
  /** A save that would change nothing makes no call: the edit just becomes what a save makes it. */
  isUnchanged?: (edit: TEdit, item: TItem, part?: string) => boolean;
  /** What the edit becomes once saved; by default it closes. */
  saved?: (edit: TEdit, part?: string) => TEdit | null;
  /** What the edit becomes when its save fails; by default it stays as it was, so Save tries again. */
  failed?: (edit: TEdit, part?: string) => TEdit | null;
  /**
   * The edit is the item being viewed (a detail pane), so one is always open: the first item's
   * once the list loads, a created item's, and the first remaining one's when its item is deleted.
   */
  isDetail?: boolean;
  /** The success toast, given the saved item (undefined when it was deleted meanwhile). */
  updated?: (item: TItem | undefined) => ToastParams;
  updateFailed: (error: unknown, part?: string) => ToastParams;
}

export interface ListResourceConfig<TItem, TDraft, TDraftPatch, TCreate, TEdit extends { id: string }, TChanges, TEditPatch = Partial<TEdit>> {
  /** The machine's id: its diagram, stories and tests go by it. */
  id: string;
  idOf: (item: TItem) => string;
  /** How an item received from the server is kept; shared parameters mask their values. */
  keep?: (item: TItem) => TItem;
  draft: DraftConfig<TItem, TDraft, TDraftPatch, TCreate>;
  edit?: EditConfig<TItem, TEdit, TChanges, TEditPatch>;
  confirmDelete: (item: TItem) => ConfirmOptions;
  loadFailed: (error: unknown) => ToastParams;
  created?: (item: TItem) => ToastParams;
  createFailed: (error: unknown) => ToastParams;
  deleted?: (item: TItem) => ToastParams;
  deleteFailed: (error: unknown) => ToastParams;
  /** How a failed deletion reads in the confirm dialog; the error's message by default. */
  deleteErrorText?: (error: unknown) => string;
  /**
   * Without it, creating, saving and deleting without an owner are ignored; with it they make no
   * call and raise their failure toast with this error (the screen offers them regardless).
   */
  noOwnerError?: Error;
}

export interface ListResourceInput {
  /** The project or organization the list belongs to; null when none is selected (nothing loads). */
  ownerId: string | null;
  /** The app's confirm dialog, asked before a deletion. */
  confirmDialog: ConfirmDialogRef;
}

export interface ListResourceContext<TItem, TDraft, TEdit, TChanges = unknown> {
  ownerId: string | null;
  confirmDialog: ConfirmDialogRef;
  items: TItem[];
  /** The create form's fields, untrimmed. */
  draft: TDraft;
  /** The create form's errors show once the user tried to create, then follow every change. */
  showDraftErrors: boolean;
  /** The item being edited; null when none is. */
  editing: TEdit | null;
  /** The same for the edited item. */
  showEditErrors: boolean;
  /** The update in flight (which item, what, which part), applied to the list once it succeeds; null when none is. */
  saving: { id: string; changes: TChanges; part?: string } | null;
  /** The item whose deletion is asked or under way; null when none is. */
  deletingId: string | null;
}

export type ListResourceEvent<TDraftPatch, TEdit, TEditPatch = Partial<TEdit>> =
  | { type: 'list.retry' }
  /** Another project (or organization) was selected, or none: everything is dropped and fetched again. */
  | { type: 'owner.changed'; ownerId: string | null }
  | { type: 'draft.changed'; patch: TDraftPatch }
  | { type: 'draft.clear' }
  | { type: 'item.create' }
  | { type: 'item.edit'; id: string }
  | { type: 'edit.changed'; patch: TEditPatch }
  | { type: 'edit.cancel' }
  /** `part` names which part of the edit to save, for edits saved one part at a time. */
  | { type: 'item.save'; part?: string }
  /** The user asked to delete an item; the dialog asks whether to. */
  | { type: 'item.delete'; id: string }
  | ConfirmAnswerEvent;

/** Loaded only with an owner: the empty id never reaches the API. */
const ownerOf = (context: { ownerId: string | null }) => context.ownerId ?? '';

export function createListResourceMachine<
  TItem,
  TDraft,
  TDraftPatch,
  TCreate,
  TEdit extends { id: string } = never,
  TChanges = never,
  TEditPatch = Partial<TEdit>,
>(config: ListResourceConfig<TItem, TDraft, TDraftPatch, TCreate, TEdit, TChanges, TEditPatch>) {
  type Context = ListResourceContext<TItem, TDraft, TEdit, TChanges>;
  type Event = ListResourceEvent<TDraftPatch, TEdit, TEditPatch>;
  const keep = config.keep ?? ((item: TItem) => item);
  const { edit, created, deleted, noOwnerError } = config;
  const find = (context: Context, id: string | null | undefined) => context.items.find((item) => config.idOf(item) === id);
  /** The edit a detail pane opens on this item; none for resources without one. */
  const detailOf = (item: TItem | undefined) => (item && edit?.isDetail ? edit.start(item) : null);
  const resetContext = (ownerId: string | null, confirmDialog: ConfirmDialogRef): Context => ({
    ownerId,
    confirmDialog,
    items: [],
    draft: config.draft.empty,
    showDraftErrors: false,
    editing: null,
    showEditErrors: false,
    saving: null,
    deletingId: null,
  });

  const machineSetup = setup({
    types: {
      context: {} as Context,
      events: {} as Event,
      input: {} as ListResourceInput,
      tags: {} as 'creating' | 'updating' | 'deleting',
      children: {} as { list: 'list'; create: 'create'; update: 'update'; remove: 'remove' },
    },
    actors: {
      list: providedActor<TItem[], { ownerId: string }>('list'),
      /** Answers the created item. */
      create: providedActor<TItem, { ownerId: string; create: TCreate }>('create'),
      update: providedActor<unknown, { ownerId: string; id: string; changes: TChanges }>('update'),
      remove: providedActor<unknown, { ownerId: string; id: string }>('remove'),
    },
    actions: {
      ...confirmationActions<Context, Event>(),
      reset: assign(({ context }, params: { ownerId: string | null }) => resetContext(params.ownerId, context.confirmDialog)),
      setItems: assign((_, params: { items: TItem[] }) => ({ items: params.items.map(keep), editing: detailOf(params.items[0]) })),
      changeDraft: assign(({ context }, params: { patch: TDraftPatch }) => ({ draft: config.draft.change(context.draft, params.patch) })),
      clearDraft: assign({ draft: config.draft.empty, showDraftErrors: false }),
      showDraftErrors: assign({ showDraftErrors: true }),
      /** An item the list already shows is replaced, not listed twice; the form starts afresh. */
      appendItem: assign(({ context }, params: { item: TItem }) => ({
        items: [...context.items.filter((item) => config.idOf(item) !== config.idOf(params.item)), keep(params.item)],
        draft: config.draft.empty,
        showDraftErrors: false,
        ...(edit?.isDetail ? { editing: edit.start(params.item), showEditErrors: false } : {}),
      })),
      startEditing: assign(({ context }, params: { id: string }) => {
        const item = find(context, params.id);
        return { editing: item && edit ? edit.start(item) : null, showEditErrors: false };
      }),
      changeEditing: assign(({ context }, params: { patch: TEditPatch }) => ({
        editing:
          context.editing &&
          (edit?.change ? edit.change(context.editing, params.patch) : { ...context.editing, ...(params.patch as Partial<TEdit>) }),
      })),
      showEditErrors: assign({ showEditErrors: true }),
      stopEditing: assign({ editing: null, showEditErrors: false }),
      startSaving: assign(({ context }, params: { part?: string }) => ({
        // Only a valid edit is saved, so there is one.
        saving: edit && context.editing ? { id: context.editing.id, changes: edit.toChanges(context.editing, params.part), part: params.part } : null,
      })),
      stopSaving: assign({ saving: null }),
      /** The saved item's edit becomes what a save makes it (by default it closes); another item's stays. */
      markSaved: assign(({ context }, params: { id?: string; part?: string }) =>
        context.editing && context.editing.id === params.id
          ? { editing: edit?.saved ? edit.saved(context.editing, params.part) : null, showEditErrors: false }
          : {},
      ),
      /** The edit whose save failed becomes what the resource makes it (by default it stays); another item's stays. */
      markFailed: assign(({ context }) =>
        edit?.failed && context.editing && context.editing.id === context.saving?.id
          ? { editing: edit.failed(context.editing, context.saving.part) }
          : {},
      ),
      /** The saved changes apply to the listed item, kept as received ones are. */
      applyChanges: assign(({ context }) => ({
        items: context.items.map((item) =>
          context.saving && config.idOf(item) === context.saving.id
            ? keep(edit?.apply ? edit.apply(item, context.saving.changes) : { ...item, ...context.saving.changes })
            : item,
        ),
      })),
      setDeletingId: assign((_, params: { id: string | null }) => ({ deletingId: params.id })),
      /** The deleted item goes, and so does its edit (a detail pane moves to the first remaining item). */
      removeItem: assign(({ context }) => {
        const items = context.items.filter((item) => config.idOf(item) !== context.deletingId);
        const closes = context.editing?.id === context.deletingId;
        return { items, deletingId: null, ...(closes ? { editing: detailOf(items[0]), showEditErrors: false } : {}) };
      }),
      notify: providedAction<ToastParams>('notify'),
    },
    guards: {
      hasOwner: ({ context }) => context.ownerId !== null,
      isDraftValid: ({ context }) => config.draft.isValid(context.draft, context.items),
      isEditValid: ({ context }, params: { part?: string }) =>
        context.editing !== null && edit?.isValid(context.editing, context.items, params.part) === true,
      isEditUnchanged: ({ context }, params: { part?: string }) => {
        const item = find(context, context.editing?.id);
        return context.editing !== null && item !== undefined && edit?.isUnchanged?.(context.editing, item, params.part) === true;
      },
      isListed: ({ context }, params: { id: string }) => find(context, params.id) !== undefined,
    },
  });

  return machineSetup.createMachine({
    id: config.id,
    context: ({ input }) => resetContext(input.ownerId, input.confirmDialog),
    initial: 'idle',
    on: {
      'owner.changed': { target: '.idle', actions: { type: 'reset', params: ({ event }) => ({ ownerId: event.ownerId }) } },
      // Yes to a deletion this machine no longer asks about (the owner changed while the dialog
      // asked): the dialog loads, waiting for an outcome, so it is closed.
      'confirm.accepted': { actions: 'settleConfirmation' },
    },
    states: {
      // Without an owner there is nothing to load; with one, loading starts at once.
      idle: {
        always: { guard: 'hasOwner', target: 'loading' },
        // Only reached without an owner once `always` has run: the calls that need one are refused.
        ...(noOwnerError && {
          on: {
            'item.create': { actions: { type: 'notify', params: config.createFailed(noOwnerError) } },
            ...(edit && { 'item.save': { actions: { type: 'notify', params: ({ event }) => edit.updateFailed(noOwnerError, event.part) } } }),
            'item.delete': { actions: { type: 'notify', params: config.deleteFailed(noOwnerError) } },
          },
        }),
      },
      loading: {
        invoke: {
          id: 'list',
          src: 'list',
          input: ({ context }) => ({ ownerId: ownerOf(context) }),
          onDone: { target: 'loaded', actions: { type: 'setItems', params: ({ event }) => ({ items: event.output }) } },
          onError: { target: 'failed', actions: { type: 'notify', params: ({ event }) => config.loadFailed(event.error) } },
        },
      },
      failed: {
        on: { 'list.retry': 'loading' },
      },
      // Fetched once per owner: nothing loads again until the owner changes.
      loaded: {
        type: 'parallel',
        states: {
          creating: {
            initial: 'idle',
            states: {
              idle: {
                on: {
                  'draft.changed': { actions: { type: 'changeDraft', params: ({ event }) => ({ patch: event.patch }) } },
                  'draft.clear': { actions: 'clearDraft' },
                  'item.create': [{ guard: 'isDraftValid', target: 'saving' }, { actions: 'showDraftErrors' }],
                },
              },
              // The form is read-only and a second create is ignored until this one settles; a
              // failure keeps the draft so the user can correct it.
              saving: {
                tags: 'creating',
                invoke: {
                  id: 'create',
                  src: 'create',
                  input: ({ context }) => ({ ownerId: ownerOf(context), create: config.draft.toCreate(context.draft) }),
                  onDone: {
                    target: 'idle',
                    actions: [
                      // Only resources whose spec names a success toast raise one.
                      ...(created ? [{ type: 'notify' as const, params: ({ event }: { event: { output: TItem } }) => created(event.output) }] : []),
                      { type: 'appendItem', params: ({ event }) => ({ item: event.output }) },
                    ],
                  },
                  onError: { target: 'idle', actions: { type: 'notify', params: ({ event }) => config.createFailed(event.error) } },
                },
              },
            },
          },
          ...(edit && {
            updating: {
              initial: 'idle',
              states: {
                idle: {
                  on: {
                    'item.edit': {
                      guard: { type: 'isListed', params: ({ event }) => ({ id: event.id }) },
                      actions: { type: 'startEditing', params: ({ event }) => ({ id: event.id }) },
                    },
                    'edit.changed': { actions: { type: 'changeEditing', params: ({ event }) => ({ patch: event.patch }) } },
                    'edit.cancel': { actions: 'stopEditing' },
                    'item.save': [
                      // Only resources that tell an unchanged edit skip its save.
                      ...(edit.isUnchanged
                        ? [
                            {
                              guard: {
                                type: 'isEditUnchanged' as const,
                                params: ({ event }: { event: { part?: string } }) => ({ part: event.part }),
                              },
                              actions: {
                                type: 'markSaved' as const,
                                params: ({ context, event }: { context: Context; event: { part?: string } }) => ({
                                  id: context.editing?.id,
                                  part: event.part,
                                }),
                              },
                            },
                          ]
                        : []),
                      {
                        guard: { type: 'isEditValid', params: ({ event }) => ({ part: event.part }) },
                        target: 'saving',
                        actions: { type: 'startSaving', params: ({ event }) => ({ part: event.part }) },
                      },
                      { actions: 'showEditErrors' },
                    ],
                  },
                },
                // The edited item is read-only and a second save is ignored until this one settles.
                saving: {
                  tags: 'updating',
                  invoke: {
                    id: 'update',
                    src: 'update',
                    input: ({ context }) => ({ ownerId: ownerOf(context), id: context.saving!.id, changes: context.saving!.changes }),
                    onDone: {
                      target: 'idle',
                      actions: [
                        'applyChanges',
                        ...(edit.updated
                          ? [
                              {
                                type: 'notify' as const,
                                params: ({ context }: { context: Context }) => edit.updated!(find(context, context.saving?.id)),
                              },
                            ]
                          : []),
                        { type: 'markSaved', params: ({ context }) => ({ id: context.saving?.id, part: context.saving?.part }) },
                        'stopSaving',
                      ],
                    },
                    onError: {
                      target: 'idle',
                      actions: [
                        { type: 'notify', params: ({ context, event }) => edit.updateFailed(event.error, context.saving?.part) },
                        ...(edit.failed ? ['markFailed' as const] : []),
                        'stopSaving',
                      ],
                    },
                  },
                },
              },
            },
          }),
          deleting: {
            initial: 'idle',
            states: {
              idle: {
                on: {
                  'item.delete': {
                    guard: { type: 'isListed', params: ({ event }) => ({ id: event.id }) },
                    target: 'confirming',
                    actions: [
                      { type: 'setDeletingId', params: ({ event }) => ({ id: event.id }) },
                      { type: 'askToConfirm', params: ({ context, event }) => ({ options: config.confirmDelete(find(context, event.id)!) }) },
                    ],
                  },
                },
              },
              // The dialog asks; it is modal, so nothing else is deleted meanwhile.
              confirming: {
                on: {
                  'confirm.accepted': 'deleting',
                  'confirm.declined': { target: 'idle', actions: { type: 'setDeletingId', params: { id: null } } },
                },
              },
              // The dialog loads; a second deletion is ignored until this one settles.
              deleting: {
                tags: 'deleting',
                // An owner change drops the DELETE in flight with the list: nothing would answer
                // the dialog waiting for its outcome, so it is closed here (this handler shadows
                // the machine-wide one).
                on: {
                  'owner.changed': {
                    target: `#${config.id}.idle`,
                    actions: ['settleConfirmation', { type: 'reset', params: ({ event }) => ({ ownerId: event.ownerId }) }],
                  },
                },
                invoke: {
                  id: 'remove',
                  src: 'remove',
                  input: ({ context }) => ({ ownerId: ownerOf(context), id: context.deletingId ?? '' }),
                  onDone: {
                    target: 'idle',
                    actions: [
                      'settleConfirmation',
                      ...(deleted
                        ? [
                            {
                              type: 'notify' as const,
                              params: ({ context }: { context: Context }) => deleted(find(context, context.deletingId)!),
                            },
                          ]
                        : []),
                      'removeItem',
                    ],
                  },
                  // The dialog shows why and stays open: Yes tries again, No keeps the item.
                  onError: {
                    target: 'confirming',
                    actions: [
                      { type: 'failConfirmation', params: ({ event }) => ({ error: (config.deleteErrorText ?? errorMessage)(event.error) }) },
                      { type: 'notify', params: ({ event }) => config.deleteFailed(event.error) },
                    ],
                  },
                },
              },
            },
          },
        },
      },
    },
  });
}
