/**
 * Opens the database: PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite in the
 * data directory. Migrations are applied before anything else touches the data.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';
import { lockDataDir } from './lock.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance, for queues that run on it; null on PostgreSQL. */
  pglite: PGlite | null;
  /** The PostgreSQL address, for queues that open their own connections; null on PGlite. */
  connectionString: string | null;
  close(): Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type OpenOptions = { databaseUrl: string | null; dataDir: string };

export async function openDatabase({ databaseUrl, dataDir }: OpenOptions): Promise<Database> {
  if (databaseUrl) return openPostgres(databaseUrl);
  return openPglite(dataDir);
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Idle clients can error when the server restarts; without a listener that crashes the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema });
  await migrateExclusively(pool);
  return { db, kind: 'postgres', pglite: null, connectionString: url, close: () => pool.end() };
}

/** Servers and executors starting together on a new database: one migrates, the others wait for it. */
async function migrateExclusively(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** Any fixed number; it names the lock among this database's advisory locks. */
const MIGRATION_LOCK = 7_240_011;

async function openPglite(dataDir: string): Promise<Database> {
  const lock = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(path.join(dataDir, 'pglite'));
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      pglite: client,
      connectionString: null,
      async close() {
        try {
          await client.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
