/** Test runs as the API shows them, and how the runs of a collection run sum up to one status. */
import { isActiveRunStatus, type RunStatus } from '../../rules/states.ts';
import type { Db } from '../db/open.ts';
import { healProposalOf, healProposalView } from '../runs/heal/proposals.ts';
import type { TestRunRow } from '../runs/runQueue.ts';

/** The environment a run (or collection run) was made against, its name as it was then; null for none. */
export function runEnvironmentView(row: { environmentId: string | null; environmentName: string | null }) {
  return row.environmentName === null ? null : { id: row.environmentId, name: row.environmentName };
}

export function toTestRun(row: TestRunRow) {
  return {
    _id: row.id,
    test_case_id: row.testCaseId,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt ? row.finishedAt.toISOString() : null,
    started_at: row.startedAt ? row.startedAt.toISOString() : null,
    artifacts: row.artifacts,
    ...(row.settings ? { settings: row.settings } : {}),
    final_message: row.finalMessage,
    collection_run_id: row.collectionRunId,
    retries: row.retries,
    flaky: row.flaky,
    attempts: row.attempts,
    script_version: row.scriptVersion,
    environment: runEnvironmentView(row),
  };
}

/** The run as getTestRun shows it: with the heal it proposes, when it has one. */
export async function runWithHeal(db: Db, run: TestRunRow) {
  const proposal = await healProposalOf(db, run.id);
  return { ...toTestRun(run), heal: proposal ? healProposalView(proposal) : null };
}

/**
 * A collection run's status: running while any of its runs is running, failed when any failed,
 * passed when all passed, otherwise the status they share; one with no runs keeps its own status.
 */
export function summarizeRunStatus(statuses: RunStatus[], fallback: RunStatus): RunStatus {
  if (statuses.length === 0) return fallback;
  const running = statuses.find(isActiveRunStatus);
  if (running) return running === 'pending' || running === 'scheduled' ? 'running' : running;
  if (statuses.includes('failed')) return 'failed';
  if (statuses.every((status) => status === 'passed')) return 'passed';
  return statuses.every((status) => status === statuses[0]) ? statuses[0] : 'failed';
}
