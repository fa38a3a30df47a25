/**
 * Publishing: a member makes a test readable by anyone, by its id and, when a business-
 * development user chose one, by a short name (slug). The public read shows only what
 * `toPublicTestCase` lets through.
 */
import { and, eq, ne } from 'drizzle-orm';
import { testCases } from '../../db/schema.ts';
import { isUuid, requireTestCase } from '../access.ts';
import { forbidden, HttpError, notFound } from '../httpError.ts';
import { testCaseView, toPublicTestCase } from '../testCaseView.ts';
import { publishSlug } from '../validation.ts';
import type { HandlerContext, Handlers } from './types.ts';
import { isFeatureOn } from '../../../rules/projectFeatures.ts';

export const SLUG_FORBIDDEN_MESSAGE = 'Only business-development users can choose a short name.';
export const SLUG_TAKEN_MESSAGE = 'This short name is already taken.';

export const PUBLISHING_OFF_MESSAGE = 'Publishing is turned off for this project.';

/** The project feature 'public_publishing' (on unless a project turned it off). */
export const publishingAllowed = (features: Record<string, unknown>) => isFeatureOn(features, 'public_publishing');

const slugTaken = () => new HttpError(400, SLUG_TAKEN_MESSAGE, 'slug');

/** PostgreSQL's unique_violation: another publish took the slug between our check and our write. */
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';

export function publishingHandlers({ db }: HandlerContext): Handlers {
  return {
    async publishTestCase({ identity, params, body }) {
      const { testCase, suite } = await requireTestCase(db, identity, params.id);
      if (!publishingAllowed(suite.features)) throw forbidden(PUBLISHING_OFF_MESSAGE);
      const slug = publishSlug(body?.slug);
      if (slug !== null && !(identity.isBizDev || identity.isSuperAdmin)) throw forbidden(SLUG_FORBIDDEN_MESSAGE);
      // A slug shaped like an id would shadow that test's public address.
      if (slug !== null && isUuid(slug) && slug !== testCase.id) throw slugTaken();
      if (slug !== null) {
        const holders = await db
          .select({ id: testCases.id })
          .from(testCases)
          .where(and(eq(testCases.publicSlug, slug), ne(testCases.id, testCase.id)));
        if (holders.length > 0) throw slugTaken();
      }
      try {
        const [row] = await db
          .update(testCases)
          // Without a new slug the test keeps the one it had.
          .set({ isPublic: true, ...(slug !== null ? { publicSlug: slug } : {}) })
          .where(eq(testCases.id, testCase.id))
          .returning();
        return testCaseView(db, row);
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken();
        throw error;
      }
    },

    /** Public (no token): a published test by id or slug; anything else is not found. */
    async getPublicTestCase({ params }) {
      const key = params.id;
      const byId = isUuid(key)
        ? await db
            .select()
            .from(testCases)
            .where(and(eq(testCases.id, key), eq(testCases.isPublic, true)))
        : [];
      const [row] =
        byId.length > 0
          ? byId
          : await db
              .select()
              .from(testCases)
              .where(and(eq(testCases.publicSlug, key), eq(testCases.isPublic, true)));
      if (!row) throw notFound('Test case');
      return toPublicTestCase(row);
    },
  };
}
