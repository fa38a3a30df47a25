/**
 * The file stores on their own: a local directory (atomic writes, unsafe keys refused) and an
 * S3-compatible bucket (a real s3rver on a free port, signed requests, S3's answers read into
 * clear errors that never show the secret), and the settings that choose between them.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, readConfig, readStorageConfig } from '../config.ts';
import { startTestS3, type TestS3 } from '../testing/s3.ts';
import { openFileStore, type FileStore } from './fileStore.ts';
import { LocalFileStore } from './localFileStore.ts';

const KEY = 'run/6f1c2a52-4c7e-4f43-9c59-0f6c8f0e9b11/trace.zip';
const SCREENSHOT = 'generation/6f1c2a52-4c7e-4f43-9c59-0f6c8f0e9b11/0b2a8a39-0a48-4b8e-8f57-3d5b7d8f3a10/3.png';
const UNSAFE = ['../outside.txt', 'run/../../outside.txt', '/etc/passwd', 'run\\x\\trace.zip', 'run//trace.zip', '', 'run/./trace.zip', 'C:/x.png'];

/** Every file under a directory, as paths relative to it. */
function listFiles(directory: string): string[] {
  return fs
    .readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)));
}

/** A port nothing listens on (fetch refuses the usual "discard" port 9 outright). */
async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** What both stores must do alike. */
async function roundTrip(store: FileStore) {
  const content = Buffer.from([0, 1, 2, 253, 254, 255, ...Buffer.from('binary, not text')]);
  await store.put(KEY, content, 'application/zip');
  expect(await store.get(KEY)).toEqual(content);
  await store.put(KEY, Buffer.from('replaced'), 'application/zip');
  expect((await store.get(KEY))?.toString()).toBe('replaced');
  await store.put(SCREENSHOT, Buffer.from('png'), 'image/png');
  expect(await store.get('run/6f1c2a52-4c7e-4f43-9c59-0f6c8f0e9b11/missing.png')).toBeNull();
  await store.delete(KEY);
  expect(await store.get(KEY)).toBeNull();
  // Deleting again is fine: the sweeper may retry a deletion that did happen.
  await store.delete(KEY);
  expect((await store.get(SCREENSHOT))?.toString()).toBe('png');
  for (const key of UNSAFE) {
    await expect(store.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/Refused file key/);
    await expect(store.get(key), key).rejects.toThrow(/Refused file key/);
    await expect(store.delete(key), key).rejects.toThrow(/Refused file key/);
  }
}

describe('local file store', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'cj-local-store-'));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('puts, gets and deletes; a missing key reads null; unsafe keys are refused', async () => {
    const directory = path.join(root, 'files');
    const store = openFileStore({ kind: 'local', directory });
    expect(store.kind).toBe('local');
    expect(store.describe()).toBe(`local directory ${directory}`);
    await roundTrip(store);
    // Nothing was written outside the store's directory.
    expect(fs.readdirSync(root)).toEqual(['files']);
    // The emptied run folder went with its last file; the generation's stays.
    expect(listFiles(directory)).toEqual([path.join(...SCREENSHOT.split('/'))]);
    expect(fs.existsSync(path.join(directory, 'run', '6f1c2a52-4c7e-4f43-9c59-0f6c8f0e9b11'))).toBe(false);
  });

  it('writes through a temporary file: only whole files ever carry the final name, and no temporary file stays', async () => {
    const directory = path.join(root, 'atomic');
    const store = new LocalFileStore(directory);
    const big = Buffer.alloc(4 * 1024 * 1024, 7);
    // Readers during many overlapping writes see the old or a new content, whole.
    await store.put(KEY, big, 'application/zip');
    const seen = new Set<number>();
    const writes = Array.from({ length: 8 }, (_, index) => store.put(KEY, Buffer.alloc(big.length, index), 'application/zip'));
    const reads = Array.from({ length: 8 }, async () => {
      const content = await store.get(KEY);
      expect(content?.length).toBe(big.length);
      expect(content!.every((byte) => byte === content![0])).toBe(true);
      seen.add(content![0]);
    });
    await Promise.all([...writes, ...reads]);
    expect(seen.size).toBeGreaterThan(0);
    expect(listFiles(directory)).toEqual([path.join(...KEY.split('/'))]);
  });

  it('a failed write leaves neither a temporary file nor a changed target', async () => {
    const directory = path.join(root, 'failing');
    const store = new LocalFileStore(directory);
    await store.put(KEY, Buffer.from('old'), 'application/zip');
    // The rename cannot replace a directory: the write fails after the temporary file is written.
    await store.put(`${KEY}.d/inner.txt`, Buffer.from('x'), 'text/plain');
    await expect(store.put(`${KEY}.d`, Buffer.from('new'), 'application/zip')).rejects.toThrow(
      /^Could not store file "run\/.+\/trace\.zip\.d" in .+: /,
    );
    expect((await store.get(KEY))?.toString()).toBe('old');
    expect(listFiles(directory).sort()).toEqual([path.join(...KEY.split('/')), path.join(...`${KEY}.d/inner.txt`.split('/'))].sort());
  });
});

