/**
 * What the user observes in each state of the Modules screen, and what each transition must do:
 * the hand-written tables its path replays check (machines/_testing/expectations.ts). Texts are
 * the spec's where it gives them (sections 5 and 8), written out, so a changed toast fails here.
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { Effect, ExpectationTables, Observation, StepExpectation } from '../_testing/expectations';
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
} from '../listResource/listResource.expectations';
import { EDITED_LOGIN_SCRIPT, loginModule, SHOP_SUITE_ID, SIGN_UP_SCRIPT } from './modules.fixtures';
import type { ModulesContext, modulesMachine } from './modules.machine';
import {
  selectCanSaveScript,
  selectDraftNameError,
  selectIsSavingScript,
  selectModules,
  selectRenameValue,
  selectScriptDraft,
  selectSelectedModule,
} from './modules.selectors';

type Machine = typeof modulesMachine;
type Tables = ExpectationTables<Machine>;
type Can = Observation<Machine>['can'];

/** The list in the server's order (new ones last) and the module the detail pane shows. */
const modulesView = (snapshot: SnapshotFrom<Machine>) => ({
  names: selectModules(snapshot).map((module) => module.name),
  selected: selectSelectedModule(snapshot)?.name ?? null,
});

/** The detail pane: the inline rename, the script editor and its Save. */
const detailView = (snapshot: SnapshotFrom<Machine>) => ({
  rename: selectRenameValue(snapshot),
  script: selectScriptDraft(snapshot),
  savingScript: selectIsSavingScript(snapshot),
  canSaveScript: selectCanSaveScript(snapshot),
});

function expectedDetail({ items, editing, saving }: ModulesContext, updating: boolean) {
  const selected = items.find((module) => module.module_id === editing?.id);
  const script = editing?.script ?? '';
  return {
    rename: editing?.name ?? null,
    script,
    savingScript: updating && saving?.part === 'script',
    // Offered for an edited script, while no update runs.
    canSaveScript: selected !== undefined && !updating && script !== (selected.defining_py_script ?? ''),
  };
}

const observe =
  (view: ListView, can: string[], tags: string[] = []) =>
  (context: ModulesContext): Observation<Machine> => ({
    tags,
    can: can as Can,
    selectors: [
      [listView, view],
      [
        modulesView,
        {
          names: context.items.map((module) => module.name),
          selected: context.items.find((module) => module.module_id === context.editing?.id)?.name ?? null,
        },
      ],
      [selectDraftNameError, context.showDraftErrors && context.draft.name.trim() === '' ? 'This field is required' : null],
      [detailView, expectedDetail(context, view.updating)],
    ],
  });

const states = loadedStates(true);

export const modulesObservations: Tables['observations'] = {
  // Without a suite the screen still offers its actions: each only says why it cannot (spec section 5).
  idle: observe(noOwnerView, ['owner.changed', 'confirm.accepted', 'item.create', 'item.save', 'item.delete']),
  loading: observe(loadingView, ['owner.changed', 'confirm.accepted']),
  failed: observe(failedView, ['list.retry', 'owner.changed', 'confirm.accepted']),
  // The samples name listed modules only (Log in, Open checkout) while they are offered.
  ...loadedObservations(states, (state) => observe(loadedView(state, loginModule.module_id), loadedCan(state, true), loadedTags(state))),
};

const list: Effect = { invoke: 'list', input: { ownerId: SHOP_SUITE_ID } };
const failed = (title: string, text: string): Effect => ({ action: 'notify', params: { title, text, type: 'error' } });
const succeeded = (title: string, text: string): Effect => ({ action: 'notify', params: { title, text, type: 'success' } });
const toDialog = (event: object): Effect => ({ send: 'confirmDialog', event });
const settled = toDialog({ type: 'confirm.settled' });
const update = (changes: object): Effect => ({ invoke: 'update', input: { ownerId: SHOP_SUITE_ID, id: loginModule.module_id, changes } });
const isName = (event: AnyEventObject) => event.part === 'name';

/** Only the complete sample is submitted valid: the trimmed name, its type, its script. */
const create = ({ draft }: ModulesContext): RegionStep =>
  draft.name.trim() === ''
    ? {}
    : {
        to: 'saving',
        effects: [
          {
            invoke: 'create',
            input: {
              ownerId: SHOP_SUITE_ID,
              create: { name: 'Sign up', module_type: 'steps', test_case_id: null, defining_py_script: SIGN_UP_SCRIPT },
            },
          },
        ],
      };

/** A rename saves a new, non-blank name (the same one only closes it); a script saves when edited. */
function save({ editing }: ModulesContext, event: AnyEventObject): RegionStep {
  if (isName(event))
    return editing?.name?.trim() && editing.name.trim() !== 'Log in' ? { to: 'saving', effects: [update({ name: 'Log in with SSO' })] } : {};
  return editing?.script === EDITED_LOGIN_SCRIPT ? { to: 'saving', effects: [update({ defining_py_script: EDITED_LOGIN_SCRIPT })] } : {};
}

