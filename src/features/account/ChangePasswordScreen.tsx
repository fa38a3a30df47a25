/** /change-password: also where the reset-password e-mail lands, with a recovery session. */
import { useActorRef, useSelector } from '@xstate/react';
import { changePasswordMachine } from '../../../machines/changePassword/changePassword.machine';
import { changePasswordActors } from '../../actors/authActors';
import { layoutActors } from '../../app/appActors';
import { goTo } from '../../app/navigation';
import { notify } from '../../app/pageActors';
import { ChangePasswordView } from './ChangePasswordView';

const changePasswordPage = changePasswordMachine.provide({
  actors: changePasswordActors,
  actions: {
    notifyChanged: notify,
    notifyFailed: notify,
    goHome: () => goTo('/'),
    refetchProjects: () => layoutActors().mainLayout.send({ type: 'suites.changed' }),
  },
});

export function ChangePasswordScreen() {
  const actor = useActorRef(changePasswordPage, { input: { presentation: 'page' } });
  const snapshot = useSelector(actor, (s) => s);
  return <ChangePasswordView snapshot={snapshot} send={actor.send} />;
}
