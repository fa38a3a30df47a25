/**
 * The sidebar: collapsed (icons only) unless pinned open; hovering a collapsed sidebar expands
 * it without pinning. The pin is saved in browser storage (spec section 2, "Sidebar").
 */
import { setup } from 'xstate';
import { providedAction } from '../_shared/provided';

export interface SidebarInput {
  /** The saved pin. */
  pinned: boolean;
}

export type SidebarEvent = { type: 'pointer.entered' } | { type: 'pointer.left' } | { type: 'sidebar.toggle' };

export const sidebarMachine = setup({
  types: {
    events: {} as SidebarEvent,
    input: {} as SidebarInput,
  },
  actions: {
    storePinned: providedAction<{ pinned: boolean }>('storePinned'),
  },
  guards: {
    // The input travels in the xstate.init event; only the initial `restoring` state reads it.
    wasPinned: ({ event }) => (event as { input?: SidebarInput }).input?.pinned === true,
  },
}).createMachine({
  id: 'sidebar',
  initial: 'restoring',
  states: {
    restoring: {
      always: [{ guard: 'wasPinned', target: 'pinned' }, { target: 'collapsed' }],
    },
    collapsed: {
      initial: 'resting',
      on: {
        'sidebar.toggle': { target: 'pinned', actions: { type: 'storePinned', params: { pinned: true } } },
      },
      states: {
        resting: { on: { 'pointer.entered': 'peeking' } },
        peeking: { on: { 'pointer.left': 'resting' } },
      },
    },
    // Unpinning collapses at once, pointer or not: that is what the user asked for.
    pinned: {
      on: {
        'sidebar.toggle': { target: 'collapsed', actions: { type: 'storePinned', params: { pinned: false } } },
      },
    },
  },
});
