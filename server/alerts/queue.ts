/**
 * Which channels a group's end alerts, and with what event; one delivery row per channel and
 * one job per attempt on the `alerts` queue (server/alerts/worker.ts takes them).
 *
 * Events, per channel (see docs/runs.md#alerts):
 * - `failure`: the group's verdict is a failure (failed, error-like, not_runnable; not passed,
 *   not cancelled). The verdict leaves out quarantined tests that did not pass, unless the
 *   channel includes quarantined failures.
 * - `recovery` (channels notified on recovery or every run): it passed, and the previous finished
 *   group of the same collection (or the previous project run-all) did not.
 * - `flaky` (channels including flaky passes): it passed, with a run that passed only on retry.
 * - `run` (channels notified on every run): any other end.
 */
import type { Db } from '../db/open.ts';
import { alertChannels, alertDeliveries, type AlertEvent, type collectionRuns } from '../db/schema.ts';
import { and, eq } from 'drizzle-orm';
import { ALERT_QUEUE } from '../jobs/boss.ts';
import type { Jobs } from '../jobs/generationQueue.ts';
import { groupVerdict, isFailingVerdict, type GroupRun } from '../runs/verdict.ts';
import type { RunStatus } from '../../rules/states.ts';
import type { AlertChannelRow } from './channels.ts';

export { ALERT_QUEUE };

export type AlertJobData = { deliveryId: string };

type CollectionRunRow = typeof collectionRuns.$inferSelect;

export type GroupFacts = {
  /** The stored verdict (quarantined failures left out). */
  verdict: RunStatus;
  /** The verdict counting quarantined failures. */
  verdictWithQuarantined: RunStatus;
  /** Whether a run passed only on retry. */
  flaky: boolean;
  /** The previous finished group's verdict; null when there is none. */
  previous: RunStatus | null;
};

/** The event this channel is told of, or null when it is not told. */
export function alertEvent(channel: Pick<AlertChannelRow, 'notifyOn' | 'includeFlaky' | 'includeQuarantined'>, facts: GroupFacts): AlertEvent | null {
  const verdict = channel.includeQuarantined ? facts.verdictWithQuarantined : facts.verdict;
  if (isFailingVerdict(verdict)) return 'failure';
  const passed = verdict === 'passed';
  if (passed && channel.notifyOn !== 'failure' && facts.previous !== null && isFailingVerdict(facts.previous)) return 'recovery';
  if (passed && facts.flaky && channel.includeFlaky) return 'flaky';
  if (channel.notifyOn === 'every') return 'run';
  return null;
}

/**
 * The channels serving a group: its collection's own enabled ones, or, when it has none (and
 * for a project run-all), the project's defaults.
 */
export function channelsFor(channels: AlertChannelRow[], collectionId: string | null): AlertChannelRow[] {
  const enabled = channels.filter((channel) => channel.enabled);
  const own = collectionId ? enabled.filter((channel) => channel.collectionId === collectionId) : [];
  return own.length > 0 ? own : enabled.filter((channel) => channel.collectionId === null);
}

/** Records the group's deliveries (in the transaction that ended it); answers their ids, for sendDeliveryJobs. */
export async function queueGroupAlerts(db: Db, group: CollectionRunRow, runs: GroupRun[], previous: RunStatus | null): Promise<string[]> {
  const channels = await db
    .select()
    .from(alertChannels)
    .where(and(eq(alertChannels.testSuiteId, group.testSuiteId), eq(alertChannels.enabled, true)));
  if (channels.length === 0) return [];
  const facts: GroupFacts = {
    verdict: group.status,
    verdictWithQuarantined: groupVerdict(runs, { countQuarantined: true }),
    flaky: runs.some((run) => run.flaky && run.status === 'passed'),
    previous,
  };
  const values = channelsFor(channels, group.collectionId).flatMap((channel) => {
    const event = alertEvent(channel, facts);
    return event ? [{ channelId: channel.id, testSuiteId: group.testSuiteId, collectionRunId: group.id, event }] : [];
  });
  if (values.length === 0) return [];
  const rows = await db.insert(alertDeliveries).values(values).onConflictDoNothing().returning({ id: alertDeliveries.id });
  return rows.map((row) => row.id);
}

/** One job per delivery attempt; a retry starts `startAfterSeconds` later. */
export async function sendDeliveryJobs(jobs: Pick<Jobs, 'boss'>, deliveryIds: string[], startAfterSeconds = 0): Promise<void> {
  for (const deliveryId of deliveryIds) {
    await jobs.boss.send(ALERT_QUEUE, { deliveryId } satisfies AlertJobData, startAfterSeconds > 0 ? { startAfter: startAfterSeconds } : {});
  }
}
