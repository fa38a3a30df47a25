import { lazy, Suspense } from 'react';
import { useSelector } from '@xstate/react';
import { selectIsOpen } from '../../../machines/confirmDialog/confirmDialog.selectors';
import { appActors } from '../../wiring/page';

// The dialog (and Chakra's dialog behind it) loads when it first opens: the login screen, which
// renders this component too, never needs it.
const ConfirmDialogView = lazy(() => import('./ConfirmDialogView').then((m) => ({ default: m.ConfirmDialogView })));

/** Set once the dialog has opened: from then on it stays mounted, so it can animate closed. */
let opened = false;

/** The one confirmation dialog of the app, driven by the global confirmDialog actor. */
export function ConfirmDialog() {
  const actor = appActors().confirmDialog;
  const snapshot = useSelector(actor, (s) => s);
  opened ||= selectIsOpen(snapshot);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogView snapshot={snapshot} send={actor.send} />
    </Suspense>
  );
}
