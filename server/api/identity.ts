/**
 * Who is calling. Every handler receives an Identity and checks access through access.ts.
 *
 * DEVELOPMENT IDENTITY — until the identity issue (#3) lands, every API call is made as one
 * fixed development user who belongs to one development organization. There is no sign-in
 * yet: do not expose this build on a network. Issue #3 replaces this file's
 * `developmentIdentity` with bearer-token verification against a JWKS.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { organizationMembers, organizations, users } from '../db/schema.ts';

export type Identity = { userId: string; email: string; isSuperAdmin: boolean; isBizDev: boolean };

export const DEVELOPMENT_EMAIL = 'developer@localhost';
export const DEVELOPMENT_ORGANIZATION = 'Development organization';

/** Creates the development user and organization once; later calls return the same identity. */
export async function ensureDevelopmentIdentity(db: Db): Promise<Identity> {
  const existing = await db.select().from(users).where(eq(users.email, DEVELOPMENT_EMAIL));
  let user = existing[0];
  if (!user) {
    // Concurrent server starts on PostgreSQL may race here; the unique e-mail makes one win.
    await db.insert(users).values({ email: DEVELOPMENT_EMAIL, profileName: 'Developer', isSuperAdmin: true }).onConflictDoNothing();
    [user] = await db.select().from(users).where(eq(users.email, DEVELOPMENT_EMAIL));
    const memberships = await db.select().from(organizationMembers).where(eq(organizationMembers.userId, user.id));
    if (memberships.length === 0) {
      const [org] = await db.insert(organizations).values({ name: DEVELOPMENT_ORGANIZATION }).returning();
      await db.insert(organizationMembers).values({ orgId: org.id, userId: user.id, role: 'admin' });
    }
  }
  return { userId: user.id, email: user.email, isSuperAdmin: user.isSuperAdmin, isBizDev: user.isBizDev };
}
