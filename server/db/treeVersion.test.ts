/**
 * test_suites.tree_version (migration 0005_tree_version): servers trust a cached tree while it
 * is unchanged, so it must move with every statement that changes a project's tree (and, to keep
 * the cache useful, only then).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { organizations, testCases, testSuites } from './schema.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/databases.ts';

describe.each(databaseKinds)('the tree version on %s', (kind) => {
  let database: TestDatabase;
  let shop: string;
  let blog: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const [org] = await database.db.insert(organizations).values({ name: 'Acme' }).returning();
    [{ id: shop }, { id: blog }] = await database.db
      .insert(testSuites)
      .values([
        { orgId: org.id, name: 'Shop' },
        { orgId: org.id, name: 'Blog' },
      ])
      .returning();
  });
  afterAll(() => database?.dispose());

  const versions = async () => {
    const rows = await database.db
      .select({ id: testSuites.id, version: testSuites.treeVersion })
      .from(testSuites)
      .where(inArray(testSuites.id, [shop, blog]));
    return { shop: rows.find((row) => row.id === shop)!.version, blog: rows.find((row) => row.id === blog)!.version };
  };
  /** How much each project's version moved while `change` ran. */
  const bumps = async (change: () => Promise<unknown>) => {
    const before = await versions();
    await change();
    const after = await versions();
    return { shop: after.shop - before.shop, blog: after.blog - before.blog };
  };
  const test = (name: string, suiteId = shop) => ({ testSuiteId: suiteId, name, path: 'a', website: 'http://shop.test', description: 'd' });

  it('moves once per statement that adds or removes tests, in the projects it touched', async () => {
    expect(await bumps(() => database.db.insert(testCases).values([test('One'), test('Two'), test('Three')]))).toEqual({ shop: 1, blog: 0 });
    expect(await bumps(() => database.db.insert(testCases).values([test('Four'), test('Post', blog)]))).toEqual({ shop: 1, blog: 1 });
    expect(await bumps(() => database.db.delete(testCases).where(inArray(testCases.name, ['One', 'Two'])))).toEqual({ shop: 1, blog: 0 });
  });

  it('moves when a name, path or state changes, and for both projects when a test changes project', async () => {
    const byName = (name: string) => eq(testCases.name, name);
    expect(await bumps(() => database.db.update(testCases).set({ name: 'Renamed' }).where(byName('Three')))).toEqual({ shop: 1, blog: 0 });
    expect(await bumps(() => database.db.update(testCases).set({ path: 'b/c' }).where(byName('Renamed')))).toEqual({ shop: 1, blog: 0 });
    expect(await bumps(() => database.db.update(testCases).set({ state: 'failed' }).where(byName('Renamed')))).toEqual({ shop: 1, blog: 0 });
    expect(await bumps(() => database.db.update(testCases).set({ testSuiteId: blog }).where(byName('Renamed')))).toEqual({ shop: 1, blog: 1 });
    // One statement moving all of a folder: one bump.
    expect(await bumps(() => database.db.update(testCases).set({ path: 'moved' }).where(eq(testCases.testSuiteId, shop)))).toEqual({
      shop: 1,
      blog: 0,
    });
  });

  it('stays when an update leaves the tree as it was', async () => {
    expect(await bumps(() => database.db.update(testCases).set({ description: 'new steps', finalScript: 'test()' }))).toEqual({ shop: 0, blog: 0 });
    expect(await bumps(() => database.db.update(testCases).set({ state: sql`${testCases.state}` }))).toEqual({ shop: 0, blog: 0 });
  });

  it('moves everywhere when the table is truncated', async () => {
    expect(await bumps(() => database.db.execute(sql`TRUNCATE ${testCases} CASCADE`))).toEqual({ shop: 1, blog: 1 });
  });
});
