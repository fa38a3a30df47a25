/**
 * The user a provider's sign-in lands on: the one already linked to that provider identity,
 * else the account with that e-mail address (linked from now on), else a new confirmed account
 * (the instance's first account still becomes its super admin, through createOrClaimAccount).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { authIdentities, users } from '../../db/schema.ts';
import { createOrClaimAccount } from '../accounts.ts';
import { findUserByEmail, type UserRow } from '../users.ts';
import { SignInFailure } from './failure.ts';
import type { ProviderIdentity } from './identity.ts';
import type { ProviderName } from './providers.ts';

const notAllowed = () => new SignInFailure('access_denied', 'email_address_not_authorized', 'This account cannot sign in with a provider.');

export async function userForIdentity(db: Db, provider: ProviderName, identity: ProviderIdentity): Promise<UserRow> {
  const now = new Date();
  const ofIdentity = and(eq(authIdentities.provider, provider), eq(authIdentities.subject, identity.subject));
  const [linked] = await db.select({ user: users }).from(authIdentities).innerJoin(users, eq(users.id, authIdentities.userId)).where(ofIdentity);
  if (linked) {
    if (linked.user.isServiceAccount) throw notAllowed();
    await db.update(authIdentities).set({ email: identity.email, lastSignInAt: now }).where(ofIdentity);
    return linked.user;
  }
  const existing = await findUserByEmail(db, identity.email);
  if (existing?.isServiceAccount) throw notAllowed();
  // A confirmed account is the person's own. An unconfirmed one may have been registered by
  // anyone typing this address, so its password is dropped as the provider's proof claims it.
  const user = existing?.emailConfirmedAt ? existing : await createOrClaimAccount(db, identity.email, { passwordHash: null, emailConfirmedAt: now });
  // Two first sign-ins racing both get here; the second one's link is the same and is skipped.
  await db
    .insert(authIdentities)
    .values({ userId: user.id, provider, subject: identity.subject, email: identity.email, lastSignInAt: now })
    .onConflictDoNothing();
  return user;
}