describe('S3 file store (s3rver)', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(async () => {
    await s3?.close();
  });

  it('puts, gets and deletes objects; a missing key (404) reads null; unsafe keys are refused', async () => {
    const store = openFileStore(s3.config());
    expect(store.kind).toBe('s3');
    expect(store.describe()).toBe(`S3 bucket "${s3.bucket}" at ${s3.endpoint}`);
    await roundTrip(store);
  });

  it('keeps its objects under S3_PREFIX, apart from the bucket root', async () => {
    const prefixed = openFileStore(s3.config({ prefix: 'team-a/' }));
    const plain = openFileStore(s3.config());
    await prefixed.put(KEY, Buffer.from('under the prefix'), 'application/zip');
    expect((await plain.get(`team-a/${KEY}`))?.toString()).toBe('under the prefix');
    expect(await plain.get(KEY)).toBeNull();
    expect(prefixed.describe()).toBe(`S3 bucket "${s3.bucket}" under "team-a/" at ${s3.endpoint}`);
  });

  it('says clearly when the keys are refused, the bucket is missing or the service is down, never with the secret', async () => {
    const secret = 'wrong-secret-kept-out-of-messages';
    const refused = openFileStore(s3.config({ accessKeyId: 'NOT-A-KEY', secretAccessKey: secret }));
    const error = await refused.put(KEY, Buffer.from('x'), 'application/zip').then(
      () => null,
      (caught: Error) => caught,
    );
    expect(error?.message).toBe(
      `S3 put of "${KEY}" in bucket "${s3.bucket}" failed: 403 InvalidAccessKeyId: The AWS Access Key Id you provided does not exist in our records. Check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and the key's permissions on the bucket.`,
    );
    await expect(refused.get(KEY)).rejects.toThrow(/^S3 get of .+ failed: 403 InvalidAccessKeyId/);

    const noBucket = openFileStore(s3.config({ bucket: 'no-such-bucket' }));
    await expect(noBucket.get(KEY)).rejects.toThrow(`Check S3_BUCKET: bucket "no-such-bucket" does not exist at ${s3.endpoint}.`);
    await expect(noBucket.delete(KEY)).rejects.toThrow(/NoSuchBucket/);

    const closed = `http://127.0.0.1:${await freePort()}`;
    const down = openFileStore(s3.config({ endpoint: closed }));
    await expect(down.get(KEY)).rejects.toThrow(`S3 get of "${KEY}" failed: ${closed} cannot be reached (ECONNREFUSED).`);
  });

  it('keeps the secret out of an error even when the service echoes it back', async () => {
    const secret = 'echoed-secret-9f8e7d';
    const echo = http.createServer((request, response) => {
      response.writeHead(403, { 'content-type': 'application/xml' });
      response.end(
        `<?xml version="1.0"?><Error><Code>SignatureDoesNotMatch</Code><Message>Signed with ${secret}, header ${request.headers.authorization}</Message></Error>`,
      );
    });
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    try {
      const store = openFileStore(s3.config({ endpoint: `http://127.0.0.1:${(echo.address() as AddressInfo).port}`, secretAccessKey: secret }));
      const error = await store.get(KEY).then(
        () => null,
        (caught: Error) => caught,
      );
      expect(error?.message).toMatch(
        /^S3 get of .+ failed: 403 SignatureDoesNotMatch: Signed with \*\*\*\*\*\*\*\*, header AWS4-HMAC-SHA256 Credential=S3RVER\//,
      );
      expect(error?.message).not.toContain(secret);
      expect(error?.message).not.toContain('\n');
    } finally {
      await new Promise((resolve) => echo.close(resolve));
    }
  });
});

