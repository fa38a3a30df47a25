/**
 * Server integration tests run against both databases the product supports: embedded PGlite
 * (a fresh temporary data directory) and PostgreSQL (a fresh database on TEST_DATABASE_URL's
 * server, default the local one on 127.0.0.1:5432, dropped afterwards).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database } from '../db/open.ts';

export const databaseKinds = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof databaseKinds)[number];

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type TestDatabase = Database & { dispose(): Promise<void> };

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const dataDir = await migratedPgliteDir('cj-test-');
    const database = await openDatabase({ databaseUrl: null, dataDir });
    return {
      ...database,
      async dispose() {
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `cj_test_${crypto.randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  return {
    ...database,
    async dispose() {
      await database.close();
      await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A new temporary PGlite data directory, already initialised and migrated: a copy of one made
 * once per machine for these migrations and this PGlite. PGlite's initdb (PostgreSQL's, in
 * WebAssembly) takes 5-15 s on a busy 2-core machine, and the server tests open some sixty
 * databases; a copy takes 0.1 s. The template is what the product's own openDatabase made and
 * migrated, closed cleanly; opening a copy still runs the migrator (nothing left to apply). A
 * first start on an empty directory is tested where it is the subject (server/db/database.test.ts
 * opens one; the end-to-end tests start the product on one).
 */
export async function migratedPgliteDir(prefix: string): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(await pgliteTemplate(), dataDir, { recursive: true });
  return dataDir;
}

let template: Promise<string> | undefined;
function pgliteTemplate(): Promise<string> {
  template ??= makeTemplate().catch((error: unknown) => {
    template = undefined;
    throw error;
  });
  return template;
}

const root = fileURLToPath(new URL('../../', import.meta.url));
const migrationsFolder = path.join(root, 'server/db/migrations');

async function makeTemplate(): Promise<string> {
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  hash.update(fs.readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json')));
  const templateDir = path.join(os.tmpdir(), `cj-pglite-template-${hash.digest('hex').slice(0, 16)}`);
  if (fs.existsSync(templateDir)) return templateDir;
  // Built aside and renamed into place: another test process building it at the same time
  // cannot be seen half-made; the first rename wins, the other copy is dropped.
  const building = fs.mkdtempSync(path.join(os.tmpdir(), 'cj-pglite-building-'));
  try {
    const database = await openDatabase({ databaseUrl: null, dataDir: building });
    await database.close();
    fs.renameSync(building, templateDir);
  } catch (error) {
    fs.rmSync(building, { recursive: true, force: true });
    if (!fs.existsSync(templateDir)) throw error;
  }
  return templateDir;
}
