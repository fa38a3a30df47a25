/**
 * Every answer of the product carries its security headers: the UI's pages (with the policy
 * that lets only its own scripts run), the API, the auth server, the trace viewer (which frames
 * itself and runs a service worker), stored-file and error answers. And what a client may send
 * at once is bounded, with messages that say so.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../testing/app.ts';
import { APIKEY, asUser, signUpAndSignIn } from '../testing/auth.ts';
import { createTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { traceViewerDir } from '../web/traceViewer.ts';
import { documentPolicy, inlineScriptHashes, RESOURCE_POLICY, traceViewerPolicy } from './headers.ts';
import { BODY_TOO_LARGE_MESSAGE } from './limits.ts';

type Headers = Record<string, string | string[] | number | undefined>;

const expectCommonHeaders = (headers: Headers, frame: 'DENY' | 'SAMEORIGIN' = 'DENY') => {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe(frame);
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['x-powered-by']).toBeUndefined();
  expect(headers['strict-transport-security']).toBeUndefined();
};

describe('security headers', () => {
  let workDir: string;
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cj-headers-'));
    fs.writeFileSync(
      path.join(workDir, 'index.html'),
      '<!doctype html><title>Critical Journey</title><script type="module" src="/assets/app.js"></script>',
    );
    fs.mkdirSync(path.join(workDir, 'assets'));
    fs.writeFileSync(path.join(workDir, 'assets', 'app.js'), 'console.log(1)');
    database = await createTestDatabase('pglite');
    app = await buildApp({ db: database.db, config: testConfig({ auth: { autoconfirm: true } }), uiDir: workDir });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  });

  it("gives the UI pages a policy that runs only the product's own scripts and frames nothing", async () => {
    for (const url of ['/', '/tests/some-suite/some-test', '/go/checkout-flow-test']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-security-policy'], url).toBe(documentPolicy({ supabaseUrl: null }));
      expectCommonHeaders(page.headers);
    }
    const policy = documentPolicy({ supabaseUrl: null });
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    // The UI's own files: not pages, so they may run and frame nothing themselves.
    const script = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(script.headers['content-security-policy']).toBe(RESOURCE_POLICY);
    expectCommonHeaders(script.headers);
  });

  it('lets the UI call a hosted Supabase project when one is configured', () => {
    expect(documentPolicy({ supabaseUrl: 'https://abc.supabase.co/' })).toContain("connect-src 'self' ws: wss: https://abc.supabase.co;");
  });

  it('gives API, auth and error answers the strictest policy', async () => {
    const { accessToken } = await signUpAndSignIn(app, 'headers@example.com');
    const answers = [
      await app.inject({ method: 'GET', url: '/api/openapi.json' }),
      await asUser(app, accessToken)({ method: 'GET', url: '/api/auth/get-user-organizations' }),
      await app.inject({ method: 'GET', url: '/api/auth/get-user-organizations' }),
      await app.inject({ method: 'GET', url: '/api/no/such/thing' }),
      await app.inject({ method: 'GET', url: '/auth/v1/settings', headers: APIKEY }),
      await app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=password',
        headers: APIKEY,
        payload: { email: 'headers@example.com', password: 'wrong' },
      }),
      await app.inject({ method: 'GET', url: '/config.json' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 401, 404, 200, 400, 200]);
    for (const answer of answers) {
      expect(answer.headers['content-security-policy'], answer.body.slice(0, 80)).toBe(RESOURCE_POLICY);
      expectCommonHeaders(answer.headers);
    }
  });

  it('lets the trace viewer frame its own snapshots, run its service worker and its one inline script', async () => {
    const hashes = inlineScriptHashes(traceViewerDir());
    expect(hashes.length).toBeGreaterThan(0);
    for (const url of ['/trace/', '/trace/index.html', '/trace/snapshot.html', '/trace/sw.bundle.js', '/trace/nope.js']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(url === '/trace/nope.js' ? 404 : 200);
      expect(answer.headers['content-security-policy'], url).toBe(traceViewerPolicy(hashes));
      expectCommonHeaders(answer.headers, 'SAMEORIGIN');
    }
    expect(traceViewerPolicy(hashes)).toContain("frame-ancestors 'self'");
    expect(traceViewerPolicy(hashes)).toContain("worker-src 'self'");
  });

  it('turns on Strict-Transport-Security only behind an https PUBLIC_URL', async () => {
    const secure = await buildApp({ db: database.db, config: testConfig({ auth: { publicUrl: 'https://journey.example' } }) });
    try {
      const answer = await secure.inject({ method: 'GET', url: '/api/openapi.json' });
      expect(answer.headers['strict-transport-security']).toBe('max-age=15552000');
    } finally {
      await secure.close();
    }
  });

  it('answers a body over 10 MB with 413 and a message that says what to do', async () => {
    const { accessToken } = await signUpAndSignIn(app, 'big@example.com');
    const response = await asUser(
      app,
      accessToken,
    )({
      method: 'POST',
      url: '/api/test-cases/',
      payload: JSON.stringify({ test_cases: [{ description: 'x'.repeat(11 * 1024 * 1024) }], schedule_generation: false }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: BODY_TOO_LARGE_MESSAGE });
    expectCommonHeaders(response.headers);
  });

  it('closes a live watch sent an oversized message instead of buffering it', async () => {
    const socket = await app.injectWS('/api/ws/00000000-0000-4000-8000-000000000000');
    const closed = new Promise<number>((resolve) => socket.on('close', (code: number) => resolve(code)));
    socket.send('x'.repeat(200 * 1024));
    expect(await closed).toBe(1009);
  });
});
