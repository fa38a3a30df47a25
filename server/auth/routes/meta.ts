/** GET /settings and GET /.well-known/jwks.json: what the auth server offers, and its public keys. */
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../context.ts';

export function metaRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.get('/settings', async () => ({
    external: { email: true, phone: false, google: Boolean(ctx.config.google), azure: Boolean(ctx.config.azure) },
    disable_signup: false,
    mailer_autoconfirm: ctx.config.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }));

  app.get('/.well-known/jwks.json', async (_request, reply) => {
    // Public keys change only on rotation; a short cache spares verifiers a round trip.
    reply.header('cache-control', 'public, max-age=600');
    return ctx.keys.jwks();
  });
}
