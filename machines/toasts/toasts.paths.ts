/** The path model of the toasts: two different toasts, one of them repeated, and the window closing. */
import type { PathModel } from '../_testing/paths';
import { toastsObservations, toastsTransitions } from './toasts.expectations';
import { toastsMachine, type Toast } from './toasts.machine';

export const fetchFailed: Toast = { title: 'Some error occurred', text: 'Unable to fetch projects', type: 'error' };
export const saved: Toast = { title: 'Settings updated', text: 'The organization settings are saved.', type: 'success' };

export const toastsPathModel: PathModel<typeof toastsMachine> = {
  machine: toastsMachine,
  inputs: [undefined],
  implementations: { actions: { display: () => {} } },
  events: () => [
    { type: 'toast.show', toast: fetchFailed },
    { type: 'toast.show', toast: saved },
  ],
  observations: toastsObservations,
  transitions: toastsTransitions,
};
