/** GET /user, PUT /user (password and metadata changes) and POST /recover. */
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authSessions, users } from '../../db/schema.ts';
import { bodyOf, requireSignedIn, type AuthContext } from '../context.ts';
import { sendLink } from '../emailLinks.ts';
import { AuthError, validationFailed } from '../errors.ts';
import { mergeMetadata, readMetadata } from '../metadata.ts';
import { assertStrongPassword, checkPassword, hashPassword } from '../passwords.ts';
import { findUserByEmail, listFactors, normalizeEmail, userJson } from '../users.ts';

export function userRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.get('/user', async (request) => {
    const { user } = await requireSignedIn(ctx, request);
    return userJson(user, await listFactors(ctx.db, user.id));
  });

  app.put('/user', async (request) => {
    const { user, session } = await requireSignedIn(ctx, request);
    const body = bodyOf(request);
    if (body.email !== undefined && normalizeEmail(body.email) !== user.email) {
      throw validationFailed('Changing the e-mail address is not supported yet.');
    }
    const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
    // Checked before the password is hashed, so a refused update changes nothing.
    const data = readMetadata(body.data);
    if (data) changes.userMetadata = mergeMetadata(user.userMetadata, data);
    if (body.password !== undefined) {
      assertStrongPassword(body.password, [user.email]);
      if (await checkPassword(user.passwordHash, body.password)) {
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
      }
      changes.passwordHash = await hashPassword(body.password);
    }
    const [updated] = await ctx.db.update(users).set(changes).where(eq(users.id, user.id)).returning();
    if (changes.passwordHash) {
      // Whoever knew the old password is signed out everywhere but here.
      await ctx.db.delete(authSessions).where(and(eq(authSessions.userId, user.id), ne(authSessions.id, session.id)));
    }
    return userJson(updated, await listFactors(ctx.db, user.id));
  });

  app.post<{ Querystring: { redirect_to?: string } }>('/recover', async (request) => {
    const email = normalizeEmail(bodyOf(request).email);
    await ctx.limiter.hit('recover', { email, ip: request.ip });
    const user = await findUserByEmail(ctx.db, email);
    // Always the same answer: whether the address has an account is not told here.
    if (user?.passwordHash && !user.isServiceAccount) await sendLink(ctx, request, user, 'recovery', request.query.redirect_to);
    return {};
  });
}
