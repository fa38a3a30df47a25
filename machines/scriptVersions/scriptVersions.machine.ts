/**
 * The history of a test's final scripts on its page (issue 19, item 3): every version, newest
 * first (operation listScriptVersions), who made it and how, a side-by-side diff of two versions,
 * and Restore, which makes an earlier version's scripts the test's again (restoreScriptVersion;
 * the server keeps them as a new version, so nothing is lost).
 *
 * Compare (`version.selected`) shows the chosen version beside the one before it; the other side
 * can be any other version (`compare.changed`), and the language TypeScript or, when both sides
 * have one, Python (`language.changed`). Restore is asked in the app's confirm dialog (the input's
 * `confirmDialog`); on Yes the request is this machine's own: success settles the dialog, toasts,
 * tells the page its test changed (`testChanged`, with the test the server answered) and reloads
 * the list quietly; a failure shows why in the dialog, toasts, and asks again.
 *
 * The list also reloads quietly (`versions.refresh`) whenever a generation of the test ends,
 * which writes a version: the app provides `generationEnds`, which watches the test page.
 */
import { assign, fromCallback, setup, type EventObject } from 'xstate';
import type { components } from '../../openapi/schema';
import { errorMessage, type ToastParams } from '../_shared/authErrors';
import { providedAction, providedActor } from '../_shared/provided';
import { confirmationActions, type ConfirmAnswerEvent, type ConfirmDialogRef, type ConfirmOptions } from '../confirmDialog/confirmation';

export type ScriptVersion = components['schemas']['ScriptVersion'];
export type TestCase = components['schemas']['TestCase'];
export type ScriptLanguage = 'typescript' | 'python';

export interface ScriptVersionsInput {
  testId: string;
  /** The app's confirm dialog, asked before a version is restored. */
  confirmDialog: ConfirmDialogRef;
}

export interface ScriptVersionsContext {
  testId: string;
  confirmDialog: ConfirmDialogRef;
  /** Newest first, as the server answers. */
  versions: ScriptVersion[];
  /** The version the diff shows; null while none is compared. */
  selected: number | null;
  /** The diff's other side as the user chose it; null: the version before the selected one. */
  compareWith: number | null;
  language: ScriptLanguage;
  /** The version being asked about or restored. */
  restoring: number | null;
}

export type ScriptVersionsEvent =
  | { type: 'versions.retry' }
  /** Load the list again without hiding it (a generation ended, so there may be a new version). */
  | { type: 'versions.refresh' }
  | { type: 'version.selected'; version: number }
  | { type: 'compare.changed'; version: number }
  | { type: 'language.changed'; language: ScriptLanguage }
  | { type: 'diff.closed' }
  | { type: 'version.restore'; version: number }
  /** The confirm dialog's answer to Restore. */
  | ConfirmAnswerEvent;

export function restoreOptions(version: number): ConfirmOptions {
  return {
    title: `Restore version ${version}?`,
    message: `The test's scripts become those of version ${version}. The current scripts stay in the history.`,
    confirmLabel: 'Restore',
    cancelLabel: 'Cancel',
    icon: 'warning',
  };
}

export const restoredToast = (version: number): ToastParams => ({ title: `Version ${version} restored`, text: '', type: 'success' });
export const RESTORE_FAILED: ToastParams = { title: 'Some error occurred', text: 'Unable to restore the version', type: 'error' };

const byNumber = (versions: ScriptVersion[], version: number | null) => versions.find((candidate) => candidate.version === version) ?? null;

/** The version listed just after (so made just before) the given one; null for the first version. */
export function versionBefore(versions: ScriptVersion[], version: number): ScriptVersion | null {
  const index = versions.findIndex((candidate) => candidate.version === version);
  return index < 0 ? null : (versions[index + 1] ?? null);
}

/** The two versions the diff shows, older on the left; the left is null when the first version is compared with nothing. */
export function diffSides(context: Pick<ScriptVersionsContext, 'versions' | 'selected' | 'compareWith'>) {
  const selected = byNumber(context.versions, context.selected);
  if (!selected) return null;
  const other = context.compareWith === null ? versionBefore(context.versions, selected.version) : byNumber(context.versions, context.compareWith);
  if (other && other.version > selected.version) return { left: selected, right: other };
  return { left: other, right: selected };
}

/** Python is offered when each version shown has a Python script (nothing on one side counts as none). */
export function hasPython(context: Pick<ScriptVersionsContext, 'versions' | 'selected' | 'compareWith'>): boolean {
  const sides = diffSides(context);
  return sides !== null && sides.left !== null && !!sides.left.final_script_py && !!sides.right.final_script_py;
}

