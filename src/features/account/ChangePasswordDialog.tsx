import { useSelector } from '@xstate/react';
import { layoutActors } from '../../wiring/workspace';
import { ChangePasswordDialogView } from './ChangePasswordDialogView';

/** The change-password dialog the user menu opens. */
export function ChangePasswordDialog() {
  const { changePasswordDialog } = layoutActors();
  const snapshot = useSelector(changePasswordDialog, (s) => s);
  return <ChangePasswordDialogView snapshot={snapshot} send={changePasswordDialog.send} />;
}
