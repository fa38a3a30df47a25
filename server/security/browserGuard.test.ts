/**
 * The generation browser under the network policy, in real Chromium: a denied address is never
 * reached, whether the page asks for it directly, through a redirect, in a frame or over a
 * websocket; allowed traffic (loopback included) works as before, and failures say why.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import { BLOCKED_PAGE_TITLE, openBrowserGuard, type BrowserGuard } from './browserGuard.ts';
import { readNetworkPolicy } from './networkPolicy.ts';

/** A server on the address, answering websocket handshakes too; it records every path it is asked for. */
async function startServer(host: string, handler: (request: http.IncomingMessage, response: http.ServerResponse) => void) {
  const hits: string[] = [];
  const server = http.createServer((request, response) => {
    hits.push(request.url ?? '');
    handler(request, response);
  });
  const upgraded = new Set<import('node:stream').Duplex>();
  server.on('upgrade', (request, socket) => {
    hits.push(`ws ${request.url}`);
    upgraded.add(socket);
    const accept = crypto.createHash('sha1').update(`${request.headers['sec-websocket-key']}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64');
    socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);
  });
  await new Promise<void>((resolve) => server.listen(0, host, () => resolve()));
  return {
    hits,
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of upgraded) socket.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

describe('the browser guard', () => {
  let browser: Browser;
  let inside: Awaited<ReturnType<typeof startServer>>;
  let site: Awaited<ReturnType<typeof startServer>>;
  // 127.0.0.2 plays the metadata service: denied, while the site on 127.0.0.1 is allowed.
  const policy = readNetworkPolicy({ denied: '127.0.0.2/32' });
  const insideUrl = () => `http://127.0.0.2:${inside.port}`;

  beforeAll(async () => {
    browser = await chromium.launch(chromiumLaunchOptions());
    inside = await startServer('127.0.0.2', (_request, response) => response.end('SECRET-CREDENTIALS'));
    site = await startServer('127.0.0.1', (request, response) => {
      if (request.url === '/redirect') return response.writeHead(302, { location: `${insideUrl()}/latest/meta-data` }).end();
      if (request.url === '/page') {
        response.setHeader('content-type', 'text/html');
        return response.end(
          `<h1>Shop</h1><iframe src="/redirect"></iframe><img src="${insideUrl()}/pixel.png">` +
            `<script>window.sockets = Promise.all(['ws://localhost:${site.port}/ok', '${insideUrl().replace('http', 'ws')}/ws'].map((address) => new Promise((resolve) => {` +
            `const socket = new WebSocket(address); socket.onopen = () => resolve('open'); socket.onerror = () => resolve('error'); })));</script>`,
        );
      }
      response.end('fine');
    });
  });
  afterAll(async () => {
    await browser?.close();
    await inside?.close();
    await site?.close();
  });

  async function withGuard(remote: boolean, work: (guard: BrowserGuard, log: string[], page: Page) => Promise<void>) {
    const log: string[] = [];
    const guard = await openBrowserGuard(policy, { remote, log: (line) => log.push(line) });
    const context = await browser.newContext(guard.contextOptions);
    await guard.attach(context);
    try {
      await work(guard, log, await context.newPage());
    } finally {
      await context.close();
      await guard.close();
    }
  }

  it('sends a local browser through the proxy: redirects, frames, images and websockets to a denied address never leave', {
    timeout: 60_000,
  }, async () => {
    await withGuard(false, async (guard, log, page) => {
      // A redirect from an allowed page: the hop is refused, the browser shows why.
      await page.goto(`http://127.0.0.1:${site.port}/redirect`);
      await expect.poll(() => page.title()).toBe(BLOCKED_PAGE_TITLE);
      expect(await page.textContent('body')).toContain(
        `The address ${insideUrl()}/latest/meta-data is refused by the network policy: 127.0.0.2 is in the denied network 127.0.0.2/32 (TARGET_DENIED_NETWORKS).`,
      );
      // The page itself on localhost (resolved to ::1 and 127.0.0.1) works; its denied parts do not.
      await page.goto(`http://localhost:${site.port}/page`);
      expect(await page.evaluate('window.sockets')).toEqual(['open', 'error']);
      expect(await page.getByRole('heading', { name: 'Shop' }).isVisible()).toBe(true);
      expect(inside.hits).toEqual([]);
      expect(site.hits).toContain('ws /ok');
      expect(guard.blocked).toBeGreaterThanOrEqual(4);
      expect(log).toContain(`blocked GET ${insideUrl()}/latest/meta-data: 127.0.0.2 is in the denied network 127.0.0.2/32 (TARGET_DENIED_NETWORKS).`);
      expect(log).toContain(`blocked GET ${insideUrl()}/pixel.png: 127.0.0.2 is in the denied network 127.0.0.2/32 (TARGET_DENIED_NETWORKS).`);
      expect(log).toContain(
        `blocked a connection to 127.0.0.2:${inside.port}: 127.0.0.2 is in the denied network 127.0.0.2/32 (TARGET_DENIED_NETWORKS).`,
      );
    });
  });

  it('lets a page that cannot be reached fail as a network error, and says why', { timeout: 60_000 }, async () => {
    await withGuard(false, async (guard, _log, page) => {
      const closed = await startServer('127.0.0.1', () => {});
      await closed.close();
      await expect(page.goto(`http://127.0.0.1:${closed.port}/`)).rejects.toThrow(/net::ERR_/);
      expect(guard.lastFailure).toMatch(new RegExp(`^the executor could not connect to 127\\.0\\.0\\.1:${closed.port}: connect ECONNREFUSED`));
      await expect(page.goto('https://name.invalid/')).rejects.toThrow(/net::ERR_/);
      expect(guard.lastFailure).toBe('the executor could not connect to name.invalid:443: name.invalid does not resolve to an address');
    });
  });

  it('checks an address a step opens, before the browser goes there', async () => {
    await withGuard(false, async (guard) => {
      expect(await guard.refusal(`http://localhost:${site.port}/`)).toBeNull();
      expect(await guard.refusal(`${insideUrl()}/x`)).toBe(
        `The address ${insideUrl()}/x is refused by the network policy: 127.0.0.2 is in the denied network 127.0.0.2/32 (TARGET_DENIED_NETWORKS).`,
      );
      expect(await guard.refusal('file:///etc/passwd')).toBe(
        'The address file:///etc/passwd is refused by the network policy: only http:// and https:// addresses can be opened, not file: ones.',
      );
    });
  });

  it("routes a remote browser's requests through a check instead (redirects are out of its reach)", { timeout: 60_000 }, async () => {
    const before = inside.hits.length;
    await withGuard(true, async (guard, log, page) => {
      expect(guard.contextOptions).toEqual({});
      await expect(page.goto(`${insideUrl()}/direct`)).rejects.toThrow(/ERR_BLOCKED_BY_CLIENT/);
      expect(log).toEqual([`blocked GET ${insideUrl()}/direct: 127.0.0.2 is in the denied network 127.0.0.2/32 (TARGET_DENIED_NETWORKS).`]);
      expect(guard.blocked).toBe(1);
    });
    expect(inside.hits.length).toBe(before);
  });
});
