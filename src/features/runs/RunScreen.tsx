/**
 * The run view's route (/run/{testSuiteId}/{runId}). Cancel is confirmed in the app's dialog,
 * which the view asks itself; 'Run again' opens the new run's view, which starts its own machine
 * (keyed by run id).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useParams } from 'react-router';
import { appActors } from '../../wiring/workspace';
import { runView } from '../../wiring/runs';
import { RunView } from './RunView';

function RunPage({ runId, suiteId }: { runId: string; suiteId: string }) {
  const actor = useActorRef(runView, { input: { runId, suiteId, confirmDialog: appActors().confirmDialog } });
  const snapshot = useSelector(actor, (s) => s);
  return <RunView snapshot={snapshot} send={actor.send} />;
}

export function RunScreen() {
  const { testSuiteId, runId } = useParams();
  if (!testSuiteId || !runId) return null;
  return <RunPage key={runId} runId={runId} suiteId={testSuiteId} />;
}
