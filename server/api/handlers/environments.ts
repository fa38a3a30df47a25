/**
 * Environments of a project (staging, production…): a base URL whose origin replaces each
 * test's website origin, and parameter values overriding the tests' defaults and shared
 * parameters. The values are secrets like shared parameters: answered as `********`, never in
 * clear after saving, and masked in every artifact of a run (server/runs/runWorker.ts). Every
 * operation first checks the caller belongs to the project's organization (404 otherwise), and
 * every check comes before the first write.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { components } from '../../../openapi/schema';
import type { Db } from '../../db/open.ts';
import { environments } from '../../db/schema.ts';
import { isParameterKey } from '../../../rules/validation.ts';
import {
  BASE_URL_MESSAGE,
  ENVIRONMENT_NAME_MAX,
  ENVIRONMENT_NAME_MESSAGE,
  ENVIRONMENT_VALUE_MAX,
  environmentTakenMessage,
  INVALID_VALUE_KEY_MESSAGE,
  unknownEnvironmentMessage,
  VALUE_TOO_LONG_MESSAGE,
} from '../../../rules/environments.ts';
import { isUuid, requireTestSuite } from '../access.ts';
import { HttpError, notFound } from '../httpError.ts';
import { MASKED_VALUE } from './sharedParameters.ts';
import { refuseWebsite, websiteRules, type WebsiteRules } from './testCaseInput.ts';
import type { HandlerContext, Handlers } from './types.ts';

export type EnvironmentRow = typeof environments.$inferSelect;

// The rules and their messages are the ones the Settings screen checks with (rules/environments.ts).
export {
  BASE_URL_MESSAGE,
  ENVIRONMENT_NAME_MAX,
  ENVIRONMENT_NAME_MESSAGE,
  ENVIRONMENT_VALUE_MAX,
  environmentTakenMessage,
  unknownEnvironmentMessage,
};

/** As the contract shows it: every value masked. */
export function toEnvironment(row: EnvironmentRow): components['schemas']['Environment'] {
  return {
    _id: row.id,
    test_suite_id: row.testSuiteId,
    name: row.name,
    base_url: row.baseUrl,
    values: Object.fromEntries(Object.keys(row.values).map((key) => [key, MASKED_VALUE])),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';

function nameInput(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (name.length < 1 || name.length > ENVIRONMENT_NAME_MAX) throw new HttpError(400, ENVIRONMENT_NAME_MESSAGE, 'name');
  return name;
}

/** An http(s) address (null or blank: none), which the website rules must allow. */
function baseUrlInput(value: string | null | undefined, rules: WebsiteRules): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new HttpError(400, BASE_URL_MESSAGE, 'base_url');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) throw new HttpError(400, BASE_URL_MESSAGE, 'base_url');
  refuseWebsite(url.origin, rules, 'base_url');
  return text;
}

function valuesInput(values: Record<string, string | null> | undefined, existing: Record<string, string>): Record<string, string> {
  const result = { ...existing };
  for (const [key, value] of Object.entries(values ?? {})) {
    if (!isParameterKey(key)) throw new HttpError(400, INVALID_VALUE_KEY_MESSAGE, 'values');
    if (value === null) delete result[key];
    else if (typeof value !== 'string' || value.length > ENVIRONMENT_VALUE_MAX) throw new HttpError(400, VALUE_TOO_LONG_MESSAGE, `values/${key}`);
    else result[key] = value;
  }
  return result;
}

async function requireEnvironment(db: Db, suiteId: string, environmentId: string): Promise<EnvironmentRow> {
  if (!isUuid(environmentId)) throw notFound('Environment');
  const [row] = await db
    .select()
    .from(environments)
    .where(and(eq(environments.id, environmentId), eq(environments.testSuiteId, suiteId)));
  if (!row) throw notFound('Environment');
  return row;
}

async function refuseTakenName(db: Db, suiteId: string, name: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: environments.id })
    .from(environments)
    .where(and(eq(environments.testSuiteId, suiteId), eq(environments.name, name)));
  if (taken && taken.id !== exceptId) throw new HttpError(400, environmentTakenMessage(name), 'name');
}

/**
 * The environment a run request names, by id or by name, in this project (the caller has been
 * checked to reach it); undefined when none is asked for. Anything else is a 400.
 */
