/**
 * GET /verify: the link in a confirmation or recovery mail. It signs the person in and sends
 * the browser to redirect_to with the session in the URL fragment, which supabase-js's
 * implicit flow picks up (type=recovery raises its PASSWORD_RECOVERY event).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema.ts';
import { tokenContext, type AuthContext } from '../context.ts';
import { consumeLink, type LinkKind } from '../emailLinks.ts';
import { safeRedirect } from '../origin.ts';
import { startSession } from '../sessions.ts';

type VerifyQuery = { Querystring: { token?: string; type?: string; redirect_to?: string } };

/** `target` with these values as its fragment, where supabase-js's implicit flow reads them. */
export function withFragment(target: string, values: Record<string, string | number>): string {
  const url = new URL(target);
  url.hash = new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)])).toString();
  return url.toString();
}

export function verifyRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.get<VerifyQuery>('/verify', async (request, reply) => {
    const { token, type, redirect_to: redirectTo } = request.query;
    const target = safeRedirect(request, ctx.config, redirectTo);
    const kind: LinkKind | null = type === 'signup' || type === 'recovery' ? type : null;
    const user = kind ? await consumeLink(ctx.db, token, kind) : null;
    if (!kind || !user) {
      return reply.redirect(
        withFragment(target, { error: 'access_denied', error_code: 'otp_expired', error_description: 'Email link is invalid or has expired' }),
        303,
      );
    }
    // Following either link proves the person reads that mailbox, so both confirm the address.
    const [confirmed] = await ctx.db
      .update(users)
      .set({ emailConfirmedAt: user.emailConfirmedAt ?? new Date(), updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    const session = await startSession(tokenContext(ctx, request), confirmed, kind === 'signup' ? 'otp' : 'recovery');
    return reply.redirect(
      withFragment(target, {
        access_token: session.access_token,
        expires_at: session.expires_at,
        expires_in: session.expires_in,
        refresh_token: session.refresh_token,
        token_type: 'bearer',
        type: kind,
      }),
      303,
    );
  });
}
