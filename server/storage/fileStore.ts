/**
 * Artifact storage: the bytes of screenshots and run artifacts live in a file store, their rows
 * (name, type, size, owner) in the `files` table. One interface, two places: a local directory
 * (one machine) or an S3-compatible bucket (any number of servers and executors).
 */
import type { StorageConfig } from '../config.ts';
import { LocalFileStore } from './localFileStore.ts';
import { S3FileStore } from './s3FileStore.ts';

export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Where the files go, for the startup log; never a secret. */
  describe(): string;
  /** Stores the whole content under `key`, replacing what was there. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The content, or null when nothing is stored under `key`. */
  get(key: string): Promise<Buffer | null>;
  /** Removes `key`; removing a missing key is not an error (deletions are retried). */
  delete(key: string): Promise<void>;
}

export function openFileStore(config: StorageConfig): FileStore {
  return config.kind === 's3' ? new S3FileStore(config) : new LocalFileStore(config.directory);
}
