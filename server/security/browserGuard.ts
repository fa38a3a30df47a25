/**
 * The network policy's hold on the generation browser: every request the browser context makes
 * (pages, frames, redirects, fetches, websockets, service workers) is checked before it leaves.
 *
 * Playwright's `context.route` alone is not enough: it never sees the hops of a redirect, so a
 * page answering `302 Location: http://169.254.169.254/…` would lead the browser straight to
 * the metadata service. A local browser therefore reaches the network only through a small
 * forward proxy on 127.0.0.1 that resolves each host itself, checks every address it resolves
 * to, and connects to exactly those addresses (so a name rebound between the check and the
 * connection cannot slip through). `<-loopback>` makes Chromium send localhost through the
 * proxy too (it bypasses proxies for loopback by default).
 *
 * A remote browser (BROWSER_WS_ENDPOINT, an organization's grid) cannot reach that proxy, so
 * its contexts get the `context.route` check instead: best effort, redirects not covered, and
 * names resolved here rather than where the browser runs (see SECURITY.md).
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, BrowserContextOptions } from 'playwright';
import { escapeHtml } from '../mail/html.ts';
import { lookupAll, normalizeHost, refusalMessage, resolveAndCheck, resolveHostAndCheck, type Lookup, type NetworkPolicy } from './networkPolicy.ts';

export interface BrowserGuard {
  /** Options for `browser.newContext`: the proxy, for a local browser. */
  readonly contextOptions: Pick<BrowserContextOptions, 'proxy'>;
  /** Installs the per-request check on a context of a remote browser; nothing to do for a local one. */
  attach(context: BrowserContext): Promise<void>;
  /** Why the address must not be opened (a step's `go to`), or null. */
  refusal(address: string): Promise<string | null>;
  /** How many requests were refused so far. */
  readonly blocked: number;
  /** The last connection the proxy could not make, in words (explains a page that could not be opened). */
  readonly lastFailure: string | null;
  close(): Promise<void>;
}

export type BrowserGuardOptions = {
  /** The browser runs elsewhere and cannot reach a proxy on this machine. */
  remote: boolean;
  /** One line per refused request or failed connection (the generation log). */
  log: (line: string) => void;
  lookup?: Lookup;
};

export const BLOCKED_PAGE_TITLE = 'Blocked by the network policy';

export async function openBrowserGuard(policy: NetworkPolicy, { remote, log, lookup = lookupAll }: BrowserGuardOptions): Promise<BrowserGuard> {
  let blocked = 0;
  let lastFailure: string | null = null;
  const refuse = (what: string, reason: string) => {
    blocked += 1;
    log(`blocked ${what}: ${reason}`);
  };
  const fail = (what: string, error: Error) => {
    lastFailure = `the executor could not connect to ${what}: ${error.message}`;
    log(lastFailure);
  };
  const refusal = async (address: string) => {
    const verdict = await resolveAndCheck(policy, address, lookup);
    return verdict.allowed ? null : refusalMessage('The address', address, verdict);
  };

  if (remote) {
    return {
      contextOptions: {},
      async attach(context) {
        await context.route('**/*', async (route) => {
          const url = route.request().url();
          if (!/^(https?|wss?):/i.test(url)) return route.fallback();
          const verdict = await resolveAndCheck(policy, url, lookup);
          if (verdict.allowed) return route.fallback();
          refuse(`${route.request().method()} ${url}`, verdict.reason);
          return route.abort('blockedbyclient');
        });
      },
      refusal,
      get blocked() {
        return blocked;
      },
      get lastFailure() {
        return lastFailure;
      },
      async close() {},
    };
  }

  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    return socket;
  };

  /** Connects to the checked addresses only, trying each in turn (Node's default `autoSelectFamily`). */
  const pinned =
    (addresses: string[]): net.LookupFunction =>
    (_host, options, callback) => {
      const all = addresses.map((address) => ({ address, family: net.isIP(address) }));
      if (options.all) callback(null, all);
      else callback(null, all[0].address, all[0].family);
    };

  // Plain http: the browser sends the whole address (`GET http://host/path`); forwarded as is.
  const server = http.createServer(async (request, response) => {
    const url = URL.canParse(request.url ?? '') ? new URL(request.url!) : null;
    if (url?.protocol !== 'http:') return response.writeHead(400).end();
    const verdict = await resolveHostAndCheck(policy, url.hostname, lookup);
    if (!verdict.allowed) {
      refuse(`${request.method} ${url.href}`, verdict.reason);
      const page = `<!doctype html><title>${BLOCKED_PAGE_TITLE}</title><h1>${BLOCKED_PAGE_TITLE}</h1><p>${escapeHtml(refusalMessage('The address', url.href, verdict))}</p>`;
      return response.writeHead(403, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page);
    }
    const port = Number(url.port || 80);
    if (verdict.addresses.length === 0) {
      fail(`${url.host}`, new Error(`${url.hostname} does not resolve to an address`));
      return request.socket.destroy();
    }
    // Hop-by-hop headers are the proxy connection's: upstream gets one request per connection.
    const headers = { ...request.headers };
    for (const name of ['proxy-connection', 'proxy-authorization', 'connection', 'keep-alive']) delete headers[name];
    const upstream = http.request(
      {
        host: unbracket(url.hostname),
        port,
        method: request.method,
        path: `${url.pathname}${url.search}`,
        headers,
        agent: false,
        lookup: pinned(verdict.addresses),
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    upstream.on('socket', track);
    // Like a direct connection that failed: the browser sees a failed request, not a proxy's page.
    upstream.on('error', (error) => {
      if (!response.headersSent) fail(url.host, error);
      request.socket.destroy();
    });
    // The browser gave up (navigated away, closed the page) before the answer was through.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
  });
  server.on('connection', track);
  server.on('clientError', (_error, socket) => socket.destroy());

  // https and websockets: a tunnel (`CONNECT host:443`) to a checked address.
  server.on('connect', async (request: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    track(client);
    client.on('error', () => client.destroy());
    // `host:port` or `[v6]:port`; parsed by hand because a URL would drop a default port (ws://…:80).
    const parts = /^(\[[^\]]+\]|[^:[\]]+):(\d{1,5})$/.exec(request.url ?? '');
    if (!parts) return client.end('HTTP/1.1 400 Bad Request\r\n\r\n');
    const [target, hostname, port] = parts;
    const verdict = await resolveHostAndCheck(policy, hostname, lookup);
    if (!verdict.allowed) {
      refuse(`a connection to ${target}`, verdict.reason);
      return client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
    }
    if (verdict.addresses.length === 0) {
      fail(target, new Error(`${normalizeHost(hostname)} does not resolve to an address`));
      return client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
    }
    const upstream = track(net.connect({ host: unbracket(hostname), port: Number(port), lookup: pinned(verdict.addresses) }));
    let established = false;
    upstream.on('connect', () => {
      established = true;
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', (error) => {
      // Once the tunnel stands, its bytes are the browser's (TLS): a broken one is just closed.
      if (established) return client.destroy();
      fail(target, error);
      client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
    });
    client.on('close', () => upstream.destroy());
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    contextOptions: { proxy: { server: `http://127.0.0.1:${port}`, bypass: '<-loopback>' } },
    async attach() {},
    refusal,
    get blocked() {
      return blocked;
    },
    get lastFailure() {
      return lastFailure;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const unbracket = (host: string) => (host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host);
