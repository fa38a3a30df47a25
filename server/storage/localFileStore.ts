/**
 * Files in a directory (default `<DATA_DIR>/files`, or FILES_DIR), one file per key. A write goes
 * to a temporary file beside the target, is flushed to disk, then renamed over the final name:
 * a crash leaves either the old content or the new one, never half a file.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from './fileStore.ts';
import { checkKey } from './keys.ts';

/** Temporary files start with this; nothing the product stores does. */
export const TEMP_PREFIX = '.partial-';

export class LocalFileStore implements FileStore {
  readonly kind = 'local';
  readonly directory: string;

  constructor(directory: string) {
    this.directory = path.resolve(directory);
  }

  describe(): string {
    return `local directory ${this.directory}`;
  }

  /** The content type is not kept: the file's row has it. */
  async put(key: string, data: Buffer, _contentType?: string): Promise<void> {
    const target = this.pathOf(key);
    // A sweep removing the emptied folder between our mkdir and our write: try once more.
    for (let attempt = 1; ; attempt++) {
      try {
        await writeAtomically(target, data);
        return;
      } catch (error) {
        if (attempt < 2 && (error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw new Error(`Could not store file "${key}" in ${this.directory}: ${(error as Error).message}`);
      }
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
      throw new Error(`Could not read file "${key}" from ${this.directory}: ${(error as Error).message}`);
    }
  }

  async delete(key: string): Promise<void> {
    const target = this.pathOf(key);
    try {
      await rm(target, { force: true });
    } catch (error) {
      throw new Error(`Could not delete file "${key}" from ${this.directory}: ${(error as Error).message}`);
    }
    // Runs and generations each have a folder; an emptied one goes too, up to the store's root.
    for (let folder = path.dirname(target); folder !== this.directory && folder.startsWith(this.directory); folder = path.dirname(folder)) {
      if (
        !(await rmdir(folder).then(
          () => true,
          () => false,
        ))
      )
        break;
    }
  }

  private pathOf(key: string): string {
    return path.join(this.directory, ...checkKey(key).split('/'));
  }
}

async function writeAtomically(target: string, data: Buffer) {
  const folder = path.dirname(target);
  await mkdir(folder, { recursive: true });
  const temp = path.join(folder, `${TEMP_PREFIX}${randomBytes(6).toString('hex')}-${path.basename(target)}`);
  const handle = await open(temp, 'wx');
  try {
    await handle.writeFile(data);
    await handle.sync();
    await handle.close();
    await rename(temp, target);
  } catch (error) {
    await handle.close().catch(() => {});
    await rm(temp, { force: true });
    throw error;
  }
  await syncFolder(folder);
}

/** Makes the rename itself durable; some platforms cannot open a folder, which only loses that. */
async function syncFolder(folder: string) {
  const handle = await open(folder, 'r').catch(() => null);
  if (!handle) return;
  await handle.sync().catch(() => {});
  await handle.close().catch(() => {});
}
