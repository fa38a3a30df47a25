/**
 * API fuzzing from the contract (issue 8): every operation of openapi/api.yaml gets requests
 * generated from its own schemas, valid and broken (arbitraries.ts), from a member, a super
 * admin, nobody and forged tokens, against a fixture with real ids. For each request:
 * - the answer is never a 5xx;
 * - a 4xx is JSON with a non-empty `message` (the contract's Error body);
 * - a 4xx wrote no row (writeLog.ts), since a refusal that half-wrote is a bug;
 * - a request valid to the contract is not refused by the contract's own validator: a check on
 *   the generator, so that "valid" requests really reach the handlers.
 *
 * The app runs without a queue (no `executor` option): valid generations and runs are saved as
 * pending and never started. FUZZ_RUNS sets the requests per operation; fast-check prints the
 * seed and path of a failure, and FUZZ_SEED with FUZZ_PATH (and -t to pick the operation)
 * replays it; FUZZ_LOG=1 prints every request and answer.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadContract } from '../contract.ts';
import { fileSignature } from '../imageSignature.ts';
import { testSuites, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { signUpAndSignIn } from '../../testing/auth.ts';
import { fuzzOperations, toInject } from './arbitraries.ts';
import { dropFuzzTenant, isFuzzTenantIntact, seedFuzzTenant, type FuzzIds } from './fixture.ts';
import { installWriteLog, writeReader, type Write } from './writeLog.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const PATH = process.env.FUZZ_PATH;
/** FUZZ_LOG=1 prints every request and its answer. */
const LOG = process.env.FUZZ_LOG === '1';

const contract = loadContract();
const operations = fuzzOperations(contract);
/** operationId → status → how many answers: the coverage report, and proof that each operation ran. */
const answers = new Map<string, Map<number, number>>();

function messageOf(response: LightMyRequestResponse): unknown {
  try {
    return (response.json() as { message?: unknown }).message;
  } catch {
    return undefined;
  }
}

describe('API fuzzing from the contract', () => {
  let t: TestApp;
  let tokens: { member: string; admin: string };
  let people: { memberId: string; adminId: string };
  let ids: FuzzIds;
  let writes: () => Promise<Write[]>;
  const db = () => t.database.db;
  const sign = (fileId: string) => fileSignature(db(), fileId);

  /** A fresh fixture: a valid write may have deleted or changed what the next request aims at. */
  async function reseed() {
    await dropFuzzTenant(db(), ids);
    ids = await seedFuzzTenant(db(), people.memberId, people.adminId);
    await writes();
  }

  beforeAll(async () => {
    t = await createTestApp('pglite', { auth: { autoconfirm: true } });
    // The first account of an instance is its super admin (server/auth/accounts.ts); the second is not.
    const admin = await signUpAndSignIn(t.app, 'admin@fuzz.example');
    const member = await signUpAndSignIn(t.app, 'member@fuzz.example');
    await db().update(users).set({ isBizDev: true }).where(eq(users.id, admin.userId));
    tokens = { member: member.accessToken, admin: admin.accessToken };
    people = { memberId: member.userId, adminId: admin.userId };
    ids = await seedFuzzTenant(db(), people.memberId, people.adminId);
    await installWriteLog(db());
    writes = writeReader(db());
  });
  afterAll(() => t?.close());

  it('the write log records real writes, and only those', async () => {
    await writes();
    const [row] = await db().select({ name: testSuites.name }).from(testSuites).where(eq(testSuites.id, ids.suiteId));
    await db().update(testSuites).set({ name: row.name }).where(eq(testSuites.id, ids.suiteId));
    expect(await writes()).toEqual([]);
    await db()
      .update(testSuites)
      .set({ name: `${row.name}!` })
      .where(eq(testSuites.id, ids.suiteId));
    await db().update(testSuites).set({ name: row.name }).where(eq(testSuites.id, ids.suiteId));
    expect((await writes()).map((write) => `${write.op} ${write.table_name}`)).toEqual(['UPDATE test_suites', 'UPDATE test_suites']);
    await db()
      .transaction(async (tx) => {
        await tx.update(testSuites).set({ name: 'rolled back' }).where(eq(testSuites.id, ids.suiteId));
        tx.rollback();
      })
      .catch(() => {});
    expect(await writes()).toEqual([]);
  });

  for (const operation of operations) {
    it(`${operation.operationId} (${operation.method} ${operation.route})`, async () => {
      await reseed();
      const seen = new Map<number, number>();
      answers.set(operation.operationId, seen);
      const property = fc.asyncProperty(operation.requests, async (request) => {
        const options = await toInject(request, ids, sign, tokens);
        const response = await t.app.inject(options);
        const status = response.statusCode;
        seen.set(status, (seen.get(status) ?? 0) + 1);
        const written = await writes();
        const what = `${request.variant}: ${options.method} ${options.url.slice(0, 200)} → ${status} ${response.body.slice(0, 300)}`;
        if (LOG) console.info(what);
        expect(status, what).toBeLessThan(500);
        if (status >= 400) {
          const message = messageOf(response);
          expect(typeof message === 'string' && message.trim() !== '', `a refusal without a message: ${what}`).toBe(true);
          expect(
            written.map((w) => `${w.op} ${w.table_name} ${w.row_text}`),
            `a refused request wrote: ${what}`,
          ).toEqual([]);
          if (request.variant === 'valid')
            expect(message, `the contract refused a request generated valid: ${what}`).not.toMatch(/^Invalid request:/);
        } else if (written.length > 0 && !(await isFuzzTenantIntact(db(), ids))) {
          await reseed();
        }
      });
      await fc.assert(property, { numRuns: RUNS, seed: SEED, path: PATH });
    });
  }

  it('fuzzed every operation of the contract', () => {
    const contractIds = listOperations(contract).map(({ operation }) => operation.operationId);
    expect(operations.length).toBe(contractIds.length);
    expect([...answers.keys()].sort()).toEqual([...contractIds].sort());
    const report = [...answers].map(([id, seen]) => {
      const total = [...seen.values()].reduce((sum, count) => sum + count, 0);
      expect(total, `${id} was sent fewer requests than asked`).toBeGreaterThanOrEqual(RUNS);
      return `${id}: ${[...seen]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(' ')}`;
    });
    console.info(`API fuzzing, ${RUNS} requests per operation:\n${report.join('\n')}`);
  });
});
