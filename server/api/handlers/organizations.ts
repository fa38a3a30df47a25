/** The caller's organizations and the role flags the UI reads. */
import { asc, eq } from 'drizzle-orm';
import { organizationMembers, organizations } from '../../db/schema.ts';
import type { HandlerContext, Handlers } from './types.ts';

export function organizationHandlers({ db }: HandlerContext): Handlers {
  return {
    async listUserOrganizations({ identity }) {
      const rows = await db
        .select({ org: organizations })
        .from(organizations)
        .innerJoin(organizationMembers, eq(organizationMembers.orgId, organizations.id))
        .where(eq(organizationMembers.userId, identity.userId))
        .orderBy(asc(organizations.name));
      return rows.map(({ org }) => ({ org_id: org.id, name: org.name, ui_config: org.uiConfig }));
    },

    // The UI reads these flags as text: true exactly when the body is the text 'true'.
    async isTestAdmin({ identity, reply }) {
      reply.type('text/plain');
      return String(identity.isSuperAdmin);
    },

    async isTestAdminOrBizDev({ identity, reply }) {
      reply.type('text/plain');
      return String(identity.isSuperAdmin || identity.isBizDev);
    },
  };
}
