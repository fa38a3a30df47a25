/**
 * The test's runs on its page, connected: the test page invokes them (its child `testRuns`), so
 * these pieces mount once it exists. The 'Override run parameters' dialog is the runs' own child,
 * and Cancel's confirmation needs no wiring either: the runs ask the app's confirm dialog
 * themselves (the page hands it to them).
 */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { EnvironmentOption } from '../../../machines/environments/environments.selectors';
import type { runOverridesMachine } from '../../../machines/runOverrides/runOverrides.machine';
import type { testRunsMachine } from '../../../machines/testRuns/testRuns.machine';
import { RecentRuns } from './RecentRuns';
import { RunOverridesDialog } from './RunOverridesDialog';
import { RunButton } from './RunButton';

type RunsRef = ActorRefFrom<typeof testRunsMachine>;

export function ConnectedRunButton({ runs, sendPage }: { runs: RunsRef; sendPage: (event: { type: 'test.regenerate' }) => void }) {
  const snapshot = useSelector(runs, (s) => s);
  return <RunButton snapshot={snapshot} send={runs.send} sendPage={sendPage} />;
}

type Environments = { environments: ReadonlyArray<EnvironmentOption> };

export function ConnectedRecentRuns({ runs, environments }: { runs: RunsRef } & Environments) {
  const snapshot = useSelector(runs, (s) => s);
  return <RecentRuns snapshot={snapshot} send={runs.send} environments={environments} />;
}

/** The 'Override run parameters' dialog, the runs' child `overrides`. */
export function ConnectedRunOverrides({ runs, environments }: { runs: RunsRef } & Environments) {
  const overrides = useSelector(runs, (s) => s.children.overrides);
  return overrides ? <RunOverridesDialogOf overrides={overrides} environments={environments} /> : null;
}

function RunOverridesDialogOf({ overrides, environments }: { overrides: ActorRefFrom<typeof runOverridesMachine> } & Environments) {
  return <RunOverridesDialog snapshot={useSelector(overrides, (s) => s)} send={overrides.send} environments={environments} />;
}
