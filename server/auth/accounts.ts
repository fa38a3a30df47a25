/**
 * Creating accounts. A `users` row may already exist for an e-mail that was added to an
 * organization before its person signed up; signing up claims that row, memberships included.
 * The first person ever to get an account on an instance becomes its super admin, with an
 * organization to start in; later accounts start with none until someone adds them.
 */
import { and, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { organizationMembers, organizations, users } from '../db/schema.ts';
import { findUserByEmail, type UserRow } from './users.ts';

type AccountFields = Partial<Pick<typeof users.$inferInsert, 'id' | 'passwordHash' | 'emailConfirmedAt' | 'confirmationSentAt' | 'userMetadata'>>;

// Any fixed number: it names the lock that serialises account creation across processes.
const ACCOUNT_CREATION_LOCK = 7_343_001;
// Mail providers whose domain says nothing about the organization.
const PUBLIC_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.de',
  'web.de',
  'mail.com',
  'yandex.ru',
  'mail.ru',
]);

export function firstOrganizationName(email: string): string {
  const domain = email.split('@')[1] ?? '';
  return !domain.includes('.') || PUBLIC_MAIL_DOMAINS.has(domain) ? 'My organization' : domain;
}

/** Inserts the account, or fills in the row already kept for that e-mail, in one transaction. */
export async function createOrClaimAccount(db: Db, email: string, fields: AccountFields): Promise<UserRow> {
  return db.transaction(async (tx) => {
    // Two first sign-ups at once must not both find themselves alone and both become admin.
    await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_CREATION_LOCK})`);
    const existing = await findUserByEmail(tx, email);
    const { id: _ignored, ...update } = fields;
    const [user] = existing
      ? await tx
          .update(users)
          .set({ ...update, email, updatedAt: new Date() })
          .where(eq(users.id, existing.id))
          .returning()
      : await tx
          .insert(users)
          .values({ ...fields, email })
          .returning();
    // People who have an account: rows merely kept for an e-mail (no password, never confirmed)
    // do not count, so a leftover row cannot stop the first sign-up from becoming the admin.
    const [{ others }] = await tx
      .select({ others: sql<number>`count(*)::int` })
      .from(users)
      .where(and(ne(users.id, user.id), eq(users.isServiceAccount, false), or(isNotNull(users.passwordHash), isNotNull(users.emailConfirmedAt))));
    if (others > 0) return user;
    const [admin] = await tx.update(users).set({ isSuperAdmin: true }).where(eq(users.id, user.id)).returning();
    const [org] = await tx
      .insert(organizations)
      .values({ name: firstOrganizationName(email) })
      .returning();
    await tx.insert(organizationMembers).values({ orgId: org.id, userId: user.id, role: 'admin' });
    return admin;
  });
}
