/**
 * Organization service-account keys: bearer values `cjsa_<random>` that act as the
 * organization's service-account user (a `users` row with is_service_account, member of that
 * organization only). Only the SHA-256 hash of the key is stored; the key is shown once.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { organizationMembers, organizations, users } from '../db/schema.ts';
import { randomToken, sha256Hex } from './secrets.ts';
import type { UserRow } from './users.ts';

export const SERVICE_ACCOUNT_KEY_PREFIX = 'cjsa_';

/** Creates (or reuses) the organization's service-account user, and replaces its key with a new one. */
export async function issueServiceAccountKey(db: Db, orgId: string): Promise<string> {
  const key = `${SERVICE_ACCOUNT_KEY_PREFIX}${randomToken(32)}`;
  await db.transaction(async (tx) => {
    // A reserved domain (RFC 2606): this address can never receive mail or sign up.
    const email = `service-account-${orgId}@service-accounts.invalid`;
    await tx.insert(users).values({ email, profileName: 'Service account', isServiceAccount: true }).onConflictDoNothing();
    const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    await tx.insert(organizationMembers).values({ orgId, userId: account.id, role: 'user' }).onConflictDoNothing();
    // Replacing the hash revokes the previous key at once.
    await tx
      .update(organizations)
      .set({ serviceAccountKeyHash: sha256Hex(key) })
      .where(eq(organizations.id, orgId));
  });
  return key;
}

/** The service-account user a key acts as, or undefined for an unknown (or replaced) key. */
export async function findServiceAccountUser(db: Db, key: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(organizations)
    .innerJoin(organizationMembers, eq(organizationMembers.orgId, organizations.id))
    .innerJoin(users, and(eq(users.id, organizationMembers.userId), eq(users.isServiceAccount, true)))
    .where(eq(organizations.serviceAccountKeyHash, sha256Hex(key)))
    .limit(1);
  return row?.user;
}
