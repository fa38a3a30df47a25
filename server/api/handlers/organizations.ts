/**
 * Organizations: the caller's list, settings (branding and remote-browser settings), members,
 * the service-account key, and the role flags the UI reads. Every operation on one
 * organization requires membership of it; creating organizations requires a super admin.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { organizationMembers, organizations, users } from '../../db/schema.ts';
import { issueServiceAccountKey } from '../../auth/serviceAccount.ts';
import { isUuid, requireMember } from '../access.ts';
import { forbidden, HttpError, notFound } from '../httpError.ts';
import type { HandlerContext, Handlers } from './types.ts';

type OrgRow = typeof organizations.$inferSelect;

const toOrganization = (org: OrgRow) => ({ org_id: org.id, name: org.name, ui_config: org.uiConfig });
const toSettings = (org: OrgRow) => ({ org_id: org.id, lambda_test_settings: org.lambdaTestSettings, ui_config: org.uiConfig });

export function organizationHandlers({ db }: HandlerContext): Handlers {
  async function loadOrganization(orgId: string): Promise<OrgRow> {
    const [org] = await db.select().from(organizations).where(eq(organizations.id, orgId));
    if (!org) throw notFound('Organization');
    return org;
  }

  return {
    async listUserOrganizations({ identity }) {
      const rows = await db
        .select({ org: organizations })
        .from(organizations)
        .innerJoin(organizationMembers, eq(organizationMembers.orgId, organizations.id))
        .where(eq(organizationMembers.userId, identity.userId))
        // Case-insensitive, so PGlite (C collation) and PostgreSQL list alike.
        .orderBy(asc(sql`lower(${organizations.name})`), asc(organizations.name));
      return rows.map(({ org }) => toOrganization(org));
    },

    async createOrganization({ identity, body, reply }) {
      if (!identity.isSuperAdmin) throw forbidden('Only a super admin can create organizations.');
      const { name, ui_config: uiConfig } = body;
      const trimmed = name.trim();
      if (!trimmed) throw new HttpError(400, 'The organization name is required.');
      const org = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(organizations)
          .values({ name: trimmed, uiConfig: uiConfig ?? {} })
          .returning();
        // Its creator can work in it straight away.
        await tx.insert(organizationMembers).values({ orgId: created.id, userId: identity.userId, role: 'admin' });
        return created;
      });
      reply.code(201);
      return toOrganization(org);
    },

    async getOrganizationSettings({ identity, params }) {
      await requireMember(db, identity, params.orgId);
      return toSettings(await loadOrganization(params.orgId));
    },

    async updateOrganizationSettings({ identity, body }) {
      const { org_id: orgId, organization_settings: settings } = body;
      await requireMember(db, identity, orgId);
      const [org] = await db
        .update(organizations)
        .set({ lambdaTestSettings: settings.lambda_test_settings, ...(settings.ui_config ? { uiConfig: settings.ui_config } : {}) })
        .where(eq(organizations.id, orgId))
        .returning();
      return toSettings(org);
    },

    async listOrganizationMembers({ identity, params }) {
      await requireMember(db, identity, params.orgId);
      const rows = await db
        .select({ id: users.id, email: users.email, role: organizationMembers.role })
        .from(organizationMembers)
        .innerJoin(users, eq(users.id, organizationMembers.userId))
        // The service account acts for CI; it is not a person to list or remove.
        .where(and(eq(organizationMembers.orgId, params.orgId), eq(users.isServiceAccount, false)))
        .orderBy(asc(users.email));
      return rows;
    },

    async addOrganizationMember({ identity, params, reply }) {
      await requireMember(db, identity, params.orgId);
      const email = params.email.trim().toLowerCase();
      // Someone who has not signed up yet gets a user row now; signing up later claims it.
      await db.insert(users).values({ email }).onConflictDoNothing();
      const [user] = await db.select().from(users).where(eq(users.email, email));
      if (user.isServiceAccount) throw new HttpError(400, 'That address belongs to a service account.');
      const added = await db
        .insert(organizationMembers)
        .values({ orgId: params.orgId, userId: user.id, role: 'user' })
        .onConflictDoNothing()
        .returning();
      if (added.length === 0) throw new HttpError(400, `${email} is already a member of this organization.`);
      reply.code(201);
      return { id: user.id, email: user.email, role: 'user' };
    },

    async removeOrganizationMember({ identity, params, reply }) {
      await requireMember(db, identity, params.orgId);
      if (!isUuid(params.userId)) throw notFound('Member');
      const removed = await db
        .delete(organizationMembers)
        .where(and(eq(organizationMembers.orgId, params.orgId), eq(organizationMembers.userId, params.userId)))
        .returning();
      if (removed.length === 0) throw notFound('Member');
      reply.code(204);
      return undefined;
    },

    async regenerateServiceAccountKey({ identity, params }) {
      await requireMember(db, identity, params.orgId);
      return { service_account_key: await issueServiceAccountKey(db, params.orgId) };
    },

    // The UI reads these flags as text: true exactly when the body is the text 'true'.
    async isTestAdmin({ identity, reply }) {
      reply.type('text/plain');
      return identity.isSuperAdmin ? 'true' : 'false';
    },

    async isTestAdminOrBizDev({ identity, reply }) {
      reply.type('text/plain');
      return identity.isSuperAdmin || identity.isBizDev ? 'true' : 'false';
    },
  };
}
