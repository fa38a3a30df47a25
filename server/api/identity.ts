/**
 * Who is calling. Every product API call carries a bearer value, resolved here to an Identity
 * that handlers check access with (access.ts):
 * - an access token of our own auth server (default): verified against our keys in memory, and
 *   honoured only while its session exists (signing out ends it at once);
 * - with SUPABASE_URL / SUPABASE_JWKS_URL, an access token of that hosted Supabase project,
 *   verified against its JWKS; its user gets a `users` row on first sight;
 * - `cjsa_...`: an organization's service-account key.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { AuthConfig } from '../config.ts';
import type { Db } from '../db/open.ts';
import { authSessions, users } from '../db/schema.ts';
import { createOrClaimAccount } from '../auth/accounts.ts';
import { findServiceAccountUser, SERVICE_ACCOUNT_KEY_PREFIX } from '../auth/serviceAccount.ts';
import { ACCESS_TOKEN_AUDIENCE, type SigningKeys } from '../auth/signingKeys.ts';
import type { UserRow } from '../auth/users.ts';
import { HttpError } from './httpError.ts';

export type Identity = { userId: string; email: string; isSuperAdmin: boolean; isBizDev: boolean };

/** Resolves an Authorization header to an Identity, or throws a 401 HttpError saying why not. */
export type IdentityResolver = (authorization: string | undefined) => Promise<Identity>;

const unauthorized = (message: string) => new HttpError(401, message);
// Claims reach SQL as uuids; anything else must be refused before a cast error becomes a 500.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createIdentityResolver({ db, keys, config }: { db: Db; keys: SigningKeys; config: AuthConfig }): IdentityResolver {
  const hostedJwksUrl = config.supabaseJwksUrl ?? (config.supabaseUrl ? `${config.supabaseUrl}/auth/v1/.well-known/jwks.json` : null);
  const hostedJwks = hostedJwksUrl ? createRemoteJWKSet(new URL(hostedJwksUrl)) : null;

  async function verify(token: string): Promise<JWTPayload> {
    try {
      if (!hostedJwks) return await keys.verify(token);
      const issuer = config.supabaseUrl ? `${config.supabaseUrl}/auth/v1` : undefined;
      return (await jwtVerify(token, hostedJwks, { audience: ACCESS_TOKEN_AUDIENCE, issuer })).payload;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw unauthorized('The access token has expired. Sign in again.');
      throw unauthorized('The access token is not valid. Sign in again.');
    }
  }

  return async (authorization) => {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    if (!token) throw unauthorized('Sign in first: this call needs a bearer access token.');
    if (token.startsWith(SERVICE_ACCOUNT_KEY_PREFIX)) {
      const account = await findServiceAccountUser(db, token);
      if (!account) throw unauthorized('Unknown service account key.');
      return toIdentity(account);
    }
    const claims = await verify(token);
    const user = hostedJwks ? await hostedUser(db, claims) : await ownUser(db, claims);
    if (!user) throw unauthorized('The session of this access token has ended. Sign in again.');
    return toIdentity(user);
  };
}

function toIdentity(user: UserRow): Identity {
  return { userId: user.id, email: user.email, isSuperAdmin: user.isSuperAdmin, isBizDev: user.isBizDev };
}

/** The token's user, while the token's session lasts. */
async function ownUser(db: Db, claims: JWTPayload): Promise<UserRow | undefined> {
  const { sub, session_id: sessionId } = claims;
  if (typeof sub !== 'string' || typeof sessionId !== 'string' || !UUID.test(sub) || !UUID.test(sessionId)) return undefined;
  const [row] = await db
    .select({ user: users })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.id, sessionId), eq(users.id, sub)));
  return row?.user;
}

/**
 * A hosted project's user: the row with the token's `sub` as id, else the row kept for its
 * e-mail (added to an organization before signing in), else a new one made from the claims.
 */
async function hostedUser(db: Db, claims: JWTPayload): Promise<UserRow> {
  const sub = typeof claims.sub === 'string' && UUID.test(claims.sub) ? claims.sub : null;
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!sub || !email) throw unauthorized('The access token names no user id or e-mail address.');
  const rows = await db
    .select()
    .from(users)
    .where(or(eq(users.id, sub), sql`lower(${users.email}) = ${email}`));
  const known = rows.find((row) => row.id === sub) ?? rows[0];
  if (known) return known;
  return createOrClaimAccount(db, email, { id: sub, emailConfirmedAt: new Date() });
}
