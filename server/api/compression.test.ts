/**
 * Compressed answers through the whole app: JSON (the kept test tree and a route the plugin
 * compresses), the built UI's files, run artifacts, and the live-watch websocket beside them.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { files, testCases, testRuns } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { asUser, signUpAndSignIn } from '../testing/auth.ts';

const ENCODINGS = ['gzip', 'br'] as const;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function decoded(response: LightMyRequestResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload);
  if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload);
  if (encoding === undefined) return response.rawPayload;
  throw new Error(`unexpected content-encoding ${String(encoding)}`);
}

/** The same GET with each accepted encoding: each answer carries it and decodes to the identity answer. */
async function expectCompressedAlike(get: (headers: Record<string, string>) => Promise<LightMyRequestResponse>) {
  const identity = await get({});
  expect(identity.statusCode, identity.body).toBe(200);
  expect(identity.headers['content-encoding']).toBeUndefined();
  for (const encoding of ENCODINGS) {
    const compressed = await get({ 'accept-encoding': encoding });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe(encoding);
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.headers['content-type']).toBe(identity.headers['content-type']);
    expect(compressed.rawPayload.length).toBeLessThan(identity.rawPayload.length);
    expect(decoded(compressed)).toEqual(identity.rawPayload);
  }
  return identity;
}

