/** The path model of the sidebar: both saved pins as input, pointer and toggle as events. */
import type { PathModel } from '../_testing/paths';
import { sidebarObservations, sidebarTransitions } from './sidebar.expectations';
import { sidebarMachine } from './sidebar.machine';

export const sidebarPathModel: PathModel<typeof sidebarMachine> = {
  machine: sidebarMachine,
  inputs: [{ pinned: false }, { pinned: true }],
  implementations: { actions: { storePinned: () => {} } },
  events: () => [{ type: 'pointer.entered' }, { type: 'pointer.left' }, { type: 'sidebar.toggle' }],
  observations: sidebarObservations,
  transitions: sidebarTransitions,
};