export async function resolveEnvironment(
  db: Db,
  suiteId: string,
  choice: string | undefined,
  field = 'environment',
): Promise<EnvironmentRow | undefined> {
  if (choice === undefined) return undefined;
  const wanted = choice.trim();
  const rows = await db.select().from(environments).where(eq(environments.testSuiteId, suiteId));
  const found = rows.find((row) => row.id === wanted) ?? rows.find((row) => row.name === wanted);
  if (!found) throw new HttpError(400, unknownEnvironmentMessage(wanted), field);
  return found;
}

/** A run request's environment: its base URL must still pass the website rules. */
export async function runEnvironmentOf(db: Db, suiteId: string, choice: string | undefined, field: string, rules: WebsiteRules) {
  const environment = await resolveEnvironment(db, suiteId, choice, field);
  if (environment?.baseUrl) refuseWebsite(new URL(environment.baseUrl).origin, rules, field);
  return environment ? { id: environment.id, name: environment.name } : null;
}

/** A collection's `environment_id` for its schedule: undefined leaves it, null clears it, else an environment of this project. */
export async function scheduleEnvironmentInput(db: Db, suiteId: string, value: string | null | undefined): Promise<string | null | undefined> {
  if (value === undefined || value === null) return value;
  if (!isUuid(value)) throw new HttpError(400, unknownEnvironmentMessage(value), 'environment_id');
  const [row] = await db
    .select({ id: environments.id })
    .from(environments)
    .where(and(eq(environments.id, value), eq(environments.testSuiteId, suiteId)));
  if (!row) throw new HttpError(400, unknownEnvironmentMessage(value), 'environment_id');
  return row.id;
}

export function environmentHandlers({ db, config }: HandlerContext): Handlers {
  return {
    async listEnvironments({ identity, params }) {
      await requireTestSuite(db, identity, params.id);
      const rows = await db.select().from(environments).where(eq(environments.testSuiteId, params.id)).orderBy(asc(environments.name));
      return rows.map(toEnvironment);
    },

    async createEnvironment({ identity, params, body, request, reply }) {
      const suite = await requireTestSuite(db, identity, params.id);
      const name = nameInput(body.name);
      const baseUrl = baseUrlInput(body.base_url, websiteRules(request, config));
      const values = valuesInput(body.values, {});
      await refuseTakenName(db, suite.id, name);
      try {
        const [row] = await db.insert(environments).values({ testSuiteId: suite.id, name, baseUrl, values }).returning();
        reply.code(201);
        return toEnvironment(row);
      } catch (error) {
        // Two creations of one name at once: the unique constraint decides.
        if (isUniqueViolation(error)) throw new HttpError(400, environmentTakenMessage(name), 'name');
        throw error;
      }
    },

    async updateEnvironment({ identity, params, body, request }) {
      const suite = await requireTestSuite(db, identity, params.id);
      const existing = await requireEnvironment(db, suite.id, params.environmentId);
      const name = body.name === undefined ? undefined : nameInput(body.name);
      const baseUrl = body.base_url === undefined ? undefined : baseUrlInput(body.base_url, websiteRules(request, config));
      const values = body.values === undefined ? undefined : valuesInput(body.values, existing.values);
      if (name !== undefined) await refuseTakenName(db, suite.id, name, existing.id);
      try {
        const [row] = await db
          .update(environments)
          .set({
            ...(name !== undefined ? { name } : {}),
            ...(baseUrl !== undefined ? { baseUrl } : {}),
            ...(values !== undefined ? { values } : {}),
            updatedAt: new Date(),
          })
          .where(eq(environments.id, existing.id))
          .returning();
        if (!row) throw notFound('Environment'); // deleted meanwhile
        return toEnvironment(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(400, environmentTakenMessage(name ?? existing.name), 'name');
        throw error;
      }
    },

    async deleteEnvironment({ identity, params, reply }) {
      const suite = await requireTestSuite(db, identity, params.id);
      const existing = await requireEnvironment(db, suite.id, params.environmentId);
      // Runs keep its name; collections scheduled against it lose it (ON DELETE SET NULL).
      await db.delete(environments).where(eq(environments.id, existing.id));
      reply.code(204);
      return undefined;
    },
  };
}
