/**
 * The test's runs on its page, connected: the test page invokes them (its child `testRuns`), so
 * these pieces mount once it exists. `TestRunsWiring` carries their requests to the app's
 * confirmation dialog and to the 'Override run parameters' dialog, and the answers back.
 */
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ConfirmOptions } from '../../../machines/confirmDialog/confirmDialog.machine';
import type { runOverridesMachine, RunSettings } from '../../../machines/runOverrides/runOverrides.machine';
import type { testRunsMachine } from '../../../machines/testRuns/testRuns.machine';
import { appActors } from '../../app/appActors';
import { emittedListener } from '../../app/emittedListener';
import { sectionConfirmation, settleAfter } from '../../app/confirmSections';
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

type WiringProps = { runs: RunsRef; overrides: ActorRefFrom<typeof runOverridesMachine>; testId: string };

/** Renders nothing; mount it keyed by the runs actor's session, so a new child gets new listeners. */
export function TestRunsWiring({ runs, overrides, testId }: WiringProps) {
  const { confirmDialog } = appActors();
  useActorRef(emittedListener, {
    input: {
      actor: runs,
      handlers: {
        'confirm.requested': (event) => confirmDialog.send({ type: 'dialog.open', options: event.options as ConfirmOptions }),
        'overrides.requested': () => overrides.send({ type: 'overrides.open' }),
      },
    },
  });
  useActorRef(emittedListener, {
    input: { actor: overrides, handlers: { 'overrides.submitted': (event) => runs.send({ type: 'run.start', settings: event.settings as RunSettings }) } },
  });
  // The dialog's Yes cancels this test's run and loads until the server answers.
  useActorRef(sectionConfirmation, {
    input: {
      type: 'testRun.cancel',
      action: (intent) =>
        intent.testId === testId && intent.id
          ? settleAfter(runs, { type: 'run.cancelConfirmed', runId: String(intent.id) }, (snapshot) => snapshot.matches('cancelling'))
          : null,
    },
  });
  return null;
}
