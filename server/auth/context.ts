/** What every auth route needs, and the checks several of them share. */
import type { FastifyRequest } from 'fastify';
import type { JWTPayload } from 'jose';
import type { SigningKeys } from './signingKeys.ts';
import type { LinkContext } from './emailLinks.ts';
import { badJwt, noAuthorization, sessionNotFound } from './errors.ts';
import { issuer } from './origin.ts';
import type { RateLimiter } from './rateLimit.ts';
import { findSession, type SessionRow, type TokenContext } from './sessions.ts';
import { findUserById, type UserRow } from './users.ts';

export type AuthContext = LinkContext & { keys: SigningKeys; limiter: RateLimiter };

export function tokenContext(ctx: AuthContext, request: FastifyRequest): TokenContext {
  return { db: ctx.db, keys: ctx.keys, issuer: issuer(request, ctx.config) };
}

/** The JSON body as a plain object; anything else reads as empty, and field checks report it. */
export function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match ? match[1] : null;
}

export type SignedIn = { user: UserRow; session: SessionRow; claims: JWTPayload };

/** The caller's user and live session, from the access token in the Authorization header. */
export async function requireSignedIn(ctx: AuthContext, request: FastifyRequest): Promise<SignedIn> {
  const token = bearerToken(request);
  if (!token) throw noAuthorization();
  let claims: JWTPayload;
  try {
    claims = await ctx.keys.verify(token);
  } catch (error) {
    throw badJwt((error as Error).message);
  }
  const session = await findSession(ctx.db, claims.session_id);
  // A signed-out session's access tokens stop working at once, not when they expire.
  if (!session || session.userId !== claims.sub) throw sessionNotFound();
  const user = await findUserById(ctx.db, session.userId);
  if (!user) throw sessionNotFound();
  return { user, session, claims };
}
