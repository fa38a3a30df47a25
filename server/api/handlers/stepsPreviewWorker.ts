/** The parse preview's worker thread: reads descriptions one at a time for steps.ts. */
import { parentPort } from 'node:worker_threads';
import { previewDescription } from './stepsPreview.ts';

parentPort!.on('message', ({ id, description }: { id: number; description: string }) => {
  try {
    parentPort!.postMessage({ id, steps: previewDescription(description) });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
