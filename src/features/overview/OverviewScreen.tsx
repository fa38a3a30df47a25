/**
 * /home/{testSuiteId?}: the selected project's Overview. It shows the recent groups the main
 * layout loaded for the project at once, while it fetches them again with the project's runs;
 * test names come from the project's tree actor, the Environment filter's choices from the
 * project's environments (the workspace's list).
 */
import { useActorRef, useSelector } from '@xstate/react';
import type { CollectionRun } from '../../../machines/collections/runGroups';
import { selectSuiteData } from '../../../machines/mainLayout/mainLayout.selectors';
import { sameOptions, selectEnvironmentOptions } from '../../../machines/environments/environments.selectors';
import { layoutActors } from '../../wiring/workspace';
import { useTestNames } from '../collections/testNames';
import { overview } from '../../wiring/overview';
import { OverviewView } from './OverviewView';

function OverviewPage({ suiteId, groups }: { suiteId: string; groups: CollectionRun[] }) {
  const actor = useActorRef(overview, { input: { suiteId, groups } });
  const environments = useSelector(layoutActors().environments, selectEnvironmentOptions, sameOptions);
  return (
    <OverviewView snapshot={useSelector(actor, (snapshot) => snapshot)} send={actor.send} testNames={useTestNames()} environments={environments} />
  );
}

export function OverviewScreen() {
  const { mainLayout } = layoutActors();
  const suiteId = useSelector(mainLayout, (snapshot) => snapshot.context.selectedSuiteId);
  const data = useSelector(mainLayout, selectSuiteData);
  if (!suiteId || !data) return null;
  // A new project is a new screen: its groups, its runs.
  return <OverviewPage key={suiteId} suiteId={suiteId} groups={data.recentRuns} />;
}
