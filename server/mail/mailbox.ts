/**
 * /dev/mailbox (HTML) and /dev/mailbox.json: the local outbox, newest first, for developers
 * and tests. Registered only outside production, and answered only to clients on this machine:
 * it shows sign-in links.
 */
import type { FastifyInstance } from 'fastify';
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

export function registerDevMailbox(app: FastifyInstance, db: Db) {
  app.register(async (mailbox) => {
    // Sign-in links grant accounts: only a client on this machine may read them, even when
    // the server listens on every interface without NODE_ENV=production.
    mailbox.addHook('onRequest', async (request, reply) => {
      if (!LOOPBACK.test(request.ip)) return reply.code(404).send({ message: 'Not found.' });
    });
    mailbox.get('/dev/mailbox.json', async () => listOutbox(db));
    mailbox.get('/dev/mailbox', async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(renderPage(await listOutbox(db))),
    );
  });
}
