/**
 * A project's feature settings: a free-form object the spec does not describe. Stored as given
 * (test_suites.features); an update replaces the whole object and answers what was stored.
 */
import { eq } from 'drizzle-orm';
import { testSuites } from '../../db/schema.ts';
import { HttpError } from '../httpError.ts';
import { requireTestSuite } from '../access.ts';
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
      const [row] = await db
        .update(testSuites)
        .set({ features: body as Record<string, unknown>, updatedAt: new Date() })
        .where(eq(testSuites.id, params.id))
        .returning({ features: testSuites.features });
      return row.features;
    },
  };
}
