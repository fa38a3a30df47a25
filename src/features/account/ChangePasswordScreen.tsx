/** /change-password: also where the reset-password e-mail lands, with a recovery session. */
import { useActorRef, useSelector } from '@xstate/react';
import { changePasswordPage } from '../../wiring/changePassword';
import { ChangePasswordView } from './ChangePasswordView';

export function ChangePasswordScreen() {
  const actor = useActorRef(changePasswordPage, { input: { presentation: 'page' } });
  const snapshot = useSelector(actor, (s) => s);
  return <ChangePasswordView snapshot={snapshot} send={actor.send} />;
}
