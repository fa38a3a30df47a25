/**
 * /modules/{testSuiteId?}: the selected project's modules. The list is the project's shared
 * `modules` actor (layoutActors), so a module made here is at once offered as a setup module in
 * the test-case form; the actor loads the selected project's list by itself.
 */
import { useSelector } from '@xstate/react';
import { layoutActors } from '../../wiring/workspace';
import { ModulesView } from './ModulesView';

export function ModulesScreen() {
  const { modules } = layoutActors();
  return <ModulesView snapshot={useSelector(modules, (snapshot) => snapshot)} send={modules.send} />;
}
