/**
 * /dev/mailbox (HTML) and /dev/mailbox.json: the local outbox, newest first, for developers
 * and tests. It shows sign-in links, so it answers only as DEV_MAILBOX allows (config.ts):
 * with the token printed at start (`?token=…`), or, explicitly enabled, to clients on this
 * machine; never in production.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DevMailbox } from '../config.ts';
import type { Db } from '../db/open.ts';
import { escapeHtml } from './html.ts';
import { listOutbox, type OutboxMessage } from './outbox.ts';

function renderMessage(message: OutboxMessage): string {
  const links = message.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('');
  return (
    `<article><h2>${escapeHtml(message.subject)}</h2>` +
    `<p class="meta">To ${escapeHtml(message.to)} · ${escapeHtml(message.created_at)}</p>` +
    `<pre>${escapeHtml(message.text)}</pre><ul>${links}</ul></article>`
  );
}

function renderPage(messages: OutboxMessage[]): string {
  const body = messages.length > 0 ? messages.map(renderMessage).join('') : '<p>No mail yet.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mailbox · Critical Journey</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}
article{border-bottom:1px solid #ddd;padding:1rem 0}.meta{color:#666}pre{white-space:pre-wrap}</style></head>
<body><h1>Local mailbox</h1><p>Mail the server would have sent (no <code>SMTP_URL</code> is set), newest first.</p>${body}</body></html>`;
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** The mailbox's address as printed at start: with its token when it needs one. */
export function mailboxPath(mailbox: DevMailbox): string | null {
  if (mailbox.kind === 'off') return null;
  return mailbox.kind === 'token' ? `/dev/mailbox?token=${mailbox.token}` : '/dev/mailbox';
}

function sameToken(given: unknown, token: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

function mayRead(request: FastifyRequest<{ Querystring: { token?: string } }>, mailbox: DevMailbox): boolean {
  // Loopback alone is no proof with the token: a reverse proxy on this host makes every visitor 127.0.0.1.
  if (mailbox.kind === 'token') return sameToken(request.query.token, mailbox.token);
  return mailbox.kind === 'open' && LOOPBACK.test(request.ip);
}

export function registerDevMailbox(app: FastifyInstance, db: Db, mailbox: DevMailbox) {
  if (mailbox.kind === 'off') return;
  app.register(async (scope) => {
    scope.addHook<{ Querystring: { token?: string } }>('onRequest', async (request, reply) => {
      if (!mayRead(request, mailbox)) return reply.code(404).send({ message: 'Not found.' });
      // The page's links carry sign-in tokens, and its address the mailbox's own.
      reply.header('referrer-policy', 'no-referrer').header('cache-control', 'no-store');
    });
    scope.get('/dev/mailbox.json', async () => listOutbox(db));
    scope.get('/dev/mailbox', async (_request, reply) => reply.type('text/html; charset=utf-8').send(renderPage(await listOutbox(db))));
  });
}
