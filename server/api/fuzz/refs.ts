/**
 * Stand-ins for the fixture's ids inside generated requests. The fixture is seeded anew after
 * every valid write (fixture.ts), so a request names "the project" rather than one project's
 * id, and gets the id current when it is sent. Shrunk and replayed counterexamples stay
 * meaningful for the same reason.
 */
import fc from 'fast-check';
import type { FuzzIds } from './fixture.ts';

/** Every id of the fixture, and the two other names it has for things (a file's key, a test's slug). */
export type IdKey = keyof FuzzIds;

/** The ids proper (uuids), any of which a uuid field may name. */
export const ID_KEYS: IdKey[] = [
  'orgId',
  'ownerId',
  'adminId',
  'suiteId',
  'testCaseId',
  'runningTestCaseId',
  'collectionId',
  'collectionRunId',
  'runId',
  'parameterId',
  'browserStateId',
  'moduleId',
  'fileId',
  'artifactFileId',
  'alertChannelId',
  'environmentId',
];

export class IdRef {
  readonly key: IdKey;
  constructor(key: IdKey) {
    this.key = key;
  }
  [fc.toStringMethod]() {
    return `ref(${this.key})`;
  }
}

/** One half of a valid temporary address (expiry and signature) for a fixture file. */
export class SignatureRef {
  readonly part: 'expires' | 'signature';
  readonly file: IdKey;
  constructor(part: 'expires' | 'signature', file: IdKey) {
    this.part = part;
    this.file = file;
  }
  [fc.toStringMethod]() {
    return `signed(${this.part} of ${this.file})`;
  }
}

export const isRef = (value: unknown): value is IdRef | SignatureRef => value instanceof IdRef || value instanceof SignatureRef;

export type Signer = (fileId: string) => Promise<{ expires: number; signature: string }>;

/** A copy of the value with every stand-in replaced by what it stands for now. */
export async function resolveRefs(value: unknown, ids: FuzzIds, sign: Signer): Promise<unknown> {
  const signatures = new Map<string, { expires: number; signature: string }>();
  const walk = async (node: unknown): Promise<unknown> => {
    if (node instanceof IdRef) return ids[node.key];
    if (node instanceof SignatureRef) {
      const fileId = ids[node.file];
      // Both halves from one signing, so they cannot straddle a second.
      if (!signatures.has(fileId)) signatures.set(fileId, await sign(fileId));
      return signatures.get(fileId)![node.part];
    }
    if (Array.isArray(node)) return Promise.all(node.map(walk));
    if (node && typeof node === 'object') {
      const entries = await Promise.all(Object.entries(node).map(async ([key, child]) => [key, await walk(child)] as const));
      return Object.fromEntries(entries);
    }
    return node;
  };
  return walk(value);
}
