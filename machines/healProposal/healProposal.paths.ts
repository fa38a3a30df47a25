/**
 * The path model of a run's heal proposal: a heal found proposed (with Python, and TypeScript
 * only), accepted automatically, rejected or outdated; Accept and Reject answered or refused
 * (400, its reason shown), and the language switched to Python (refused without it) and back.
 */
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { healProposalObservations, healProposalTransitions } from './healProposal.expectations';
import { healProposalMachine, type TestRun } from './healProposal.machine';
import {
  automaticHeal,
  decidedRun,
  NOTHING_TO_DECIDE,
  OUTDATED_MESSAGE,
  outdatedHeal,
  proposedHeal,
  rejectedHeal,
  runId,
  suiteId,
  typescriptOnlyHeal,
} from './healProposal.samples';

const silent = {
  actors: {
    acceptHeal: neverSettles<TestRun, { runId: string }>(),
    rejectHeal: neverSettles<TestRun, { runId: string }>(),
  },
};

/** The machine with its requests silent: the run view's path model spawns it as its child. */
export const silentHealProposal = healProposalMachine.provide(silent);

export const healProposalPathModel: PathModel<typeof healProposalMachine> = {
  machine: healProposalMachine,
  inputs: [proposedHeal, typescriptOnlyHeal, automaticHeal, rejectedHeal, outdatedHeal].map((heal) => ({ runId, suiteId, heal })),
  implementations: silent,
  events: (snapshot) => [
    { type: 'heal.accept' },
    { type: 'heal.reject' },
    { type: 'language.changed', language: 'python' },
    { type: 'language.changed', language: 'typescript' },
    // The server answers the heal shown, decided as asked.
    doneEvent('acceptHeal', decidedRun(snapshot.context.heal, 'accepted')),
    errorEvent('acceptHeal', OUTDATED_MESSAGE),
    doneEvent('rejectHeal', decidedRun(snapshot.context.heal, 'rejected')),
    errorEvent('rejectHeal', NOTHING_TO_DECIDE),
  ],
  observations: healProposalObservations,
  transitions: healProposalTransitions,
};
