/** Users as the auth server sees them: lookup by e-mail and GoTrue's user JSON. */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { authMfaFactors, users } from '../db/schema.ts';
import { validationFailed } from './errors.ts';
import { visibleMetadata } from './metadata.ts';

export type UserRow = typeof users.$inferSelect;
type FactorRow = typeof authMfaFactors.$inferSelect;

// Spec section 5: e-mail up to 254 characters, local part up to 64.
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$|^[^\s@]{1,64}@localhost$/;
// Controls, format characters (bidi overrides such as U+202E, zero-width ones), half surrogate
// pairs, private-use and noncharacters (U+FFFF): an address holding one cannot be told apart
// from another on screen, or cannot be stored at all.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Noncharacter_Code_Point}]/u;

/** A trimmed, lower-case, plausible e-mail address, or GoTrue's validation error. */
export function normalizeEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!email) throw validationFailed('Email address is required.');
  if (email.length > 254 || !EMAIL.test(email)) throw validationFailed('Unable to validate email address: invalid format');
  if (INVISIBLE.test(email)) {
    throw validationFailed('Unable to validate email address: invalid format (it holds an invisible, control or non-character code point).');
  }
  return email;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  // lower() on both sides: rows added by other code paths may keep the case they were typed in.
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function listFactors(db: Db, userId: string): Promise<FactorRow[]> {
  return db.select().from(authMfaFactors).where(eq(authMfaFactors.userId, userId)).orderBy(asc(authMfaFactors.createdAt));
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function factorJson(factor: FactorRow) {
  return {
    id: factor.id,
    friendly_name: factor.friendlyName ?? undefined,
    factor_type: factor.factorType,
    status: factor.status,
    created_at: factor.createdAt.toISOString(),
    updated_at: factor.updatedAt.toISOString(),
  };
}

/** The user object GoTrue returns (and supabase-js stores in the session). */
export function userJson(user: UserRow, factors: FactorRow[] = []) {
  const identity = {
    identity_id: user.id,
    id: user.id,
    user_id: user.id,
    identity_data: { email: user.email, email_verified: Boolean(user.emailConfirmedAt), sub: user.id },
    provider: 'email',
    email: user.email,
    last_sign_in_at: iso(user.lastSignInAt),
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  };
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.emailConfirmedAt),
    confirmed_at: iso(user.emailConfirmedAt),
    phone: '',
    confirmation_sent_at: iso(user.confirmationSentAt),
    recovery_sent_at: iso(user.recoverySentAt),
    last_sign_in_at: iso(user.lastSignInAt),
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: visibleMetadata(user.userMetadata),
    identities: [identity],
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    is_anonymous: false,
    // GoTrue leaves the list out when there are no factors.
    ...(factors.length > 0 ? { factors: factors.map(factorJson) } : {}),
  };
}
