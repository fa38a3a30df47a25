/**
 * Security headers on every answer the product gives: the UI, the API, the auth server, the
 * trace viewer, stored files and error pages alike (one `onSend` hook on the root instance,
 * added before anything else is registered so every route inherits it).
 *
 * - The UI's pages get a Content-Security-Policy that lets only the product's own scripts run:
 *   an injected `<script>` or `onclick=` does nothing, which is what keeps a stored cross-site
 *   scripting bug from reading the session out of localStorage (see SECURITY.md). Styles may be
 *   inline because Chakra UI (emotion) writes its styles into `<style>` elements at run time.
 *   Images may come from anywhere over http(s): organization logos are addresses on other sites.
 * - The trace viewer (/trace/) is Playwright's own build: it frames its own snapshot page and
 *   runs a service worker, so it may be framed by the same origin and nothing else, and the one
 *   inline script of its page is allowed by its hash.
 * - Everything else (JSON, files, images) gets `default-src 'none'`: opened directly, a stored
 *   SVG or HTML artifact cannot run anything.
 * - Nothing may frame the product (`frame-ancestors 'none'`, X-Frame-Options DENY): the spec
 *   names no embedding, and a framed page invites clickjacking. Published tests included.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

export type SecurityHeaderOptions = {
  /** A hosted Supabase project the UI signs in with (SUPABASE_URL): the browser calls it directly. */
  supabaseUrl: string | null;
  /** PUBLIC_URL: an https one turns on Strict-Transport-Security. */
  publicUrl: string | null;
  /** The trace viewer's files (its index.html holds an inline script, allowed by hash). */
  traceViewerDir?: string | null;
};

/** For answers that are not pages: they may load and run nothing, and be framed by nobody. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The UI (and any other HTML page of the product). */
export function documentPolicy({ supabaseUrl }: Pick<SecurityHeaderOptions, 'supabaseUrl'>): string {
  const supabase = supabaseUrl ? new URL(supabaseUrl).origin : null;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "font-src 'self' data:",
    // The live watch is a websocket on the same host; older Safari does not count ws: as 'self'.
    `connect-src 'self' ws: wss:${supabase ? ` ${supabase}` : ''}`,
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Playwright's trace viewer at /trace/: its page, its framed snapshot page and its service worker. */
export function traceViewerPolicy(inlineScriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self'${inlineScriptHashes.map((hash) => ` '${hash}'`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    // A snapshot frame shows a blank data: page until its snapshot is chosen.
    "frame-src 'self' data:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The `sha256-…` sources of the inline scripts of the HTML pages in a directory. */
export function inlineScriptHashes(directory: string | null | undefined): string[] {
  if (!directory || !fs.existsSync(directory)) return [];
  const hashes = new Set<string>();
  for (const file of fs.readdirSync(directory).filter((name) => name.endsWith('.html'))) {
    const html = fs.readFileSync(path.join(directory, file), 'utf8');
    for (const [, body] of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
      if (body.trim()) hashes.add(`sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}`);
    }
  }
  return [...hashes];
}

const isTraceViewer = (url: string) => url === '/trace' || url.startsWith('/trace/') || url.startsWith('/trace?');

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const document = documentPolicy(options);
  const trace = traceViewerPolicy(inlineScriptHashes(options.traceViewerDir));
  const hsts = options.publicUrl?.startsWith('https:') ? 'max-age=15552000' : null;
  app.addHook('onSend', async (request, reply, payload) => {
    const inTraceViewer = isTraceViewer(request.url);
    const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', inTraceViewer ? trace : isPage ? document : RESOURCE_POLICY);
    }
    reply.header('x-frame-options', inTraceViewer ? 'SAMEORIGIN' : 'DENY');
    reply.header('x-content-type-options', 'nosniff');
    // Addresses carry ids and temporary signatures (trace links): other sites learn none of them.
    reply.header('referrer-policy', 'no-referrer');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (hsts) reply.header('strict-transport-security', hsts);
    reply.removeHeader('x-powered-by');
    return payload;
  });
}
