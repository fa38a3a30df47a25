/**
 * Sessions, access tokens and refresh-token rotation.
 *
 * A session lives until sign-out; an access token (ES256 JWT, one hour) names its session, and
 * is honoured only while that session row exists. Each refresh token works once: refreshing
 * revokes it and hands out its successor. Presenting a revoked one again means it was copied,
 * so the whole session is ended, with one exception (GoTrue's refresh_token_reuse_interval):
 * the token spent last may be presented again for REUSE_INTERVAL_MS after it was spent.
 * supabase-js coordinates no refreshes across tabs, so two tabs of one browser sharing the
 * stored session refresh with the same token at the same moment; the second is answered with
 * a further token of the same session instead of ending it.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { authRefreshTokens, authSessions, users, type AuthMethod } from '../db/schema.ts';
import { refreshTokenAlreadyUsed, refreshTokenNotFound } from './errors.ts';
import { randomToken, sha256Hex } from './secrets.ts';
import type { SigningKeys } from './signingKeys.ts';
import { listFactors, userJson, type UserRow } from './users.ts';

// supabase-js refreshes when fewer than 90 s remain: an hour leaves it plenty of room.
export const ACCESS_TOKEN_SECONDS = 3600;
/** How long the refresh token spent last stays usable: GoTrue's default reuse interval. */
export const REUSE_INTERVAL_MS = 10_000;

export type SessionRow = typeof authSessions.$inferSelect;
export type TokenContext = { db: Db; keys: SigningKeys; issuer: string };

/** Starts a session after a password check or an e-mailed link, and returns GoTrue's session JSON. */
export async function startSession(ctx: TokenContext, user: UserRow, method: string) {
  const now = new Date();
  const [session] = await ctx.db
    .insert(authSessions)
    .values({ userId: user.id, amr: [{ method, timestamp: Math.floor(now.getTime() / 1000) }] })
    .returning();
  const [signedIn] = await ctx.db.update(users).set({ lastSignInAt: now }).where(eq(users.id, user.id)).returning();
  return sessionResponse(ctx, signedIn, session, await addRefreshToken(ctx.db, session.id));
}

/** Rotates a refresh token: the presented one is spent, its successor is returned with a new access token. */
export async function refreshSession(ctx: TokenContext, refreshToken: unknown) {
  if (typeof refreshToken !== 'string' || refreshToken === '') throw refreshTokenNotFound();
  const outcome = await ctx.db.transaction(async (tx) => {
    const [token] = await tx
      .select()
      .from(authRefreshTokens)
      .where(eq(authRefreshTokens.tokenHash, sha256Hex(refreshToken)));
    if (!token) return { kind: 'unknown' as const };
    // Compare-and-set: of two refreshes racing with the same token, only one can spend it.
    const spent = await tx
      .update(authRefreshTokens)
      .set({ revoked: true })
      .where(and(eq(authRefreshTokens.id, token.id), eq(authRefreshTokens.revoked, false)))
      .returning({ id: authRefreshTokens.id });
    if (spent.length === 0) {
      if (await isRecentlySpentLast(tx, token)) {
        const [row] = await tx.select().from(authSessions).where(eq(authSessions.id, token.sessionId));
        const [user] = row ? await tx.select().from(users).where(eq(users.id, row.userId)) : [];
        if (row && user) return { kind: 'rotated' as const, session: row, user, next: await addRefreshToken(tx, row.id) };
      }
      await tx.delete(authSessions).where(eq(authSessions.id, token.sessionId));
      return { kind: 'reused' as const };
    }
    const [row] = await tx.update(authSessions).set({ refreshedAt: new Date() }).where(eq(authSessions.id, token.sessionId)).returning();
    if (!row) return { kind: 'unknown' as const };
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
    return { kind: 'rotated' as const, session: row, user, next: await addRefreshToken(tx, row.id) };
  });
  // Thrown after the transaction, so that ending a reused token's session is committed.
  if (outcome.kind === 'unknown') throw refreshTokenNotFound();
  if (outcome.kind === 'reused') throw refreshTokenAlreadyUsed();
  return sessionResponse(ctx, outcome.user, outcome.session, outcome.next);
}

/** Raises a session to aal2 after a second factor, spending its refresh tokens for a fresh one. */
export async function elevateSession(ctx: TokenContext, session: SessionRow, user: UserRow, method: AuthMethod) {
  const [raised] = await ctx.db
    .update(authSessions)
    .set({ aal: 'aal2', amr: [method, ...session.amr.filter((entry) => entry.method !== method.method)] })
    .where(eq(authSessions.id, session.id))
    .returning();
  await ctx.db.update(authRefreshTokens).set({ revoked: true }).where(eq(authRefreshTokens.sessionId, session.id));
  return sessionResponse(ctx, user, raised, await addRefreshToken(ctx.db, session.id));
}

export async function findSession(db: Db, sessionId: unknown): Promise<SessionRow | undefined> {
  if (typeof sessionId !== 'string' || !/^[0-9a-f-]{36}$/i.test(sessionId)) return undefined;
  const [session] = await db.select().from(authSessions).where(eq(authSessions.id, sessionId));
  return session;
}

type RefreshTokenRow = typeof authRefreshTokens.$inferSelect;

/**
 * A revoked token is within the reuse interval when it is the session's token spent last (no
 * revoked token of the session is newer) and the session was refreshed (it was spent) less
 * than REUSE_INTERVAL_MS ago. An older token presented again is still a copy.
 */
async function isRecentlySpentLast(db: Db, token: RefreshTokenRow): Promise<boolean> {
  const [session] = await db.select().from(authSessions).where(eq(authSessions.id, token.sessionId));
  if (!session?.refreshedAt || Date.now() - session.refreshedAt.getTime() >= REUSE_INTERVAL_MS) return false;
  const newer = await db
    .select({ id: authRefreshTokens.id })
    .from(authRefreshTokens)
    .where(
      and(
        eq(authRefreshTokens.sessionId, token.sessionId),
        eq(authRefreshTokens.revoked, true),
        // Compared in the database: a JavaScript Date drops the microseconds PostgreSQL keeps.
        gt(authRefreshTokens.createdAt, sql`(select created_at from auth_refresh_tokens where id = ${token.id})`),
      ),
    )
    .limit(1);
  return newer.length === 0;
}

async function addRefreshToken(db: Db, sessionId: string): Promise<string> {
  const token = randomToken();
  await db.insert(authRefreshTokens).values({ sessionId, tokenHash: sha256Hex(token) });
  return token;
}

async function sessionResponse(ctx: TokenContext, user: UserRow, session: SessionRow, refreshToken: string) {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + ACCESS_TOKEN_SECONDS;
  const accessToken = await ctx.keys.sign({
    iss: ctx.issuer,
    aud: 'authenticated',
    sub: user.id,
    email: user.email,
    phone: '',
    role: 'authenticated',
    session_id: session.id,
    aal: session.aal,
    amr: session.amr,
    app_metadata: { provider: 'email', providers: ['email'] },
    // Never the metadata itself: it is free-form and up to 16 kB, and a token travels with every
    // request (one of 7 MB made each call fail with 431). The UI reads none of it; clients that
    // want it get it with the user (the session's `user`, GET /user).
    user_metadata: {},
    is_anonymous: false,
    iat,
    exp,
  });
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: exp,
    refresh_token: refreshToken,
    // With its factors: supabase-js reads the next assurance level from session.user.factors.
    user: userJson(user, await listFactors(ctx.db, user.id)),
  };
}
