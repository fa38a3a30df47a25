/**
 * Temporary image addresses: `/api/public/images/<id>?expires=<unix>&signature=<hex>`, where the
 * signature is HMAC-SHA256 over `<id>.<expires>`. An `<img src>` cannot send a bearer token, so
 * a member gets such an address (getScreenshotUrl) and the browser loads it without one.
 *
 * The HMAC key is derived from the active access-token signing key, which is kept in the
 * database (server/auth/signingKeys.ts): every server process on the database derives the same
 * key, nothing new has to be stored, and it is as secret as the key that signs sessions.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { authSigningKeys } from '../db/schema.ts';

export const IMAGE_URL_LIFETIME_SECONDS = 15 * 60;
// Re-read now and then, so that a key rotated in by another process is picked up.
const SECRET_CACHE_MS = 60_000;

const cache = new WeakMap<Db, { secret: Buffer; readAt: number }>();

async function imageSecret(db: Db): Promise<Buffer> {
  const cached = cache.get(db);
  if (cached && Date.now() - cached.readAt < SECRET_CACHE_MS) return cached.secret;
  const [active] = await db.select({ jwk: authSigningKeys.privateJwk }).from(authSigningKeys).where(eq(authSigningKeys.active, true));
  if (!active) throw new Error('No active signing key in auth_signing_keys.');
  const secret = crypto.createHmac('sha256', String(active.jwk.d)).update('critical-journey/image-addresses').digest();
  cache.set(db, { secret, readAt: Date.now() });
  return secret;
}

const sign = (secret: Buffer, fileId: string, expires: number) => crypto.createHmac('sha256', secret).update(`${fileId}.${expires}`).digest('hex');

/** An expiry and signature for any stored file (images, run artifacts). */
export async function fileSignature(db: Db, fileId: string, now = Date.now()) {
  const expires = Math.floor(now / 1000) + IMAGE_URL_LIFETIME_SECONDS;
  return { expires, signature: sign(await imageSecret(db), fileId, expires), expires_at: new Date(expires * 1000).toISOString() };
}

export async function signedImageUrl(db: Db, fileId: string, now = Date.now()) {
  const { expires, signature, expires_at } = await fileSignature(db, fileId, now);
  return { url: `/api/public/images/${fileId}?expires=${expires}&signature=${signature}`, expires_at };
}

export type SignatureCheck = 'valid' | 'expired' | 'invalid';

export async function checkImageSignature(db: Db, fileId: string, expires: number, signature: string, now = Date.now()): Promise<SignatureCheck> {
  const expected = Buffer.from(sign(await imageSecret(db), fileId, expires), 'hex');
  const given = /^[0-9a-f]+$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return 'invalid';
  return expires * 1000 > now ? 'valid' : 'expired';
}
