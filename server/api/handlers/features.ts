/**
 * A project's feature settings: a free-form object the spec does not describe. Stored as given
 * (test_suites.features); an update replaces the whole object and answers what was stored.
 * Known keys (the Settings screen's switches, rules/projectFeatures.ts, `run_retries`,
 * rules/runRetries.ts, and `quarantine_flake_rate`, rules/quarantine.ts) take effect where they apply; turning 'public_publishing' off unpublishes the project's tests at once.
 */
import { eq } from 'drizzle-orm';
import { testCases, testSuites } from '../../db/schema.ts';
import { isQuarantineRate, QUARANTINE_RATE_KEY, QUARANTINE_RATE_MESSAGE } from '../../../rules/quarantine.ts';
import { isRetries, RUN_RETRIES_KEY, RUN_RETRIES_MESSAGE } from '../../../rules/runRetries.ts';
import { HttpError } from '../httpError.ts';
import { requireTestSuite } from '../access.ts';
import { publishingAllowed } from './publishing.ts';
import type { HandlerContext, Handlers } from './types.ts';

export function featureHandlers({ db }: HandlerContext): Handlers {
  return {
    async getTestSuiteFeatures({ identity, params }) {
      return (await requireTestSuite(db, identity, params.id)).features;
    },

    async updateTestSuiteFeatures({ identity, params, body }) {
      await requireTestSuite(db, identity, params.id);
      // The contract says object; arrays are objects to its validator, not to us.
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'The features must be an object.');
      const features = body;
      if (RUN_RETRIES_KEY in features && !isRetries(features[RUN_RETRIES_KEY])) throw new HttpError(400, RUN_RETRIES_MESSAGE, RUN_RETRIES_KEY);
      if (QUARANTINE_RATE_KEY in features && !isQuarantineRate(features[QUARANTINE_RATE_KEY]))
        throw new HttpError(400, QUARANTINE_RATE_MESSAGE, QUARANTINE_RATE_KEY);
      const [row] = await db.transaction(async (tx) => {
        if (!publishingAllowed(features)) await tx.update(testCases).set({ isPublic: false }).where(eq(testCases.testSuiteId, params.id));
        return tx
          .update(testSuites)
          .set({ features, updatedAt: new Date() })
          .where(eq(testSuites.id, params.id))
          .returning({ features: testSuites.features });
      });
      return row.features;
    },
  };
}
