/**
 * The address the browser used: PUBLIC_URL when set, else the request's protocol and Host.
 * Links in mails, redirects after /verify and the token issuer are all built from it.
 */
import type { FastifyRequest } from 'fastify';
import type { AuthConfig } from '../config.ts';

export function siteOrigin(request: FastifyRequest, config: AuthConfig): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}

export function issuer(request: FastifyRequest, config: AuthConfig): string {
  return `${siteOrigin(request, config)}/auth/v1`;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function sameSite(a: URL, b: URL): boolean {
  const host = (url: URL) => (LOOPBACK.has(url.hostname) ? 'localhost' : url.hostname);
  return a.protocol === b.protocol && a.port === b.port && host(a) === host(b);
}

/**
 * Where to send the browser after a link: the requested place when it is on this site, else
 * the site's home. Never another site, or our mails would carry open redirects.
 */
export function safeRedirect(request: FastifyRequest, config: AuthConfig, redirectTo: unknown): string {
  const home = new URL('/', siteOrigin(request, config));
  if (typeof redirectTo !== 'string' || redirectTo === '') return home.toString();
  try {
    const target = new URL(redirectTo, home);
    return sameSite(target, home) ? target.toString() : home.toString();
  } catch {
    return home.toString();
  }
}
