/** POST /token (password sign-in, refresh) and POST /logout. */
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authSessions } from '../../db/schema.ts';
import { bodyOf, requireSignedIn, tokenContext, type AuthContext } from '../context.ts';
import { AuthError, emailNotConfirmed, invalidCredentials, validationFailed } from '../errors.ts';
import { checkPassword } from '../passwords.ts';
import { refreshSession, startSession } from '../sessions.ts';
import { findUserByEmail, normalizeEmail } from '../users.ts';

export function tokenRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.post<{ Querystring: { grant_type?: string } }>('/token', async (request) => {
    const body = bodyOf(request);
    switch (request.query.grant_type) {
      case 'password': {
        const email = normalizeEmail(body.email);
        if (typeof body.password !== 'string' || body.password === '') throw invalidCredentials();
        await ctx.limiter.hit('sign_in', { email, ip: request.ip });
        const user = await findUserByEmail(ctx.db, email);
        const matches = await checkPassword(user?.passwordHash ?? null, body.password);
        if (!user || user.isServiceAccount || !matches) throw invalidCredentials();
        // Only after the password matched: otherwise this would reveal which addresses exist.
        if (!user.emailConfirmedAt) throw emailNotConfirmed();
        return startSession(tokenContext(ctx, request), user, 'password');
      }
      case 'refresh_token':
        return refreshSession(tokenContext(ctx, request), body.refresh_token);
      default:
        throw new AuthError(400, 'unsupported_grant_type', `Unsupported grant type "${request.query.grant_type ?? ''}".`);
    }
  });

  app.post<{ Querystring: { scope?: string } }>('/logout', async (request, reply) => {
    const { user, session } = await requireSignedIn(ctx, request);
    const scope = request.query.scope ?? 'global';
    const ofUser = eq(authSessions.userId, user.id);
    // Deleting a session deletes its refresh tokens and voids its access tokens.
    if (scope === 'local') await ctx.db.delete(authSessions).where(eq(authSessions.id, session.id));
    else if (scope === 'global') await ctx.db.delete(authSessions).where(ofUser);
    else if (scope === 'others') await ctx.db.delete(authSessions).where(and(ofUser, ne(authSessions.id, session.id)));
    else throw validationFailed('scope must be global, local or others.');
    return reply.code(204).send();
  });
}
