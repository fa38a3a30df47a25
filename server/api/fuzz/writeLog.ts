/**
 * Which rows a request wrote, to hold refused requests to "changes nothing". Every table of
 * server/db/schema.ts (a new one is watched without anyone remembering to) gets a row trigger
 * that records each insert, delete and real update (one that changes a value) in a log table
 * the fuzzer reads after each request. A write rolled back with its transaction leaves no
 * entry, exactly like it leaves no data.
 *
 * Cheaper than comparing snapshots (count and md5 of every table, ~30 ms on PGlite, thousands
 * of times), and its failures say which table and row changed. Installed only in the fuzzer's
 * own throwaway database.
 *
 * No table is left out. The product API writes none of the auth server's bookkeeping
 * (sessions, refresh tokens, rate-limit counters, mail outbox: only /auth/v1 does), the identity
 * check only reads, and the fuzzed app runs no queue, executor or scheduler. Should one of them
 * start changing on a refused API request, that is worth a look before it is excluded here.
 */
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/open.ts';
import * as schema from '../../db/schema.ts';

export const watchedTables: string[] = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

export type Write = { id: number; table_name: string; op: string; row_text: string };

export async function installWriteLog(db: Db): Promise<void> {
  // One statement per call: the extended protocol (PGlite's, and pg's with parameters) takes no more.
  const statements = [
    'CREATE TABLE fuzz_writes (id bigserial PRIMARY KEY, table_name text NOT NULL, op text NOT NULL, row_text text NOT NULL)',
    `CREATE FUNCTION fuzz_record_write() RETURNS trigger AS $$
     BEGIN
       IF TG_OP = 'UPDATE' AND OLD IS NOT DISTINCT FROM NEW THEN RETURN NULL; END IF;
       INSERT INTO fuzz_writes (table_name, op, row_text)
         VALUES (TG_TABLE_NAME, TG_OP, left(CASE WHEN TG_OP = 'DELETE' THEN OLD::text ELSE NEW::text END, 300));
       RETURN NULL;
     END $$ LANGUAGE plpgsql`,
    ...watchedTables.map(
      (table) => `CREATE TRIGGER fuzz_write AFTER INSERT OR UPDATE OR DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION fuzz_record_write()`,
    ),
  ];
  for (const statement of statements) await db.execute(sql.raw(statement));
}

/** Reads the log from where it last stopped: the writes made since the previous call. */
export function writeReader(db: Db): () => Promise<Write[]> {
  let seen = 0;
  return async () => {
    const result = (await db.execute(sql`SELECT id::int, table_name, op, row_text FROM fuzz_writes WHERE id > ${seen} ORDER BY id`)) as unknown as {
      rows: Write[];
    };
    if (result.rows.length) seen = result.rows.at(-1)!.id;
    return result.rows;
  };
}
