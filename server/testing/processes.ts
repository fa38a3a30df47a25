/**
 * Real product processes for multi-process tests: `node server/main.ts` and
 * `node server/executors/main.ts`, started with their own environment, their output kept so a
 * test can wait for a line, and stoppable with any signal (SIGKILL included).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

export interface ProductProcess {
  name: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the first match of `pattern` in the output (now or later). */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export function startProcess(name: string, script: 'server/main.ts' | 'server/executors/main.ts', env: Record<string, string>): ProductProcess {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    name,
    child,
    output: () => output,
    async waitFor(pattern, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const match = output.match(pattern);
        if (match) return match;
        if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}) before printing ${pattern}:\n${output.slice(-2000)}`);
        if (Date.now() > deadline) throw new Error(`${name} did not print ${pattern} within ${timeoutMs} ms:\n${output.slice(-2000)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async kill(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
}

/** Starts a server and answers its address, once it says it is ready. */
export async function startServer(name: string, env: Record<string, string>): Promise<{ process: ProductProcess; url: string }> {
  const server = startProcess(name, 'server/main.ts', { PORT: '0', HOST: '127.0.0.1', ...env });
  const [, port] = await server.waitFor(/ready on http:\/\/localhost:(\d+)/);
  return { process: server, url: `http://127.0.0.1:${port}` };
}

/** The processes in the process groups led by the children of `pid` (a run's runner, browser, workers). */
export function runProcessesOf(pid: number): number[] {
  const stats = readStats();
  const leaders = stats.filter((stat) => stat.ppid === pid && stat.pgid === stat.pid).map((stat) => stat.pid);
  return stats.filter((stat) => leaders.includes(stat.pgid)).map((stat) => stat.pid);
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    const stat = readStats().find((candidate) => candidate.pid === pid);
    return !!stat && stat.state !== 'Z';
  } catch {
    return false;
  }
}

function readStats() {
  const stats: { pid: number; ppid: number; pgid: number; state: string }[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const raw = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the fields start after the last ')'.
      const fields = raw.slice(raw.lastIndexOf(')') + 2).split(' ');
      stats.push({ pid: Number(entry), state: fields[0], ppid: Number(fields[1]), pgid: Number(fields[2]) });
    } catch {
      // The process ended while listing.
    }
  }
  return stats;
}
