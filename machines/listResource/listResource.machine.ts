/**
 * One list of server data owned by a project or an organization (spec sections 3, 4 "Session
 * and data", 7 and 8): shared parameters, browser states and organization members are each a
 * configuration of this machine. The list is fetched as soon as there is an owner, once per
 * owner until `owner.changed` resets it, so no screen asks for it.
 *
 * Once loaded, creating, updating (when the resource edits) and deleting are parallel regions:
 * each blocks a second action of its own kind only (spec section 4). Deleting asks the app's
 * confirm dialog (`confirm.request`); on Yes the machine deletes and tells the dialog how it
 * went, so the dialog loads until the DELETE settles and keeps showing its error if it fails.
 * Every toast goes through the one `notify` action.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorMessage, type ToastParams } from '../_shared/authErrors';
import { confirmationActions, type ConfirmAnswerEvent, type ConfirmDialogRef, type ConfirmOptions } from '../confirmDialog/confirmation';

/** The create form, as a resource defines it. */
export interface DraftConfig<TItem, TDraft, TDraftPatch, TCreate> {
  empty: TDraft;
  change: (draft: TDraft, patch: TDraftPatch) => TDraft;
  isValid: (draft: TDraft, items: ReadonlyArray<TItem>) => boolean;
  /** What the create call receives (trimmed fields and the like). */
  toCreate: (draft: TDraft) => TCreate;
}

/** The inline edit of one listed item, for resources that update. */
export interface EditConfig<TItem, TEdit extends { id: string }, TChanges> {
  start: (item: TItem) => TEdit;
  isValid: (edit: TEdit, items: ReadonlyArray<TItem>) => boolean;
  /** What the update call receives; the saved item is the listed one with these applied. */
  toChanges: (edit: TEdit) => TChanges;
  updateFailed: (error: unknown) => ToastParams;
}

export interface ListResourceConfig<TItem, TDraft, TDraftPatch, TCreate, TEdit extends { id: string }, TChanges> {
  /** The machine's id: its diagram, stories and tests go by it. */
  id: string;
  idOf: (item: TItem) => string;
  /** How an item received from the server is kept; shared parameters mask their values. */
  keep?: (item: TItem) => TItem;
  draft: DraftConfig<TItem, TDraft, TDraftPatch, TCreate>;
  edit?: EditConfig<TItem, TEdit, TChanges>;
  confirmDelete: (item: TItem) => ConfirmOptions;
  loadFailed: (error: unknown) => ToastParams;
  created?: (item: TItem) => ToastParams;
  createFailed: (error: unknown) => ToastParams;
  deleted?: (item: TItem) => ToastParams;
  deleteFailed: (error: unknown) => ToastParams;
}

export interface ListResourceInput {
  /** The project or organization the list belongs to; null when none is selected (nothing loads). */
  ownerId: string | null;
  /** The app's confirm dialog, asked before a deletion. */
  confirmDialog: ConfirmDialogRef;
}

export interface ListResourceContext<TItem, TDraft, TEdit> {
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
  /** The item whose deletion is asked or under way; null when none is. */
  deletingId: string | null;
}

export type ListResourceEvent<TDraftPatch, TEdit> =
  | { type: 'list.retry' }
  /** Another project (or organization) was selected, or none: everything is dropped and fetched again. */
  | { type: 'owner.changed'; ownerId: string | null }
  | { type: 'draft.changed'; patch: TDraftPatch }
  | { type: 'draft.clear' }
  | { type: 'item.create' }
  | { type: 'item.edit'; id: string }
  | { type: 'edit.changed'; patch: Partial<TEdit> }
  | { type: 'edit.cancel' }
  | { type: 'item.save' }
  /** The user asked to delete an item; the dialog asks whether to. */
  | { type: 'item.delete'; id: string }
  | ConfirmAnswerEvent;

/** Loaded only with an owner: the empty id never reaches the API. */
const ownerOf = (context: { ownerId: string | null }) => context.ownerId ?? '';

