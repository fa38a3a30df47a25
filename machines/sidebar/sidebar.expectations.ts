/**
 * What the user observes in each state of the sidebar, and what each transition must do: the
 * hand-written tables its path replays check (machines/_testing/expectations.ts). Spec section 2,
 * "Sidebar": collapsed it shows only icons, it expands on hover, and it can be toggled (pinned
 * open, the pin saved in browser storage).
 */
import type { SnapshotFrom } from 'xstate';
import type { ExpectationTables } from '../_testing/expectations';
import type { sidebarMachine } from './sidebar.machine';
import { selectIsExpanded, selectIsPinned } from './sidebar.selectors';

type Machine = typeof sidebarMachine;
type Tables = ExpectationTables<Machine>;

function sidebarView(snapshot: SnapshotFrom<Machine>) {
  return { expanded: selectIsExpanded(snapshot), pinned: selectIsPinned(snapshot) };
}

export const sidebarObservations: Tables['observations'] = {
  'collapsed.resting': { can: ['pointer.entered', 'sidebar.toggle'], selectors: [[sidebarView, { expanded: false, pinned: false }]] },
  // Hovering shows the labels without pinning.
  'collapsed.peeking': { can: ['pointer.left', 'sidebar.toggle'], selectors: [[sidebarView, { expanded: true, pinned: false }]] },
  // Pinned open, the pointer changes nothing.
  pinned: { can: ['sidebar.toggle'], selectors: [[sidebarView, { expanded: true, pinned: true }]] },
};

export const sidebarTransitions: Tables['transitions'] = {
  // The saved pin is restored, and nothing is saved.
  'start + xstate.init': (_, { input }) => ({ target: input.pinned ? 'pinned' : 'collapsed.resting' }),
  'collapsed.resting + pointer.entered': { target: 'collapsed.peeking' },
  'collapsed.peeking + pointer.left': { target: 'collapsed.resting' },
  // Toggling pins it open, hovered or not, and saves the pin.
  'collapsed + sidebar.toggle': { target: 'pinned', effects: [{ action: 'storePinned', params: { pinned: true } }] },
  // Unpinning collapses at once, even under the pointer: the user asked for it.
  'pinned + sidebar.toggle': { target: 'collapsed.resting', effects: [{ action: 'storePinned', params: { pinned: false } }] },
};
