/**
 * Files as objects of an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, …), signed with AWS
 * Signature V4 by aws4fetch over plain fetch. With S3_ENDPOINT the bucket is addressed
 * path-style (`<endpoint>/<bucket>/<key>`), which every S3-compatible service understands;
 * without it AWS itself, virtual-hosted (`https://<bucket>.s3.<region>.amazonaws.com/<key>`).
 * Errors are one line naming the operation, the key and S3's own code; never the secret key.
 */
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { StorageConfig } from '../config.ts';
import type { FileStore } from './fileStore.ts';
import { checkKey } from './keys.ts';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/** One request, including aws4fetch's retries of 5xx answers, ends within this. */
const TIMEOUT_MS = 60_000;

export class S3FileStore implements FileStore {
  readonly kind = 's3';
  private readonly config: S3Config;
  private readonly client: AwsClient;

  constructor(config: S3Config) {
    this.config = config;
    // Service and region given: aws4fetch cannot guess them from a MinIO address.
    this.client = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      service: 's3',
      region: config.region,
      retries: 2,
    });
  }

  describe(): string {
    const { bucket, prefix, endpoint, region } = this.config;
    return `S3 bucket "${bucket}"${prefix ? ` under "${prefix}"` : ''} at ${endpoint ?? `AWS (${region})`}`;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const response = await this.send('PUT', key, {
      // A Buffer is a Uint8Array; only its typing (ArrayBufferLike) keeps it from BodyInit.
      body: data as Uint8Array<ArrayBuffer>,
      // The payload's hash is signed, so S3 refuses content damaged on the way.
      headers: { 'content-type': contentType, 'x-amz-content-sha256': createHash('sha256').update(data).digest('hex') },
    });
    if (!response.ok) throw (await this.failure('put', key, response)).error;
    await response.body?.cancel();
  }

  async get(key: string): Promise<Buffer | null> {
    const response = await this.send('GET', key);
    if (response.ok) return Buffer.from(await response.arrayBuffer());
    const { error, code } = await this.failure('get', key, response);
    // A missing object is an answer; a missing bucket is a configuration mistake.
    if (response.status === 404 && code !== 'NoSuchBucket') return null;
    throw error;
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    if (response.ok) {
      await response.body?.cancel();
      return;
    }
    const { error, code } = await this.failure('delete', key, response);
    if (response.status === 404 && code !== 'NoSuchBucket') return;
    throw error;
  }

  private urlOf(key: string): string {
    const { bucket, prefix, endpoint, region } = this.config;
    const objectPath = `${prefix}${checkKey(key)}`.split('/').map(encodeURIComponent).join('/');
    if (endpoint) return `${endpoint}/${encodeURIComponent(bucket)}/${objectPath}`;
    // A dotted bucket name does not match AWS's wildcard certificate as a host name: path-style.
    if (bucket.includes('.')) return `https://s3.${region}.amazonaws.com/${encodeURIComponent(bucket)}/${objectPath}`;
    return `https://${bucket}.s3.${region}.amazonaws.com/${objectPath}`;
  }

  private async send(method: string, key: string, init: { body?: BodyInit; headers?: Record<string, string> } = {}): Promise<Response> {
    const url = this.urlOf(key);
    try {
      return await this.client.fetch(url, { method, ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const reason =
        (error as Error).name === 'TimeoutError'
          ? `no answer within ${TIMEOUT_MS / 1000} s`
          : (cause?.code ?? cause?.message ?? (error as Error).message);
      throw new Error(this.clean(`S3 ${method.toLowerCase()} of "${key}" failed: ${new URL(url).origin} cannot be reached (${reason}).`));
    }
  }

  /** S3's error code (from its XML answer) and the one-line error to throw. */
  private async failure(operation: string, key: string, response: Response): Promise<{ error: Error; code: string | undefined }> {
    const body = await response.text().catch(() => '');
    const code = /<Code>([^<]*)<\/Code>/.exec(body)?.[1];
    const message = /<Message>([^<]*)<\/Message>/.exec(body)?.[1];
    const hint =
      response.status === 403
        ? " Check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and the key's permissions on the bucket."
        : code === 'NoSuchBucket'
          ? ` Check S3_BUCKET: bucket "${this.config.bucket}" does not exist${this.config.endpoint ? ` at ${this.config.endpoint}` : ''}.`
          : '';
    const said = ([code, message].filter(Boolean).join(': ') || response.statusText).replace(/\.$/, '');
    return {
      error: new Error(this.clean(`S3 ${operation} of "${key}" in bucket "${this.config.bucket}" failed: ${response.status} ${said}.${hint}`)),
      code,
    };
  }

  /** One line, and never the secret, whatever a service echoes back. */
  private clean(message: string): string {
    return message.split(this.config.secretAccessKey).join('********').replace(/\s+/g, ' ').slice(0, 500);
  }
}