export function createListResourceMachine<TItem, TDraft, TDraftPatch, TCreate, TEdit extends { id: string } = never, TChanges = never>(
  config: ListResourceConfig<TItem, TDraft, TDraftPatch, TCreate, TEdit, TChanges>,
) {
  type Context = ListResourceContext<TItem, TDraft, TEdit>;
  type Event = ListResourceEvent<TDraftPatch, TEdit>;
  const keep = config.keep ?? ((item: TItem) => item);
  const { edit, created, deleted } = config;
  const find = (context: Context, id: string | null) => context.items.find((item) => config.idOf(item) === id);
  const resetContext = (ownerId: string | null, confirmDialog: ConfirmDialogRef): Context => ({
    ownerId,
    confirmDialog,
    items: [],
    draft: config.draft.empty,
    showDraftErrors: false,
    editing: null,
    showEditErrors: false,
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
      list: fromPromise<TItem[], { ownerId: string }>(async () => {
        throw new Error('list not provided');
      }),
      /** Answers the created item. */
      create: fromPromise<TItem, { ownerId: string; create: TCreate }>(async () => {
        throw new Error('create not provided');
      }),
      update: fromPromise<unknown, { ownerId: string; id: string; changes: TChanges }>(async () => {
        throw new Error('update not provided');
      }),
      remove: fromPromise<unknown, { ownerId: string; id: string }>(async () => {
        throw new Error('remove not provided');
      }),
    },
    actions: {
      ...confirmationActions<Context, Event>(),
      reset: assign(({ context }, params: { ownerId: string | null }) => resetContext(params.ownerId, context.confirmDialog)),
      setItems: assign((_, params: { items: TItem[] }) => ({ items: params.items.map(keep) })),
      changeDraft: assign(({ context }, params: { patch: TDraftPatch }) => ({ draft: config.draft.change(context.draft, params.patch) })),
      clearDraft: assign({ draft: config.draft.empty, showDraftErrors: false }),
      showDraftErrors: assign({ showDraftErrors: true }),
      /** An item the list already shows is replaced, not listed twice; the form starts afresh. */
      appendItem: assign(({ context }, params: { item: TItem }) => ({
        items: [...context.items.filter((item) => config.idOf(item) !== config.idOf(params.item)), keep(params.item)],
        draft: config.draft.empty,
        showDraftErrors: false,
      })),
      startEditing: assign(({ context }, params: { id: string }) => {
        const item = find(context, params.id);
        return { editing: item && edit ? edit.start(item) : null, showEditErrors: false };
      }),
      changeEditing: assign(({ context }, params: { patch: Partial<TEdit> }) => ({
        editing: context.editing && { ...context.editing, ...params.patch },
      })),
      showEditErrors: assign({ showEditErrors: true }),
      stopEditing: assign({ editing: null, showEditErrors: false }),
      /** The saved changes apply to the listed item, kept as received ones are; the edit closes. */
      applyChanges: assign(({ context }) => ({
        items: context.items.map((item) =>
          context.editing && config.idOf(item) === context.editing.id && edit ? keep({ ...item, ...edit.toChanges(context.editing) }) : item,
        ),
        editing: null,
        showEditErrors: false,
      })),
      setDeletingId: assign((_, params: { id: string | null }) => ({ deletingId: params.id })),
      /** The deleted item goes, and so does its edit. */
      removeItem: assign(({ context }) => ({
        items: context.items.filter((item) => config.idOf(item) !== context.deletingId),
        deletingId: null,
        ...(context.editing?.id === context.deletingId ? { editing: null, showEditErrors: false } : {}),
      })),
      notify: (_, _params: ToastParams) => {
        throw new Error('notify not provided');
      },
    },
    guards: {
      hasOwner: ({ context }) => context.ownerId !== null,
      isDraftValid: ({ context }) => config.draft.isValid(context.draft, context.items),
      isEditValid: ({ context }) => context.editing !== null && edit?.isValid(context.editing, context.items) === true,
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
                    'item.save': [{ guard: 'isEditValid', target: 'saving' }, { actions: 'showEditErrors' }],
                  },
                },
                // The edited item is read-only and a second save is ignored until this one settles.
                saving: {
                  tags: 'updating',
                  invoke: {
                    id: 'update',
                    src: 'update',
                    input: ({ context }) => ({
                      ownerId: ownerOf(context),
                      id: context.editing?.id ?? '',
                      // Only a valid edit is saved, so there is one.
                      changes: edit.toChanges(context.editing!),
                    }),
                    onDone: { target: 'idle', actions: 'applyChanges' },
                    onError: { target: 'idle', actions: { type: 'notify', params: ({ event }) => edit.updateFailed(event.error) } },
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
                      { type: 'failConfirmation', params: ({ event }) => ({ error: errorMessage(event.error) }) },
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
