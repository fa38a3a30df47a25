/**
 * Links sent by e-mail: sign-up confirmation and password recovery. The link carries a random
 * token; only its hash is stored, it works once, and sending a new link voids the older ones.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuthConfig } from '../config.ts';
import type { Db } from '../db/open.ts';
import { authOneTimeTokens, users } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { confirmSignupMail, recoveryMail } from '../mail/templates.ts';
import { AuthError } from './errors.ts';
import { safeRedirect, siteOrigin } from './origin.ts';
import { randomToken, sha256Hex } from './secrets.ts';
import type { UserRow } from './users.ts';

export type LinkKind = 'signup' | 'recovery';

const LIFETIME_MS: Record<LinkKind, number> = { signup: 24 * 3600_000, recovery: 3600_000 };

export type LinkContext = { db: Db; config: AuthConfig; mailer: Mailer };

export async function sendLink(ctx: LinkContext, request: FastifyRequest, user: UserRow, kind: LinkKind, redirectTo: unknown) {
  const token = randomToken();
  const now = new Date();
  await ctx.db.delete(authOneTimeTokens).where(and(eq(authOneTimeTokens.userId, user.id), eq(authOneTimeTokens.kind, kind)));
  await ctx.db.insert(authOneTimeTokens).values({
    userId: user.id,
    kind,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(now.getTime() + LIFETIME_MS[kind]),
  });
  const link = new URL('/auth/v1/verify', siteOrigin(request, ctx.config));
  link.searchParams.set('token', token);
  link.searchParams.set('type', kind);
  link.searchParams.set('redirect_to', safeRedirect(request, ctx.config, redirectTo));
  const mail = kind === 'signup' ? confirmSignupMail(user.email, link.toString()) : recoveryMail(user.email, link.toString());
  try {
    await ctx.mailer.send(mail);
  } catch (error) {
    request.log.error({ err: error }, 'sending mail failed');
    throw new AuthError(500, 'unexpected_failure', `Error sending ${kind === 'signup' ? 'confirmation' : 'recovery'} email`);
  }
  const sent = kind === 'signup' ? { confirmationSentAt: now } : { recoverySentAt: now };
  await ctx.db.update(users).set(sent).where(eq(users.id, user.id));
}

/** The link's user, once: the token is deleted as it is read. Null when unknown, used or expired. */
export async function consumeLink(db: Db, token: unknown, kind: LinkKind): Promise<UserRow | null> {
  if (typeof token !== 'string' || token === '') return null;
  const [row] = await db
    .delete(authOneTimeTokens)
    .where(and(eq(authOneTimeTokens.tokenHash, sha256Hex(token)), eq(authOneTimeTokens.kind, kind)))
    .returning();
  if (!row || row.expiresAt.getTime() < Date.now()) return null;
  const [user] = await db.select().from(users).where(eq(users.id, row.userId));
  return user ?? null;
}
