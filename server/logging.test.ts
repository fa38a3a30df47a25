/** One logger per process: the API's requests log through the same pino logger as background work. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { testConfig } from './testing/app.ts';
import { createTestDatabase, type TestDatabase } from './testing/databases.ts';
import { capturingLog } from './testing/log.ts';
import { createLogger } from './logging.ts';

describe('logging', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const captured = capturingLog();

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildApp({ db: database.db, config: testConfig(), log: captured.log });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it("logs the API's requests through the logger it is given, as JSON lines", async () => {
    captured.log.child({ part: 'queue' }).warn('moved 1 job(s) queued before the upgrade to the executor queue');
    expect((await app.inject('/config.json')).statusCode).toBe(200);
    const lines = captured.lines();
    expect(lines).toContainEqual(expect.objectContaining({ part: 'queue', msg: 'moved 1 job(s) queued before the upgrade to the executor queue' }));
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'incoming request', req: expect.objectContaining({ url: '/config.json' }) }));
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'request completed', res: { statusCode: 200 } }));
  });

  it("never logs a request's query values: links carry one-time tokens there", async () => {
    await app.inject('/auth/v1/verify?token=one-time-secret-123&type=signup&redirect_to=http%3A%2F%2Flocalhost');
    const logged = JSON.stringify(captured.lines());
    expect(logged).not.toContain('one-time-secret-123');
    expect(captured.lines()).toContainEqual(
      expect.objectContaining({ msg: 'incoming request', req: expect.objectContaining({ url: '/auth/v1/verify?token=…&type=…&redirect_to=…' }) }),
    );
  });

  it('writes nothing below its level', () => {
    const written: string[] = [];
    const log = createLogger('warn', { write: (line: string) => void written.push(line) });
    log.info('not written');
    log.error('written');
    expect(written.map((line) => JSON.parse(line).msg)).toEqual(['written']);
  });
});
