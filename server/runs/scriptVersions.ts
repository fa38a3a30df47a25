/**
 * Script versions: every change of a test's final scripts is kept, numbered from 1 per test,
 * with what made it and who (server/db/schema.ts `scriptVersions`). Generation records one when
 * it completes, an import when it brings scripts, a restore or an accepted heal when it writes
 * them; a run records the version it ran.
 */
import { and, desc, eq, max } from 'drizzle-orm';
import type { components } from '../../openapi/schema';
import type { Db } from '../db/open.ts';
import { scriptVersions } from '../db/schema.ts';

export type ScriptVersionSource = components['schemas']['ScriptVersionSource'];

export interface NewScriptVersion {
  finalScript: string;
  finalScriptPy: string | null;
  source: ScriptVersionSource;
  /** A person's e-mail; null when the product wrote it on its own. */
  author: string | null;
}

/** The number of the test's newest version; null when it has none. */
export async function latestScriptVersion(db: Db, testId: string): Promise<number | null> {
  const [row] = await db
    .select({ version: max(scriptVersions.version) })
    .from(scriptVersions)
    .where(eq(scriptVersions.testCaseId, testId));
  return row?.version ?? null;
}

/**
 * Keeps the scripts as the test's next version; answers its number. Only one writer changes a
 * test's scripts at a time (a generation holds its id), but should two meet, the unique number
 * makes the later one take the next.
 */
export async function recordScriptVersion(db: Db, testId: string, version: NewScriptVersion): Promise<number> {
  for (let tries = 0; ; tries++) {
    const next = ((await latestScriptVersion(db, testId)) ?? 0) + 1;
    const [row] = await db
      .insert(scriptVersions)
      .values({ testCaseId: testId, version: next, ...version })
      .onConflictDoNothing()
      .returning({ version: scriptVersions.version });
    if (row) return row.version;
    if (tries >= 3) throw new Error(`Could not number a script version of test ${testId}.`);
  }
}

/** The test's versions, newest first; the current one is the newest, when the test's scripts are still its. */
export async function listScriptVersions(db: Db, test: { id: string; finalScript: string | null }) {
  const rows = await db.select().from(scriptVersions).where(eq(scriptVersions.testCaseId, test.id)).orderBy(desc(scriptVersions.version));
  return rows.map((row, index) => ({
    version: row.version,
    source: row.source,
    author: row.author,
    created_at: row.createdAt.toISOString(),
    final_script: row.finalScript,
    final_script_py: row.finalScriptPy,
    current: index === 0 && row.finalScript === test.finalScript,
  }));
}

export async function findScriptVersion(db: Db, testId: string, version: number) {
  const [row] = await db
    .select()
    .from(scriptVersions)
    .where(and(eq(scriptVersions.testCaseId, testId), eq(scriptVersions.version, version)));
  return row;
}
