/** Waiting on a run through the API, as a user's client would: polled until it leaves the active statuses. */
import { isActiveRunStatus } from '../../rules/states.ts';
import type { asUser } from './auth.ts';

type Api = ReturnType<typeof asUser>;

/** The run once it ended (any status but an active one), as `GET /api/test-run/{id}` answers it. */
export async function runEnded<Run extends { status: string }>(api: Api, runId: string, timeoutMs = 90_000): Promise<Run> {
  const start = Date.now();
  for (;;) {
    const run = (await api({ method: 'GET', url: `/api/test-run/${runId}` })).json() as Run;
    if (!isActiveRunStatus(run.status as Parameters<typeof isActiveRunStatus>[0])) return run;
    if (Date.now() - start > timeoutMs) throw new Error(`run still ${run.status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
