/**
 * API under load: autocannon (in a worker thread) against the listening product, on PGlite and
 * on PostgreSQL, each with a project of 10,000 tests and a real access token on every request,
 * next to a bare Fastify route on the same machine, so the figures say what the product adds to
 * what the machine can do at all. Latency is taken with one connection (a user's request, no
 * queue of our own making), throughput with ten.
 * Budget: GET the tree of 10,000 tests at p95 ≤ 50 ms.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../server/testing/app.ts';
import type { DatabaseKind } from '../server/testing/databases.ts';
import { record } from './report.ts';
import { insertTenThousandTests, load, percentile, signedInProject } from './support.ts';

const SECONDS = 8;
const KINDS: DatabaseKind[] = ['pglite', 'postgres'];

type Target = { name: string; url: string; headers: Record<string, string>; budgetP95?: number };
let bare: FastifyInstance;
const products: TestApp[] = [];
const targets: Target[] = [];

beforeAll(async () => {
  bare = Fastify();
  bare.get('/hello', async () => ({ hello: 'world' }));
  targets.push({ name: 'bare Fastify GET /hello', url: `${await bare.listen({ port: 0, host: '127.0.0.1' })}/hello`, headers: {} });
  for (const kind of KINDS) {
    const t = await createTestApp(kind);
    products.push(t);
    const { session, suiteId } = await signedInProject(t, `load-${kind}@example.com`);
    const testId = (await insertTenThousandTests(t, suiteId))[4321];
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const headers = { authorization: `Bearer ${session.accessToken}` };
    targets.push({ name: `GET /api/test-case/{id} (${kind})`, url: `${url}/api/test-case/${testId}`, headers });
    targets.push({
      name: `GET /api/test-suites/{id}/tree, 10,000 tests (${kind})`,
      url: `${url}/api/test-suites/${suiteId}/tree`,
      headers,
      budgetP95: 50,
    });
  }
});

afterAll(async () => {
  await bare?.close();
  for (const t of products) await t.close();
});

const loadOf = (target: Target, connections: number, seconds: number) =>
  load({ url: target.url, headers: target.headers, connections, seconds }).catch((error: Error) => {
    throw new Error(`${target.name}: ${error.message}`);
  });

test('GET a test and the tree of 10,000 tests, against bare Fastify', async () => {
  for (const target of targets) {
    await loadOf(target, 10, 2); // warm-up
    const { latencies } = await loadOf(target, 1, SECONDS);
    const { rps } = await loadOf(target, 10, SECONDS);
    expect(latencies.length).toBeGreaterThan(0);
    record({ section: 'API', name: `${target.name}: requests/s, 10 connections`, value: rps, unit: 'req/s' });
    record({ section: 'API', name: `${target.name}: p50, 1 connection`, value: percentile(latencies, 50), unit: 'ms' });
    record({ section: 'API', name: `${target.name}: p95, 1 connection`, value: percentile(latencies, 95), unit: 'ms', budget: target.budgetP95 });
    record({ section: 'API', name: `${target.name}: p99, 1 connection`, value: percentile(latencies, 99), unit: 'ms' });
  }
}, 300_000);
