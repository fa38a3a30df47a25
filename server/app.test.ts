import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadContract, listOperations } from './api/contract.ts';
import { NOT_IMPLEMENTED } from './app.ts';
import { createHandlers } from './api/handlers/index.ts';
import { createTestApp, type TestApp } from './testing/app.ts';
import { asUser, signUpAndSignIn } from './testing/auth.ts';

describe('the app shell of the API', () => {
  let t: TestApp;
  let api: ReturnType<typeof asUser>;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    api = asUser(t.app, (await signUpAndSignIn(t.app, 'owner@example.com')).accessToken);
  });
  afterAll(() => t?.close());

  it('serves the contract at /api/openapi.json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const served = response.json();
    expect(served.openapi).toMatch(/^3\.1\./);
    expect(listOperations(served).filter((op) => op.operation['x-origin'] === 'spec')).toHaveLength(59);
  });

  it('has a handler for every operation of the contract: none answers 501 "Not implemented yet"', () => {
    const implemented = new Set(Object.keys(createHandlers({ db: t.database.db })));
    const missing = listOperations(loadContract()).filter((op) => !implemented.has(op.operation.operationId));
    expect(missing.map((op) => op.operation.operationId)).toEqual([]);
    expect(NOT_IMPLEMENTED).toBe('Not implemented yet');
  });

  it('answers unknown API paths and malformed JSON with clear 4xx bodies, not stack traces', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No such API operation.' });
    const malformed = await api({
      method: 'POST',
      url: '/api/test-suites',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('reads role flags as text: the first account on an instance is its super admin', async () => {
    const admin = await api({ method: 'GET', url: '/api/test-admin' });
    expect(admin.headers['content-type']).toMatch(/text\/plain/);
    expect(admin.body).toBe('true');
    expect((await api({ method: 'GET', url: '/api/test-admin-or-biz-dev' })).body).toBe('true');
  });

  it('tells the UI where its auth server is: our own origin unless a hosted project is configured', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/config.json' })).json()).toEqual({ supabaseUrl: '', supabaseAnonKey: '' });
  });

  it('refuses every operation but the public ones without a bearer token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/get-user-organizations' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Sign in first: this call needs a bearer access token.' });
  });
});

describe('the UI and the websocket on the same port', () => {
  let t: TestApp;
  let uiDir: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    uiDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cj-ui-'));
    fs.writeFileSync(path.join(uiDir, 'index.html'), '<!doctype html><title>Critical Journey</title>');
    fs.mkdirSync(path.join(uiDir, 'assets'));
    fs.writeFileSync(path.join(uiDir, 'assets', 'app.js'), 'console.log(1)');
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(uiDir, { recursive: true, force: true });
  });

  it('serves the built UI at / and the SPA shell for client routes, but JSON 404s under /api', async () => {
    const app = await buildApp({ db: t.database.db, uiDir });
    try {
      expect((await app.inject('/')).body).toContain('<title>Critical Journey</title>');
      const clientRoute = await app.inject('/tests/some-project/some-test');
      expect(clientRoute.statusCode).toBe(200);
      expect(clientRoute.headers['content-type']).toMatch(/text\/html/);
      expect(clientRoute.body).toContain('<title>Critical Journey</title>');
      expect((await app.inject('/assets/app.js')).body).toBe('console.log(1)');
      const api = await app.inject('/api/nothing/here');
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ message: 'No such API operation.' });
    } finally {
      await app.close();
    }
  });

  it('accepts the live-watch websocket at /api/ws/{testId} and refuses a watch whose auth message carries no valid token', async () => {
    const app = await buildApp({ db: t.database.db });
    await app.ready();
    try {
      const socket = await app.injectWS('/api/ws/00000000-0000-4000-8000-000000000000');
      const reply = new Promise<string>((resolve) => socket.once('message', (data: Buffer) => resolve(data.toString())));
      socket.send(JSON.stringify({ type: 'auth', token: 'x' }));
      const refusal = JSON.parse(await reply) as { type: string; message: string };
      expect(refusal.type).toBe('error');
      expect(refusal.message).not.toBe('');
      socket.terminate();
    } finally {
      await app.close();
    }
  });
});
