/**
 * The run view's route (/run/{testSuiteId}/{runId}). Cancel is confirmed through the app's
 * dialog; 'Run again' opens the new run's view, which starts its own machine (keyed by run id).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useParams } from 'react-router';
import { runViewPath } from '../../../machines/testRuns/runStatus';
import type { ConfirmOptions } from '../../../machines/confirmDialog/confirmDialog.machine';
import type { TestRun } from '../../../machines/testRuns/runStatus';
import { appActors } from '../../app/appActors';
import { emittedListener } from '../../app/emittedListener';
import { sectionConfirmation, settleAfter } from '../../app/confirmSections';
import { goTo } from '../../app/navigation';
import { runView } from './runActors';
import { RunView } from './RunView';

function RunPage({ runId, suiteId }: { runId: string; suiteId: string }) {
  const actor = useActorRef(runView, { input: { runId, suiteId } });
  const { confirmDialog } = appActors();
  useActorRef(emittedListener, {
    input: {
      actor,
      handlers: {
        'confirm.requested': (event) => confirmDialog.send({ type: 'dialog.open', options: event.options as ConfirmOptions }),
        'run.created': (event) => goTo(runViewPath(String(event.suiteId), (event.run as TestRun)._id)),
      },
    },
  });
  // The dialog's Yes cancels this run and loads until the server answers.
  useActorRef(sectionConfirmation, {
    input: {
      type: 'testRun.cancel',
      action: (intent) =>
        intent.id === runId ? settleAfter(actor, { type: 'run.cancelConfirmed', runId }, (snapshot) => snapshot.matches('cancelling')) : null,
    },
  });
  const snapshot = useSelector(actor, (s) => s);
  return <RunView snapshot={snapshot} send={actor.send} />;
}

export function RunScreen() {
  const { testSuiteId, runId } = useParams();
  if (!testSuiteId || !runId) return null;
  return <RunPage key={runId} runId={runId} suiteId={testSuiteId} />;
}
