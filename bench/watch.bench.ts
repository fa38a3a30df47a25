/**
 * Live-watch latency: from a generation step's record being written to the database to the
 * watching client's websocket message, with a real websocket client on /api/ws/{testId} of the
 * listening product and real generations (in-process executor, the fixture apps).
 * The moment of the write is taken where the executor announces it (its change notice follows
 * the committed write), by wrapping the notices' publish function of this process.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../server/testing/app.ts';
import { generationEnded } from '../server/testing/generation.ts';
import type { TestUpdate } from '../server/jobs/testUpdates.ts';
import { startFixtureServer, type FixtureServer } from '../tests/fixtures/server.ts';
import { record } from './report.ts';
import { createFlowTest, FLOWS, percentile, signedInProject, type Api } from './support.ts';

type Stamped = { state: string; at: number };

let t: TestApp;
let fixtures: FixtureServer;
let api: Api;
let token = '';
let suiteId = '';
let wsUrl = '';
const notices = new Map<string, Stamped[]>();

beforeAll(async () => {
  fixtures = await startFixtureServer();
  t = await createTestApp('pglite', { executor: { slots: 1, stepTimeoutSeconds: 5 } });
  const updates = t.jobs!.updates;
  const publish = updates.publish.bind(updates);
  updates.publish = (update: TestUpdate) => {
    if (!update.runId) notices.set(update.testId, [...(notices.get(update.testId) ?? []), { state: update.state, at: performance.now() }]);
    return publish(update);
  };
  const project = await signedInProject(t, 'watch@example.com');
  ({ api, suiteId } = project);
  token = project.session.accessToken;
  wsUrl = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
});

afterAll(async () => {
  await t?.close();
  await fixtures?.close();
});

/** Every message of one watch, stamped on arrival, until the server closes it. */
function watch(testId: string): Promise<Stamped[]> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${wsUrl}/api/ws/${testId}`);
    const messages: Stamped[] = [];
    socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token }));
    socket.onmessage = (event) => {
      const message = JSON.parse(String(event.data)) as { type: string; state?: string };
      if (message.type === 'error') reject(new Error(String(event.data)));
      else if (message.state) messages.push({ state: message.state, at: performance.now() });
    };
    socket.onclose = () => resolve(messages);
    socket.onerror = () => reject(new Error('websocket error'));
  });
}

test('step recorded in the database → websocket message', async () => {
  const latencies: number[] = [];
  for (const name of Object.keys(FLOWS) as (keyof typeof FLOWS)[]) {
    const testId = await createFlowTest(api, suiteId, fixtures.url, name);
    const messages = await watch(testId);
    expect((await generationEnded(api, testId)).state).toBe('completed');
    // The watch hears each notice once, in order; it may have opened after the first ones.
    const sent = notices.get(testId) ?? [];
    const heard = sent.slice(-messages.length);
    expect(heard.map((notice) => notice.state)).toEqual(messages.map((message) => message.state));
    // The first notice says the generation started and the last that it ended; those between are steps.
    heard.forEach((notice, index) => {
      const isStep = notice !== sent[0] && notice !== sent.at(-1);
      if (isStep) latencies.push(messages[index]!.at - notice.at);
    });
  }
  expect(latencies.length).toBeGreaterThan(10);
  record({
    section: 'Live watch',
    name: `step recorded → websocket message, p50 (${latencies.length} step records, 3 generations)`,
    value: percentile(latencies, 50),
    unit: 'ms',
  });
  record({ section: 'Live watch', name: 'step recorded → websocket message, max', value: Math.max(...latencies), unit: 'ms' });
}, 300_000);
