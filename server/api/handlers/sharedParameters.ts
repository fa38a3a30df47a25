/**
 * Shared parameters: key and secret value pairs of a project. A value is never returned once
 * saved: lists and updates answer it as eight stars (spec section 9), and only the executor
 * reads it, at run time.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { sharedParameters, testCases } from '../../db/schema.ts';
import { HttpError, notFound } from '../httpError.ts';
import { isUuid, requireTestSuite } from '../access.ts';
import type { Db } from '../../db/open.ts';
import { isParameterKey } from '../../../rules/validation.ts';
import type { components } from '../../../openapi/schema';
import { preSerializedJson, serializeJson } from '../preSerializedJson.ts';
import type { HandlerContext, Handlers } from './types.ts';

export const MASKED_VALUE = '********';

export const KEY_AND_VALUE_REQUIRED = 'Key and Value are required';
export const KEY_MUST_BE_STRING = 'Key must be a string';
export const INVALID_SHARED_PARAMETER_KEY =
  'Invalid parameter key. It must start with a letter or underscore and can contain only letters, numbers, and underscores.';
export const SHARED_PARAMETER_EXISTS = 'Shared parameter already exists';

type Row = typeof sharedParameters.$inferSelect;

const toSharedParameter = (row: Row) => ({ _id: row.id, test_suite_id: row.testSuiteId, key: row.key, value: MASKED_VALUE });

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';

/**
 * The spec's checks in the spec's order. The contract leaves `key` untyped and nothing
 * required so that these messages, not the schema validator's, reach the caller.
 */
export function sharedParameterInput({ key, value }: components['schemas']['SharedParameterInput']): { key: string; value: string } {
  const missing = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
  if (missing(key) || missing(value)) throw new HttpError(400, KEY_AND_VALUE_REQUIRED);
  if (typeof key !== 'string') throw new HttpError(400, KEY_MUST_BE_STRING);
  if (typeof value !== 'string') throw new HttpError(400, KEY_AND_VALUE_REQUIRED);
  const trimmed = key.trim();
  if (!isParameterKey(trimmed)) throw new HttpError(400, INVALID_SHARED_PARAMETER_KEY);
  return { key: trimmed, value };
}

async function requireParameter(db: Db, suiteId: string, paramId: string): Promise<Row> {
  if (!isUuid(paramId)) throw notFound('Shared parameter');
  const [row] = await db
    .select()
    .from(sharedParameters)
    .where(and(eq(sharedParameters.id, paramId), eq(sharedParameters.testSuiteId, suiteId)));
  if (!row) throw notFound('Shared parameter');
  return row;
}

async function refuseTakenKey(db: Db, suiteId: string, key: string, exceptId?: string) {
  const taken = await db
    .select({ id: sharedParameters.id })
    .from(sharedParameters)
    .where(and(eq(sharedParameters.testSuiteId, suiteId), eq(sharedParameters.key, key), ...(exceptId ? [ne(sharedParameters.id, exceptId)] : [])));
  if (taken.length > 0) throw new HttpError(400, SHARED_PARAMETER_EXISTS);
}

export function sharedParameterHandlers({ db }: HandlerContext): Handlers {
  return {
    async listSharedParameters({ identity, params }) {
      await requireTestSuite(db, identity, params.id);
      const rows = await db.select().from(sharedParameters).where(eq(sharedParameters.testSuiteId, params.id)).orderBy(asc(sharedParameters.key));
      return rows.map(toSharedParameter);
    },

    async createSharedParameter({ identity, params, body, reply }) {
      await requireTestSuite(db, identity, params.id);
      const { key, value } = sharedParameterInput(body);
      await refuseTakenKey(db, params.id, key);
      let row: Row;
      try {
        [row] = await db.insert(sharedParameters).values({ testSuiteId: params.id, key, value }).returning();
      } catch (error) {
        // Two creations of one key at once: the unique constraint decides.
        if (isUniqueViolation(error)) throw new HttpError(400, SHARED_PARAMETER_EXISTS);
        throw error;
      }
      // The contract's answer is the id as a JSON string; Fastify would send a bare string raw.
      reply.code(201);
      return preSerializedJson(reply, serializeJson(row.id));
    },

    async updateSharedParameter({ identity, params, body }) {
      await requireTestSuite(db, identity, params.id);
      const existing = await requireParameter(db, params.id, params.paramId);
      const { key, value } = sharedParameterInput(body);
      await refuseTakenKey(db, params.id, key, existing.id);
      try {
        const [row] = await db
          .update(sharedParameters)
          // The masked value is what clients were shown: sending it back keeps the secret.
          .set({ key, ...(value === MASKED_VALUE ? {} : { value }) })
          .where(eq(sharedParameters.id, existing.id))
          .returning();
        return toSharedParameter(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(400, SHARED_PARAMETER_EXISTS);
        throw error;
      }
    },

    async deleteSharedParameter({ identity, params, reply }) {
      await requireTestSuite(db, identity, params.id);
      const existing = await requireParameter(db, params.id, params.paramId);
      await db.transaction(async (tx) => {
        // Tests name their parameters by id in a JSON list, which no foreign key can clean up.
        await tx
          .update(testCases)
          .set({ sharedParameterIds: sql`${testCases.sharedParameterIds} - ${existing.id}::text` })
          .where(and(eq(testCases.testSuiteId, params.id), sql`${testCases.sharedParameterIds} @> jsonb_build_array(${existing.id}::text)`));
        await tx.delete(sharedParameters).where(eq(sharedParameters.id, existing.id));
      });
      reply.code(204);
      return undefined;
    },
  };
}
