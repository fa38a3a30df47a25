/**
 * What the toasts must do: the hand-written tables their path replays check
 * (machines/_testing/expectations.ts). Nothing of the machine shows but the toasts it displays.
 */
import type { AnyEventObject } from 'xstate';
import type { ExpectationTables } from '../_testing/expectations';
import type { ToastsContext, toastsMachine } from './toasts.machine';

type Tables = ExpectationTables<typeof toastsMachine>;

export const toastsObservations: Tables['observations'] = {
  quiet: { can: ['toast.show'] },
  // A repeat is refused: it changes nothing.
  justShown: ({ last }) => ({ can: last ? ['toast.show'] : [] }),
};

const shown = (_: ToastsContext, event: AnyEventObject) => ({ target: 'justShown', effects: [{ action: 'display', params: event.toast }] });

export const toastsTransitions: Tables['transitions'] = {
  'start + xstate.init': { target: 'quiet' },
  'quiet + toast.show': shown,
  // The same toast again within the window is not shown; another one is.
  'justShown + toast.show': ({ last }, event) =>
    last && last.title === event.toast.title && last.text === event.toast.text && last.type === event.toast.type ? {} : shown({ last }, event),
  'justShown + xstate.after.repeatWindow.toasts.justShown': { target: 'quiet' },
};
