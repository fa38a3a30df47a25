/**
 * The heal a failed run proposes, in its run view (docs/runs.md, "Healing"): a step's element was
 * no longer found, the run found it again and checked that the script with the new locator
 * passes. The panel shows the proof (the step, the element before and after, the evidence, the
 * locator and the whole scripts before and after in TypeScript or Python, the two pictures) and,
 * while the heal waits for a decision (`proposed`), Accept and Reject.
 *
 * Accept (operation acceptHeal) writes the healed scripts as a new version of the test and runs
 * it again; Reject (rejectHeal) keeps the scripts. Either answers the run with its heal decided,
 * which the panel then shows. A refusal (400: the test is being generated, or its scripts
 * changed since the heal was proposed) shows the server's reason and keeps the buttons.
 *
 * The run view spawns this machine once its report brings a heal (its child `heal`), so the panel
 * keeps its decision for as long as the view is open.
 */
import { assign, setup } from 'xstate';
import type { components } from '../../openapi/schema';
import { errorMessage } from '../_shared/authErrors';
import { providedActor } from '../_shared/provided';
import type { ScriptLanguage } from '../scriptVersions/scriptVersions.machine';

export type HealProposal = components['schemas']['HealProposal'];
export type HealPicture = components['schemas']['HealPicture'];
export type TestRun = components['schemas']['TestRun'];
export type { ScriptLanguage };

export interface HealProposalInput {
  runId: string;
  /** The run's project, for the address of the run an accepted heal started. */
  suiteId: string;
  heal: HealProposal;
}

export interface HealProposalContext {
  runId: string;
  suiteId: string;
  /** As the run brought it, then as the decision answered it. */
  heal: HealProposal;
  /** The language the locators and the scripts show in. */
  language: ScriptLanguage;
  /** Why the last decision was refused (the server's message); null when none was. */
  error: string | null;
}

export type HealProposalEvent = { type: 'heal.accept' } | { type: 'heal.reject' } | { type: 'language.changed'; language: ScriptLanguage };

/** Python is offered when both scripts have it (the locators then have it too). */
export const hasPython = (heal: HealProposal) => heal.script_before.python !== null && heal.script_after.python !== null;

export const healProposalMachine = setup({
  types: {
    input: {} as HealProposalInput,
    context: {} as HealProposalContext,
    events: {} as HealProposalEvent,
    tags: {} as 'busy',
    children: {} as { acceptHeal: 'acceptHeal'; rejectHeal: 'rejectHeal' },
  },
  actors: {
    /** POST /api/test-run/{id}/heal/accept (operation acceptHeal): the run, its heal accepted. */
    acceptHeal: providedActor<TestRun, { runId: string }>('acceptHeal'),
    /** POST /api/test-run/{id}/heal/reject (operation rejectHeal): the run, its heal rejected. */
    rejectHeal: providedActor<TestRun, { runId: string }>('rejectHeal'),
  },
  actions: {
    // A run answered without its heal (never, by the contract) keeps the one shown.
    setHeal: assign(({ context }, params: { run: TestRun }) => ({ heal: params.run.heal ?? context.heal, error: null })),
    setError: assign((_, params: { error: string }) => ({ error: params.error })),
    clearError: assign({ error: null }),
    setLanguage: assign((_, params: { language: ScriptLanguage }) => ({ language: params.language })),
  },
  guards: {
    isStatus: ({ context }, params: { status: HealProposal['status'] }) => context.heal.status === params.status,
    canShowLanguage: ({ context }, params: { language: ScriptLanguage }) => params.language === 'typescript' || hasPython(context.heal),
  },
}).createMachine({
  id: 'healProposal',
  context: ({ input }) => ({ runId: input.runId, suiteId: input.suiteId, heal: input.heal, language: 'typescript', error: null }),
  initial: 'checking',
  // The language is the user's to switch whatever the heal's status.
  on: {
    'language.changed': {
      guard: { type: 'canShowLanguage', params: ({ event }) => ({ language: event.language }) },
      actions: { type: 'setLanguage', params: ({ event }) => ({ language: event.language }) },
    },
  },
  states: {
    // Decides by the heal's status, at the start and once a decision answered.
    checking: {
      always: [
        { guard: { type: 'isStatus', params: { status: 'proposed' } }, target: 'proposed' },
        { guard: { type: 'isStatus', params: { status: 'accepted' } }, target: 'accepted' },
        { guard: { type: 'isStatus', params: { status: 'rejected' } }, target: 'rejected' },
        { target: 'outdated' },
      ],
    },
    proposed: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'heal.accept': { target: 'accepting', actions: 'clearError' },
            'heal.reject': { target: 'rejecting', actions: 'clearError' },
          },
        },
        accepting: {
          tags: 'busy',
          invoke: {
            id: 'acceptHeal',
            src: 'acceptHeal',
            input: ({ context }) => ({ runId: context.runId }),
            onDone: { target: '#healProposal.checking', actions: { type: 'setHeal', params: ({ event }) => ({ run: event.output }) } },
            // The panel says why; the buttons stay, to try again or decide otherwise.
            onError: { target: 'idle', actions: { type: 'setError', params: ({ event }) => ({ error: errorMessage(event.error) }) } },
          },
        },
        rejecting: {
          tags: 'busy',
          invoke: {
            id: 'rejectHeal',
            src: 'rejectHeal',
            input: ({ context }) => ({ runId: context.runId }),
            onDone: { target: '#healProposal.checking', actions: { type: 'setHeal', params: ({ event }) => ({ run: event.output }) } },
            onError: { target: 'idle', actions: { type: 'setError', params: ({ event }) => ({ error: errorMessage(event.error) }) } },
          },
        },
      },
    },
    // Decided: nothing more changes.
    accepted: {},
    rejected: {},
    // The test's scripts changed before a decision: the heal can no longer apply.
    outdated: {},
  },
});