describe('compressed answers', () => {
  let t: TestApp;
  let api: ReturnType<typeof asUser>;
  let suiteId = '';
  let runId = '';

  beforeAll(async () => {
    t = await createTestApp('pglite');
    api = asUser(t.app, (await signUpAndSignIn(t.app, 'compress@example.com')).accessToken);
    const orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id as string;
    suiteId = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Compressed' } })).json().test_suite_id;
    const rows = Array.from({ length: 300 }, (_, n) => ({
      testSuiteId: suiteId,
      path: `Area ${n % 7}/Feature ${n % 11}`,
      name: `Step ${n}`,
      website: 'https://shop.example/',
      description: 'click "Buy"',
    }));
    const [first] = await t.database.db.insert(testCases).values(rows).returning({ id: testCases.id });
    const [run] = await t.database.db
      .insert(testRuns)
      .values({ testCaseId: first.id, status: 'passed', artifacts: ['output.log', 'step-1.png'] })
      .returning();
    runId = run.id;
    const log = Buffer.from(Array.from({ length: 200 }, (_, n) => `[${n}] step passed: click "Buy"\n`).join(''));
    await t.database.db.insert(files).values([
      {
        testRunId: run.id,
        name: 'output.log',
        key: `run/${run.id}/output.log`,
        contentType: 'text/plain; charset=utf-8',
        size: log.length,
        data: log,
      },
      { testRunId: run.id, name: 'step-1.png', key: `run/${run.id}/step-1.png`, contentType: 'image/png', size: PNG.length, data: PNG },
    ]);
  });
  afterAll(() => t?.close());

  const tree = (headers: Record<string, string>) => api({ method: 'GET', url: `/api/test-suites/${suiteId}/tree`, headers });

  it('sends the kept test tree compressed with gzip or brotli, and as it is to a client that asks for neither', async () => {
    const identity = await expectCompressedAlike(tree);
    expect(identity.json().filter((item: { is_folder: boolean }) => !item.is_folder)).toHaveLength(300);
    // The identity answer says it varies too: a shared cache must not give it to a client that accepts brotli.
    expect(identity.headers.vary).toMatch(/accept-encoding/i);
    // Kept bytes, the same on a repeat; a client that accepts both gets brotli.
    const again = await tree({ 'accept-encoding': 'gzip, deflate, br' });
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.rawPayload).toEqual((await tree({ 'accept-encoding': 'br' })).rawPayload);
    expect((await tree({ 'accept-encoding': 'deflate' })).headers['content-encoding']).toBeUndefined();
    expect((await tree({ 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
  });

  it('never sends a compressed tree of an older version', async () => {
    await tree({ 'accept-encoding': 'br' });
    const added = await api({
      method: 'POST',
      url: '/api/test-cases/',
      payload: {
        test_cases: [{ test_suite_id: suiteId, path: 'New', name: 'Added later', website: 'https://shop.example/', description: 'click "Buy"' }],
        schedule_generation: false,
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    for (const encoding of ENCODINGS) {
      const items = JSON.parse(decoded(await tree({ 'accept-encoding': encoding })).toString()) as Array<{ entity_name: string }>;
      expect(items.map((item) => item.entity_name)).toContain('Added later');
    }
  });

  it('compresses other JSON answers through the plugin, and leaves small ones as they are', async () => {
    await expectCompressedAlike((headers) => t.app.inject({ method: 'GET', url: '/api/openapi.json', headers }));
    const small = await t.app.inject({ method: 'GET', url: '/config.json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ supabaseUrl: '', supabaseAnonKey: '' });
  });

  it('compresses a text artifact and sends a PNG as it is', async () => {
    const artifact = (name: string) => (headers: Record<string, string>) =>
      api({ method: 'GET', url: `/api/artifacts/${runId}?artifact_name=${name}`, headers });
    await expectCompressedAlike(artifact('output.log'));
    const png = await artifact('step-1.png')({ 'accept-encoding': 'br, gzip' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.rawPayload).toEqual(PNG);
  });

  describe('the built UI and the websocket', () => {
    let uiDir: string;
    let app: FastifyInstance;
    let origin: string;
    beforeAll(async () => {
      uiDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cj-ui-'));
      const preloads = Array.from({ length: 20 }, (_, n) => `<link rel="modulepreload" href="/assets/chunk-${n}.js">`).join('');
      fs.writeFileSync(path.join(uiDir, 'index.html'), `<!doctype html><title>Critical Journey</title>${preloads}`);
      fs.mkdirSync(path.join(uiDir, 'assets'));
      fs.writeFileSync(path.join(uiDir, 'assets', 'app.js'), Array.from({ length: 100 }, (_, n) => `export const value${n} = ${n};`).join('\n'));
      fs.writeFileSync(path.join(uiDir, 'assets', 'logo.png'), PNG);
      app = await buildApp({ db: t.database.db, uiDir, config: t.config });
      origin = await app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await app?.close();
      fs.rmSync(uiDir, { recursive: true, force: true });
    });

    it("serves the UI's scripts compressed and its images as they are", async () => {
      const script = await expectCompressedAlike((headers) => app.inject({ method: 'GET', url: '/assets/app.js', headers }));
      expect(script.body).toContain('export const value99 = 99;');
      // The shell of a client-side route (a not-found answer, outside the plugin's route hooks).
      const shell = await expectCompressedAlike((headers) => app.inject({ method: 'GET', url: '/tests/some-project/some-test', headers }));
      expect(shell.body).toContain('<title>Critical Journey</title>');
      expect(shell.headers['content-type']).toMatch(/text\/html/);
      const logo = await app.inject({ method: 'GET', url: '/assets/logo.png', headers: { 'accept-encoding': 'br, gzip' } });
      expect(logo.headers['content-encoding']).toBeUndefined();
      expect(logo.rawPayload).toEqual(PNG);
    });

    it("still upgrades the live watch to a websocket when the handshake accepts compressed answers, as browsers' do", async () => {
      const upgraded = await new Promise<http.IncomingMessage>((resolve, reject) => {
        const request = http.get(`${origin}/api/ws/00000000-0000-4000-8000-000000000000`, {
          headers: {
            connection: 'Upgrade',
            upgrade: 'websocket',
            'sec-websocket-version': '13',
            'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
            'accept-encoding': 'gzip, deflate, br',
          },
        });
        request.on('upgrade', (response, socket) => {
          socket.destroy();
          resolve(response);
        });
        request.on('response', (response) => reject(new Error(`answered ${response.statusCode} instead of upgrading`)));
        request.on('error', reject);
      });
      expect(upgraded.statusCode).toBe(101);
      expect(upgraded.headers['content-encoding']).toBeUndefined();

      // And it talks: an auth message without a valid token is refused over the socket.
      const socket = new WebSocket(`${origin.replace('http', 'ws')}/api/ws/00000000-0000-4000-8000-000000000000`);
      const refusal = await new Promise<{ type: string; message: string }>((resolve, reject) => {
        socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token: 'x' }));
        socket.onmessage = (event) => resolve(JSON.parse(String(event.data)));
        socket.onerror = () => reject(new Error('the websocket failed'));
      });
      socket.close();
      expect(refusal.type).toBe('error');
      expect(refusal.message).not.toBe('');
    });
  });
});
