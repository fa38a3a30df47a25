/**
 * Heal proposals (server/db/schema.ts `healProposals`): kept when a run's heal was verified,
 * shown with the run, and decided once. Accepting writes the healed scripts as the test's (a
 * script version of source `heal`), records the step's new locator for the next heal, and runs
 * the test again with the failed run's settings and environment. A heal applies only to the
 * scripts it was made from: once they changed, it is outdated.
 */
import { and, eq } from 'drizzle-orm';
import type { components } from '../../../openapi/schema';
import { isGeneratingState } from '../../../rules/states.ts';
import type { Db } from '../../db/open.ts';
import { healProposals, testCases, testRuns } from '../../db/schema.ts';
import type { Jobs } from '../../jobs/generationQueue.ts';
import { locatorPython, locatorTypeScript } from '../../engine/locate/locatorSpec.ts';
import { queueTestRun, type TestRunRow } from '../runQueue.ts';
import { recordScriptVersion } from '../scriptVersions.ts';
import { scriptSteps } from './healRequests.ts';

export type HealProposalRow = typeof healProposals.$inferSelect;
export type HealProposalView = components['schemas']['HealProposal'];

/** Why a decision cannot be taken, in words for the person taking it. */
export class HealDecisionError extends Error {}

export async function healProposalOf(db: Db, runId: string): Promise<HealProposalRow | undefined> {
  const [row] = await db.select().from(healProposals).where(eq(healProposals.testRunId, runId));
  return row;
}

export function healProposalView(row: HealProposalRow): HealProposalView {
  const code = (typescript: string, python: string | null) => ({ typescript, python });
  return {
    status: row.status,
    automatic: row.automatic,
    step: row.step,
    step_title: row.stepTitle,
    locator_before: code(locatorTypeScript(row.oldLocator), row.oldScriptPy === null ? null : locatorPython(row.oldLocator)),
    locator_after: code(locatorTypeScript(row.newLocator), row.newScriptPy === null ? null : locatorPython(row.newLocator)),
    element_before: row.oldElement,
    element_after: row.newElement,
    evidence: row.evidence,
    script_before: code(row.oldScript, row.oldScriptPy),
    script_after: code(row.newScript, row.newScriptPy),
    picture_before: { artifact: row.beforeImage, box: row.oldFingerprint.box },
    picture_after: { artifact: row.afterImage, box: row.newFingerprint.box },
    decided_by: row.decidedBy,
    decided_at: row.decidedAt ? row.decidedAt.toISOString() : null,
    script_version: row.scriptVersion,
    rerun_id: row.rerunId,
    created_at: row.createdAt.toISOString(),
  };
}

const NOTHING_TO_DECIDE = 'This run has no heal waiting for a decision.';

/**
 * Accepts the run's heal: by `author` (an e-mail), or automatically (null) by the project's rule.
 * Answers the run queued to check it.
 */
export async function acceptHeal(db: Db, jobs: Jobs | undefined, runId: string, author: string | null): Promise<TestRunRow> {
  const accepted = await db.transaction(async (tx) => {
    const [proposal] = await tx.select().from(healProposals).where(eq(healProposals.testRunId, runId)).for('update');
    if (proposal?.status !== 'proposed') throw new HealDecisionError(NOTHING_TO_DECIDE);
    const [test] = await tx.select().from(testCases).where(eq(testCases.id, proposal.testCaseId)).for('update');
    if (isGeneratingState(test.state)) throw new HealDecisionError('The test is being generated: decide on the heal once it ended.');
    if (test.finalScript !== proposal.oldScript) {
      await tx.update(healProposals).set({ status: 'outdated' }).where(eq(healProposals.id, proposal.id));
      return null;
    }
    await tx
      .update(testCases)
      .set({
        finalScript: proposal.newScript,
        finalScriptPy: proposal.newScriptPy ?? test.finalScriptPy,
        testGenerationSteps: healedSteps(test.testGenerationSteps, proposal),
        updatedAt: new Date(),
      })
      .where(eq(testCases.id, test.id));
    const version = await recordScriptVersion(tx, test.id, {
      finalScript: proposal.newScript,
      finalScriptPy: proposal.newScriptPy ?? test.finalScriptPy,
      source: 'heal',
      author,
    });
    await tx
      .update(healProposals)
      .set({ status: 'accepted', automatic: author === null, decidedBy: author, decidedAt: new Date(), scriptVersion: version })
      .where(eq(healProposals.id, proposal.id));
    return proposal;
  });
  if (!accepted) throw new HealDecisionError('The test’s scripts changed since this heal was proposed, so it no longer applies: run the test again.');
  const [failed] = await db.select().from(testRuns).where(eq(testRuns.id, runId));
  const rerun = await queueTestRun(db, jobs, {
    testCaseId: accepted.testCaseId,
    settings: failed?.settings ?? null,
    retries: failed?.retries ?? 0,
    environment: failed?.environmentId && failed.environmentName !== null ? { id: failed.environmentId, name: failed.environmentName } : null,
  });
  await db.update(healProposals).set({ rerunId: rerun.id }).where(eq(healProposals.id, accepted.id));
  return rerun;
}

export async function rejectHeal(db: Db, runId: string, author: string): Promise<void> {
  const [row] = await db
    .update(healProposals)
    .set({ status: 'rejected', decidedBy: author, decidedAt: new Date() })
    .where(and(eq(healProposals.testRunId, runId), eq(healProposals.status, 'proposed')))
    .returning({ id: healProposals.id });
  if (!row) throw new HealDecisionError(NOTHING_TO_DECIDE);
}

/** The recorded steps with the healed one's locator, fingerprint and code as the heal wrote them. */
function healedSteps(recorded: (typeof testCases.$inferSelect)['testGenerationSteps'], proposal: HealProposalRow) {
  const healed = scriptSteps(recorded)[proposal.step];
  if (!healed) return recorded;
  const swap = (code: string | null, write: typeof locatorTypeScript) =>
    code === null ? null : code.split(write(proposal.oldLocator, '')).join(write(proposal.newLocator, ''));
  return recorded.map((step) =>
    step === healed
      ? {
          ...step,
          locator: proposal.newLocator,
          fallbacks: proposal.newFallbacks,
          fingerprint: proposal.newFingerprint,
          code: swap(step.code, locatorTypeScript),
          python_code: swap(step.python_code, locatorPython),
        }
      : step,
  );
}
