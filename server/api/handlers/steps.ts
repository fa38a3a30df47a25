/**
 * The parse preview (`POST /api/steps/parse`): how each step of a description is read, as
 * generation will read it, without saving or generating anything. The test editor calls it as
 * the description is typed (machines/stepPreview).
 *
 * Reading is CPU work on the order of milliseconds per step (a step that cannot be read costs
 * the most: its suggestion is searched for), so a description as long as a test's may take
 * seconds. It runs in one worker thread, one description at a time, so the API keeps answering
 * everyone else meanwhile; a flood of previews only delays previews.
 */
import { Worker } from 'node:worker_threads';
import type { StepPreview } from './stepsPreview.ts';
import type { HandlerContext, Handlers } from './types.ts';

type Answer = { id: number; steps?: StepPreview[]; error?: string };
type Pending = { resolve: (steps: StepPreview[]) => void; reject: (error: Error) => void };

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

/** A worker that fails or exits takes its pending previews with it; the next preview starts another. */
function dropWorker(error: Error) {
  worker = null;
  for (const request of pending.values()) request.reject(error);
  pending.clear();
}

function previewWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./stepsPreviewWorker.ts', import.meta.url));
  // The worker never keeps the process alive: a server that closes is not held by it.
  started.unref();
  started.on('message', ({ id, steps, error }: Answer) => {
    const request = pending.get(id);
    pending.delete(id);
    if (error !== undefined) request?.reject(new Error(error));
    else request?.resolve(steps!);
  });
  started.on('error', (error) => dropWorker(error));
  started.on('exit', (code) => {
    if (worker === started) dropWorker(new Error(`The step preview worker exited (${code}).`));
  });
  worker = started;
  return started;
}

export function previewInWorker(description: string): Promise<StepPreview[]> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    previewWorker().postMessage({ id, description });
  });
}

// The contract bounds the description to a test's own limit (50 000 characters).
export function stepHandlers(_context: HandlerContext): Handlers {
  return {
    async parseTestSteps({ body }) {
      return { steps: await previewInWorker(body.description) };
    },
  };
}
