/**
 * Runs of a test and their artifacts: start one (with overrides), list, read, cancel, and
 * download what it left — with the bearer token, or through a temporary address for the trace
 * viewer and links. Every operation checks that the caller belongs to the test's organization.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/open.ts';
import { files, testRuns } from '../../db/schema.ts';
import { cancelTestRun as cancelRun, isRunnable, NOT_RUNNABLE_MESSAGE, queueTestRun, type TestRunRow } from '../../runs/runQueue.ts';
import { isUuid, requireTestCase } from '../access.ts';
import { HttpError, notFound } from '../httpError.ts';
import { checkImageSignature, fileSignature } from '../imageSignature.ts';
import type { Identity } from '../identity.ts';
import { runWithHeal, toTestRun } from '../runs.ts';
import { sendStoredFile, storedFileContent } from '../sendStoredFile.ts';
import { refuseWebsite, websiteRules } from './testCaseInput.ts';
import { runSettingsOf } from './runRequest.ts';
import { runEnvironmentOf } from './environments.ts';
import type { HandlerContext, Handlers } from './types.ts';

/** The run, when the caller may see its test; otherwise 404 (a run id says nothing to outsiders). */
export async function requireRun(db: Db, identity: Identity, runId: string) {
  if (!isUuid(runId)) throw notFound('Test run');
  const [run] = await db.select().from(testRuns).where(eq(testRuns.id, runId));
  if (!run) throw notFound('Test run');
  await requireTestCase(db, identity, run.testCaseId).catch((error: unknown) => {
    throw error instanceof HttpError ? notFound('Test run') : error;
  });
  return run;
}

/** A run's artifact: its last attempt's, or an earlier attempt's (`attempt-N-…`). */
async function findArtifact(db: Db, run: Pick<TestRunRow, 'id' | 'artifacts' | 'attempts'>, name: string) {
  const listed = run.artifacts.includes(name) || run.attempts.some((attempt) => attempt.artifacts.includes(name));
  if (!listed) throw notFound('Artifact');
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.testRunId, run.id), eq(files.key, `run/${run.id}/${name}`)));
  if (!file) throw notFound('Artifact');
  return file;
}

export function runHandlers({ db, config, jobs, fileStore }: HandlerContext): Handlers {
  const sendFile = async (request: FastifyRequest, reply: FastifyReply, file: typeof files.$inferSelect, cacheControl: string) =>
    sendStoredFile(reply, file, await storedFileContent(fileStore, file, 'Artifact', request), cacheControl, { attachment: true });
  return {
    async createTestRun({ identity, params, body, request, reply }) {
      const { testCase: test } = await requireTestCase(db, identity, params.id);
      if (!isRunnable(test)) throw new HttpError(400, NOT_RUNNABLE_MESSAGE);
      const { settings, websiteField, environment: choice, environmentField } = runSettingsOf(body);
      const override = settings?.website_url_override;
      const rules = websiteRules(request, config);
      refuseWebsite(override ?? test.website, rules, override ? websiteField : 'website');
      const environment = await runEnvironmentOf(db, test.testSuiteId, choice, environmentField, rules);
      const run = await queueTestRun(db, jobs, { testCaseId: test.id, settings, environment });
      reply.code(201);
      return toTestRun(run);
    },

    async listTestRuns({ identity, params, query }) {
      await requireTestCase(db, identity, params.id);
      const rows = await db
        .select()
        .from(testRuns)
        .where(and(eq(testRuns.testCaseId, params.id), ...(query.environment ? [eq(testRuns.environmentName, query.environment)] : [])))
        .orderBy(desc(testRuns.createdAt))
        .limit(200);
      return rows.map(toTestRun);
    },

    async getTestRun({ identity, params }) {
      return runWithHeal(db, await requireRun(db, identity, params.id));
    },

    async cancelTestRun({ identity, params }) {
      const run = await requireRun(db, identity, params.id);
      const now = await cancelRun(db, jobs, run.id);
      return toTestRun(now ?? run);
    },

    async getArtifact({ identity, params, query, request, reply }) {
      const run = await requireRun(db, identity, params.id);
      return sendFile(request, reply, await findArtifact(db, run, query.artifact_name), 'private, max-age=300');
    },

    async getArtifactUrl({ identity, params, query }) {
      const run = await requireRun(db, identity, params.id);
      const name = query.artifact_name;
      const file = await findArtifact(db, run, name);
      const { expires, signature, expires_at } = await fileSignature(db, file.id);
      return {
        url: `/api/public/artifacts/${run.id}?artifact_name=${encodeURIComponent(name)}&expires=${expires}&signature=${signature}`,
        expires_at,
      };
    },

    /** Public (no token): only with a valid temporary address. */
    async getPublicArtifact({ params, query, request, reply }) {
      if (!isUuid(params.id)) throw notFound('Artifact');
      const [run] = await db
        .select({ id: testRuns.id, artifacts: testRuns.artifacts, attempts: testRuns.attempts })
        .from(testRuns)
        .where(eq(testRuns.id, params.id));
      if (!run) throw notFound('Artifact');
      const file = await findArtifact(db, run, query.artifact_name);
      const check = await checkImageSignature(db, file.id, query.expires, query.signature);
      if (check === 'expired') throw new HttpError(403, 'This artifact address has expired. Open the run again for a new one.');
      if (check !== 'valid') throw notFound('Artifact');
      return sendFile(request, reply, file, `private, max-age=${Math.max(0, query.expires - Math.floor(Date.now() / 1000))}`);
    },
  };
}
