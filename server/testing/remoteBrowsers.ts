/**
 * Remote browsers for server tests: a Playwright browser server (launchServer, or the
 * `playwright run-server` command) on this machine's Chromium, and a stand-in for a cloud grid
 * that records the address each session asked for and hands the connection to a browser server.
 */
import { spawn } from 'node:child_process';
import { createServer as createHttpServer, type IncomingMessage } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserServer } from 'playwright';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import { spliceUpgrade } from '../runs/browserRelay.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** A browser server as an operator would start it with launchServer. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ ...chromiumLaunchOptions(), host: '127.0.0.1' });
}

export interface RunServer {
  /** What BROWSER_WS_ENDPOINT is set to. */
  endpoint: string;
  close(): Promise<void>;
}

/**
 * `npx playwright run-server --port <p> --host 127.0.0.1 --unsafe`: the same command the docs
 * give. This machine has no Playwright-downloaded browser, so the address carries the launch
 * options (`?launch-options=`, honoured for the executable with --unsafe).
 */
export async function startRunServer(): Promise<RunServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules/playwright/cli.js'), 'run-server', '--port', String(port), '--host', '127.0.0.1', '--unsafe'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`run-server did not start: ${output}`)), 20_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Listening on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('exit', (code) => reject(new Error(`run-server exited with ${code}: ${output}`)));
  });
  const { executablePath, args } = chromiumLaunchOptions();
  return {
    endpoint: `ws://127.0.0.1:${port}/?launch-options=${encodeURIComponent(JSON.stringify({ executablePath, args }))}`,
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // It stops on Ctrl+C (SIGINT) and lets SIGTERM pass.
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export interface GridStandIn {
  /** What LAMBDATEST_ENDPOINT is set to: `ws://127.0.0.1:<port>/playwright`. */
  url: string;
  /** The path and query of every session asked for, in order. */
  requests: string[];
  /** Sessions still connected. */
  open(): number;
  close(): Promise<void>;
}

/**
 * Takes each websocket upgrade, records its address, and splices the raw connection onto the
 * browser server's: the handshake and every frame pass through untouched.
 */
export async function startGridStandIn(upstream: string): Promise<GridStandIn> {
  const target = new URL(upstream);
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  const clients = new Set<Socket>();
  const server = createHttpServer((_request, response) => response.writeHead(426).end());
  server.on('upgrade', (request: IncomingMessage, client: Socket, head: Buffer) => {
    requests.push(request.url ?? '');
    clients.add(client);
    client.on('close', () => clients.delete(client));
    for (const socket of spliceUpgrade(request, client, head, target)) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/playwright`,
    requests,
    open: () => clients.size,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The capabilities a session asked the grid for. */
export function capabilitiesOf(request: string): Record<string, unknown> & { 'LT:Options': Record<string, unknown> } {
  return JSON.parse(new URL(request, 'ws://grid.invalid').searchParams.get('capabilities') ?? 'null');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createTcpServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
