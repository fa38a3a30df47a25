/**
 * Runs a command as an isolated child with a wall-clock and a memory limit. The child leads its
 * own process group, so that the runner, its workers and the browser they start all end
 * together; memory is the resident size of the whole process tree, sampled from /proc.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export interface LimitedRun {
  /** How the process ended: on its own, or stopped for a limit or on request. */
  ending: 'exited' | 'timeout' | 'memory' | 'stopped';
  exitCode: number | null;
  output: string;
  /** The largest resident size seen, in MB. */
  peakMemoryMb: number;
}

export interface Limits {
  timeoutMs: number;
  memoryMb: number;
  /** Checked every sample: true stops the run (cancelled). */
  shouldStop?: () => boolean | Promise<boolean>;
  sampleMs?: number;
}

const MAX_OUTPUT = 2_000_000;

export function runLimited(
  command: string,
  args: string[],
  options: { cwd: string; env: Record<string, string> },
  limits: Limits,
): Promise<LimitedRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk: Buffer) => {
      if (output.length < MAX_OUTPUT) output += chunk.toString();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    let ending: LimitedRun['ending'] = 'exited';
    let peakMemoryMb = 0;
    const stop = (why: LimitedRun['ending']) => {
      if (ending !== 'exited') return;
      ending = why;
      killTree(child.pid);
    };
    const timer = setTimeout(() => stop('timeout'), limits.timeoutMs);
    const sampler = setInterval(async () => {
      if (child.pid === undefined) return;
      const memory = treeMemoryMb(child.pid);
      peakMemoryMb = Math.max(peakMemoryMb, memory);
      if (memory > limits.memoryMb) stop('memory');
      else if (limits.shouldStop && (await limits.shouldStop())) stop('stopped');
    }, limits.sampleMs ?? 500);
    child.on('error', (error) => {
      clearTimeout(timer);
      clearInterval(sampler);
      reject(error);
    });
    child.on('close', (exitCode) => {
      clearTimeout(timer);
      clearInterval(sampler);
      // Whatever the runner left behind (a browser it could not close) goes with it.
      killTree(child.pid);
      resolve({ ending, exitCode, output, peakMemoryMb: Math.round(peakMemoryMb) });
    });
  });
}

/** The pids of a process and all its descendants (from /proc/<pid>/stat parent ids). */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces) start after the last ')'.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  const tree: number[] = [];
  const visit = (pid: number) => {
    tree.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return tree;
}

function treeMemoryMb(root: number): number {
  let kb = 0;
  for (const pid of processTree(root)) {
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (rss) kb += Number(rss[1]);
    } catch {
      // Ended meanwhile.
    }
  }
  return kb / 1024;
}

function killTree(pid: number | undefined) {
  if (pid === undefined) return;
  const tree = (() => {
    try {
      return processTree(pid);
    } catch {
      return [pid];
    }
  })();
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // The group is gone already.
  }
  // A browser that started its own session is not in the group: end it by pid.
  for (const member of tree) {
    try {
      process.kill(member, 'SIGKILL');
    } catch {
      // Gone.
    }
  }
}
