/**
 * A real S3-compatible server for tests: s3rver on a free port, its objects in a temporary
 * directory, one bucket made at start. It knows one access key, S3RVER (secret S3RVER), and
 * refuses others as S3 does; it does not check V4 signatures, so a wrong secret alone passes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { StorageConfig } from '../config.ts';

export type TestS3 = {
  endpoint: string;
  bucket: string;
  /** Storage settings that reach this server; override any field (a wrong secret, a prefix). */
  config(changes?: Partial<Extract<StorageConfig, { kind: 's3' }>>): Extract<StorageConfig, { kind: 's3' }>;
  close(): Promise<void>;
};

export async function startTestS3(bucket = 'cj-test-files'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'cj-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    config: (changes = {}) => ({
      kind: 's3',
      bucket,
      endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      prefix: '',
      ...changes,
    }),
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
