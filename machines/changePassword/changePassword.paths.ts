/** The path model of change password: both presentations, a password and a blank one, both outcomes. */
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { changePasswordObservations, changePasswordTransitions } from './changePassword.expectations';
import { changePasswordMachine } from './changePassword.machine';

export const changePasswordPathModel: PathModel<typeof changePasswordMachine> = {
  machine: changePasswordMachine,
  inputs: [{ presentation: 'page' }, { presentation: 'dialog' }],
  implementations: {
    actors: { updatePassword: neverSettles<unknown, { password: string }>() },
    actions: { notifyChanged: () => {}, notifyFailed: () => {}, goHome: () => {}, refetchProjects: () => {} },
  },
  events: () => [
    { type: 'dialog.open' },
    { type: 'dialog.close' },
    { type: 'password.changed', value: ' s3cret-Pass ' },
    { type: 'password.changed', value: '   ' },
    { type: 'password.submit' },
    doneEvent('updatePassword', {}),
    errorEvent('updatePassword', 'New password should be different from the old password.'),
  ],
  observations: changePasswordObservations,
  transitions: changePasswordTransitions,
};
