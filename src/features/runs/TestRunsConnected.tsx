/**
 * The test's runs on its page, connected: the test page invokes them (its child `testRuns`), so
 * these pieces mount once it exists. `TestRunsWiring` carries their request for the 'Override
 * run parameters' dialog, and its answer back. Cancel's confirmation needs no wiring: the runs
 * ask the app's confirm dialog themselves (the page hands it to them).
 */
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { runOverridesMachine } from '../../../machines/runOverrides/runOverrides.machine';
import type { testRunsMachine } from '../../../machines/testRuns/testRuns.machine';
import { emittedListener } from '../../app/emittedListener';
import { RecentRuns } from './RecentRuns';
import { RunButton } from './RunButton';

type RunsRef = ActorRefFrom<typeof testRunsMachine>;

export function ConnectedRunButton({ runs, sendPage }: { runs: RunsRef; sendPage: (event: { type: 'test.regenerate' }) => void }) {
  const snapshot = useSelector(runs, (s) => s);
  return <RunButton snapshot={snapshot} send={runs.send} sendPage={sendPage} />;
}

export function ConnectedRecentRuns({ runs }: { runs: RunsRef }) {
  const snapshot = useSelector(runs, (s) => s);
  return <RecentRuns snapshot={snapshot} send={runs.send} />;
}

type WiringProps = { runs: RunsRef; overrides: ActorRefFrom<typeof runOverridesMachine> };

/** Renders nothing; mount it keyed by the runs actor's session, so a new child gets new listeners. */
export function TestRunsWiring({ runs, overrides }: WiringProps) {
  useActorRef(emittedListener, {
    input: {
      subscribe: () => [
        runs.on('overrides.requested', () => overrides.send({ type: 'overrides.open' })),
        overrides.on('overrides.submitted', (event) => runs.send({ type: 'run.start', settings: event.settings })),
      ],
    },
  });
  return null;
}
