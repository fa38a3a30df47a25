import type { SnapshotFrom } from 'xstate';
import type { ColorMode, ThemeMode, themeMachine } from './theme.machine';

type Snapshot = SnapshotFrom<typeof themeMachine>;

/** What the user picked; `restoring` is left before anyone can observe it. */
export function selectMode(snapshot: Snapshot): ThemeMode {
  if (snapshot.matches('light')) return 'light';
  if (snapshot.matches('dark')) return 'dark';
  return 'system';
}

/** The colours to render: `system` resolves to the system's current preference. */
export function selectColorMode(snapshot: Snapshot): ColorMode {
  const mode = selectMode(snapshot);
  if (mode !== 'system') return mode;
  return snapshot.context.systemPrefersDark ? 'dark' : 'light';
}
