/** POST /signup and POST /resend: creating an account and (re)sending its confirmation link. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createOrClaimAccount } from '../accounts.ts';
import { bodyOf, tokenContext, type AuthContext } from '../context.ts';
import { sendLink } from '../emailLinks.ts';
import { userAlreadyExists, validationFailed } from '../errors.ts';
import { readMetadata } from '../metadata.ts';
import { assertStrongPassword, hashPassword } from '../passwords.ts';
import { startSession } from '../sessions.ts';
import { findUserByEmail, findUserById, normalizeEmail, userJson, type UserRow } from '../users.ts';

type RedirectQuery = { Querystring: { redirect_to?: string } };

export function signUpRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.post<RedirectQuery>('/signup', async (request) => {
    const body = bodyOf(request);
    const email = normalizeEmail(body.email);
    await ctx.limiter.hit('sign_up', { email, ip: request.ip });
    assertStrongPassword(body.password, [email]);
    const metadata = readMetadata(body.data);
    const existing = await findUserByEmail(ctx.db, email);
    // A row without a confirmed e-mail is claimable: a member added before signing up, or an
    // earlier sign-up never confirmed (its password is replaced and older links are voided).
    if (existing && (existing.emailConfirmedAt || existing.isServiceAccount)) {
      // With a session to hand out, GoTrue (and we) can only say the address is taken. Otherwise
      // the answer must not tell that an account exists: the same user object as for a new
      // address, the same password hashing time, and no mail (the owner did not ask for one).
      if (ctx.config.autoconfirm) throw userAlreadyExists();
      await hashPassword(body.password);
      return userJson(unsentAccount(email, metadata ?? {}));
    }
    const user = await createOrClaimAccount(ctx.db, email, {
      passwordHash: await hashPassword(body.password),
      emailConfirmedAt: ctx.config.autoconfirm ? new Date() : null,
      ...(metadata ? { userMetadata: metadata } : {}),
    });
    if (ctx.config.autoconfirm) return startSession(tokenContext(ctx, request), user, 'password');
    await sendLink(ctx, request, user, 'signup', request.query.redirect_to);
    // Confirmation needed: a bare user and no session, as GoTrue answers.
    return userJson((await findUserById(ctx.db, user.id)) ?? user);
  });

  app.post<RedirectQuery>('/resend', async (request) => {
    const body = bodyOf(request);
    if (body.type !== 'signup') throw validationFailed('Only sign-up confirmations can be resent.');
    const email = normalizeEmail(body.email);
    await ctx.limiter.hit('resend', { email, ip: request.ip });
    const user = await findUserByEmail(ctx.db, email);
    // The same answer whether or not a mail went out, so the reply tells nothing about the address.
    if (user?.passwordHash && !user.emailConfirmedAt && !user.isServiceAccount) {
      await sendLink(ctx, request, user, 'signup', request.query.redirect_to);
    }
    return {};
  });
}

/** What a new, unconfirmed account with this address would look like; nothing is stored. */
function unsentAccount(email: string, userMetadata: Record<string, unknown>): UserRow {
  const now = new Date();
  return {
    id: randomUUID(),
    email,
    profileName: null,
    isSuperAdmin: false,
    isBizDev: false,
    isServiceAccount: false,
    passwordHash: null,
    emailConfirmedAt: null,
    confirmationSentAt: now,
    recoverySentAt: null,
    lastSignInAt: null,
    userMetadata,
    createdAt: now,
    updatedAt: now,
  };
}