describe('storage settings', () => {
  const data = path.resolve('/srv/cj-data');
  const s3 = { S3_BUCKET: 'cj-files', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'the-secret' };

  it('keeps files in <DATA_DIR>/files unless FILES_DIR says otherwise', () => {
    expect(readStorageConfig({}, data)).toEqual({ kind: 'local', directory: path.join(data, 'files') });
    expect(readStorageConfig({ FILES_DIR: 'somewhere/files' }, data)).toEqual({ kind: 'local', directory: path.resolve('somewhere/files') });
    expect(readConfig({ DATA_DIR: '/srv/cj' }).storage).toEqual({ kind: 'local', directory: path.join(path.resolve('/srv/cj'), 'files') });
  });

  it('uses S3 when S3_BUCKET is set: AWS by default, any S3-compatible service with S3_ENDPOINT', () => {
    expect(readStorageConfig(s3, data)).toEqual({
      kind: 's3',
      bucket: 'cj-files',
      endpoint: null,
      region: 'us-east-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'the-secret',
      prefix: '',
    });
    expect(readStorageConfig({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_REGION: 'eu-west-3', S3_PREFIX: '/cj/prod/' }, data)).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-3',
      prefix: 'cj/prod/',
    });
    const aws = openFileStore(readStorageConfig({ ...s3, S3_REGION: 'eu-west-3' }, data));
    expect(aws.describe()).toBe('S3 bucket "cj-files" at AWS (eu-west-3)');
    expect(aws.describe()).not.toContain('the-secret');
  });

  it('refuses incomplete or malformed S3 settings with one clear line', () => {
    const refusal = (env: NodeJS.ProcessEnv) => {
      try {
        readStorageConfig(env, data);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error('accepted');
    };
    expect(refusal({ S3_BUCKET: 'cj-files' })).toBe(
      'S3_BUCKET is set, so S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be too; S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are missing.',
    );
    expect(refusal({ S3_BUCKET: 'cj-files', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toBe(
      'S3_BUCKET is set, so S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be too; S3_SECRET_ACCESS_KEY is missing.',
    );
    const noKeyId = refusal({ S3_BUCKET: 'cj-files', S3_SECRET_ACCESS_KEY: 'the-secret' });
    expect(noKeyId).toBe('S3_BUCKET is set, so S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be too; S3_ACCESS_KEY_ID is missing.');
    expect(noKeyId).not.toContain('the-secret');
    expect(refusal({ ...s3, S3_ENDPOINT: 'ftp://files.example.com' })).toBe(
      'S3_ENDPOINT must be an http(s) address like https://example.com, got "ftp://files.example.com".',
    );
    expect(refusal({ ...s3, S3_ENDPOINT: '127.0.0.1:9000' })).toMatch(/^S3_ENDPOINT must be an http\(s\) address/);
    expect(refusal({ ...s3, S3_BUCKET: 'cj-files/prod' })).toBe(
      'S3_BUCKET must be a bucket name like critical-journey-files, got "cj-files/prod"; put a folder in S3_PREFIX.',
    );
    expect(refusal({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toBe(
      'S3_ENDPOINT, S3_ACCESS_KEY_ID are set but S3_BUCKET is not: set S3_BUCKET to keep files in S3, or remove them.',
    );
    expect(() => readConfig({ S3_BUCKET: 'cj-files' })).toThrow(ConfigError);
  });
});
