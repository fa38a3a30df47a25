/**
 * A run's script is user code: whatever is in its Playwright config it can read. A remote
 * browser's address may carry credentials (a LambdaTest access key in its capabilities, a token
 * in an operator's BROWSER_WS_ENDPOINT), so a run connects instead to a relay of its executor, on
 * 127.0.0.1 under a one-off path, and the relay splices the connection onto the real address.
 * Only the handshake's first line and Host header change; every frame passes through untouched.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { connect as connectTcp, type AddressInfo, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';

export interface BrowserRelay {
  /** What the run's config gets: `ws://127.0.0.1:<port>/<one-off path>`, no credentials. */
  endpoint: string;
  /** Why the real address could not be reached, if a connection to it failed; null otherwise. */
  failure(): string | null;
  close(): Promise<void>;
}

export async function openBrowserRelay(upstream: string): Promise<BrowserRelay> {
  const target = new URL(upstream);
  const path = `/${randomUUID()}`;
  const sockets = new Set<Socket>();
  let failure: string | null = null;
  const server = createServer((_request, response) => response.writeHead(426).end());
  server.on('upgrade', (request: IncomingMessage, client: Socket, head: Buffer) => {
    if (request.url !== path) return void client.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
    const [, remote] = spliceUpgrade(request, client, head, target);
    remote.once('error', (error) => (failure ??= error.message));
    for (const socket of [client, remote]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `ws://127.0.0.1:${port}${path}`,
    failure: () => failure,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * Sends a websocket upgrade on to `target` (ws: or wss:) with the target's path and query, and
 * pipes both ways; either side failing ends both. Answers the two sockets.
 */
export function spliceUpgrade(request: IncomingMessage, client: Socket, head: Buffer, target: URL): [Socket, Socket] {
  const secure = target.protocol === 'wss:' || target.protocol === 'https:';
  const port = Number(target.port) || (secure ? 443 : 80);
  const remote = secure ? connectTls({ host: target.hostname, port, servername: target.hostname }) : connectTcp(port, target.hostname);
  for (const socket of [client, remote]) {
    socket.on('error', () => {
      client.destroy();
      remote.destroy();
    });
  }
  const headers: string[] = [];
  for (let i = 0; i < request.rawHeaders.length; i += 2) {
    if (request.rawHeaders[i]!.toLowerCase() !== 'host') headers.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
  }
  remote.write([`GET ${target.pathname}${target.search} HTTP/1.1`, `Host: ${target.host}`, ...headers, '', ''].join('\r\n'));
  remote.write(head);
  client.pipe(remote).pipe(client);
  return [client, remote];
}
