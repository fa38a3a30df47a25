/**
 * /modules/{testSuiteId?}: the selected project's modules. The list is the project's shared
 * `modules` actor (layoutActors), so a module made here is at once offered as a setup module in
 * the test-case form; the screen asks for it the first time it shows a project.
 */
import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { layoutActors } from '../../app/appActors';
import { ModulesView } from './ModulesView';

export function ModulesScreen() {
  const { modules, mainLayout } = layoutActors();
  const suiteId = useSelector(mainLayout, (snapshot) => snapshot.context.selectedSuiteId);
  // biome-ignore lint/correctness/useExhaustiveDependencies(suiteId): asks again when the project changes (`suite.changed` empties the list); the actor loads the selected project's.
  useEffect(() => modules.send({ type: 'modules.load' }), [modules, suiteId]);
  return <ModulesView snapshot={useSelector(modules, (snapshot) => snapshot)} send={modules.send} />;
}
