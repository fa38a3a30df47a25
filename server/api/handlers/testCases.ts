/** Test cases: get, create (in bulk), edit, their collections, delete, clone, and the parameters they mention. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { collectionTestCases, testCases } from '../../db/schema.ts';
import { requireTestCase } from '../access.ts';
import { testCaseView, toTestCase } from '../testCaseView.ts';
import { treeName, treePath } from '../validation.ts';
import { checkTestCaseInput, requireCollectionsInSuite, requireSameSuite, type CheckedTestCase, websiteRules } from './testCaseInput.ts';
import type { HandlerContext, Handlers } from './types.ts';
import type { TestCaseState } from '../../../rules/states.ts';
import { NOT_GENERATED, sendGeneration } from '../../jobs/generationQueue.ts';

/** A mention is @ and a parameter key, not inside a word or an e-mail address ("a@b.c"). */
const MENTION = /(?<![\w.+-])@([A-Za-z_][A-Za-z0-9_]*)/g;

/** The parameters a description mentions, in order of first mention, each with its default. */
export function mentionedParameters(description: string, defaults: Record<string, string>): Record<string, string> {
  const parameters: Record<string, string> = {};
  for (const [, key] of description.matchAll(MENTION)) parameters[key] ??= defaults[key] ?? '';
  return parameters;
}

// Names are at most 200 characters (the contract's TreeName); the suffix must still fit.
const COPY_SUFFIX = ' (copy)';
const copyName = (name: string) => `${name.slice(0, 200 - COPY_SUFFIX.length)}${COPY_SUFFIX}`;

export function testCaseHandlers({ db, config, jobs }: HandlerContext): Handlers {
  return {
    async getTestCase({ identity, params }) {
      const { testCase } = await requireTestCase(db, identity, params.id);
      return testCaseView(db, testCase);
    },

    async createTestCases({ identity, body, request, reply }) {
      const { test_cases: inputs, schedule_generation: schedule } = body;
      const rules = websiteRules(request, config);
      const state: TestCaseState = schedule ? 'pending' : 'created';
      const checked: CheckedTestCase[] = [];
      for (const [index, input] of inputs.entries()) checked.push(await checkTestCaseInput(db, identity, input, rules, `test_cases/${index}`));
      // All or nothing: one refused test leaves none created.
      const rows = await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(testCases)
          .values(checked.map(({ values }) => ({ ...values, state, generationId: schedule ? randomUUID() : null })))
          .returning();
        const links = inserted.flatMap((row, i) => (checked[i].collectionIds ?? []).map((collectionId) => ({ collectionId, testCaseId: row.id })));
        if (links.length > 0) await tx.insert(collectionTestCases).values(links);
        return inserted;
      });
      for (const row of rows)
        if (row.generationId) await sendGeneration(jobs, { testId: row.id, generationId: row.generationId, by: identity.email });
      reply.code(201);
      return rows.map((row, i) => toTestCase(row, checked[i].collectionIds ?? []));
    },

    async editTestCase({ identity, params, query, body, request }) {
      const { suite, testCase } = await requireTestCase(db, identity, params.id);
      requireSameSuite(suite, body);
      const { values, collectionIds } = await checkTestCaseInput(db, identity, body, websiteRules(request, config), '', testCase.credentials);
      const schedule = query.schedule === true;
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(testCases)
          // A new generation id retires a generation still running for the old text.
          .set({
            ...values,
            ...NOT_GENERATED,
            state: schedule ? 'pending' : 'created',
            generationId: schedule ? randomUUID() : null,
            updatedAt: new Date(),
          })
          .where(eq(testCases.id, params.id))
          .returning();
        // Collections are kept unless given: they have their own operation (setTestCaseCollections).
        if (collectionIds) {
          await tx.delete(collectionTestCases).where(eq(collectionTestCases.testCaseId, params.id));
          if (collectionIds.length > 0)
            await tx.insert(collectionTestCases).values(collectionIds.map((collectionId) => ({ collectionId, testCaseId: params.id })));
        }
        return updated;
      });
      if (row.generationId) await sendGeneration(jobs, { testId: row.id, generationId: row.generationId, by: identity.email });
      return testCaseView(db, row);
    },

    async setTestCaseCollections({ identity, params, body }) {
      const { testCase, suite } = await requireTestCase(db, identity, params.id);
      const collectionIds = [...new Set(body.collection_ids)];
      await requireCollectionsInSuite(db, suite.id, collectionIds);
      // The complete new set: links not named are dropped, in one transaction.
      await db.transaction(async (tx) => {
        await tx.delete(collectionTestCases).where(eq(collectionTestCases.testCaseId, testCase.id));
        if (collectionIds.length > 0)
          await tx.insert(collectionTestCases).values(collectionIds.map((collectionId) => ({ collectionId, testCaseId: testCase.id })));
      });
      return testCaseView(db, testCase);
    },

    async deleteTestCase({ identity, params, reply }) {
      await requireTestCase(db, identity, params.id);
      // Its runs, files, logs and collection links go with it (ON DELETE CASCADE).
      await db.delete(testCases).where(eq(testCases.id, params.id));
      reply.code(204);
      return undefined;
    },

    async getTestCaseParameters({ identity, params }) {
      const { testCase } = await requireTestCase(db, identity, params.id);
      return mentionedParameters(testCase.description, testCase.testParameters);
    },

    async cloneTestCase({ identity, params, body, reply }) {
      const { testCase: original } = await requireTestCase(db, identity, params.id);
      const { name, path } = body ?? {};
      const [row] = await db
        .insert(testCases)
        .values({
          testSuiteId: original.testSuiteId,
          path: path === undefined ? original.path : treePath(path),
          name: name === undefined ? copyName(original.name) : treeName(name),
          title: original.title,
          website: original.website,
          browserStateId: original.browserStateId,
          sharedParameterIds: original.sharedParameterIds,
          description: original.description,
          credentials: original.credentials,
          testModuleIdForSetup: original.testModuleIdForSetup,
          executionSettings: original.executionSettings,
          testParameters: original.testParameters,
          state: 'created',
          ...NOT_GENERATED,
        })
        .returning();
      reply.code(201);
      // The copy belongs to no collection: adding it to one is a choice of its own.
      return toTestCase(row);
    },
  };
}