export const scriptVersionsMachine = setup({
  types: {
    input: {} as ScriptVersionsInput,
    context: {} as ScriptVersionsContext,
    events: {} as ScriptVersionsEvent,
    tags: {} as 'busy',
    children: {} as { listScriptVersions: 'listScriptVersions'; restoreScriptVersion: 'restoreScriptVersion'; generationEnds: 'generationEnds' },
  },
  actors: {
    /** GET /api/test-case/{id}/script-versions (operation listScriptVersions). */
    listScriptVersions: providedActor<ScriptVersion[], { testId: string }>('listScriptVersions'),
    /** POST /api/test-case/{id}/script-versions/{version}/restore (operation restoreScriptVersion): the test as it now is. */
    restoreScriptVersion: providedActor<TestCase, { testId: string; version: number }>('restoreScriptVersion'),
    /** Sends `versions.refresh` each time a generation of the test ends; the app watches its test page. */
    generationEnds: fromCallback<EventObject, { testId: string }>(() => {
      throw new Error('generationEnds not provided');
    }),
  },
  actions: {
    ...confirmationActions<ScriptVersionsContext, ScriptVersionsEvent>(),
    setVersions: assign((_, params: { versions: ScriptVersion[] }) => ({ versions: params.versions })),
    select: assign((_, params: { version: number }) => ({ selected: params.version, compareWith: null })),
    compareWith: assign((_, params: { version: number }) => ({ compareWith: params.version })),
    // A side without Python shows TypeScript: the language goes back with it.
    keepLanguage: assign(({ context }) => ({ language: hasPython(context) ? context.language : ('typescript' as const) })),
    setLanguage: assign((_, params: { language: ScriptLanguage }) => ({ language: params.language })),
    closeDiff: assign({ selected: null, compareWith: null, language: 'typescript' as const }),
    setRestoring: assign((_, params: { version: number | null }) => ({ restoring: params.version })),
    /** The test's scripts changed: the app shows the page's test as the server answered it. */
    testChanged: providedAction<{ test: TestCase }>('testChanged'),
    notifyRestored: providedAction<ToastParams>('notifyRestored'),
    notifyRestoreFailed: providedAction<ToastParams>('notifyRestoreFailed'),
  },
  guards: {
    isListed: ({ context }, params: { version: number }) => byNumber(context.versions, params.version) !== null,
    isOtherSide: ({ context }, params: { version: number }) =>
      context.selected !== null && params.version !== context.selected && byNumber(context.versions, params.version) !== null,
    canShowLanguage: ({ context }, params: { language: ScriptLanguage }) =>
      context.selected !== null && (params.language === 'typescript' || hasPython(context)),
    // The current version is the test's scripts already.
    canRestore: ({ context }, params: { version: number }) => byNumber(context.versions, params.version)?.current === false,
  },
}).createMachine({
  id: 'scriptVersions',
  context: ({ input }) => ({
    testId: input.testId,
    confirmDialog: input.confirmDialog,
    versions: [],
    selected: null,
    compareWith: null,
    language: 'typescript',
    restoring: null,
  }),
  invoke: { id: 'generationEnds', src: 'generationEnds', input: ({ context }) => ({ testId: context.testId }) },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'listScriptVersions',
        src: 'listScriptVersions',
        input: ({ context }) => ({ testId: context.testId }),
        onDone: { target: 'shown', actions: { type: 'setVersions', params: ({ event }) => ({ versions: event.output }) } },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'versions.retry': 'loading' },
    },
    shown: {
      initial: 'idle',
      // What the diff shows is the user's to choose at any time; the list behind it stays.
      on: {
        'version.selected': {
          guard: { type: 'isListed', params: ({ event }) => ({ version: event.version }) },
          actions: [{ type: 'select', params: ({ event }) => ({ version: event.version }) }, 'keepLanguage'],
        },
        'compare.changed': {
          guard: { type: 'isOtherSide', params: ({ event }) => ({ version: event.version }) },
          actions: [{ type: 'compareWith', params: ({ event }) => ({ version: event.version }) }, 'keepLanguage'],
        },
        'language.changed': {
          guard: { type: 'canShowLanguage', params: ({ event }) => ({ language: event.language }) },
          actions: { type: 'setLanguage', params: ({ event }) => ({ language: event.language }) },
        },
        'diff.closed': { actions: 'closeDiff' },
      },
      states: {
        idle: {
          on: {
            'versions.refresh': 'refreshing',
            'version.restore': {
              guard: { type: 'canRestore', params: ({ event }) => ({ version: event.version }) },
              target: 'asking',
              actions: [
                { type: 'setRestoring', params: ({ event }) => ({ version: event.version }) },
                { type: 'askToConfirm', params: ({ event }) => ({ options: restoreOptions(event.version) }) },
              ],
            },
          },
        },
        // The list stays on screen while it is fetched again; a failure keeps it as it was.
        refreshing: {
          on: {
            // A generation that ended meanwhile may have written a version after this fetch began.
            'versions.refresh': { target: 'refreshing', reenter: true },
          },
          invoke: {
            id: 'listScriptVersions',
            src: 'listScriptVersions',
            input: ({ context }) => ({ testId: context.testId }),
            onDone: { target: 'idle', actions: [{ type: 'setVersions', params: ({ event }) => ({ versions: event.output }) }, 'keepLanguage'] },
            onError: 'idle',
          },
        },
        asking: {
          on: {
            'confirm.accepted': 'restoring',
            'confirm.declined': { target: 'idle', actions: { type: 'setRestoring', params: { version: null } } },
          },
        },
        restoring: {
          tags: 'busy',
          invoke: {
            id: 'restoreScriptVersion',
            src: 'restoreScriptVersion',
            input: ({ context }) => ({ testId: context.testId, version: context.restoring! }),
            onDone: {
              target: 'refreshing',
              actions: [
                'settleConfirmation',
                { type: 'notifyRestored', params: ({ context }) => restoredToast(context.restoring!) },
                { type: 'testChanged', params: ({ event }) => ({ test: event.output }) },
                { type: 'setRestoring', params: { version: null } },
              ],
            },
            // The dialog stays open with the reason, so a second Yes tries again.
            onError: {
              target: 'asking',
              actions: [
                { type: 'failConfirmation', params: ({ event }) => ({ error: errorMessage(event.error) }) },
                { type: 'notifyRestoreFailed', params: RESTORE_FAILED },
              ],
            },
          },
        },
      },
    },
  },
});
