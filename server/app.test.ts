import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, listOperations } from './api/contract.ts';
import { NOT_IMPLEMENTED } from './app.ts';
import { createHandlers } from './api/handlers/index.ts';
import { createTestApp, type TestApp } from './testing/app.ts';

describe('the app shell of the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('serves the contract at /api/openapi.json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const served = response.json();
    expect(served.openapi).toMatch(/^3\.1\./);
    expect(listOperations(served).filter((op) => op.operation['x-origin'] === 'spec')).toHaveLength(59);
  });

  it('answers every operation without a handler with 501 "Not implemented yet", never a fake success', async () => {
    const implemented = new Set(Object.keys(createHandlers({ db: t.database.db })));
    const missing = listOperations(loadContract()).filter((op) => !implemented.has(op.operation.operationId));
    expect(missing.length).toBeGreaterThan(0);
    for (const { method, route } of missing) {
      const url = '/api' + route.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const response = await t.app.inject({ method: method as 'GET', url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      // Validation may answer 400 first for a body the contract requires; it must never be 2xx or 500.
      expect([400, 501], `${method} ${route}`).toContain(response.statusCode);
      if (response.statusCode === 501) expect(response.json()).toEqual({ message: NOT_IMPLEMENTED });
    }
  });

  it('answers unknown API paths and malformed JSON with clear 4xx bodies, not stack traces', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No such API operation.' });
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/test-suites',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('reads role flags as text', async () => {
    const admin = await t.app.inject({ method: 'GET', url: '/api/test-admin' });
    expect(admin.headers['content-type']).toMatch(/text\/plain/);
    expect(['true', 'false']).toContain(admin.body);
  });
});
