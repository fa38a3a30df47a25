/**
 * The ES256 key pair that signs access tokens. Generated on the first start and kept in the
 * database, so every server process on the same database signs and verifies alike. The public
 * half is served as a JWKS; the product API verifies against the same keys in memory.
 */
import { eq } from 'drizzle-orm';
import {
  calculateJwkThumbprint,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type JWK,
  type JWTPayload,
} from 'jose';
import type { Db } from '../db/open.ts';
import { authSigningKeys } from '../db/schema.ts';

export const ACCESS_TOKEN_AUDIENCE = 'authenticated';
const ALGORITHM = 'ES256';
// A token signed by a key this process has not loaded (rotated in by another process) makes
// it reload the key set, at most this often, so forged kids cannot hammer the database.
const RELOAD_INTERVAL_MS = 10_000;

export type SigningKeys = {
  sign(claims: JWTPayload): Promise<string>;
  /** The public keys, as served at /.well-known/jwks.json. */
  jwks(): { keys: JWK[] };
  /** Checks signature, expiry and audience; throws jose's errors otherwise. */
  verify(token: string): Promise<JWTPayload>;
};

export async function loadSigningKeys(db: Db): Promise<SigningKeys> {
  await ensureActiveKey(db);
  let state = await readKeys(db);
  let loadedAt = Date.now();

  const verifyWith = (token: string) => jwtVerify(token, state.keySet, { algorithms: [ALGORITHM], audience: ACCESS_TOKEN_AUDIENCE });

  return {
    async sign(claims) {
      return new SignJWT(claims).setProtectedHeader({ alg: ALGORITHM, kid: state.activeKid, typ: 'JWT' }).sign(state.privateKey);
    },
    jwks: () => ({ keys: state.publicJwks }),
    async verify(token) {
      try {
        return (await verifyWith(token)).payload;
      } catch (error) {
        const unknownKey = (error as { code?: string }).code === 'ERR_JWKS_NO_MATCHING_KEY';
        if (!unknownKey || Date.now() - loadedAt < RELOAD_INTERVAL_MS) throw error;
        state = await readKeys(db);
        loadedAt = Date.now();
        return (await verifyWith(token)).payload;
      }
    },
  };
}

async function ensureActiveKey(db: Db) {
  const existing = await db.select({ kid: authSigningKeys.kid }).from(authSigningKeys).where(eq(authSigningKeys.active, true));
  if (existing.length > 0) return;
  const { privateKey, publicKey } = await generateKeyPair(ALGORITHM, { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  const describe = { kid, alg: ALGORITHM, use: 'sig' };
  // The partial unique index on active keys makes a concurrent first start lose quietly here.
  await db
    .insert(authSigningKeys)
    .values({
      kid,
      privateJwk: { ...(await exportJWK(privateKey)), ...describe },
      publicJwk: { ...publicJwk, ...describe, key_ops: ['verify'] },
    })
    .onConflictDoNothing();
}

async function readKeys(db: Db) {
  const rows = await db.select().from(authSigningKeys);
  const active = rows.find((row) => row.active);
  if (!active) throw new Error('No active signing key in auth_signing_keys.');
  const publicJwks = rows.map((row) => row.publicJwk as JWK);
  return {
    activeKid: active.kid,
    privateKey: await importJWK(active.privateJwk as JWK, ALGORITHM),
    publicJwks,
    keySet: createLocalJWKSet({ keys: publicJwks }),
  };
}