/** The saved module by its name as saved; a module deleted meanwhile is 'The module'. */
function updated({ items, saving }: ModulesContext): RegionStep {
  const listed = items.some((module) => module.module_id === loginModule.module_id);
  const name = !listed ? 'The module' : saving?.part === 'name' ? 'Log in with SSO' : 'Log in';
  return { to: 'idle', effects: [succeeded('Module updated', `${name} is saved.`)] };
}

/** Module calls need a selected suite: without one they make no call and only toast why. */
const noSuite = (title: string): StepExpectation => ({ effects: [failed(title, 'No test suite selected')] });

/** Without a suite there is nothing to load. */
const ownerChanged = (_: ModulesContext, event: AnyEventObject): StepExpectation =>
  event.ownerId ? { target: 'loading', effects: [{ invoke: 'list', input: { ownerId: event.ownerId } }] } : { target: 'idle' };

export const modulesTransitions: Tables['transitions'] = {
  'start + xstate.init': ({ ownerId }) => (ownerId ? { target: 'loading', effects: [list] } : { target: 'idle' }),
  'loading + xstate.done.actor.list': { target: loadedKey({ creating: 'idle', updating: 'idle', deleting: 'idle' }) },
  // NOTE: the spec titles every failed call 'Some error occurred' but lists the module texts
  // ('Failed to fetch modules', …) "with the server message": the machine makes them the title.
  'loading + xstate.error.actor.list': { target: 'failed', effects: [failed('Failed to fetch modules', 'Project not found')] },
  'failed + list.retry': { target: 'loading', effects: [list] },
  'loading + owner.changed': ownerChanged,
  'failed + owner.changed': ownerChanged,
  'idle + confirm.accepted': { effects: [settled] },
  'loading + confirm.accepted': { effects: [settled] },
  'failed + confirm.accepted': { effects: [settled] },
  'idle + item.create': noSuite('Failed to create module'),
  'idle + item.save': (_, event) => noSuite(isName(event) ? 'Failed to rename module' : 'Failed to update module'),
  'idle + item.delete': noSuite('Failed to delete module'),
  // The confirm dialog is modal: nothing is created or saved while it asks.
  ...loadedTransitions<ModulesContext>(
    states.filter((state) => state.deleting !== 'confirming'),
    { 'creating.idle + item.create': create, 'updating.idle + item.save': save },
  ),
  ...loadedTransitions<ModulesContext>(
    states,
    {
      // NOTE: the toast calls every created module a setup module, whatever its type (the sample is a steps module).
      'creating.saving + xstate.done.actor.create': {
        to: 'idle',
        effects: [succeeded('Module created', 'Sign up is ready to use as a setup module.')],
      },
      'creating.saving + xstate.error.actor.create': {
        to: 'idle',
        effects: [failed('Failed to create module', 'A module with this name already exists')],
      },
      'updating.saving + xstate.done.actor.update': updated,
      // The toast says which part failed.
      'updating.saving + xstate.error.actor.update': ({ saving }) => ({
        to: 'idle',
        effects: [failed(saving?.part === 'name' ? 'Failed to rename module' : 'Failed to update module', 'Module not found')],
      }),
      'deleting.idle + item.delete': {
        to: 'confirming',
        effects: [
          toDialog({
            type: 'confirm.request',
            options: {
              title: 'Delete module "Log in"?',
              message: 'This action cannot be undone. Tests that use <b>Log in</b> as their setup will run without it.',
              confirmLabel: 'Delete',
              cancelLabel: 'Cancel',
              icon: 'danger',
            },
            replyTo: 'actor:modules',
          }),
        ],
      },
      'deleting.confirming + confirm.accepted': {
        to: 'deleting',
        effects: [{ invoke: 'remove', input: { ownerId: SHOP_SUITE_ID, id: loginModule.module_id } }],
      },
      'deleting.confirming + confirm.declined': { to: 'idle' },
      'deleting.deleting + xstate.done.actor.remove': { to: 'idle', effects: [settled, succeeded('Module deleted', 'Log in is deleted.')] },
      // The dialog shows the server's reason and stays open: Yes tries again.
      'deleting.deleting + xstate.error.actor.remove': {
        to: 'confirming',
        effects: [
          toDialog({ type: 'confirm.failed', error: 'Module is used by 3 tests' }),
          failed('Failed to delete module', 'Module is used by 3 tests'),
        ],
      },
    },
    (state) => ({
      // A DELETE in flight is dropped with the list: its dialog, waiting for the outcome, is closed.
      'owner.changed': (context, event) => {
        const changed = ownerChanged(context, event);
        return state.deleting === 'deleting' ? { ...changed, effects: [...(changed.effects ?? []), settled] } : changed;
      },
    }),
  ),
};
