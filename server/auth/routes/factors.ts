/** TOTP multi-factor: enrol (POST /factors), challenge, verify (which raises the session to aal2), unenrol. */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authMfaChallenges, authMfaFactors } from '../../db/schema.ts';
import { bodyOf, requireSignedIn, tokenContext, type AuthContext } from '../context.ts';
import { AuthError } from '../errors.ts';
import { siteOrigin } from '../origin.ts';
import { elevateSession } from '../sessions.ts';
import { isValidTotpCode, newTotpSecret, totpQrSvg, totpUri } from '../totp.ts';
import { listFactors } from '../users.ts';

const CHALLENGE_SECONDS = 300;
type FactorParams = { Params: { factorId: string } };

const insufficientAal = (what: string) => new AuthError(422, 'insufficient_aal', `AAL2 required to ${what}`);

async function ownFactor(ctx: AuthContext, request: FastifyRequest<FactorParams>, userId: string) {
  const factorId = request.params.factorId;
  const factors = /^[0-9a-f-]{36}$/i.test(factorId)
    ? await ctx.db
        .select()
        .from(authMfaFactors)
        .where(and(eq(authMfaFactors.id, factorId), eq(authMfaFactors.userId, userId)))
    : [];
  if (!factors[0]) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  return factors[0];
}

export function factorRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.post('/factors', async (request) => {
    const { user, session } = await requireSignedIn(ctx, request);
    const body = bodyOf(request);
    if (body.factor_type !== 'totp') throw new AuthError(422, 'mfa_factor_type_not_supported', 'Only TOTP factors are supported.');
    const factors = await listFactors(ctx.db, user.id);
    // Otherwise a stolen password alone could add the thief's own authenticator.
    if (factors.some((factor) => factor.status === 'verified') && session.aal !== 'aal2') throw insufficientAal('enroll a new factor');
    const friendlyName = typeof body.friendly_name === 'string' && body.friendly_name ? body.friendly_name : null;
    if (friendlyName && factors.some((factor) => factor.friendlyName === friendlyName)) {
      throw new AuthError(422, 'mfa_factor_name_conflict', `A factor with the friendly name "${friendlyName}" for this user already exists`);
    }
    const issuer = typeof body.issuer === 'string' && body.issuer ? body.issuer : new URL(siteOrigin(request, ctx.config)).hostname;
    const secret = newTotpSecret();
    const uri = totpUri(secret, issuer, user.email);
    const [factor] = await ctx.db.insert(authMfaFactors).values({ userId: user.id, friendlyName, secret }).returning();
    return { id: factor.id, type: 'totp', friendly_name: friendlyName ?? undefined, totp: { qr_code: await totpQrSvg(uri), secret, uri } };
  });

  app.post<FactorParams>('/factors/:factorId/challenge', async (request) => {
    const { user } = await requireSignedIn(ctx, request);
    const factor = await ownFactor(ctx, request, user.id);
    const expiresAt = new Date(Date.now() + CHALLENGE_SECONDS * 1000);
    const [challenge] = await ctx.db.insert(authMfaChallenges).values({ factorId: factor.id, expiresAt }).returning();
    return { id: challenge.id, type: 'totp', expires_at: Math.floor(expiresAt.getTime() / 1000) };
  });

  app.post<FactorParams>('/factors/:factorId/verify', async (request) => {
    const { user, session } = await requireSignedIn(ctx, request);
    await ctx.limiter.hit('mfa_verify', { email: user.email, ip: request.ip });
    const factor = await ownFactor(ctx, request, user.id);
    const body = bodyOf(request);
    const challengeId = typeof body.challenge_id === 'string' && /^[0-9a-f-]{36}$/i.test(body.challenge_id) ? body.challenge_id : null;
    // Deleted as it is read: a challenge answers one code, right or wrong.
    const [challenge] = challengeId
      ? await ctx.db
          .delete(authMfaChallenges)
          .where(and(eq(authMfaChallenges.id, challengeId), eq(authMfaChallenges.factorId, factor.id)))
          .returning()
      : [];
    if (!challenge) throw new AuthError(404, 'mfa_challenge_not_found', 'Challenge not found');
    if (challenge.expiresAt.getTime() < Date.now()) {
      throw new AuthError(422, 'mfa_challenge_expired', 'MFA challenge has expired, verify against another challenge or create a new challenge.');
    }
    if (!isValidTotpCode(factor.secret, body.code)) throw new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
    if (factor.status !== 'verified') {
      await ctx.db.update(authMfaFactors).set({ status: 'verified', updatedAt: new Date() }).where(eq(authMfaFactors.id, factor.id));
    }
    return elevateSession(tokenContext(ctx, request), session, user, { method: 'totp', timestamp: Math.floor(Date.now() / 1000) });
  });

  app.delete<FactorParams>('/factors/:factorId', async (request) => {
    const { user, session } = await requireSignedIn(ctx, request);
    const factor = await ownFactor(ctx, request, user.id);
    if (factor.status === 'verified' && session.aal !== 'aal2') throw insufficientAal('unenroll a verified factor');
    await ctx.db.delete(authMfaFactors).where(eq(authMfaFactors.id, factor.id));
    return { id: factor.id };
  });
}
