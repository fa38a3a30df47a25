/**
 * The `files` table and the file store together. A row is written only after its object is
 * stored, so a row never names missing content; a deleted row (directly or by a cascade) leaves
 * its key in `file_deletions` (a database trigger), and the sweeper removes the object later.
 * Rows from before artifact storage keep their content inline in `data` and are read as they are.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { fileDeletions, files } from '../db/schema.ts';
import type { FileStore } from './fileStore.ts';
import type { Logger } from '../logging.ts';

export type StoredFileValues = {
  testCaseId?: string | null;
  testRunId?: string | null;
  name: string;
  key: string;
  contentType: string;
  data: Buffer;
};

export type FileRow = typeof files.$inferSelect;

/** Stores the content, then its row (none when a row with this key exists already). */
export async function saveStoredFile(db: Db, store: FileStore, { data, ...values }: StoredFileValues): Promise<void> {
  await store.put(values.key, data, values.contentType);
  try {
    await db
      .insert(files)
      .values({ ...values, size: data.length, data: null })
      .onConflictDoNothing();
  } catch (error) {
    // No row will ever name it (its test was deleted meanwhile, say): do not leave it behind.
    await store.delete(values.key).catch(() => {});
    throw error;
  }
}

/** The content of a row: inline for old rows, otherwise from the store; null when it is gone. */
export async function readStoredFile(store: FileStore, row: Pick<FileRow, 'key' | 'data'>): Promise<Buffer | null> {
  if (row.data) return row.data;
  if (!row.key) return null;
  return store.get(row.key);
}

const SWEEP_BATCH = 100;

/** Removes the objects of deleted rows; answers how many. A failed removal stays listed for the next sweep. */
export async function sweepDeletedFiles(db: Db, store: FileStore, log: Logger): Promise<number> {
  let swept = 0;
  for (;;) {
    const listed = await db.select({ key: fileDeletions.key }).from(fileDeletions).orderBy(fileDeletions.deletedAt).limit(SWEEP_BATCH);
    if (listed.length === 0) return swept;
    const keys = listed.map((row) => row.key);
    // A key written again since its row was deleted belongs to the new row: keep the object.
    const live = new Set((await db.select({ key: files.key }).from(files).where(inArray(files.key, keys))).map((row) => row.key));
    const failures: string[] = [];
    for (const key of keys) {
      try {
        if (!live.has(key)) await store.delete(key);
        await db.delete(fileDeletions).where(eq(fileDeletions.key, key));
        swept++;
      } catch (error) {
        failures.push((error as Error).message);
      }
    }
    // One line per batch: an unreachable store would otherwise log every key.
    if (failures.length)
      log.error(`${failures.length} of ${keys.length} deleted files could not be removed from the store, will try again: ${failures[0]}`);
    // A whole batch failing (the store is down) or the last batch: the rest waits for the next sweep.
    if (failures.length === listed.length || listed.length < SWEEP_BATCH) return swept;
  }
}

export interface FileSweeper {
  stop(): Promise<void>;
}

/** Sweeps every `intervalMs` (never two sweeps at once); stop() waits for a sweep under way. */
export function startFileSweeper(db: Db, store: FileStore, parentLog: Logger, intervalMs = 30_000): FileSweeper {
  const log = parentLog.child({ part: 'files' });
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = sweepDeletedFiles(db, store, log)
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error }, 'sweep failed'),
        )
        .finally(schedule);
    }, intervalMs);
    // A pending sweep never keeps the process alive.
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
