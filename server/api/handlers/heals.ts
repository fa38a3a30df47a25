/**
 * Heal proposals (server/runs/heal/): a failed run shows the heal it proposes, and its test's
 * members accept or reject it. Accepting writes the healed scripts as a new version and runs the
 * test again.
 */
import { acceptHeal, HealDecisionError, rejectHeal } from '../../runs/heal/proposals.ts';
import { HttpError } from '../httpError.ts';
import { runWithHeal } from '../runs.ts';
import { requireRun } from './runs.ts';
import type { HandlerContext, Handlers } from './types.ts';

/** A decision that cannot be taken is the caller's to fix: 400 with the reason. */
async function deciding<T>(decide: () => Promise<T>): Promise<T> {
  try {
    return await decide();
  } catch (error) {
    if (error instanceof HealDecisionError) throw new HttpError(400, error.message);
    throw error;
  }
}

export function healHandlers({ db, jobs }: HandlerContext): Handlers {
  return {
    async acceptHeal({ identity, params }) {
      const run = await requireRun(db, identity, params.id);
      await deciding(() => acceptHeal(db, jobs, run.id, identity.email));
      return runWithHeal(db, run);
    },

    async rejectHeal({ identity, params }) {
      const run = await requireRun(db, identity, params.id);
      await deciding(() => rejectHeal(db, run.id, identity.email));
      return runWithHeal(db, run);
    },
  };
}
