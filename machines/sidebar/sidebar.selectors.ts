import type { SnapshotFrom } from 'xstate';
import type { sidebarMachine } from './sidebar.machine';

type Snapshot = SnapshotFrom<typeof sidebarMachine>;

/** Labels are shown: pinned open, or hovered while collapsed. */
export const selectIsExpanded = (snapshot: Snapshot) => snapshot.matches('pinned') || snapshot.matches({ collapsed: 'peeking' });

export const selectIsPinned = (snapshot: Snapshot) => snapshot.matches('pinned');
