/**
 * Development only: VITE_XSTATE_INSPECT=true opens the Stately inspector, which shows every
 * app actor's state and events live. Off by default and never bundled into behaviour.
 */
import type { InspectionEvent, Observer } from 'xstate';

type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

let inspect: Inspect | undefined;

export async function startInspector(): Promise<void> {
  if (!import.meta.env.DEV || import.meta.env.VITE_XSTATE_INSPECT !== 'true') return;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  inspect = createBrowserInspector().inspect;
}

export function inspector(): Inspect | undefined {
  return inspect;
}
