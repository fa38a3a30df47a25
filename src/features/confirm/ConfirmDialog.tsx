import { useSelector } from '@xstate/react';
import { appActors } from '../../app/appActors';
import { ConfirmDialogView } from './ConfirmDialogView';

/** The one confirmation dialog of the app, driven by the global confirmDialog actor. */
export function ConfirmDialog() {
  const actor = appActors().confirmDialog;
  const snapshot = useSelector(actor, (s) => s);
  return <ConfirmDialogView snapshot={snapshot} send={actor.send} />;
}
