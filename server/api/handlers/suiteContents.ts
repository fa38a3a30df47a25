/**
 * What the layout loads for a selected project: its test tree and modules. Its collections and
 * their recent runs are read in collections.ts, beside the operations that change them.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { testModules, testSuites } from '../../db/schema.ts';
import { requireTestSuite } from '../access.ts';
import { acceptedEncoding } from '../compression.ts';
import { preSerializedJson, serializeJson } from '../preSerializedJson.ts';
import { checkResponse } from '../responseValidation.ts';
import { buildTree, type TreeItem } from '../tree.ts';
import { VersionedJsonCache, type VersionedJson } from '../versionedJsonCache.ts';
import type { HandlerContext, Handlers } from './types.ts';

/**
 * The tree of 10,000 tests is ~2 MB of JSON and takes far longer to read, sort and serialize
 * than to send; it changes only when a test is added, removed, renamed, moved or changes state.
 * A few tens of MB hold the trees of the projects in use, even large ones (with their compressed
 * forms, each about a seventh of the JSON).
 */
const TREE_CACHE_BYTES = 32 * 1024 * 1024;

export function suiteContentHandlers({ db }: HandlerContext): Handlers {
  // One per server instance (not per module): instances in one process, as tests run them,
  // keep their own copies like separate servers would.
  const trees = new VersionedJsonCache(TREE_CACHE_BYTES);

  return {
    async getTestSuiteTree({ identity, params, request, reply }) {
      // Every request checks access and reads the version, cached or not: one round trip.
      const { treeVersion: version } = await requireTestSuite(db, identity, params.id);
      // Compressed forms are kept with the JSON (see compression.ts): left to the plugin, the 2 MB
      // of 10,000 tests were compressed on every request, p95 117–130 ms against 15–22 ms kept
      // (bench/tree.bench.ts on a busy 2-core machine).
      const encoding = acceptedEncoding(request);
      const body = await trees.get(
        params.id,
        version,
        () => readSerializedTree(db, params.id, (items) => checkResponse(request, 200, items)),
        encoding,
      );
      reply.header('vary', 'accept-encoding');
      if (encoding) reply.header('content-encoding', encoding);
      return preSerializedJson(reply, body);
    },

    async listTestModules({ identity, params }) {
      await requireTestSuite(db, identity, params.id);
      const rows = await db.select().from(testModules).where(eq(testModules.testSuiteId, params.id)).orderBy(asc(testModules.name));
      return rows.map((row) => ({
        module_id: row.id,
        name: row.name,
        module_type: row.moduleType,
        test_case_id: row.testCaseId,
        defining_py_script: row.definingPyScript,
      }));
    },
  };
}

/**
 * The project's tests, one JSON array [id, name, path, state] each, in one value: PGlite decodes
 * 10,000 rows of four fields three times slower than one such string (which JSON.parse reads in
 * a few ms). Columns are qualified by hand: drizzle leaves them bare in a one-table select.
 */
const TESTS_AS_JSON = sql<string>`(
  SELECT coalesce(json_agg(json_build_array(t.id, t.name, t.path, t.state)), '[]')::text
  FROM test_cases AS t WHERE t.test_suite_id = test_suites.id
)`;

/**
 * The project's tree as JSON, with the tree_version it is the tree of: both come from one query
 * (one snapshot), so a change committed meanwhile cannot end up kept under an older version.
 */
async function readSerializedTree(db: Db, suiteId: string, check: (items: TreeItem[]) => void): Promise<VersionedJson> {
  const [row] = await db.select({ version: testSuites.treeVersion, tests: TESTS_AS_JSON }).from(testSuites).where(eq(testSuites.id, suiteId));
  // A project deleted since the access check: an empty tree, under a version no request asks for.
  if (!row) return { version: -1, json: serializeJson([]) };
  const tests = (JSON.parse(row.tests) as [string, string, string, string][]).map(([id, name, path, state]) => ({ id, name, path, state }));
  const items = buildTree(tests);
  check(items);
  return { version: row.version, json: serializeJson(items) };
}
