/** POST /rest/v1/rpc/check_user_exists {user_email} → true / false, as a PostgREST function would answer. */
import type { FastifyInstance } from 'fastify';
import { bodyOf, type AuthContext } from '../context.ts';
import { findUserByEmail } from '../users.ts';

export function rpcRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.post('/rpc/check_user_exists', async (request, reply) => {
    const value = bodyOf(request).user_email;
    const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
    // It tells who has an account: limited like sign-in, or it lists a company's addresses.
    await ctx.limiter.hit('check_user', { email: email || null, ip: request.ip });
    const user = email ? await findUserByEmail(ctx.db, email) : undefined;
    // A member added by e-mail who never signed up has no account yet: the UI should offer sign-up.
    const exists = Boolean(user && !user.isServiceAccount && (user.passwordHash || user.emailConfirmedAt));
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(exists));
  });
}
